import { type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * The dashboard's sales figures (issue 21), read from the summaries the sales' triggers keep (migration
 * 0065: `sales_daily` per day, branch and currency at four grains (branch or user, day or hour);
 * `sales_item_monthly` per month, branch and item), never from the sales themselves: a month costs
 * branches x days rows, whatever the number of sales. Per branch and currency, never added across currencies. `where` narrows the summary rows
 * `d` (branches, the user's own).
 */
export interface SalesScope {
  where: RawBuilder<unknown>;
  today: string;
  monthStart: string;
}

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(tx: TenantTx, q: RawBuilder<T>) => (await q.execute(tx)).rows;

/** Per branch and currency from `from` to today: counts and sums of the summary rows (summed over slots). */
const perBranch = (s: SalesScope, from: string, columns: RawBuilder<unknown>) => sql`select d.inventory_id,
    max(i.name) as inventory_name, d.currency_code, ${columns}
  from sales_daily d join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
  where d.sale_date >= ${from}::date and d.sale_date <= ${s.today}::date and d.hour = -1 and ${s.where}
  group by d.inventory_id, d.currency_code
  having sum(d.sale_count) <> 0 or sum(d.return_count) <> 0
  order by max(i.name), d.currency_code`;

/** Sales, returns and net per branch and currency from `from` to today. */
export function salesFigures(tx: TenantTx, s: SalesScope, from: string) {
  return rowsOf(
    tx,
    perBranch(
      s,
      from,
      sql`sum(d.sale_count)::int as sale_count, sum(d.sales)::numeric(24,6)::text as sales,
        sum(d.returns)::numeric(24,6)::text as returns, sum(d.sales - d.returns)::numeric(24,6)::text as net`,
    ) as RawBuilder<{
      inventory_id: string;
      inventory_name: string;
      currency_code: string;
      sale_count: number;
      sales: string;
      returns: string;
      net: string;
    }>,
  );
}

/** Gross profit (net revenue less the cost of goods and extras) per branch and currency, as profit-total. */
export function profitFigures(tx: TenantTx, s: SalesScope, from: string) {
  return rowsOf(
    tx,
    perBranch(
      s,
      from,
      sql`sum(d.sales - d.returns)::numeric(24,6)::text as revenue,
        sum(d.sales_cost - d.returns_cost)::numeric(24,6)::text as cost,
        sum(d.sales - d.returns - d.sales_cost + d.returns_cost)::numeric(24,6)::text as profit`,
    ) as RawBuilder<{
      inventory_id: string;
      inventory_name: string;
      currency_code: string;
      revenue: string;
      cost: string;
      profit: string;
    }>,
  );
}

const net = sql`sum(d.sales - d.returns)::numeric(24,6)::text`;
const hasSales = sql`having sum(d.sale_count) <> 0 or sum(d.return_count) <> 0`;

/** Net sales per day over the last 30 days and per hour (UTC) today, per currency. */
export async function salesChart(tx: TenantTx, s: SalesScope) {
  const days = await rowsOf(
    tx,
    sql<{ day: string; currency_code: string; net: string }>`select d.sale_date::text as day, d.currency_code,
      ${net} as net from sales_daily d
    where d.sale_date > ${s.today}::date - 30 and d.sale_date <= ${s.today}::date and d.hour = -1 and ${s.where}
    group by d.sale_date, d.currency_code ${hasSales} order by d.sale_date, d.currency_code`,
  );
  const hours = await rowsOf(
    tx,
    sql<{ hour: number; currency_code: string; net: string }>`select d.hour::int as hour, d.currency_code,
      ${net} as net from sales_daily d
    where d.sale_date = ${s.today}::date and d.hour >= 0 and ${s.where}
    group by d.hour, d.currency_code ${hasSales} order by d.hour, d.currency_code`,
  );
  return { days, hours };
}

/** Which item rows rank the top products: one row set (the company's `0` or one branch) or some branches. */
export type TopScope = { rows: string } | { branches: string[] };

type TopRow = {
  item_id: string;
  name: string;
  barcode: string;
  quantity: string;
  currency_code: string;
  total: string;
};

/** The ranked rows `t` (item, currency, quantity, total) with the item's name, plus any extra columns. */
const named = (ranked: RawBuilder<unknown>, tenantId: string, extra = sql``) => sql`select t.item_id, it.name,
    it.barcode, t.quantity::numeric(18,4)::text as quantity, t.currency_code,
    t.total::numeric(24,6)::text as total ${extra}
  from (${ranked}) t join items it on it.tenant_id = ${tenantId} and it.id = t.item_id
  order by t.quantity desc, t.item_id, t.currency_code`;

/** Rows read per branch by the ranking's first look (an index walk each). */
const TOP_HEADS = 25;

/**
 * The exact top five of some branches (docs/decisions.md, "21: A user of some branches: top five from each
 * branch's first rows, then a floor"; docs/performance.md, "Issue 14's bar and issue 21's summary rows (session 10)").
 * 1. Each branch's `n + 1` rows by quantity (an index walk) name candidates, whose exact totals over the
 *    branches are summed. An item outside them sells in each branch at most that branch's last row read
 *    (or nothing, when the branch had no more rows), so when the fifth candidate beats the sum of those
 *    bounds the five are the answer: sales skewed as real ones are settle here.
 * 2. Otherwise the fifth candidate's total L (> 0) is a floor of the fifth place, and an item selling at least
 *    L over k branches sells at least L / k in one of them: the candidates are every row of the branches at
 *    or above L / k (index ranges), summed over the branches' rows of the ranking index (index-only).
 * 3. With fewer than five candidates, or L <= 0 (that bound fails for negative totals), all the rows are summed.
 * Step 2 reads a few thousand rows where summing everything hashes one group per item (flat sales: 40,000).
 */
async function topOfBranches(tx: TenantTx, month: RawBuilder<unknown>, branches: string[], n: number) {
  const inBranches = sql`${month} and m.inventory_id = any(${branches}::bigint[]) and m.lines > 0`;
  /** Each branch's item rows of the month (`m`, a walk of the ranking index per branch), `rest` narrowing them. */
  const perBranch = (columns: RawBuilder<unknown>, rest: RawBuilder<unknown>) => sql`select b.id, t.*
    from unnest(${branches}::bigint[]) b(id) cross join lateral (select ${columns} from sales_item_monthly m
      where ${month} and m.inventory_id = b.id and m.lines > 0 ${rest}) t`;
  /** The five best of the rows `where` keeps by their quantity summed over the branches, with their totals. */
  const fiveOf = (where: RawBuilder<unknown>) => sql`with five as (select m.item_id, m.currency_code,
      sum(m.quantity) as quantity from sales_item_monthly m where ${inBranches} and ${where}
      group by m.item_id, m.currency_code order by 3 desc, m.item_id, m.currency_code limit 5)
    select five.item_id, five.currency_code, five.quantity, (select sum(m.total) from sales_item_monthly m
      where ${inBranches} and m.currency_code = five.currency_code and m.item_id = five.item_id) as total
    from five`;
  /** The rows of the items (and currencies) `candidates` selects. */
  const among = (candidates: RawBuilder<unknown>) => sql`(m.item_id, m.currency_code) in (${candidates})`;
  const ranked = sql`with heads as (${perBranch(
    sql`m.item_id, m.currency_code, m.quantity`,
    sql`order by m.quantity desc, m.item_id, m.currency_code limit ${n + 1}`,
  )}),
    per_branch as (select id, count(*) = ${n + 1} as more, min(quantity) as last from heads group by id),
    bound as (select coalesce(sum(greatest(last, 0)) filter (where more), 0) as most,
      coalesce(bool_and(not more), true) as complete from per_branch),
    top as (${fiveOf(among(sql`select item_id, currency_code from heads`))})
    -- sure: every row seen, or five rows of which the last sells more than any unseen item can
    select top.*, (select complete from bound) or ((select count(*) from top) = 5
      and (select min(quantity) from top) > (select most from bound)) as sure,
      (select min(quantity) from top) > 0 and (select count(*) from top) = 5 as floored from top`;
  const first = await rowsOf(
    tx,
    named(ranked, tx.tenantId, sql`, t.sure, t.floored`) as RawBuilder<
      TopRow & { sure: boolean; floored: boolean }
    >,
  );
  if (first.length === 0 || first[0]!.sure) return first.map(({ sure: _, floored: _f, ...r }) => r);
  if (first[0]!.floored) {
    // floor(L * 10^4 / k) / 10^4 <= L / k: the range may take a few more rows, never fewer
    const atLeast = sql`floor(${first[4]!.quantity}::numeric * 10000 / ${branches.length}) / 10000`;
    const candidates = sql`select distinct item_id, currency_code
      from (${perBranch(sql`m.item_id, m.currency_code`, sql`and m.quantity >= ${atLeast}`)}) c`;
    return rowsOf(tx, named(fiveOf(among(candidates)), tx.tenantId) as RawBuilder<TopRow>);
  }
  // every row: one group per item sold this month in the branches, hashed in memory rather than spilled
  // to disk in batches (twice as slow at the default 4 MB)
  await sql`set local work_mem = '64MB'`.execute(tx);
  return rowsOf(tx, named(fiveOf(sql`true`), tx.tenantId) as RawBuilder<TopRow>);
}

/**
 * The five items sold most this month (net of returns) per currency, by quantity, over the branches of the
 * scope: the company's (0) or one branch's rows alone (an index walk), else the branches' rows, ranked by
 * `topOfBranches` (`heads`: the rows its first look reads per branch; the tests make it small to reach the sum).
 */
export async function topProducts(
  tx: TenantTx,
  s: SalesScope,
  scope: TopScope,
  heads = TOP_HEADS,
): Promise<TopRow[]> {
  const month = sql`m.tenant_id = ${tx.tenantId} and m.month = ${s.monthStart}::date`;
  if ('branches' in scope) return topOfBranches(tx, month, scope.branches, heads);
  const ranked = sql`select m.item_id, m.currency_code, m.quantity, m.total from sales_item_monthly m
    where ${month} and m.inventory_id = ${scope.rows} and m.lines > 0
    order by m.quantity desc, m.item_id, m.currency_code limit 5`;
  return rowsOf(tx, named(ranked, tx.tenantId) as RawBuilder<TopRow>);
}
