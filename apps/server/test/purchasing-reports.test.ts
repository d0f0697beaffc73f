import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let cheap: string;
let dear: string;
let itemId: string;
let otherItem: string;

const buy = async (
  supplier: string,
  date: string,
  lines: {
    item_id: string;
    batch_number: string;
    quantity: string;
    bonus?: string;
    purchase_price: string;
  }[],
  currency = 'IQD',
) => {
  const res = await admin.post('/api/inventory/purchase', {
    supplier_id: supplier,
    inventory_id: pharmacy,
    purchase_date: date,
    currency_code: currency,
    ...(currency === 'USD' ? { exchange_rate: '1300' } : {}),
    lines: lines.map((l) => ({ sale_price: '5000', ...l })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; invoice_id: string };
};

const list = async (path: string, body: Record<string, unknown> = {}) => {
  const res = await admin.post(`/api/report/${path}/list`, { perPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; total: number; footer?: Record<string, string> };
};

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  cheap = (await admin.post('/api/supplier', { name: 'Cheap Co' })).json().id;
  dear = (await admin.post('/api/supplier', { name: 'Dear Co' })).json().id;
  itemId = (await admin.post('/api/general/item', { name: 'Cetirizine', barcode: '5550001' })).json().id;
  otherItem = (await admin.post('/api/general/item', { name: 'Zinc', barcode: '5550002' })).json().id;
  await buy(cheap, '2026-10-01', [
    { item_id: itemId, batch_number: 'C1', quantity: '10', purchase_price: '1000' },
  ]);
  await buy(dear, '2026-10-05', [
    { item_id: itemId, batch_number: 'D1', quantity: '30', bonus: '2', purchase_price: '1400' },
    { item_id: otherItem, batch_number: 'Z1', quantity: '5', purchase_price: '300' },
  ]);
  await buy(cheap, '2026-10-09', [
    { item_id: itemId, batch_number: 'C2', quantity: '10', purchase_price: '1100' },
  ]);
  await buy(
    dear,
    '2026-10-10',
    [{ item_id: itemId, batch_number: 'U1', quantity: '2', purchase_price: '1' }],
    'USD',
  );
});

describe('purchase reports', () => {
  it('purchase items lists every line with its total and a footer', async () => {
    const r = await list('purchase-items', { currency_code: 'IQD', sortBy: 'purchase_date', sortDir: 'asc' });
    expect(r.total).toBe(4);
    expect(r.data[0]).toMatchObject({
      supplier_name: 'Cheap Co',
      item_name: 'Cetirizine',
      total: '10000.000000',
    });
    expect(r.footer?.quantity).toBe('55.0000');
    const ranged = await list('purchase-items', { start_date: '2026-10-06', end_date: '2026-10-31' });
    expect(ranged.total).toBe(2);
    const xlsx = await admin.post('/api/report/purchase-items/export', {});
    expect(xlsx.statusCode).toBe(200);
  });

  it('averages the price per item and currency, with the date range applied before grouping', async () => {
    const r = await list('product-average-purchase-price', {
      currency_code: 'IQD',
      text: [{ column: 'item_name', symbol: 'ex', value: 'Cetirizine' }],
    });
    // (10 x 1000 + 30 x 1400 + 10 x 1100) / 50 = 1260
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({
      quantity: '50.0000',
      average_price: '1260.000000',
      min_price: '1000.000000',
      max_price: '1400.000000',
      purchases: 3,
    });
    const early = await list('product-average-purchase-price', {
      currency_code: 'IQD',
      end_date: '2026-10-02',
    });
    expect(early.data.find((x) => x.item_name === 'Cetirizine')).toMatchObject({
      average_price: '1000.000000',
    });
  });

  it('summarises in base currency over all currencies, bonus units included', async () => {
    const r = await list('summary-product-average-purchase-price', {
      text: [{ column: 'item_name', symbol: 'ex', value: 'Cetirizine' }],
    });
    // 10 x 1000 + 32 units worth 42000 + 10 x 1100 + 2 x 1300 = 65600 over 54 units
    expect(r.data[0]).toMatchObject({ units: '54.0000', base_value: '65600.000000', suppliers: 2 });
    expect(r.data[0]!.average_base_cost).toBe('1214.814815');
  });

  it('compares suppliers by average, last and lowest price', async () => {
    const cmp = await list('product-average-purchase-price-comparison', {
      currency_code: 'IQD',
      text: [{ column: 'item_name', symbol: 'ex', value: 'Cetirizine' }],
      sortBy: 'supplier_name',
      sortDir: 'asc',
    });
    expect(cmp.data.map((x) => [x.supplier_name, x.average_price])).toEqual([
      ['Cheap Co', '1050.000000'],
      ['Dear Co', '1400.000000'],
    ]);
    const items = await list('item-purchase-comparison', {
      currency_code: 'IQD',
      list: [{ column: 'item_id', values: [itemId] }],
      sortBy: 'supplier_name',
      sortDir: 'asc',
    });
    expect(items.data.map((x) => [x.supplier_name, x.last_price, x.min_price, x.last_purchase_date])).toEqual(
      [
        ['Cheap Co', '1100.000000', '1000.000000', '2026-10-09'],
        ['Dear Co', '1400.000000', '1400.000000', '2026-10-05'],
      ],
    );
    const min = await list('product-min-purchase-price', { list: [{ column: 'item_id', values: [itemId] }] });
    expect(min.data.map((x) => [x.currency_code, x.min_price, x.supplier_name]).sort()).toEqual([
      ['IQD', '1000.000000', 'Cheap Co'],
      ['USD', '1.000000', 'Dear Co'],
    ]);
  });

  it('lists products per supplier with the stock now, and refuses without the ability', async () => {
    const r = await list('products-per-supplier', { search: 'Dear' });
    expect(r.data.map((x) => [x.item_name, x.quantity, x.purchases]).sort()).toEqual([
      ['Cetirizine', '32.0000', 2],
      ['Zinc', '5.0000', 1],
    ]);
    expect(r.data.find((x) => x.item_name === 'Cetirizine')!.stock).toBe('54.0000');
    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['report_purchase_items'] }),
    );
    expect((await clerk.post('/api/report/purchase-items/list', {})).statusCode).toBe(200);
    expect((await clerk.post('/api/report/products-per-supplier/list', {})).statusCode).toBe(403);
    const bad = await admin.post('/api/report/purchase-items/list', { sortBy: 'drop table' });
    expect(bad.statusCode).toBe(422);
  });

  it('purchase return items lists returned lines', async () => {
    const lot = (
      await list('purchase-items', { text: [{ column: 'batch_number', symbol: 'ex', value: 'C1' }] })
    ).data[0]!.product_id as string;
    const ret = await admin.post('/api/inventory/purchase-return', {
      supplier_id: cheap,
      inventory_id: pharmacy,
      date: '2026-10-20',
      currency_code: 'IQD',
      lines: [{ product_id: lot, quantity: '3', price: '1000' }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const r = await list('purchase-return-items');
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({
      supplier_name: 'Cheap Co',
      quantity: '3.0000',
      total: '3000.000000',
    });
  });
});
