import { DASHBOARD_EVENT, DASHBOARD_TILES, type DashboardData } from '@bb/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';
import { RECEIPTS, SALES, useResidenceTenant } from './support/residence.js';
import { collect, connect, listen, pause, subscribe, waitFor } from './support/sockets.js';
import { useStockTenant } from './support/stock-tenant.js';

/**
 * The dashboard's overdue receivables and waiting-work tiles (residence instalments past due, collected
 * cash not yet received), and its live signal on a sale: on the sale's branch channel only, after commit,
 * with no figure in it.
 */
const t = useTestApp();
const r = useResidenceTenant(t);
const { s, makeItem, stock, lot } = useStockTenant(t);

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const dash = async (c: Client, query = '') => {
  const res = await c.get(`/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardData;
};

describe('overdue receivables and what waits', () => {
  let collector: Client;
  let accountant: Client;
  let otherBranch: Client;

  beforeAll(async () => {
    const user = (abilities: string[], inventories: string[]) =>
      t.createUser(r.tenantId, { abilities: ['dashboard_list', ...abilities], inventories }).then(t.signIn);
    collector = await user(['money_collection_create', 'residence_sale_list'], [r.branch]);
    accountant = await user(
      ['money_collection_edit', 'report_customer_account_statement_summary'],
      [r.branch, r.otherBranch],
    );
    otherBranch = await user(['residence_sale_list', 'money_collection_edit'], [r.otherBranch]);
    // 30,000 USD in three instalments due 31 January, 28 February and 31 March 2026: all past due
    const made = await r.admin.post(SALES, r.sale());
    expect(made.statusCode, made.body).toBe(201);
    const paid = await r.admin.post(RECEIPTS, {
      residence_sale_id: made.json().id,
      cash_box_id: r.boxes.usd,
      date: '2026-02-01',
      amount: '1500',
      exchange_rate: '1310',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // 30,000 USD more, first due in two months: owed, not overdue
    const later = await r.admin.post(
      SALES,
      r.sale({
        units: [{ residence_unit_id: r.units.b, price: '30000' }],
        date: today,
        first_due_date: inDays(60),
      }),
    );
    expect(later.statusCode, later.body).toBe(201);
    // a collector takes 5,000 IQD from the customer; the bag waits to be handed in at the office
    const bag = await collector.post('/api/accounting/money-collection', {
      inventory_id: r.branch,
      date: today,
      customer_id: r.customer,
      amount: '5000',
      currency_code: 'IQD',
    });
    expect(bag.statusCode, bag.body).toBe(201);
  });

  it('counts as overdue only instalments past their due date, less what was paid, per currency', async () => {
    const d = await dash(r.admin);
    // the bag took 5,000 IQD off the customer's balance (in credit now, nothing due)
    expect(d.receivables).toEqual([
      { currency_code: 'IQD', balance: '-5000.000000', overdue: '0.000000' },
      { currency_code: 'USD', balance: '58500.000000', overdue: '28500.000000' },
    ]);
    expect(d.actions.overdue_instalments).toBe(3);
    expect(d.actions.cash_to_hand_in).toBe(1);
    // the tiles' lists, opened with their filters: the one sale the three instalments belong to (not the
    // one due later), and the bag
    const filterOf = (key: string) => DASHBOARD_TILES.find((x) => x.key === key)!.filter;
    const sales = await r.admin.post('/api/inventory/residence-sale/list', filterOf('overdue_instalments'));
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.json().total).toBe(1);
    const bags = await r.admin.post('/api/accounting/money-collection/list', filterOf('cash_to_hand_in'));
    expect(bags.statusCode, bags.body).toBe(200);
    expect(bags.json().total).toBe(1);
  });

  it('tiles follow branches and the collection rule; receivables need their ability', async () => {
    const mine = await dash(collector);
    expect(mine.actions).toMatchObject({ overdue_instalments: 3, cash_to_hand_in: 1 });
    expect(mine.receivables).toBeNull();
    expect((await dash(otherBranch)).actions).toMatchObject({ overdue_instalments: 0, cash_to_hand_in: 0 });
    const acc = await dash(accountant);
    expect(acc.actions).toMatchObject({ overdue_instalments: null, cash_to_hand_in: 1 });
    expect(acc.receivables?.find((x) => x.currency_code === 'USD')?.overdue).toBe('28500.000000');
    expect((await dash(accountant, `?inventory_id=${r.otherBranch}`)).actions.cash_to_hand_in).toBe(0);
    // another collector's bags are not this one's to hand in
    const second = await t.signIn(
      await t.createUser(r.tenantId, {
        abilities: ['dashboard_list', 'money_collection_create'],
        inventories: [r.branch],
      }),
    );
    expect((await dash(second)).actions.cash_to_hand_in).toBe(0);
  });
});

describe('the live signal of a sale', () => {
  const sockets: Socket[] = [];
  let base: string;
  let pharmacyLot: string;
  let boxes: Awaited<ReturnType<typeof createBoxes>>;

  beforeAll(async () => {
    base = await listen(t.built.app);
    boxes = await createBoxes(t.db.system, s.tenant.tenantId, s.pharmacy);
    const item = await makeItem({ name: 'Signal' });
    [pharmacyLot] = (await stock(item.id, [lot({ quantity: '10' })])) as [string];
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const listener = async (c: Client, branch: string) => {
    const socket = await connect(base, c.token);
    sockets.push(socket);
    expect(await subscribe(socket, `api_connection.${s.tenant.tenantId}.${branch}`)).toBe(true);
    return collect<unknown>(socket, DASHBOARD_EVENT);
  };

  it("reaches the sale's branch only, after commit, saying that sales changed and nothing more", async () => {
    const cashier = await t.signIn(
      await t.createUser(s.tenant.tenantId, { abilities: ['dashboard_list'], inventories: [s.pharmacy] }),
    );
    const shopKeeper = await t.signIn(
      await t.createUser(s.tenant.tenantId, { abilities: ['dashboard_list'], inventories: [s.shop] }),
    );
    const pharmacy = await listener(cashier, s.pharmacy);
    const shop = await listener(shopKeeper, s.shop);
    // a user of another branch cannot listen to the pharmacy's channel
    const stranger = await connect(base, shopKeeper.token);
    sockets.push(stranger);
    expect(await subscribe(stranger, `api_connection.${s.tenant.tenantId}.${s.pharmacy}`)).toBe(false);

    const sale = (quantity: string) =>
      s.admin.post('/api/sale', {
        inventory_id: s.pharmacy,
        sale_date: today,
        currency_code: 'IQD',
        cash_box_id: boxes.iqd,
        lines: [{ product_id: pharmacyLot, sale_quantity: quantity, sale_price: '1500' }],
      });
    // refused (not enough stock): rolled back, nothing sent
    expect((await sale('999')).statusCode).toBe(409);
    await pause(300);
    expect(pharmacy).toEqual([]);

    const made = await sale('2');
    expect(made.statusCode, made.body).toBe(201);
    await waitFor(() => pharmacy.length === 1);
    expect(pharmacy).toEqual([{ type: 'sales_changed' }]);
    // deleting it signals again
    expect((await s.admin.request('DELETE', `/api/sale/${made.json().id}`)).statusCode).toBe(204);
    await waitFor(() => pharmacy.length === 2);
    await pause(300);
    expect(pharmacy).toEqual([{ type: 'sales_changed' }, { type: 'sales_changed' }]);
    expect(shop).toEqual([]);
  });

  it('coalesces a busy branch: the first sale at once, the rest of that second as one event', async () => {
    const watcher = await t.signIn(
      await t.createUser(s.tenant.tenantId, { abilities: ['dashboard_list'], inventories: [s.pharmacy] }),
    );
    const pharmacy = await listener(watcher, s.pharmacy);
    await pause(1100); // the window the previous test's signals opened has closed
    const sale = () =>
      s.admin.post('/api/sale', {
        inventory_id: s.pharmacy,
        sale_date: today,
        currency_code: 'IQD',
        cash_box_id: boxes.iqd,
        lines: [{ product_id: pharmacyLot, sale_quantity: '1', sale_price: '1500' }],
      });
    expect((await sale()).statusCode).toBe(201);
    await waitFor(() => pharmacy.length === 1);
    // four more at once: one trailing event (two if the burst straddles the end of the window), not four
    const burst = await Promise.all(Array.from({ length: 4 }, sale));
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    await waitFor(() => pharmacy.length >= 2);
    await pause(1300);
    expect(pharmacy.length).toBeLessThanOrEqual(3);
    expect(new Set(pharmacy.map((e) => JSON.stringify(e)))).toEqual(
      new Set([JSON.stringify({ type: 'sales_changed' })]),
    );
  });
});
