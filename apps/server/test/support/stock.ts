import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/pool.js';

/** Every lot's on-hand quantity equals the sum of its movements (DESIGN.md section 2, "Stock"). */
export async function expectStockEqualsMovements(db: Db): Promise<void> {
  const r = await sql<{ id: string; quantity: string; moved: string }>`
    select p.id, p.quantity::text, coalesce(sum(m.quantity), 0)::text as moved
    from products p left join stock_movements m on m.tenant_id = p.tenant_id and m.product_id = p.id
    group by p.tenant_id, p.id having p.quantity <> coalesce(sum(m.quantity), 0)`.execute(db);
  expect(r.rows).toEqual([]);
  const negative = await sql<{ id: string }>`select id from products where quantity < 0`.execute(db);
  expect(negative.rows).toEqual([]);
  // the stock reports' per-item levels (kept by triggers on the lots) equal the lots they summarise
  const levels = await sql<Record<string, unknown>>`
    with l as (select tenant_id, item_id, inventory_id, currency_code, sum(quantity) q, count(*)::int n,
        (count(*) filter (where quantity > 0))::int h, sum(quantity * cost) c, sum(quantity * sale_price) sv,
        sum(quantity * base_cost) b
      from products group by 1, 2, 3, 4)
    select * from l full join stock_levels s using (tenant_id, item_id, inventory_id, currency_code)
    where l.q is distinct from s.quantity or l.n is distinct from s.lots or l.h is distinct from s.lots_on_hand
      or l.c is distinct from s.cost_value or l.sv is distinct from s.sale_value or l.b is distinct from s.base_cost_value`.execute(
    db,
  );
  expect(levels.rows).toEqual([]);
  // the branches holding each item (migration 0071) are those with a level on hand
  const held = await sql<Record<string, unknown>>`
    with h as (select tenant_id, item_id, array_agg(distinct inventory_id order by inventory_id) as inventories
      from stock_levels where quantity > 0 group by 1, 2)
    select * from h full join stock_item_branches p using (tenant_id, item_id)
    where coalesce(h.inventories, '{}') <> coalesce(p.inventories, '{}')`.execute(db);
  expect(held.rows).toEqual([]);
  // the products report's kept totals (migration 0087), summed over the slots, equal the level rows on hand
  // they stand for, each rounded as the report prints it; a branch and currency with none sums to zero
  const totals = await sql<Record<string, unknown>>`
    with l as (select tenant_id, inventory_id, currency_code, count(*)::int as n, sum(quantity::numeric(18,4)) as q,
        sum(lots_on_hand)::int as h, sum(base_cost_value::numeric(24,6)) as b
      from stock_levels where quantity > 0 group by 1, 2, 3),
    t as (select tenant_id, inventory_id, currency_code, sum(rows)::int as n, sum(quantity) as q, sum(lots)::int as h,
        sum(base_cost_value) as b
      from stock_level_totals group by 1, 2, 3)
    select * from l full join t using (tenant_id, inventory_id, currency_code)
    where coalesce(l.n, 0) <> coalesce(t.n, 0) or coalesce(l.q, 0) <> coalesce(t.q, 0)
      or coalesce(l.h, 0) <> coalesce(t.h, 0) or coalesce(l.b, 0) <> coalesce(t.b, 0)`.execute(db);
  expect(totals.rows).toEqual([]);
}
