import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';
import { sellLines } from './support/sales.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let lotA: string;
let lotB: string;
let customerId: string;
const DAY1 = '2026-10-01';
const DAY2 = '2026-10-02';

async function makeLot(cost: string) {
  const item = await admin.post('/api/general/item', {
    name: `Report item ${cost}`,
    barcode: `64${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [{ inventory_id: pharmacy, currency_code: 'IQD', cost, sale_price: '1', quantity: '100' }],
  });
  return res.json().created[0] as string;
}

const sell = (date: string, lines: [string, string, string][], over: Record<string, unknown> = {}) =>
  sellLines(admin, { inventoryId: pharmacy, cashBoxId: boxes.iqd }, date, lines, over);

const report = async (name: string, body: Record<string, unknown> = {}) => {
  const res = await admin.post(`/api/report/${name}/list`, { perPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  lotA = await makeLot('1000');
  lotB = await makeLot('500');
  customerId = (
    await admin.post('/api/customer', { name: 'Report buyer', inventory_id: pharmacy, phone: '1' })
  ).json().id;
  // day 1: 3 A at 1500 + 2 B at 800 = 6100 (cost 4000); a customer sale of 4 B at 800 = 3200 (cost 2000)
  await sell(DAY1, [
    [lotA, '3', '1500'],
    [lotB, '2', '800'],
  ]);
  await sell(DAY1, [[lotB, '4', '800']], { customer_id: customerId });
  // day 2: 1 A at 1500 (cost 1000); a return of 1 A at 1500 (cost 1000)
  await sell(DAY2, [[lotA, '1', '1500']]);
  await sell(DAY2, [[lotA, '1', '1500']], { is_return: true });
});

describe('sale reports', () => {
  it('daily sale and sale vs sale return give one row per day with the net', async () => {
    const r = await report('daily-sale', {
      start_date: DAY1,
      end_date: DAY2,
      sortBy: 'sale_date',
      sortDir: 'asc',
    });
    expect(
      r.data.map((x: Record<string, string>) => [
        x.sale_date,
        x.sale_total,
        x.return_total,
        x.net_total,
        x.profit,
      ]),
    ).toEqual([
      [DAY1, '9300.000000', '0', '9300.000000', '3300.000000'],
      [DAY2, '1500.000000', '1500.000000', '0.000000', '0.000000'],
    ]);
    expect(r.footer.net_total).toBe('9300.000000');
    const one = await report('sale-sale-return', { start_date: DAY2, end_date: DAY2 });
    expect(one.data).toHaveLength(1);
  });

  it('sale total, profit total and sales per customer follow the date range', async () => {
    const total = await report('sale-total', { start_date: DAY1, end_date: DAY2 });
    expect(total.data[0]).toMatchObject({
      currency_code: 'IQD',
      sale_count: '3',
      return_count: '1',
      sale_total: '10800.000000',
      return_total: '1500.000000',
      net_total: '9300.000000',
      debit: '3200.000000',
    });
    const profit = await report('profit-total', { start_date: DAY1, end_date: DAY1 });
    expect(profit.data[0]).toMatchObject({
      revenue: '9300.000000',
      cost: '6000.000000',
      profit: '3300.000000',
    });
    const customers = await report('sales-per-customers', { start_date: DAY1, end_date: DAY2 });
    expect(customers.data).toEqual([
      expect.objectContaining({ customer_id: customerId, sale_total: '3200.000000', debit: '3200.000000' }),
    ]);
    const none = await report('sale-total', { start_date: '2026-09-01', end_date: '2026-09-30' });
    expect(none.data).toEqual([]);
  });

  it('top-selling products net the returns; item reports list every line', async () => {
    const top = await report('top-selling-product', {
      start_date: DAY1,
      end_date: DAY2,
      sortBy: 'quantity',
      sortDir: 'desc',
    });
    expect(top.data.map((x: Record<string, string>) => [x.id, x.quantity])).toEqual([
      [expect.any(String), '6.0000'],
      [expect.any(String), '3.0000'],
    ]);
    const items = await report('sale-items', { start_date: DAY1, end_date: DAY2 });
    expect(items.total).toBe(4);
    expect(items.footer.total_sale_price).toBe('10800.000000');
    const returns = await report('sale-return-items', { start_date: DAY1, end_date: DAY2 });
    expect(returns.total).toBe(1);
  });

  it('sale additional lists the extras charged, and per employee sums them', async () => {
    const extra = (
      await admin.post('/api/general/sale-extra', {
        name: 'Delivery',
        price: '1000',
        cost: '400',
        currency_code: 'IQD',
      })
    ).json().id;
    await sell('2026-10-03', [[lotA, '1', '1500']], {
      extras: [{ sale_extra_id: extra, price: '1000', cost: '400' }],
    });
    const lines = await report('sale-additional', { start_date: '2026-10-03', end_date: '2026-10-03' });
    expect(lines.data).toEqual([
      expect.objectContaining({
        name: 'Delivery',
        price: '1000.000000',
        cost: '400.000000',
        profit: '600.000000',
      }),
    ]);
    const byEmployee = await report('sale-additional-by-employee', {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
    expect(byEmployee.data).toEqual([
      expect.objectContaining({ name: 'Delivery', count: '1', profit: '600.000000' }),
    ]);
  });

  it('needs the report ability', async () => {
    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { inventories: [pharmacy], abilities: ['report_daily_sale'] }),
    );
    expect((await clerk.post('/api/report/daily-sale/list', {})).statusCode).toBe(200);
    expect((await clerk.post('/api/report/profit-total/list', {})).statusCode).toBe(403);
  });
});
