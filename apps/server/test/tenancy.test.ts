import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/platform/db/tenant.js';
import type { Client } from './support/app.js';
import { useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';

const t = useTestApp();
let a: TenantFixture;
let b: TenantFixture;
let adminA: UserFixture;
let adminB: UserFixture;
let clientA: Client;

/** Every id in an answer, anywhere in it. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'id' || k.endsWith('_id')) && typeof v === 'string') out.add(`${k}:${v}`);
      idsIn(v, out);
    }
  }
  return out;
}

beforeAll(async () => {
  a = await t.createTenant('Alpha');
  b = await t.createTenant('Beta');
  adminA = await t.createUser(a.tenantId, {
    superuser: true,
    inventories: a.inventoryIds,
    name: 'Alpha admin',
  });
  adminB = await t.createUser(b.tenantId, {
    superuser: true,
    inventories: b.inventoryIds,
    name: 'Beta admin',
  });
  await t.createUser(b.tenantId, {
    abilities: ['sale_create'],
    inventories: b.inventoryIds,
    name: 'Beta cashier',
  });
  for (const f of [a, b]) {
    await t.db.system
      .insertInto('cash_boxes')
      .values({
        tenant_id: f.tenantId,
        code: 'CB',
        name: `box of ${f.tenantId}`,
        currency_code: 'IQD',
        inventory_id: f.inventoryIds[0]!,
      })
      .execute();
    await t.db.system
      .insertInto('print_settings')
      .values({
        tenant_id: f.tenantId,
        inventory_id: f.inventoryIds[0]!,
        type_name: 'cashier',
        type: 1,
        name: `print ${f.tenantId}`,
      })
      .execute();
    await t.db.system
      .insertInto('settings')
      .values({
        tenant_id: f.tenantId,
        key: 'defaultPosCurrency',
        value: JSON.stringify(f === a ? 'IQD' : 'USD'),
      })
      .execute();
  }
  await t.db.system
    .insertInto('api_connections')
    .values({ tenant_id: b.tenantId, kind: 'hospital', name: 'City hospital' })
    .execute();
  clientA = await t.signIn(adminA);
});

const IDENTITY_CALLS: [string, string][] = [
  ['GET', '/api/user'],
  ['GET', '/api/abilities'],
  ['GET', '/api/base-data'],
  ['GET', '/api/automation'],
  ['POST', '/api/setting/all'],
  ['GET', '/api/currency/list'],
  ['GET', '/api/has-api-connection'],
  ['GET', '/api/has-ticket-api-connection'],
  ['GET', '/api/user/inventory'],
  ['GET', '/api/user/connected-inventory'],
  ['GET', '/api/user/all-users'],
  ['GET', '/api/user/connected-inventory-cashier'],
  ['GET', '/api/user/all-inventory'],
  ['GET', '/api/user/my-users'],
  ['GET', '/api/user/users'],
];

describe('tenant isolation', () => {
  it.each(IDENTITY_CALLS)('%s %s answers only the caller tenant’s rows', async (method, url) => {
    const res = await clientA.request(method as 'GET', url, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(200);
    const body = JSON.stringify(res.json());
    expect(body).not.toContain('Beta');
    const ids = idsIn(res.json());
    expect(ids.has(`tenant_id:${b.tenantId}`)).toBe(false);
    for (const inv of b.inventoryIds) expect(ids.has(`inventory_id:${inv}`)).toBe(false);
    if (url.includes('inventory') && !url.includes('cashier')) {
      for (const row of res.json().data) expect(a.inventoryIds).toContain(row.id);
    }
  });

  it('reads each tenant’s own settings and connection flags', async () => {
    const clientB = await t.signIn(adminB);
    expect((await clientA.post('/api/setting/all')).json().data.defaultPosCurrency).toBe('IQD');
    expect((await clientB.post('/api/setting/all')).json().data.defaultPosCurrency).toBe('USD');
    expect((await clientA.get('/api/has-api-connection')).json()).toEqual({ data: false });
    expect((await clientB.get('/api/has-api-connection')).json()).toEqual({ data: true });
  });

  it('row-level security hides other tenants even from a query without a tenant filter', async () => {
    const rows = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      tx.selectFrom('users').select('tenant_id').execute(),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tenant_id === a.tenantId)).toBe(true);
    const count = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      sql<{ n: string }>`select count(*) as n from inventories where tenant_id = ${b.tenantId}`.execute(tx),
    );
    expect(count.rows[0]?.n).toBe('0');
  });

  it('row-level security refuses writing a row of another tenant', async () => {
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
        tx.insertInto('inventories').values({ tenant_id: b.tenantId, name: 'sneaky', type: 1 }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    const updated = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      tx
        .updateTable('inventories')
        .set({ name: 'renamed' })
        .where('tenant_id', '=', b.tenantId)
        .executeTakeFirst(),
    );
    expect(updated.numUpdatedRows).toBe(0n);
  });

  it('a foreign key cannot point at another tenant’s row', async () => {
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
        tx
          .insertInto('cash_boxes')
          .values({
            tenant_id: a.tenantId,
            code: 'X1',
            name: 'x',
            currency_code: 'IQD',
            inventory_id: b.inventoryIds[0]!,
          })
          .execute(),
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('the application role is not a superuser and cannot bypass row-level security', async () => {
    const role = await t.db.system
      .selectFrom(
        sql<{
          rolsuper: boolean;
          rolbypassrls: boolean;
        }>`(select rolsuper, rolbypassrls from pg_roles where rolname = 'erp_app')`.as('r'),
      )
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('a tenant transaction without a tenant id sees nothing', async () => {
    const rows = await t.db.system.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'erp_app', true)`.execute(trx);
      return trx.selectFrom('users').select('id').execute();
    });
    expect(rows).toEqual([]);
  });
});
