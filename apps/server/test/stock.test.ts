import { MESSAGES } from '@bb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock, pickLots, stockAt } from '../src/modules/stock/movements.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { multipart, PDF, PNG } from './support/multipart.js';
import { expectStockEqualsMovements } from './support/stock.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let adminUser: UserFixture;
let pharmacy: string;
let shop: string;
const TODAY = new Date().toISOString().slice(0, 10);

const item = (over: Record<string, unknown> = {}) => ({
  name: 'Paracetamol 500 mg',
  barcode: `62${Date.now()}${Math.floor(Math.random() * 1000)}`,
  ...over,
});
async function makeItem(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/general/item', item(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; barcode: string; name: string };
}
async function stock(itemId: string, products: Record<string, unknown>[]) {
  const res = await admin.post(`/api/general/item/${itemId}/add-to-stock`, { products });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created as string[];
}
const lot = (over: Record<string, unknown> = {}) => ({
  inventory_id: pharmacy,
  currency_code: 'IQD',
  cost: '1000',
  sale_price: '1500',
  quantity: '10',
  ...over,
});
const asTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId: tenant.tenantId, userId: adminUser.id }, fn);

beforeAll(async () => {
  tenant = await t.createTenant();
  [pharmacy, shop] = tenant.inventoryIds as [string, string];
  adminUser = await t.createUser(tenant.tenantId, {
    superuser: true,
    inventories: [pharmacy, shop],
    name: 'Admin',
  });
  admin = await t.signIn(adminUser);
});

afterAll(async () => {
  await expectStockEqualsMovements(t.db.system);
  await expectLedgerBalanced(t.db.system);
});

describe('items', () => {
  it('keeps the category inside the chosen group', async () => {
    const g1 = (await admin.post('/api/general/group', { name: 'Drugs' })).json().id;
    const g2 = (await admin.post('/api/general/group', { name: 'Cosmetics' })).json().id;
    const cat = (await admin.post('/api/general/category', { name: 'Analgesics', group_id: g1 })).json().id;
    expect((await admin.post('/api/general/item', item({ group_id: g1, category_id: cat }))).statusCode).toBe(
      201,
    );
    const wrong = await admin.post('/api/general/item', item({ group_id: g2, category_id: cat }));
    expect(wrong.json().errors).toEqual({ category_id: ['The category must belong to the chosen group.'] });
  });

  it('requires name and barcode, refuses a taken barcode', async () => {
    const empty = await admin.post('/api/general/item', {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['barcode', 'name']);
    const first = await makeItem();
    const dup = await admin.post('/api/general/item', item({ barcode: first.barcode }));
    expect(dup.json().errors).toEqual({ barcode: ['The barcode has already been taken.'] });
  });

  it('changes the barcode only with item_edit_barcode, keeping the old one', async () => {
    const it1 = await makeItem();
    const editor = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['item_edit', 'item_list'] }),
    );
    expect(
      (await editor.request('PUT', `/api/general/item/${it1.id}`, item({ barcode: '999000111' }))).statusCode,
    ).toBe(403);
    expect(
      (
        await editor.request(
          'PUT',
          `/api/general/item/${it1.id}`,
          item({ barcode: it1.barcode, name: 'Renamed' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin.request('PUT', `/api/general/item/${it1.id}`, item({ barcode: '999000111' }))).statusCode,
    ).toBe(200);
    expect((await admin.get(`/api/general/item/${it1.id}`)).json()).toMatchObject({
      barcode: '999000111',
      old_barcode: it1.barcode,
    });
  });

  it('hides items only with item_show_hidden', async () => {
    const creator = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['item_create', 'item_list'] }),
    );
    expect((await creator.post('/api/general/item', item({ hidden: true }))).statusCode).toBe(403);
    const hidden = await makeItem({ hidden: true, name: 'Secret cream' });
    const list = (await creator.post('/api/general/item/list', { search: 'Secret cream' })).json();
    expect(list.total).toBe(0);
    expect(
      (await creator.post('/api/general/item/list', { search: 'Secret cream', show_hidden_item: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.post('/api/general/item/list', { search: 'Secret cream', show_hidden_item: true })).json()
        .data[0].id,
    ).toBe(hidden.id);
  });

  it('takes an image by multipart and refuses a non-image ("File type must be an image")', async () => {
    const barcode = `IMG${Date.now()}`;
    const good = multipart([
      { name: 'name', value: 'With picture' },
      { name: 'barcode', value: barcode },
      { name: 'type', value: '1' },
      { name: 'brand_id', value: 'null' },
      { name: 'image', file: { filename: 'p.png', content: PNG } },
    ]);
    const res = await admin.request('POST', '/api/general/item', undefined, good);
    expect(res.statusCode, res.body).toBe(201);
    const img = await admin.get(`/api/general/item/${res.json().id}/image`);
    expect(img.headers['content-type']).toBe('image/png');
    const bad = multipart([
      { name: 'name', value: 'Bad picture' },
      { name: 'barcode', value: `${barcode}X` },
      { name: 'image', file: { filename: 'p.png', content: PDF } },
    ]);
    const refused = await admin.request('POST', '/api/general/item', undefined, bad);
    expect(refused.json().errors).toEqual({ image: ['File type must be an image'] });
  });

  it('generates custom EAN-13 barcodes in the in-store range', async () => {
    const a = (await admin.post('/api/general/custom-barcode')).json().name;
    const b = (await admin.post('/api/general/custom-barcode')).json().name;
    expect(a).toMatch(/^2\d{12}$/);
    expect(b).not.toBe(a);
    expect((await admin.get('/api/general/custom-barcode')).json().name).toBe(b);
  });
});

describe('add to stock, search and history', () => {
  it('creates lots in two branches with their opening stock, movements and ledger value', async () => {
    const it1 = await makeItem({ name: 'Amoxicillin 250 mg' });
    const [a, b] = await stock(it1.id, [
      lot({ batch_number: 'B1', expire_date: '2030-01-01' }),
      lot({
        inventory_id: shop,
        quantity: '4',
        cost: '2.5',
        currency_code: 'USD',
        exchange_rate: '1310',
        sale_price: '4',
      }),
    ]);
    const products = (
      await admin.post('/api/inventory/product/list', { search: 'Amoxicillin', sortBy: 'id', sortDir: 'asc' })
    ).json();
    expect(
      products.data.map((p: { id: string; quantity: string; inventory_name: string }) => [p.id, p.quantity]),
    ).toEqual([
      [a, '10.0000'],
      [b, '4.0000'],
    ]);
    const inv = (
      await admin.post('/api/accounting/general-ledger/list', {
        text: [{ column: 'document_type', symbol: 'ex', value: 'add_to_stock' }],
        perPage: 100,
      })
    ).json();
    const debits = inv.data
      .filter((l: { document_id: string }) => l.document_id === b)
      .map((l: { debit: string }) => l.debit);
    expect(debits).toContain('13100.000000'); // 4 x 2.5 USD x 1310
  });

  it("keeps a saved lot's per-currency prices unless the list is sent", async () => {
    const item = await makeItem({ name: 'Priced In Dollars Too' });
    const [id] = await stock(item.id, [
      lot({ prices: [{ currency_code: 'USD', sale_price: '1.25', wholesale_price: '1' }] }),
    ]);
    const stored = () =>
      asTenant((tx) =>
        tx
          .selectFrom('product_prices')
          .select(['currency_code', 'sale_price'])
          .where('product_id', '=', id!)
          .execute(),
      );
    expect(await stored()).toEqual([{ currency_code: 'USD', sale_price: '1.250000' }]);
    // a price change that does not send the list leaves the stored entries alone
    await stock(item.id, [
      { id, inventory_id: pharmacy, currency_code: 'IQD', cost: '1000', sale_price: '1600' },
    ]);
    expect(await stored()).toEqual([{ currency_code: 'USD', sale_price: '1.250000' }]);
    // an explicit empty list clears them
    await stock(item.id, [
      { id, inventory_id: pharmacy, currency_code: 'IQD', cost: '1000', sale_price: '1600', prices: [] },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('finds by exact barcode, by old barcode and by a name fragment; empty text finds nothing', async () => {
    const it1 = await makeItem({ name: 'Ibuprofen 400 mg tablets', scientific_name: 'Ibuprofenum' });
    await stock(it1.id, [lot()]);
    const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
      (await admin.post('/api/product/search', { keyword, ...extra })).json().data;
    expect(
      (await search(it1.barcode)).map((r: { item_id: string; exact: boolean }) => [r.item_id, r.exact]),
    ).toEqual([[it1.id, true]]);
    expect((await search('uprofen 40')).map((r: { name: string }) => r.name)).toContain(
      'Ibuprofen 400 mg tablets',
    );
    expect((await search('ibuprofenum')).length).toBeGreaterThan(0);
    expect(await search('   ')).toEqual([]);
    expect(await search('zzzz-no-such')).toEqual([]);
    expect(await search(it1.barcode, { inventory_id: shop })).toEqual([]);
  });

  it('flags expired lots and leaves out-of-stock lots when asked', async () => {
    const it1 = await makeItem({ name: 'Cough syrup' });
    await stock(it1.id, [
      lot({ batch_number: 'OLD', expire_date: '2020-01-01' }),
      lot({ batch_number: 'EMPTY', quantity: '0' }),
    ]);
    const rows = (await admin.post('/api/product/search', { keyword: it1.barcode })).json().data;
    expect(
      rows.map((r: { batch_number: string; expired: boolean }) => [r.batch_number, r.expired]).sort(),
    ).toEqual([
      ['EMPTY', false],
      ['OLD', true],
    ]);
    const inStock = (
      await admin.post('/api/product/search', { keyword: it1.barcode, existedProducts: true })
    ).json().data;
    expect(inStock.map((r: { batch_number: string }) => r.batch_number)).toEqual(['OLD']);
  });

  it('shows a cashier only the lots of their branches', async () => {
    const it1 = await makeItem({ name: 'Shop only' });
    await stock(it1.id, [lot({ inventory_id: shop })]);
    const cashier = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['sale_create'], inventories: [pharmacy] }),
    );
    expect((await cashier.post('/api/product/search', { keyword: it1.barcode })).json().data).toEqual([]);
    const none = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['note_list'] }));
    expect((await none.post('/api/product/search', { keyword: it1.barcode })).statusCode).toBe(403);
  });

  it('lists the purchase history and exports it', async () => {
    const it1 = await makeItem({ name: 'History item' });
    const [p] = await stock(it1.id, [lot({ quantity: '7', cost: '900' })]);
    const h = (await admin.post('/api/product/purchase-history', { product_id: p })).json();
    expect(h.product.name).toBe('History item');
    expect(h.data[0]).toMatchObject({
      type: 'add_to_stock',
      quantity: '7.0000',
      cost: '900.000000',
      bonus: '0',
    });
    const x = await admin.post('/api/product/purchase-history/export', {
      product_id: p,
      visibleHeaders: [{ text: 'Quantity', value: 'quantity' }],
      localTime: '2026-11-22 10:00',
    });
    expect(x.headers['content-disposition']).toContain('Product History 2026-11-22 10-00.xlsx');
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers the price checker by barcode', async () => {
    const it1 = await makeItem({ name: 'Vitamin C' });
    await stock(it1.id, [lot({ sale_price: '2250' })]);
    const res = await admin.get(`/api/product/price-check?barcode=${it1.barcode}&inventory_id=${pharmacy}`);
    expect(res.json()).toMatchObject({ name: 'Vitamin C', sale_price: '2250.000000', currency_code: 'IQD' });
    expect((await admin.get('/api/product/price-check?barcode=nothing-here')).statusCode).toBe(404);
  });
});

describe('movements', () => {
  it('FIFO and LIFO pick lots in their order and never pick an expired lot', async () => {
    const it1 = await makeItem({ name: 'Picked' });
    const [expired, first, second] = await stock(it1.id, [
      lot({ batch_number: 'X', expire_date: '2021-01-01', quantity: '100' }),
      lot({ batch_number: 'A', quantity: '3' }),
      lot({ batch_number: 'B', quantity: '5' }),
    ]);
    const fifo = await asTenant((tx) => pickLots(tx, it1.id, pharmacy, '4', TODAY));
    expect(fifo).toEqual([
      { productId: first, quantity: '3' },
      { productId: second, quantity: '1' },
    ]);
    await t.db.system
      .insertInto('settings')
      .values({ tenant_id: tenant.tenantId, key: 'stockSystem', value: JSON.stringify('LIFO') })
      .execute();
    const lifo = await asTenant((tx) => pickLots(tx, it1.id, pharmacy, '6', TODAY));
    expect(lifo).toEqual([
      { productId: second, quantity: '5' },
      { productId: first, quantity: '1' },
    ]);
    await t.db.system
      .deleteFrom('settings')
      .where('tenant_id', '=', tenant.tenantId)
      .where('key', '=', 'stockSystem')
      .execute();
    await expect(asTenant((tx) => pickLots(tx, it1.id, pharmacy, '9', TODAY))).rejects.toThrow(
      MESSAGES.noEnoughQuantity,
    );
    expect(expired).toBeDefined();
  });

  it('200 concurrent sales of one lot with 50 in stock sell exactly 50', async () => {
    const it1 = await makeItem({ name: 'Contended' });
    const [p] = await stock(it1.id, [lot({ quantity: '50' })]);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        asTenant((tx) =>
          moveStock(tx, [
            { productId: p!, quantity: '-1', documentType: 'sale', documentId: String(i + 1), date: TODAY },
          ]),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(50);
    expect(refused).toHaveLength(150);
    expect(
      refused.every((r) => (r as PromiseRejectedResult).reason.message === MESSAGES.noEnoughQuantity),
    ).toBe(true);
    const left = await t.db.system
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p!)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe('0.0000');
  }, 60_000);

  it('knows the stock of any past date from the movements', async () => {
    const it1 = await makeItem({ name: 'Dated' });
    const [p] = await stock(it1.id, [lot({ quantity: '0' })]);
    await asTenant((tx) =>
      moveStock(tx, [{ productId: p!, quantity: '8', documentType: 'test', date: '2026-03-01' }]),
    );
    await asTenant((tx) =>
      moveStock(tx, [{ productId: p!, quantity: '-3', documentType: 'test', date: '2026-04-01' }]),
    );
    expect(await asTenant((tx) => stockAt(tx, { productId: p!, date: '2026-02-28' }))).toBe('0');
    expect(await asTenant((tx) => stockAt(tx, { productId: p!, date: '2026-03-15' }))).toBe('8');
    expect(
      await asTenant((tx) => stockAt(tx, { itemId: it1.id, inventoryId: pharmacy, date: '2026-12-31' })),
    ).toBe('5');
  });
});

describe('item transfers', () => {
  it('moves stock at approval, atomically, and refuses a user who may not approve', async () => {
    const it1 = await makeItem({ name: 'Transferred' });
    const [p] = await stock(it1.id, [lot({ quantity: '10', batch_number: 'T1', expire_date: '2031-05-05' })]);
    const tr = await admin.post('/api/inventory/item-transfer', {
      from_inventory_id: pharmacy,
      to_inventory_id: shop,
      date: TODAY,
      lines: [{ product_id: p, quantity: '4' }],
    });
    expect(tr.statusCode, tr.body).toBe(201);
    const outsider = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['item_transfer_list', 'item_transfer_approve'],
        inventories: [pharmacy],
      }),
    );
    const refused = await outsider.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`);
    expect(refused.json().message).toBe(MESSAGES.cannotApprove);
    const receiver = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['item_transfer_list', 'item_transfer_approve'],
        inventories: [shop],
      }),
    );
    expect(
      (await receiver.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`)).json().status,
    ).toBe(2);
    const rows = (await admin.post('/api/product/search', { keyword: it1.barcode })).json().data;
    expect(
      rows
        .map((r: { inventory_id: string; quantity: string; batch_number: string }) => [
          r.inventory_id,
          r.quantity,
          r.batch_number,
        ])
        .sort(),
    ).toEqual(
      [
        [pharmacy, '6.0000', 'T1'],
        [shop, '4.0000', 'T1'],
      ].sort(),
    );
    expect(
      (await receiver.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`)).statusCode,
    ).toBe(409);
    expect(
      (await admin.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/cancel`)).statusCode,
    ).toBe(409);
  });

  it('cancels a pending transfer without moving anything; refuses more than the lot holds at approval', async () => {
    const it1 = await makeItem({ name: 'Cancelled move' });
    const [p] = await stock(it1.id, [lot({ quantity: '2' })]);
    const tr = (
      await admin.post('/api/inventory/item-transfer', {
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: TODAY,
        lines: [{ product_id: p, quantity: '1' }],
      })
    ).json();
    expect((await admin.request('PUT', `/api/inventory/item-transfer/${tr.id}/cancel`)).json().status).toBe(
      3,
    );
    const big = (
      await admin.post('/api/inventory/item-transfer', {
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: TODAY,
        lines: [{ product_id: p, quantity: '5' }],
      })
    ).json();
    const res = await admin.request('PUT', `/api/inventory/item-transfer/${big.id}/approve`);
    expect(res.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect((await admin.get(`/api/inventory/item-transfer/${big.id}`)).json().status).toBe(1);
    const left = await t.db.system
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p!)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe('2.0000');
  });

  it('enforces only from/to my inventory', async () => {
    const it1 = await makeItem({ name: 'Restricted move' });
    const [p] = await stock(it1.id, [lot({ quantity: '2' })]);
    const limited = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['item_transfer_create', 'item_transfer_only_from_my_inventory'],
        inventories: [shop],
      }),
    );
    const res = await limited.post('/api/inventory/item-transfer', {
      from_inventory_id: pharmacy,
      to_inventory_id: shop,
      date: TODAY,
      lines: [{ product_id: p, quantity: '1' }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only transfer from your own inventory.');
  });
});

describe('stock adjustments', () => {
  it('sets counted quantities, moves the differences and posts their value', async () => {
    const it1 = await makeItem({ name: 'Counted' });
    const [a, b] = await stock(it1.id, [
      lot({ batch_number: 'C1', quantity: '10', cost: '100' }),
      lot({ batch_number: 'C2', quantity: '5', cost: '100' }),
    ]);
    const res = await admin.post('/api/inventory/stock-adjustment-entry', {
      inventory_id: pharmacy,
      date: TODAY,
      reason: 'Yearly count',
      lines: [
        { product_id: a, counted: '7' },
        { product_id: b, counted: '6' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().value).toBe('-200');
    const q = await t.db.system
      .selectFrom('products')
      .select(['id', 'quantity'])
      .where('id', 'in', [a!, b!])
      .orderBy('id')
      .execute();
    expect(q.map((x) => x.quantity)).toEqual(['7.0000', '6.0000']);
    const list = (
      await admin.post('/api/inventory/stock-adjustment-entry/list', { search: 'Yearly' })
    ).json();
    expect(list.data[0]).toMatchObject({ lines_count: 2, value: '-200.0000000000' });
  });
});
