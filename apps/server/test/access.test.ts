import { ABILITIES, MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;

beforeAll(async () => {
  tenant = await t.createTenant();
});

describe('route declarations', () => {
  it('every /api route declares its access, and every named ability is in the catalogue', () => {
    const api = t.built.routes.filter((r) => !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of api) {
      if (Array.isArray(r.access)) for (const a of r.access) expect(ABILITIES).toContain(a);
    }
  });

  it('only sign-in, health and the hospital inbound call (its own connection key, test/hospital.test.ts) are public', () => {
    const publicRoutes = t.built.routes
      .filter((r) => r.access === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(['GET /api/health', 'POST /api/hospital/prescriptions', 'POST /api/login']);
  });
});

describe('abilities', () => {
  it('answers 403 when the user holds none of the route’s abilities', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['sale_create'] });
    const c = await t.signIn(u);
    const res = await c.get('/api/abilities/catalogue');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.forbidden });
  });

  it('any one of the listed abilities suffices', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['role_edit'] });
    const res = await (await t.signIn(u)).get('/api/abilities/catalogue');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((g: { area: string }) => g.area)).toContain('accounting');
  });

  it('a superuser passes every ability check without holding any role', async () => {
    const su = await t.createUser(tenant.tenantId, { superuser: true });
    const c = await t.signIn(su);
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(200);
    const abilities = (await c.get('/api/abilities')).json().data;
    expect(abilities).toEqual([...ABILITIES]);
  });

  it('GET /api/abilities lists exactly the abilities of the user’s roles', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['item_list', 'sale_create'] });
    const res = await (await t.signIn(u)).get('/api/abilities');
    expect(res.json()).toEqual({ data: ['item_list', 'sale_create'] });
  });

  it('an ability granted to a role takes effect on the next request', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['item_list'] });
    const c = await t.signIn(u);
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(403);
    const role = await t.db.system
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    await t.db.system
      .insertInto('role_abilities')
      .values({ tenant_id: tenant.tenantId, role_id: role.role_id, ability: 'role_list' })
      .execute();
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(200);
  });
});
