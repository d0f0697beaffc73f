import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/pool.js';

/**
 * The dashboard's sales summaries (migration 0065) equal the queries over the sales and their lines they
 * summarise, summed over the slots: per day, branch and currency, at each grain (the branch or the user,
 * the day or the hour), the counts, totals and costs of sales and returns; per month, branch (and the company, as branch 0), currency and item the lines,
 * quantity and total net of returns. A key with nothing left must sum to zero.
 */
export async function expectSalesSummaryEqualsSales(db: Db): Promise<void> {
  const daily = await sql<Record<string, unknown>>`
    with q as (select s.tenant_id, s.sale_date, s.inventory_id, g.user_id, g.hour, s.currency_code,
        (count(*) filter (where not s.is_return))::int as sale_count,
        (count(*) filter (where s.is_return))::int as return_count,
        coalesce(sum(s.total) filter (where not s.is_return), 0) as sales,
        coalesce(sum(s.total) filter (where s.is_return), 0) as returns,
        coalesce(sum(s.cost_total + s.extras_cost) filter (where not s.is_return), 0) as sales_cost,
        coalesce(sum(s.cost_total + s.extras_cost) filter (where s.is_return), 0) as returns_cost
      from sales s cross join lateral (values (0::bigint, (-1)::smallint),
          (0, extract(hour from s.created_at at time zone 'UTC')::smallint), (s.user_id, (-1)::smallint),
          (s.user_id, extract(hour from s.created_at at time zone 'UTC')::smallint)) g(user_id, hour)
      group by 1, 2, 3, 4, 5, 6),
    d as (select tenant_id, sale_date, inventory_id, user_id, hour, currency_code, sum(sale_count)::int as sale_count,
        sum(return_count)::int as return_count, sum(sales) as sales, sum(returns) as returns,
        sum(sales_cost) as sales_cost, sum(returns_cost) as returns_cost
      from sales_daily group by 1, 2, 3, 4, 5, 6)
    select * from q full join d using (tenant_id, sale_date, inventory_id, user_id, hour, currency_code)
    where coalesce(q.sale_count, 0) <> coalesce(d.sale_count, 0) or coalesce(q.return_count, 0) <> coalesce(d.return_count, 0)
      or coalesce(q.sales, 0) <> coalesce(d.sales, 0) or coalesce(q.returns, 0) <> coalesce(d.returns, 0)
      or coalesce(q.sales_cost, 0) <> coalesce(d.sales_cost, 0) or coalesce(q.returns_cost, 0) <> coalesce(d.returns_cost, 0)`.execute(
    db,
  );
  expect(daily.rows).toEqual([]);
  const items = await sql<Record<string, unknown>>`
    with l as (select d.tenant_id, date_trunc('month', d.sale_date)::date as month, b.inventory_id, s.currency_code,
        d.item_id, count(*)::int as lines,
        sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end) as quantity,
        sum(case when s.is_return then -d.total_sale_price else d.total_sale_price end) as total
      from sale_details d join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
      cross join lateral (values (s.inventory_id), (0::bigint)) b(inventory_id)
      group by 1, 2, 3, 4, 5)
    select * from l full join sales_item_monthly m using (tenant_id, month, inventory_id, currency_code, item_id)
    where coalesce(l.lines, 0) <> coalesce(m.lines, 0) or coalesce(l.quantity, 0) <> coalesce(m.quantity, 0)
      or coalesce(l.total, 0) <> coalesce(m.total, 0)`.execute(db);
  expect(items.rows).toEqual([]);
}

/** Each cash box's balance per currency (migration 0065), summed over the slots, equals its journal lines. */
export async function expectCashBoxBalancesEqualLines(db: Db): Promise<void> {
  const boxes = await sql<Record<string, unknown>>`
    with l as (select tenant_id, cash_box_id, currency_code, sum(amount) as amount from journal_lines
        where cash_box_id is not null group by 1, 2, 3),
      b as (select tenant_id, cash_box_id, currency_code, sum(amount) as amount from cash_box_balances group by 1, 2, 3)
    select * from l full join b using (tenant_id, cash_box_id, currency_code)
    where coalesce(l.amount, 0) <> coalesce(b.amount, 0)`.execute(db);
  expect(boxes.rows).toEqual([]);
}
