import { STOCK_REPORT_NAMES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);

type Row = Record<string, unknown>;
type Answer = { data: Row[]; total: number; footer?: Record<string, string | null> };
const list = async (c: Client, name: string, body: Record<string, unknown> = {}) => {
  const res = await c.post(`/api/report/${name}/list`, { perPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};
const branch = (id: string) => ({ list: [{ column: 'inventory_id', values: [id] }] });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Small stock with hand-computed answers. Pharmacy: Aspirin 3 + 2 (min 10; one lot expires in 20 days,
 * one expired 5 days ago), Bandage 50 (min 5, USD lot 2 at cost 1.5), Cream 1 (no minimum).
 * Shop: Bandage 7, Drops 4 (only the shop). Gauze (min 3) is stocked nowhere; Service is a service.
 */
let aspirin: string;
let bandage: string;
let drops: string;
let gauze: string;
let cream: string;
beforeAll(async () => {
  aspirin = (await makeItem({ name: 'Aspirin', min_quantity: '10' })).id;
  bandage = (await makeItem({ name: 'Bandage', min_quantity: '5' })).id;
  cream = (await makeItem({ name: 'Cream' })).id;
  drops = (await makeItem({ name: 'Drops' })).id;
  gauze = (await makeItem({ name: 'Gauze', min_quantity: '3' })).id;
  await makeItem({ name: 'Service', type: 3 });
  await stock(aspirin, [
    lot({ quantity: '3', batch_number: 'A1', expire_date: day(20) }),
    lot({ quantity: '2', batch_number: 'A2', expire_date: day(-5) }),
  ]);
  await stock(bandage, [
    lot({ quantity: '48', batch_number: 'B1', expire_date: day(400) }),
    lot({
      quantity: '2',
      batch_number: 'B2',
      currency_code: 'USD',
      exchange_rate: '1310',
      cost: '1.5',
      sale_price: '2',
    }),
    lot({ inventory_id: s.shop, quantity: '7', batch_number: 'B3' }),
  ]);
  await stock(cream, [lot({ quantity: '1', batch_number: 'C1' })]);
  await stock(drops, [lot({ inventory_id: s.shop, quantity: '4', batch_number: 'D1', cost: '500' })]);
});

describe('stock reports', () => {
  it('products: stock per item, branch and currency, valued at cost, at sale price and at base cost', async () => {
    const r = await list(s.admin, 'products', { sortBy: 'item_name', sortDir: 'asc' });
    expect(
      r.data.map((x) => [
        x.item_name,
        x.inventory_id,
        x.currency_code,
        x.quantity,
        x.cost_value,
        x.sale_value,
      ]),
    ).toEqual([
      ['Aspirin', s.pharmacy, 'IQD', '5.0000', '5000.000000', '7500.000000'],
      ['Bandage', s.pharmacy, 'IQD', '48.0000', '48000.000000', '72000.000000'],
      ['Bandage', s.pharmacy, 'USD', '2.0000', '3.000000', '4.000000'],
      ['Bandage', s.shop, 'IQD', '7.0000', '7000.000000', '10500.000000'],
      ['Cream', s.pharmacy, 'IQD', '1.0000', '1000.000000', '1500.000000'],
      ['Drops', s.shop, 'IQD', '4.0000', '2000.000000', '6000.000000'],
    ]);
    // 5000 + 48000 + 2 x 1.5 x 1310 + 7000 + 1000 + 2000
    expect(r.footer).toEqual({ quantity: '67.0000', lots: '7', base_cost_value: '66930.000000' });
    const usd = await list(s.admin, 'products', { currency_code: 'USD' });
    expect(usd.total).toBe(1);
    const shop = await list(s.admin, 'products', branch(s.shop));
    expect(shop.footer?.quantity).toBe('11.0000');
  });

  it('expired products: lots expired or expiring by the end date, with the days left', async () => {
    const within30 = await list(s.admin, 'expired-product', {
      end_date: day(30),
      sortBy: 'expire_date',
      sortDir: 'asc',
    });
    expect(within30.data.map((x) => [x.batch_number, x.days_left, x.quantity])).toEqual([
      ['A2', -5, '2.0000'],
      ['A1', 20, '3.0000'],
    ]);
    expect(within30.footer).toMatchObject({ quantity: '5.0000', base_cost_value: '5000.000000' });
    const all = await list(s.admin, 'expired-product');
    expect(all.total).toBe(3); // B1 expires in 400 days; lots without an expiry are not listed
    const expiredOnly = await list(s.admin, 'expired-product', {
      number: [{ column: 'days_left', symbol: '<', value: '0' }],
    });
    expect(expiredOnly.data.map((x) => x.batch_number)).toEqual(['A2']);
  });

  it('need products: under the minimum per branch (none on hand counts), the quantity to order and the last purchase', async () => {
    const supplier = (await s.admin.post('/api/supplier', { name: 'Gauze Co' })).json().id;
    const bought = await s.admin.post('/api/inventory/purchase', {
      supplier_id: supplier,
      inventory_id: s.shop,
      purchase_date: day(-3),
      currency_code: 'IQD',
      lines: [
        { item_id: gauze, batch_number: 'G1', quantity: '1', purchase_price: '750', sale_price: '1000' },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const r = await list(s.admin, 'need-product', { sortBy: 'item_name', sortDir: 'asc' });
    expect(
      r.data.map((x) => [x.item_name, x.inventory_id, x.quantity, x.to_order, x.supplier_name, x.last_price]),
    ).toEqual([
      ['Aspirin', s.pharmacy, '5.0000', '5.0000', null, null],
      ['Aspirin', s.shop, '0', '10.0000', null, null],
      ['Gauze', s.pharmacy, '0', '3.0000', 'Gauze Co', '750.000000'],
      ['Gauze', s.shop, '1.0000', '2.0000', 'Gauze Co', '750.000000'],
    ]);
    expect(r.footer).toEqual({ quantity: '6.0000', to_order: '20.0000' });
    // the low-quantity notification's list: only branches where the item is stocked
    const low = await list(s.admin, 'notify-low-quantity-product', { sortBy: 'item_name', sortDir: 'asc' });
    expect(low.data.map((x) => [x.item_name, x.inventory_id, x.quantity, x.shortage])).toEqual([
      ['Aspirin', s.pharmacy, '5.0000', '5.0000'],
      ['Gauze', s.shop, '1.0000', '2.0000'],
    ]);
  });

  it("products I don't have, only I have and not in current stock, per branch", async () => {
    const dontHave = await list(s.admin, 'products-i-dont-have', {
      ...branch(s.pharmacy),
      sortBy: 'item_name',
      sortDir: 'asc',
    });
    expect(dontHave.data.map((x) => [x.item_name, x.other_quantity, x.other_branch_names])).toEqual([
      ['Drops', '4.0000', expect.stringContaining('shop')],
      ['Gauze', '1.0000', expect.stringContaining('shop')],
    ]);
    const shopLacks = await list(s.admin, 'products-i-dont-have', {
      ...branch(s.shop),
      sortBy: 'item_name',
      sortDir: 'asc',
    });
    expect(shopLacks.data.map((x) => x.item_name)).toEqual(['Aspirin', 'Cream']);
    const only = await list(s.admin, 'products-only-i-have', { sortBy: 'item_name', sortDir: 'asc' });
    expect(only.data.map((x) => [x.item_name, x.inventory_id, x.quantity])).toEqual([
      ['Aspirin', s.pharmacy, '5.0000'],
      ['Cream', s.pharmacy, '1.0000'],
      ['Drops', s.shop, '4.0000'],
      ['Gauze', s.shop, '1.0000'],
    ]);
    // gauze was bought into the shop in the previous test; the service is never stock
    const missing = await list(s.admin, 'products-not-in-current-stock', {
      ...branch(s.pharmacy),
      sortBy: 'item_name',
      sortDir: 'asc',
    });
    expect(missing.data.map((x) => [x.item_name, x.other_quantity])).toEqual([
      ['Drops', '4.0000'],
      ['Gauze', '1.0000'],
    ]);
  });

  it('transfers per item: units in and out per branch over the period, approved transfers only', async () => {
    const [b3] = await stock(bandage, [lot({ inventory_id: s.shop, quantity: '5', batch_number: 'B4' })]);
    const move = async (qty: string, date: string, approve: boolean) => {
      const tr = await s.admin.post('/api/inventory/item-transfer', {
        from_inventory_id: s.shop,
        to_inventory_id: s.pharmacy,
        date,
        lines: [{ product_id: b3, quantity: qty }],
      });
      expect(tr.statusCode, tr.body).toBe(201);
      if (approve)
        expect(
          (await s.admin.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`)).statusCode,
        ).toBe(200);
    };
    await move('2', day(0), true);
    await move('1', day(0), true);
    await move('1', day(0), false);
    const r = await list(s.admin, 'transfer-per-items', {
      start_date: day(-1),
      end_date: day(1),
      sortBy: 'inventory_name',
      sortDir: 'asc',
    });
    expect(r.data.map((x) => [x.inventory_id, x.quantity_in, x.quantity_out, x.net, x.transfers])).toEqual([
      [s.pharmacy, '3.0000', '0', '3.0000', 2],
      [s.shop, '0', '3.0000', '-3.0000', 2],
    ]);
    expect(r.footer).toEqual({ quantity_in: '3.0000', quantity_out: '3.0000', net: '0.0000' });
    expect((await list(s.admin, 'transfer-per-items', { end_date: day(-2) })).total).toBe(0);
  });

  it("reads only the user's branches and needs each report's ability", async () => {
    const shopKeeper = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['report_products', 'report_products_only_i_have'],
        inventories: [s.shop],
      }),
    );
    const r = await list(shopKeeper, 'products');
    expect(new Set(r.data.map((x) => x.inventory_id))).toEqual(new Set([s.shop]));
    const only = await list(shopKeeper, 'products-only-i-have', { sortBy: 'item_name', sortDir: 'asc' });
    expect(only.data.map((x) => x.item_name)).toEqual(['Drops', 'Gauze']);
    // the pharmacy asked for by name yields nothing
    expect((await list(shopKeeper, 'products', branch(s.pharmacy))).total).toBe(0);
    expect((await list(shopKeeper, 'products-only-i-have', branch(s.pharmacy))).total).toBe(0);
    for (const name of STOCK_REPORT_NAMES.filter((n) => n !== 'products' && n !== 'products-only-i-have'))
      expect((await shopKeeper.post(`/api/report/${name}/list`, {})).statusCode, name).toBe(403);
  });

  it('refuses bad input with a 422 naming the field, and exports each report as xlsx', async () => {
    const bad = await s.admin.post('/api/report/expired-product/list', { end_date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('end_date');
    const unknown = await s.admin.post('/api/report/products/list', { sortBy: 'cost_price' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('sortBy');
    const noDate = await s.admin.post('/api/report/products/list', { start_date: '2026-01-01' });
    expect(noDate.statusCode).toBe(422);
    for (const name of STOCK_REPORT_NAMES) {
      const res = await s.admin.post(`/api/report/${name}/export`, {});
      expect(res.statusCode, `${name} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
