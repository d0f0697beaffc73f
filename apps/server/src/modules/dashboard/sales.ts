import { type RawBuilder, sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * The dashboard's sales figures (issue 21), read from the sales headers by their date index: per branch and
 * currency, never added across currencies. `where` narrows the sales (branches, the user's own).
 */
export interface SalesScope {
  where: RawBuilder<unknown>;
  today: string;
  monthStart: string;
}

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(tx: TenantTx, q: RawBuilder<T>) => (await q.execute(tx)).rows;

/** Sales, returns and net per branch and currency from `from` to today. */
export function salesFigures(tx: TenantTx, s: SalesScope, from: string) {
  return rowsOf(
    tx,
    sql<{
      inventory_id: string;
      inventory_name: string;
      currency_code: string;
      sale_count: number;
      sales: string;
      returns: string;
      net: string;
    }>`select s.inventory_id, max(i.name) as inventory_name, s.currency_code,
      (count(*) filter (where not s.is_return))::int as sale_count,
      coalesce(sum(s.total) filter (where not s.is_return), 0)::text as sales,
      coalesce(sum(s.total) filter (where s.is_return), 0)::text as returns,
      coalesce(sum(case when s.is_return then -s.total else s.total end), 0)::text as net
    from sales s join inventories i on i.tenant_id = s.tenant_id and i.id = s.inventory_id
    where s.sale_date >= ${from}::date and s.sale_date <= ${s.today}::date and ${s.where}
    group by s.inventory_id, s.currency_code order by max(i.name), s.currency_code`,
  );
}

/** Gross profit (net revenue less the cost of goods and extras) per branch and currency, as profit-total. */
export function profitFigures(tx: TenantTx, s: SalesScope, from: string) {
  return rowsOf(
    tx,
    sql<{
      inventory_id: string;
      inventory_name: string;
      currency_code: string;
      revenue: string;
      cost: string;
      profit: string;
    }>`select s.inventory_id, max(i.name) as inventory_name, s.currency_code,
      coalesce(sum(case when s.is_return then -s.total else s.total end), 0)::text as revenue,
      coalesce(sum(case when s.is_return then -(s.cost_total + s.extras_cost) else s.cost_total + s.extras_cost end), 0)::text as cost,
      coalesce(sum(case when s.is_return then -(s.total - s.cost_total - s.extras_cost)
        else s.total - s.cost_total - s.extras_cost end), 0)::text as profit
    from sales s join inventories i on i.tenant_id = s.tenant_id and i.id = s.inventory_id
    where s.sale_date >= ${from}::date and s.sale_date <= ${s.today}::date and ${s.where}
    group by s.inventory_id, s.currency_code order by max(i.name), s.currency_code`,
  );
}

/** Net sales per day over the last 30 days and per hour (UTC) today, per currency. */
export async function salesChart(tx: TenantTx, s: SalesScope) {
  const net = sql`coalesce(sum(case when s.is_return then -s.total else s.total end), 0)::text`;
  const days = await rowsOf(
    tx,
    sql<{ day: string; currency_code: string; net: string }>`select s.sale_date::text as day, s.currency_code,
      ${net} as net from sales s
    where s.sale_date > ${s.today}::date - 30 and s.sale_date <= ${s.today}::date and ${s.where}
    group by s.sale_date, s.currency_code order by s.sale_date, s.currency_code`,
  );
  const hours = await rowsOf(
    tx,
    sql<{
      hour: number;
      currency_code: string;
      net: string;
    }>`select extract(hour from s.created_at at time zone 'UTC')::int as hour,
      s.currency_code, ${net} as net from sales s
    where s.sale_date = ${s.today}::date and ${s.where}
    group by 1, s.currency_code order by 1, s.currency_code`,
  );
  return { days, hours };
}

/** The five items sold most this month (net of returns) per currency, by quantity. */
export function topProducts(tx: TenantTx, s: SalesScope) {
  return rowsOf(
    tx,
    sql<{
      item_id: string;
      name: string;
      barcode: string;
      quantity: string;
      currency_code: string;
      total: string;
    }>`select d.item_id, max(it.name) as name, max(it.barcode) as barcode,
      sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end)::text as quantity, s.currency_code,
      sum(case when s.is_return then -d.total_sale_price else d.total_sale_price end)::text as total
    from sale_details d
    join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
    join items it on it.tenant_id = d.tenant_id and it.id = d.item_id
    where d.sale_date >= ${s.monthStart}::date and d.sale_date <= ${s.today}::date
      and s.sale_date >= ${s.monthStart}::date and ${s.where}
    group by d.item_id, s.currency_code
    order by sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end) desc, d.item_id
    limit 5`,
  );
}
