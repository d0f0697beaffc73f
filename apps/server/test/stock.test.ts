import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { multipart, PDF, PNG } from './support/multipart.js';
import { expectStockEqualsMovements } from './support/stock.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, item, makeItem, stock, lot, asTenant } = useStockTenant(t);
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let shop: string;

beforeAll(() => {
  ({ tenant, admin, pharmacy, shop } = s);
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
