import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

/**
 * Product search through bb_item_search (migration 0017): the fragment lookup runs as the owner, so these
 * tests prove it still shows nothing of another tenant, keeps the hidden/status/branch rules of the search,
 * and refuses to run without a tenant.
 */
const t = useTestApp();

interface Side {
  tenant: TenantFixture;
  admin: Client;
  adminId: string;
}
let a: Side;
let b: Side;
let seq = 0;
const SHARED_BARCODE = `77${Date.now()}`;
const SHARED_NAME = 'Zinc oxide ointment 15 g';

async function side(): Promise<Side> {
  const tenant = await t.createTenant();
  const user = await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds });
  return { tenant, admin: await t.signIn(user), adminId: user.id };
}

async function makeItem(s: Side, over: Record<string, unknown> = {}) {
  const res = await s.admin.post('/api/general/item', {
    name: 'Search item',
    barcode: `88${Date.now()}${++seq}`,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; barcode: string; name: string };
}

async function stock(s: Side, itemId: string, inventoryId = s.tenant.inventoryIds[0]) {
  const res = await s.admin.post(`/api/general/item/${itemId}/add-to-stock`, {
    products: [
      { inventory_id: inventoryId, currency_code: 'IQD', cost: '100', sale_price: '150', quantity: '5' },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created as string[];
}

type Row = { id: string; item_id: string; inventory_id: string; exact: boolean };
const search = async (c: Client, keyword: string, extra: Record<string, unknown> = {}) => {
  const res = await c.post('/api/product/search', { keyword, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};
const itemIds = (rows: Row[]) => [...new Set(rows.map((r) => r.item_id))].sort();

/** Calls the function the way searchProducts does, in a tenant transaction of `s`. */
const callAs = (s: Side, contains: string, prefix: string, showHidden = false) =>
  withTenant(t.db.system, { tenantId: s.tenant.tenantId, userId: s.adminId }, async (tx) =>
    (
      await sql<{
        id: string;
      }>`select id from bb_item_search(${contains}, ${prefix}, ${showHidden}) as f(id)`.execute(tx)
    ).rows.map((r) => r.id),
  );

beforeAll(async () => {
  a = await side();
  b = await side();
});

describe('tenant isolation of the search function', () => {
  let itemA: { id: string };
  let itemB: { id: string };
  beforeAll(async () => {
    itemA = await makeItem(a, {
      name: SHARED_NAME,
      barcode: SHARED_BARCODE,
      scientific_name: 'Zinci oxidum',
    });
    itemB = await makeItem(b, {
      name: SHARED_NAME,
      barcode: SHARED_BARCODE,
      scientific_name: 'Zinci oxidum',
    });
    await stock(a, itemA.id);
    await stock(b, itemB.id);
  });

  it('finds only the own tenant item by the same barcode, name, scientific name and barcode prefix', async () => {
    for (const [s, mine] of [
      [a, itemA],
      [b, itemB],
    ] as const) {
      expect(itemIds(await search(s.admin, SHARED_BARCODE))).toEqual([mine.id]);
      expect(itemIds(await search(s.admin, 'oxide ointm'))).toEqual([mine.id]);
      expect(itemIds(await search(s.admin, 'zinci OXID'))).toEqual([mine.id]);
      expect(itemIds(await search(s.admin, SHARED_BARCODE.slice(0, 10)))).toEqual([mine.id]);
      const lots = await search(s.admin, SHARED_NAME);
      expect(lots.every((r) => s.tenant.inventoryIds.includes(r.inventory_id))).toBe(true);
    }
  });

  it('answers only the ids of the tenant in app.tenant_id when called directly', async () => {
    expect(await callAs(a, '%Zinc oxide%', 'Zinc oxide%')).toEqual([itemA.id]);
    expect(await callAs(b, '%Zinc oxide%', 'Zinc oxide%')).toEqual([itemB.id]);
    // a catch-all pattern still stays inside the tenant
    const all = await callAs(a, '%', '%', true);
    expect(all).toContain(itemA.id);
    expect(all).not.toContain(itemB.id);
  });

  it('refuses to run when app.tenant_id is unset or empty', async () => {
    const attempt = (tenant: string | null) =>
      t.db.system.transaction().execute(async (trx) => {
        await sql`select set_config('role', ${APP_ROLE}, true)`.execute(trx);
        if (tenant !== null) await sql`select set_config('app.tenant_id', ${tenant}, true)`.execute(trx);
        return sql`select * from bb_item_search('%', '%', true)`.execute(trx);
      });
    await expect(attempt(null)).rejects.toThrow(/app.tenant_id is not set/);
    await expect(attempt('')).rejects.toThrow(/app.tenant_id is not set/);
  });

  it('is a security definer with a fixed search_path, executable by the application role only', async () => {
    const r = await sql<{
      secdef: boolean;
      config: string[];
      app: boolean;
      public: boolean;
    }>`select p.prosecdef as secdef, p.proconfig as config,
          has_function_privilege('erp_app', p.oid, 'execute') as app,
          exists (select from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) x
                  where x.grantee = 0 and x.privilege_type = 'EXECUTE') as public
        from pg_proc p where p.proname = 'bb_item_search'`.execute(t.db.system);
    expect(r.rows).toHaveLength(1);
    const [fn] = r.rows;
    expect(fn).toMatchObject({ secdef: true, app: true, public: false });
    expect(fn?.config).toContain('search_path=pg_catalog, public, pg_temp');
  });

  it('treats % and _ in the keyword as text, not as wildcards', async () => {
    expect(await search(a.admin, '%')).toEqual([]);
    expect(await search(a.admin, '_inc')).toEqual([]);
    const pct = await makeItem(a, { name: 'Glycerin 100% pure' });
    await stock(a, pct.id);
    expect(itemIds(await search(a.admin, '100%'))).toEqual([pct.id]);
  });
});

describe('item and branch rules through the function', () => {
  it('shows hidden items only when asked, and asking needs item_show_hidden', async () => {
    const hidden = await makeItem(a, { name: 'Hidden balm 30 ml', hidden: true });
    await stock(a, hidden.id);
    const cashier = await t.signIn(
      await t.createUser(a.tenant.tenantId, {
        abilities: ['sale_create'],
        inventories: a.tenant.inventoryIds,
      }),
    );
    const trusted = await t.signIn(
      await t.createUser(a.tenant.tenantId, {
        abilities: ['sale_create', 'item_show_hidden'],
        inventories: a.tenant.inventoryIds,
      }),
    );
    for (const kw of ['Hidden balm', hidden.barcode]) {
      expect(await search(cashier, kw)).toEqual([]);
      expect(
        (await cashier.post('/api/product/search', { keyword: kw, show_hidden_item: true })).statusCode,
      ).toBe(403);
      expect(await search(trusted, kw)).toEqual([]);
      expect(itemIds(await search(trusted, kw, { show_hidden_item: true }))).toEqual([hidden.id]);
      expect(itemIds(await search(a.admin, kw, { show_hidden_item: true }))).toEqual([hidden.id]);
    }
    // and the other tenant's superuser, asking for hidden items, still sees none of them
    expect(await search(b.admin, 'Hidden balm', { show_hidden_item: true })).toEqual([]);
  });

  it('leaves out inactive items and shows a cashier only the lots of their branches', async () => {
    const [pharmacy, shop] = a.tenant.inventoryIds as [string, string];
    const retired = await makeItem(a, { name: 'Retired lotion 50 ml' });
    await stock(a, retired.id);
    expect(itemIds(await search(a.admin, 'Retired lotion'))).toEqual([retired.id]);
    const put = await a.admin.request('PUT', `/api/general/item/${retired.id}`, {
      name: retired.name,
      barcode: retired.barcode,
      status: 0,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await search(a.admin, 'Retired lotion')).toEqual([]);
    expect(await callAs(a, '%Retired lotion%', 'Retired lotion%', true)).toEqual([]);

    const both = await makeItem(a, { name: 'Branch syrup 100 ml' });
    const [inPharmacy] = await stock(a, both.id, pharmacy);
    await stock(a, both.id, shop);
    const cashier = await t.signIn(
      await t.createUser(a.tenant.tenantId, { abilities: ['sale_create'], inventories: [pharmacy] }),
    );
    expect((await search(cashier, 'Branch syr')).map((r) => r.id)).toEqual([inPharmacy]);
    expect((await search(a.admin, 'Branch syr')).map((r) => r.inventory_id).sort()).toEqual(
      [pharmacy, shop].sort(),
    );
  });

  it('finds by old barcode through its index, and ranks names starting with the fragment first', async () => {
    const moved = await makeItem(a, { name: 'Renamed drops 10 ml' });
    await stock(a, moved.id);
    const newBarcode = `99${Date.now()}`;
    const put = await a.admin.request('PUT', `/api/general/item/${moved.id}`, {
      name: moved.name,
      barcode: newBarcode,
    });
    expect(put.statusCode, put.body).toBe(200);
    const byOld = await search(a.admin, moved.barcode);
    expect(byOld.map((r) => [r.item_id, r.exact])).toEqual([[moved.id, true]]);

    const inner = await makeItem(a, { name: 'Cold Quartzite tablets' });
    const lead = await makeItem(a, { name: 'Quartzite powder long name' });
    expect(await callAs(a, '%Quartzite%', 'Quartzite%')).toEqual([lead.id, inner.id]);
  });
});
