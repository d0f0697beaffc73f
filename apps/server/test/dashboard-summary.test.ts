import type { DashboardData } from '@bb/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { expectSalesSummaryEqualsSales } from './support/dashboard-summaries.js';
import { createBoxes } from './support/ledger.js';
import { useStockTenant } from './support/stock-tenant.js';

/**
 * The dashboard's sales summaries (migration 0065) after any sequence of sales, returns, edits and deletes
 * by two users over forty days and two currencies: equal to the queries over the sales and lines they
 * summarise, and the dashboard's figures equal to those queries read straight from the sales (and its cash
 * per box to the boxes' journal lines).
 */
const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let other: Client;
const lots: string[] = [];

const dayBack = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const today = dayBack(0);
const monthStart = `${today.slice(0, 8)}01`;

type Line = { lot: number; quantity: number; price: number };
type Op =
  | { op: 'create'; user: 0 | 1; ret: boolean; usd: boolean; day: number; lines: Line[] }
  | { op: 'edit'; pick: number; day: number; lines: Line[] }
  | { op: 'delete'; pick: number };

const lineArb = fc.record({
  lot: fc.integer({ min: 0, max: 2 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  price: fc.integer({ min: 1, max: 500_000 }).map((n) => n / 100),
});
const linesArb = fc.array(lineArb, { minLength: 1, maxLength: 3 });
const dayArb = fc.integer({ min: 0, max: 40 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      user: fc.constantFrom(0 as const, 1 as const),
      ret: fc.boolean(),
      usd: fc.boolean(),
      day: dayArb,
      lines: linesArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), day: dayArb, lines: linesArb }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }) },
);

const body = (o: { ret: boolean; usd: boolean; day: number; lines: Line[] }) => ({
  inventory_id: s.pharmacy,
  sale_date: dayBack(o.day),
  is_return: o.ret,
  currency_code: o.usd ? 'USD' : 'IQD',
  ...(o.usd ? { exchange_rate: '1310' } : {}),
  cash_box_id: o.usd ? boxes.usd : boxes.iqd,
  lines: o.lines.map((l) => ({
    product_id: lots[l.lot],
    sale_quantity: String(l.quantity),
    sale_price: l.price.toFixed(2),
  })),
});

beforeAll(async () => {
  boxes = await createBoxes(t.db.system, s.tenant.tenantId, s.pharmacy);
  other = await t.signIn(
    await t.createUser(s.tenant.tenantId, { superuser: true, inventories: [s.pharmacy, s.shop] }),
  );
  for (const name of ['Amoxicillin', 'Brufen', 'Cetamol']) {
    const item = await makeItem({ name });
    const [id] = (await stock(item.id, [lot({ quantity: '5000', batch_number: name })])) as [string];
    lots.push(id);
  }
});

/** The dashboard's sales figures, read straight from the sales as before the summaries. */
async function fromSales() {
  const perBranch = (from: string) => sql<
    Record<string, unknown>
  >`select s.inventory_id::text, s.currency_code,
      (count(*) filter (where not s.is_return))::int as sale_count,
      coalesce(sum(s.total) filter (where not s.is_return), 0)::numeric(24,6)::text as sales,
      coalesce(sum(s.total) filter (where s.is_return), 0)::numeric(24,6)::text as returns,
      sum(case when s.is_return then -s.total else s.total end)::numeric(24,6)::text as net,
      sum(case when s.is_return then -(s.cost_total + s.extras_cost) else s.cost_total + s.extras_cost end)::numeric(24,6)::text as cost
    from sales s where s.tenant_id = ${s.tenant.tenantId} and s.sale_date between ${from}::date and ${today}::date
    group by 1, 2 order by 1, 2`;
  const top = sql<Record<string, unknown>>`select d.item_id::text, s.currency_code,
      sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end)::numeric(18,4)::text as quantity,
      sum(case when s.is_return then -d.total_sale_price else d.total_sale_price end)::numeric(24,6)::text as total
    from sale_details d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
    where d.tenant_id = ${s.tenant.tenantId} and d.sale_date >= ${monthStart}::date
    group by d.item_id, s.currency_code order by sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end) desc, d.item_id, s.currency_code
    limit 5`;
  const days = sql<Record<string, unknown>>`select s.sale_date::text as day, s.currency_code,
      sum(case when s.is_return then -s.total else s.total end)::numeric(24,6)::text as net
    from sales s where s.tenant_id = ${s.tenant.tenantId} and s.sale_date > ${today}::date - 30
    group by 1, 2 order by 1, 2`;
  const run = async (q: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await q.execute(t.db.system)).rows;
  return {
    today: await run(perBranch(today)),
    month: await run(perBranch(monthStart)),
    top: await run(top),
    days: await run(days),
  };
}

describe('the dashboard summaries', () => {
  it('equal the sales and lines they summarise after any sequence of sales, returns, edits and deletes', async () => {
    const made: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          if (o.op === 'create') {
            const res = await (o.user === 0 ? s.admin : other).post('/api/sale', body(o));
            // a return the cash box cannot pay is refused (409) and changes nothing: the property still holds
            expect([201, 409], res.body).toContain(res.statusCode);
            if (res.statusCode === 201) made.push(res.json().id);
          } else if (made.length > 0) {
            const [id] = made.splice(o.pick % made.length, 1) as [string];
            if (o.op === 'delete') {
              const res = await s.admin.request('DELETE', `/api/sale/${id}`);
              expect([204, 409], res.body).toContain(res.statusCode);
              if (res.statusCode === 409) made.push(id);
              continue;
            }
            const stored = await sql<{
              is_return: boolean;
              currency_code: string;
            }>`select is_return, currency_code
              from sales where id = ${id}`.execute(t.db.system);
            const was = stored.rows[0]!;
            const res = await s.admin.request(
              'PUT',
              `/api/sale/${id}`,
              body({ ret: was.is_return, usd: was.currency_code === 'USD', day: o.day, lines: o.lines }),
            );
            expect([200, 409], res.body).toContain(res.statusCode);
            made.push(id);
          }
        }
        await expectSalesSummaryEqualsSales(t.db.system);
        const d = (await s.admin.get('/api/dashboard')).json() as DashboardData;
        const q = await fromSales();
        const figures = (rows: NonNullable<DashboardData['sales']>['today']) =>
          rows.map((r) => ({
            inventory_id: r.inventory_id,
            currency_code: r.currency_code,
            sale_count: r.sale_count,
            sales: r.sales,
            returns: r.returns,
            net: r.net,
          }));
        const expected = (rows: Record<string, unknown>[]) => rows.map(({ cost: _c, ...r }) => r);
        expect(figures(d.sales!.today)).toEqual(expected(q.today));
        expect(figures(d.sales!.month)).toEqual(expected(q.month));
        expect(d.profit!.month.map((r) => [r.currency_code, r.revenue, r.cost])).toEqual(
          q.month.map((r) => [r.currency_code, r.net, r.cost]),
        );
        expect(d.chart!.days).toEqual(q.days);
        expect(d.top_products!.map(({ name: _n, barcode: _b, ...r }) => r)).toEqual(q.top);
        // cash per box (kept per posting in cash_box_balances) equals the box's journal lines
        const ledger = await sql<{ cash_box_id: string; currency_code: string; balance: string }>`select
            l.cash_box_id::text, l.currency_code, sum(l.amount)::numeric(24,6)::text as balance
          from journal_lines l where l.tenant_id = ${s.tenant.tenantId} and l.cash_box_id is not null
          group by 1, 2 having sum(l.amount) <> 0 order by 1, 2`.execute(t.db.system);
        const key = (r: { cash_box_id: string; currency_code: string }) =>
          `${r.cash_box_id}|${r.currency_code}`;
        expect(
          d
            .cash!.filter((c) => !/^-?0*\.?0*$/.test(c.balance))
            .map(({ cash_box_id, currency_code, balance }) => ({ cash_box_id, currency_code, balance }))
            .sort((a, b) => key(a).localeCompare(key(b))),
        ).toEqual([...ledger.rows].sort((a, b) => key(a).localeCompare(key(b))));
      }),
      { numRuns: 6 },
    );
  });

  it("gives a user the company's top products when connected to every branch, the branch's otherwise", async () => {
    const shopOnly = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['dashboard_list', 'report_top_selling_product'],
        inventories: [s.shop],
      }),
    );
    // every sale of this file is the pharmacy's
    expect((await shopOnly.get('/api/dashboard')).json().top_products).toEqual([]);
    const both = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['dashboard_list', 'report_top_selling_product'],
        inventories: [s.pharmacy, s.shop],
      }),
    );
    const all = (await both.get('/api/dashboard')).json().top_products;
    expect(all).toEqual((await s.admin.get('/api/dashboard')).json().top_products);
    expect((await both.get(`/api/dashboard?inventory_id=${s.pharmacy}`)).json().top_products).toEqual(all);
  });

  it('stay right when a sale goes with its lines by the foreign key (not through the kernel)', async () => {
    const res = await s.admin.post(
      '/api/sale',
      body({ ret: false, usd: false, day: 0, lines: [{ lot: 2, quantity: 2, price: 7 }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // as the owner, past the kernel: the header first, the lines by cascade
    await sql`delete from sales where id = ${res.json().id}`.execute(t.db.system);
    await expectSalesSummaryEqualsSales(t.db.system);
  });
});
