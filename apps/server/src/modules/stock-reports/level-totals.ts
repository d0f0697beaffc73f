import type { TableQuery } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { TableContext, TableTotals } from '../../platform/table/spec.js';
import { inScope } from './common.js';

const BRANCH_ID = /^\d{1,18}$/;

/**
 * The branches a products request is narrowed to when it filters by nothing but branches, currency and
 * the hidden switch (what the report's screen sends until the user searches or filters): `[]` for every
 * branch of the user; `undefined` when another filter is set, so its totals must be summed from the rows.
 */
function branchesOnly(q: TableQuery): string[] | undefined {
  if (q.search?.trim() || q.text?.length || q.number?.length || q.having_number?.length) return undefined;
  const lists = q.list ?? [];
  if (lists.length > 1) return undefined;
  const [only] = lists;
  if (!only) return [];
  const values = only.values.map(String);
  if (only.column !== 'inventory_id' || !values.every((v) => BRANCH_ID.test(v))) return undefined;
  return values;
}

/**
 * report/products' count and footer from `stock_level_totals` (migration 0087): per branch and currency
 * the level rows on hand and their rounded sums, summed over the slots, less the rows of hidden items
 * unless they are shown (hidden items are few: found by their own index). Equal to summing the report's
 * rows; any other filter (search, text, numbers) sums the rows instead.
 */
export async function productsTotals(
  tx: TenantTx,
  q: TableQuery,
  ctx: TableContext,
): Promise<TableTotals | undefined> {
  const chosen = branchesOnly(q);
  if (!chosen) return undefined;
  const where = (column: string) => {
    const ref = sql.ref(column);
    const parts = [inScope(ctx, ref)];
    if (chosen.length > 0) parts.push(sql`${ref} in (${sql.join(chosen.map((c) => sql`${c}::bigint`))})`);
    return sql.join(parts, sql` and `);
  };
  const currency = (column: string) =>
    q.currency_code ? sql`and ${sql.ref(column)} = ${q.currency_code}` : sql``;
  // item by item (a nested loop over the hidden items' index, each one's rows by key): `offset 0` keeps the
  // planner from joining them to every level row instead (a seq scan of stock_levels, ~0.2 s at scale 1)
  const hidden = q.show_hidden_item
    ? sql``
    : sql`union all
      select -1, -(s.quantity::numeric(18,4)), -s.lots_on_hand, -(s.base_cost_value::numeric(24,6))
      from items i cross join lateral (select s.quantity, s.lots_on_hand, s.base_cost_value from stock_levels s
        where s.tenant_id = i.tenant_id and s.item_id = i.id and s.quantity > 0 and ${where('s.inventory_id')}
          ${currency('s.currency_code')} offset 0) s
      where i.is_hidden`;
  const { rows } = await sql<{
    total: string;
    quantity: string | null;
    lots: string | null;
    value: string | null;
  }>`
    select coalesce(sum(x.rows), 0)::text as total,
      case when sum(x.rows) > 0 then sum(x.quantity)::text end as quantity,
      case when sum(x.rows) > 0 then sum(x.lots)::text end as lots,
      case when sum(x.rows) > 0 then sum(x.value)::text end as value
    from (select t.rows, t.quantity, t.lots, t.base_cost_value as value from stock_level_totals t
      where ${where('t.inventory_id')} ${currency('t.currency_code')}
      ${hidden}) x`.execute(tx);
  const row = rows[0];
  return {
    total: Number(row?.total ?? 0), // money-safe: a row count
    footer: { quantity: row?.quantity ?? null, lots: row?.lots ?? null, base_cost_value: row?.value ?? null },
  };
}
