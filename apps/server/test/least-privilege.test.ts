import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let nobody: Client;
let cashier: Client;

beforeAll(async () => {
  tenant = await t.createTenant();
  nobody = await t.signIn(await t.createUser(tenant.tenantId, { inventories: tenant.inventoryIds }));
  cashier = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: ['sale_create'], inventories: tenant.inventoryIds }),
  );
  const admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
  const made = await admin.post('/api/customer', {
    name: 'Dara Aziz',
    inventory_id: tenant.inventoryIds[0],
    phone: '07501234567',
  });
  expect(made.statusCode, made.body).toBe(201);
});

const PEOPLE_LOOKUPS = ['/api/customer-list', '/api/supplier-list', '/api/user/all-users', '/api/user/users'];

describe('lookups that list people', () => {
  it.each(PEOPLE_LOOKUPS)('%s answers 403 to a user with no abilities', async (url) => {
    const res = await nobody.get(url);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Dara');
  });

  it('a cashier still gets the customers the POS needs, but not suppliers or users', async () => {
    const list = await cashier.get('/api/customer-list');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { name: string }) => c.name)).toContain('Dara Aziz');
    const search = await cashier.post('/api/customer/search', { keyword: 'Dara' });
    expect(search.statusCode).toBe(200);
    for (const url of ['/api/supplier-list', '/api/user/users'])
      expect((await cashier.get(url)).statusCode).toBe(403);
  });

  it('the screens that need them still get them', async () => {
    const purchaser = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['purchase_create'] }));
    expect((await purchaser.get('/api/supplier-list')).statusCode).toBe(200);
    const giver = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['role_give'] }));
    expect((await giver.get('/api/user/users')).statusCode).toBe(200);
    const receipts = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['receipt_create'] }));
    expect((await receipts.get('/api/customer-list')).statusCode).toBe(200);
  });

  it('lookups of the caller’s own branches stay open to any signed-in user', async () => {
    expect((await nobody.get('/api/user/inventory')).statusCode).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('every /api answer says no-store, refusals included', async () => {
    for (const res of [
      await cashier.get('/api/customer-list'),
      await nobody.get('/api/customer-list'),
      await t.client().get('/api/user'),
      await t.client().get('/api/health'),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });
});
