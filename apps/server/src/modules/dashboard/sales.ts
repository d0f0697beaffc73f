import { type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * The dashboard's sales figures (issue 21), read from the summaries the sales' triggers keep (migration
 * 0065: `sales_daily` per day, branch and currency at four grains (branch or user, day or hour);
 * `sales_item_monthly` per month, branch and item), never from the sales themselves: a month costs
 * branches x days rows, whatever the number of sales. Per branch and currency, never added across currencies. `where` narrows the summary rows
 * `d` (branches, the user's own); `items` narrows the item rows `m` (branches only).
 */
export interface SalesScope {
  where: RawBuilder<unknown>;
  items: RawBuilder<unknown>;
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

/**
 * The five items sold most this month (net of returns) per currency, by quantity, over the branches of the
 * scope. `rows` names the summary rows that rank them alone, an index walk: the company's (0) when the
 * scope is every branch, or the one branch's; null sums the scope's branches' rows.
 */
export function topProducts(tx: TenantTx, s: SalesScope, rows: string | null) {
  const month = sql`m.tenant_id = ${tx.tenantId} and m.month = ${s.monthStart}::date`;
  const ranked =
    rows !== null
      ? sql`select m.item_id, m.currency_code, m.quantity, m.total from sales_item_monthly m
        where ${month} and m.inventory_id = ${rows} and m.lines > 0
        order by m.quantity desc, m.item_id, m.currency_code limit 5`
      : sql`select m.item_id, m.currency_code, sum(m.quantity) as quantity, sum(m.total) as total
        from sales_item_monthly m where ${month} and m.inventory_id <> 0 and m.lines > 0 and ${s.items}
        group by m.item_id, m.currency_code order by 3 desc, m.item_id, m.currency_code limit 5`;
  return rowsOf(
    tx,
    sql<{
      item_id: string;
      name: string;
      barcode: string;
      quantity: string;
      currency_code: string;
      total: string;
    }>`select t.item_id, it.name, it.barcode, t.quantity::numeric(18,4)::text as quantity, t.currency_code,
      t.total::numeric(24,6)::text as total
    from (${ranked}) t join items it on it.tenant_id = ${tx.tenantId} and it.id = t.item_id
    order by t.quantity desc, t.item_id, t.currency_code`,
  );
}
