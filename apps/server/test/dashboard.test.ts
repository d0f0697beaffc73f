import {
  constructionOrderEndpoints,
  DASHBOARD_TILES,
  type DashboardData,
  type DashboardTile,
  moneyCollectionEndpoints,
  purchaseOrderEndpoints,
  STOCK_TABLES,
  transferEndpoints,
} from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './support/app.js';
import { useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';
import { sellLines } from './support/sales.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);

const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 8)}01`;
const lastMonth = new Date(Date.parse(`${monthStart}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let boxes: Awaited<ReturnType<typeof createBoxes>>;
let lotA: string;
let lotB: string;
let customer: string;

const dash = async (c: Client, query = '') => {
  const res = await c.get(`/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardData;
};

const sell = (date: string, lines: [string, string, string][], over: Record<string, unknown> = {}) =>
  sellLines(s.admin, { inventoryId: s.pharmacy, cashBoxId: boxes.iqd }, date, lines, over);

/**
 * The pharmacy sells today: 3 A at 1,500 (cost 1,000) in cash, 4 B at 800 (cost 500) on a customer's
 * account, and takes 1 A back; last month it sold 2 A (not this month's). A is short (minimum 50) and
 * one lot of B expires within 90 days; one transfer waits for approval.
 */
beforeAll(async () => {
  boxes = await createBoxes(t.db.system, s.tenant.tenantId, s.pharmacy);
  const a = await makeItem({ name: 'Aspirin', min_quantity: '50' });
  const b = await makeItem({ name: 'Bandage' });
  [lotA] = (await stock(a.id, [lot({ quantity: '20', batch_number: 'A1' })])) as [string];
  [lotB] = (await stock(b.id, [
    lot({ quantity: '20', batch_number: 'B1', cost: '500', expire_date: inDays(30) }),
  ])) as [string];
  customer = (
    await s.admin.post('/api/customer', { name: 'Dashboard buyer', inventory_id: s.pharmacy, phone: '1' })
  ).json().id;
  await sell(lastMonth, [[lotA, '2', '1500']]);
  await sell(today, [[lotA, '3', '1500']]);
  await sell(today, [[lotB, '4', '800']], { customer_id: customer });
  await sell(today, [[lotA, '1', '1500']], { is_return: true });
  const tr = await s.admin.post('/api/inventory/item-transfer', {
    from_inventory_id: s.pharmacy,
    to_inventory_id: s.shop,
    date: today,
    lines: [{ product_id: lotB, quantity: '1' }],
  });
  expect(tr.statusCode, tr.body).toBe(201);
  // a transfer return from last month waits too, on its own list
  const back = await s.admin.post('/api/inventory/item-transfer', {
    from_inventory_id: s.pharmacy,
    to_inventory_id: s.shop,
    date: lastMonth,
    is_return: true,
    lines: [{ product_id: lotB, quantity: '1' }],
  });
  expect(back.statusCode, back.body).toBe(201);
});

describe('dashboard', () => {
  it("shows the owner today's and this month's sales, profit and the chart per branch and currency", async () => {
    const d = await dash(s.admin);
    expect(d.today).toBe(today);
    expect(d.sales_scope).toBe('branches');
    const todayRow = {
      inventory_id: s.pharmacy,
      currency_code: 'IQD',
      sale_count: 2,
      sales: '7700.000000',
      returns: '1500.000000',
      net: '6200.000000',
    };
    expect(d.sales?.today).toEqual([expect.objectContaining(todayRow)]);
    // last month's sale is not this month's
    expect(d.sales?.month).toEqual([expect.objectContaining(todayRow)]);
    // revenue 6200; cost 3 x 1000 + 4 x 500 - 1 x 1000 = 4000
    expect(d.profit?.today).toEqual([
      expect.objectContaining({
        currency_code: 'IQD',
        revenue: '6200.000000',
        cost: '4000.000000',
        profit: '2200.000000',
      }),
    ]);
    expect(d.chart?.days.find((x) => x.day === today)).toEqual({
      day: today,
      currency_code: 'IQD',
      net: '6200.000000',
    });
    expect(d.chart?.days.find((x) => x.day === lastMonth)?.net ?? null).toBe(
      Date.parse(today) - Date.parse(lastMonth) < 30 * 86_400_000 ? '3000.000000' : null,
    );
    expect(d.chart?.hours.reduce((n, h) => n + Number(h.net), 0)).toBe(6200); // money-safe: small test integers
    expect(d.top_products?.[0]).toMatchObject({ name: 'Bandage', quantity: '4.0000', total: '3200.000000' });
    expect(d.rates).toEqual([expect.objectContaining({ from: 'USD', to: 'IQD', rate: '1310.00000000' })]);
  });

  it('figures equal the ledger: cash per box, receivables and payables', async () => {
    const d = await dash(s.admin);
    const ledger = async (where: ReturnType<typeof sql>) =>
      (
        await sql<{
          currency_code: string;
          balance: string;
        }>`select l.currency_code, sum(l.amount)::text as balance
          from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          where l.tenant_id = ${s.tenant.tenantId} and ${where} group by 1 order by 1`.execute(t.db.system)
      ).rows;
    const mainBox = d.cash?.find((c) => c.cash_box_id === boxes.iqd);
    const [boxLedger] = await ledger(sql`l.cash_box_id = ${boxes.iqd}`);
    // 2 x 1500 last month + 3 x 1500 today - 1500 returned
    expect(mainBox).toMatchObject({ currency_code: 'IQD', balance: boxLedger!.balance });
    expect(Number(mainBox!.balance)).toBe(6000); // money-safe: small test integers
    expect(d.cash?.find((c) => c.cash_box_id === boxes.usd)).toMatchObject({
      currency_code: 'USD',
      balance: '0',
    });
    const [receivable] = await ledger(sql`a.system_key = 'receivable'`);
    // a debt from a sale has no due date: nothing of it is overdue
    expect(d.receivables).toEqual([{ ...receivable, overdue: '0.000000' }]);
    expect(d.receivables).toEqual([{ currency_code: 'IQD', balance: '3200.000000', overdue: '0.000000' }]);
    expect(d.payables).toEqual([]);
  });

  it('counts what waits: transfers to approve, low stock and expiring lots', async () => {
    const d = await dash(s.admin);
    expect(d.actions).toEqual({
      transfers_to_approve: 1,
      transfer_returns_to_approve: 1,
      purchase_orders_to_approve: 0,
      low_stock: 1,
      expiring: 1,
      overdue_instalments: 0,
      stock_out_orders_to_approve: 0,
      cash_to_hand_in: 0,
    });
    const shop = await dash(s.admin, `?inventory_id=${s.shop}`);
    expect(shop.sales?.today).toEqual([]);
    expect(shop.actions).toMatchObject({ transfers_to_approve: 1, low_stock: 0, expiring: 0 });
  });

  it("opens each tile's list on what it counted: the tile's filter, every date", async () => {
    const d = await dash(s.admin);
    const tables: Partial<Record<DashboardTile['key'], { path: string }>> = {
      transfers_to_approve: transferEndpoints.table,
      transfer_returns_to_approve: STOCK_TABLES.transferReturns,
      purchase_orders_to_approve: purchaseOrderEndpoints.table,
      stock_out_orders_to_approve: constructionOrderEndpoints.table,
      cash_to_hand_in: moneyCollectionEndpoints.table,
    };
    const tiles = DASHBOARD_TILES;
    // every count has a tile
    expect(tiles.map((x) => x.key).sort()).toEqual(Object.keys(d.actions).sort());
    for (const tile of tiles) {
      const table = tables[tile.key];
      if (!table || !tile.filter) continue;
      const res = await s.admin.post(`/api/${table.path}/list`, { ...tile.filter, perPage: 10 });
      expect(res.statusCode, `${tile.key}: ${res.body}`).toBe(200);
      expect(res.json().total, tile.key).toBe(d.actions[tile.key]);
    }
    expect(d.actions.transfer_returns_to_approve).toBe(1);
  });

  it('gives a cashier only their own sales and nothing their abilities do not allow', async () => {
    const cashier = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['dashboard_list', 'report_cashier_sale_list'],
        inventories: [s.pharmacy],
      }),
    );
    const d = await dash(cashier);
    expect(d.sales_scope).toBe('mine');
    expect(d.sales?.today).toEqual([]); // the admin sold, not this cashier
    expect(d.profit).toBeNull();
    expect(d.top_products).toBeNull();
    expect(d.cash).toBeNull();
    expect(d.receivables).toBeNull();
    expect(d.payables).toBeNull();
    expect(d.actions).toEqual({
      transfers_to_approve: null,
      transfer_returns_to_approve: null,
      purchase_orders_to_approve: null,
      low_stock: null,
      expiring: null,
      overdue_instalments: null,
      stock_out_orders_to_approve: null,
      cash_to_hand_in: null,
    });
  });

  it("gives a shop manager the shop's figures only and refuses another branch", async () => {
    const manager = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: [
          'dashboard_list',
          'report_sale_list',
          'report_profit_total',
          'cash_box_list',
          'report_expired_product',
        ],
        inventories: [s.shop],
      }),
    );
    const d = await dash(manager);
    expect(d.sales?.today).toEqual([]);
    expect(d.profit?.month).toEqual([]);
    expect(d.cash).toEqual([]);
    expect(d.actions.expiring).toBe(0);
    expect(d.receivables).toBeNull();
    expect((await manager.get(`/api/dashboard?inventory_id=${s.pharmacy}`)).statusCode).toBe(403);
    const bad = await manager.get('/api/dashboard?inventory_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('inventory_id');
    const nobody = await t.signIn(await t.createUser(s.tenant.tenantId, { abilities: ['report_sale_list'] }));
    expect((await nobody.get('/api/dashboard')).statusCode).toBe(403);
  });
});
