import type { DashboardData } from '@bb/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { topProducts } from '../src/modules/dashboard/sales.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';
import { sellLines } from './support/sales.js';
import { useStockTenant } from './support/stock-tenant.js';

/**
 * A user of some but not all branches (issue 21): the dashboard gives exactly their branches' figures, and
 * their top products (ranked from each branch's first rows, not by summing every row of the month) equal the
 * plain sum over their branches whatever the month's item rows.
 */
const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
let third: string;
const items: { id: string; name: string }[] = [];
const boxOf: Record<string, string> = {};

const today = new Date().toISOString().slice(0, 10);
const DASH = ['dashboard_list', 'report_sale_list', 'report_profit_total', 'report_top_selling_product'];

/**
 * Three branches; items W, X, Y, Z. Today the pharmacy sells 4 W and 5 X, the shop 4 W, 3 Y and 1 X, and
 * the third branch 100 Z and 9 Y. For the pharmacy and the shop: W 8, X 6, Y 3; never Z, never the third
 * branch's 9 Y.
 */
beforeAll(async () => {
  const [row] = (
    await sql<{ id: string }>`insert into inventories (tenant_id, name, type, code)
      values (${s.tenant.tenantId}, 'Third branch', 0, 'TH-') returning id`.execute(t.db.system)
  ).rows;
  third = row!.id;
  await sql`insert into user_inventories (tenant_id, user_id, inventory_id)
    values (${s.tenant.tenantId}, ${s.adminUser.id}, ${third})`.execute(t.db.system);
  for (const inv of [s.pharmacy, s.shop, third])
    boxOf[inv] = (await createBoxes(t.db.system, s.tenant.tenantId, inv)).iqd;
  for (const name of ['W', 'X', 'Y', 'Z']) items.push(await makeItem({ name: `Item ${name}` }));
  const lotIn = async (inv: string, i: number) =>
    ((await stock(items[i]!.id, [lot({ inventory_id: inv, quantity: '500' })])) as [string])[0];
  const sell = async (inv: string, lines: [number, string][]) => {
    const lots = await Promise.all(lines.map(([i]) => lotIn(inv, i)));
    await sellLines(
      s.admin,
      { inventoryId: inv, cashBoxId: boxOf[inv]! },
      today,
      lines.map(([, q], k) => [lots[k]!, q, '1000']),
    );
  };
  await sell(s.pharmacy, [
    [0, '4'],
    [1, '5'],
  ]);
  await sell(s.shop, [
    [0, '4'],
    [2, '3'],
    [1, '1'],
  ]);
  await sell(third, [
    [3, '100'],
    [2, '9'],
  ]);
});

describe('the dashboard of a user of some branches', () => {
  it("shows exactly their branches' figures: no other branch's sale, product or box", async () => {
    const two = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: [...DASH, 'cash_box_list'],
        inventories: [s.pharmacy, s.shop],
      }),
    );
    const res = await two.get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as DashboardData;
    // by branch name: "… pharmacy" before "… shop"
    expect(d.sales!.today.map((r) => [r.inventory_id, r.sale_count, r.sales])).toEqual([
      [s.pharmacy, 1, '9000.000000'],
      [s.shop, 1, '8000.000000'],
    ]);
    expect(d.profit!.today.map((r) => r.inventory_id).sort()).toEqual([s.pharmacy, s.shop].sort());
    expect(d.chart!.hours.reduce((sum, h) => sum + Number(h.net), 0)).toBe(17000);
    expect(d.top_products!.map((r) => [r.name, r.quantity])).toEqual([
      ['Item W', '8.0000'],
      ['Item X', '6.0000'],
      ['Item Y', '3.0000'],
    ]);
    expect(d.cash!.map((b) => b.cash_box_id).sort()).not.toContain(boxOf[third]);
    expect(d.cash!.every((b) => b.inventory_name !== 'Third branch')).toBe(true);
    expect(res.body).not.toContain('Third branch');
    expect(res.body).not.toContain('Item Z');
    // the owner sees the third branch's sales, and one of the two branches chosen narrows to it
    const owner = (await s.admin.get('/api/dashboard')).json() as DashboardData;
    expect(owner.top_products!.map((r) => [r.name, r.quantity])).toEqual([
      ['Item Z', '100.0000'],
      ['Item Y', '12.0000'],
      ['Item W', '8.0000'],
      ['Item X', '6.0000'],
    ]);
    const shop = (await two.get(`/api/dashboard?inventory_id=${s.shop}`)).json() as DashboardData;
    expect(shop.top_products!.map((r) => [r.name, r.quantity])).toEqual([
      ['Item W', '4.0000'],
      ['Item Y', '3.0000'],
      ['Item X', '1.0000'],
    ]);
    expect((await two.get(`/api/dashboard?inventory_id=${third}`)).statusCode).toBe(403);
  });

  it('ranks their top products as the plain sum does, for any item rows of the month (ties, returns, none)', async () => {
    const month = '2001-01-01';
    const more: string[] = [];
    for (let i = 0; i < 26; i++) more.push((await makeItem({ name: `Ranked ${i}` })).id);
    const rowArb = fc.record({
      branch: fc.integer({ min: 0, max: 2 }),
      item: fc.integer({ min: 0, max: 25 }),
      usd: fc.boolean(),
      lines: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: -4, max: 25 }),
    });
    const branches = () => [s.pharmacy, s.shop, third];
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 10, maxLength: 120 }),
        fc.integer({ min: 0, max: 3 }),
        // rows looked at per branch first: few, so the later steps run too
        fc.constantFrom(1, 2, 3, 5, 30),
        async (rows, pick, heads) => {
          await sql`delete from sales_item_monthly where month = ${month}::date`.execute(t.db.system);
          const seen = new Set<string>();
          for (const r of rows) {
            const key = `${r.branch}-${r.item}-${r.usd}`;
            if (seen.has(key)) continue;
            seen.add(key);
            await sql`insert into sales_item_monthly (tenant_id, month, inventory_id, currency_code, item_id, lines, quantity, total)
            values (${s.tenant.tenantId}, ${month}::date, ${branches()[r.branch]}, ${r.usd ? 'USD' : 'IQD'},
              ${more[r.item]}, ${r.lines}, ${r.quantity}, ${r.quantity * 250})`.execute(t.db.system);
          }
          // two of the three branches, or all three
          const mine = pick === 3 ? branches() : branches().filter((_, k) => k !== pick);
          const expected = await sql<Record<string, string>>`select m.item_id::text, m.currency_code,
            sum(m.quantity)::numeric(18,4)::text as quantity, sum(m.total)::numeric(24,6)::text as total
          from sales_item_monthly m where m.tenant_id = ${s.tenant.tenantId} and m.month = ${month}::date
            and m.inventory_id = any(${mine}::bigint[]) and m.lines > 0
          group by m.item_id, m.currency_code order by sum(m.quantity) desc, m.item_id, m.currency_code limit 5`.execute(
            t.db.system,
          );
          const got = await withTenant(
            t.db.system,
            { tenantId: s.tenant.tenantId, userId: s.adminUser.id },
            (tx) =>
              topProducts(
                tx,
                { where: sql`true`, today: month, monthStart: month },
                { branches: mine },
                heads,
              ),
          );
          expect(got.map(({ name: _n, barcode: _b, ...r }) => r)).toEqual(expected.rows);
        },
      ),
      { numRuns: 40 },
    );
    // flat sales (every item sold alike, as the bench generator sells): the first look cannot settle the
    // ranking, so the second step sums every row; ties fall to the item id
    await sql`delete from sales_item_monthly where month = ${month}::date`.execute(t.db.system);
    for (const [b, branch] of branches().entries())
      for (const [k, item] of more.entries())
        await sql`insert into sales_item_monthly (tenant_id, month, inventory_id, currency_code, item_id, lines, quantity, total)
          values (${s.tenant.tenantId}, ${month}::date, ${branch}, 'IQD', ${item}, 1, ${2 + ((k + b) % 3)}, ${k * 100})`.execute(
          t.db.system,
        );
    const top = (branches: string[], heads: number) =>
      withTenant(t.db.system, { tenantId: s.tenant.tenantId, userId: s.adminUser.id }, (tx) =>
        topProducts(tx, { where: sql`true`, today: month, monthStart: month }, { branches }, heads),
      );
    const shown = (rows: Awaited<ReturnType<typeof top>>) => rows.map((r) => [r.name, r.quantity, r.total]);
    // two branches, one row each looked at: four candidates, so every row is summed. Item k sells
    // 2 + (k % 3) in the first branch and 2 + ((k + 1) % 3) in the second: 7 when k % 3 = 1
    expect(shown(await top([s.pharmacy, s.shop], 1))).toEqual(
      [1, 4, 7, 10, 13].map((k) => [`Ranked ${k}`, '7.0000', `${k * 200}.000000`]),
    );
    // three branches, three rows each: five candidates at 9 (every item sells 9), so the rows at or above
    // 9 / 3 in some branch are summed, and the tie falls to the item id
    expect(shown(await top(branches(), 3))).toEqual(
      [0, 1, 2, 3, 4].map((k) => [`Ranked ${k}`, '9.0000', `${k * 300}.000000`]),
    );
    // the rows were made by hand: gone again, so the summaries still equal the sales (checked after the file)
    await sql`delete from sales_item_monthly where month = ${month}::date`.execute(t.db.system);
  });
});
