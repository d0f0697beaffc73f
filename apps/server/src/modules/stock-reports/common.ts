import { ITEM_TYPES, type TableQuery } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ColumnSpec, TableContext } from '../../platform/table/spec.js';

/** `<column> in (the user's branches)`, nothing for a superuser: every stock report reads only these. */
export function inScope(ctx: TableContext, column: RawBuilder<unknown>): RawBuilder<unknown> {
  if (ctx.auth.isSuperuser) return sql`true`;
  return sql`${column} in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

/** The branch ids the request's `list` filter on `inventory_id` names (ids only; anything else is ignored). */
export function chosenBranches(q: TableQuery): string[] {
  const values = q.list?.find((f) => f.column === 'inventory_id')?.values ?? [];
  return values.map(String).filter((v) => /^\d{1,18}$/.test(v));
}

/**
 * The branches a report's rows may be about: the user's, narrowed here to those the request names (the
 * table module applies the same filter again on the rows; here it lets the planner read one branch).
 */
export const scopeBranches = (ctx: TableContext, q: TableQuery) => {
  const chosen = chosenBranches(q);
  const narrow =
    chosen.length > 0 ? sql`and id in (${sql.join(chosen.map((c) => sql`${c}::bigint`))})` : sql``;
  return sql`(select id, name from inventories where ${inScope(ctx, sql`id`)} ${narrow})`;
};

/** `b.id`, or the one branch the request names as a constant (the planner then reads that branch's rows only). */
export const branchOf = (q: TableQuery) => {
  const chosen = chosenBranches(q);
  return chosen.length === 1 ? sql`${chosen[0]}::bigint` : sql`b.id`;
};

/** Items that are kept in stock: stockable, active, not a service. */
export const stockedItem = (i: string) =>
  sql`${sql.ref(`${i}.stockable`)} and ${sql.ref(`${i}.status`)} = 1 and ${sql.ref(`${i}.type`)} <> ${ITEM_TYPES.service}`;

/** Conditions on `stock_levels s` for one item (`i`): its rows, optionally only those holding stock. */
export const levelsOf = (i: string, onHand = true) =>
  sql`s.tenant_id = ${sql.ref(`${i}.tenant_id`)} and s.item_id = ${sql.ref(`${i}.id`)}${onHand ? sql` and s.quantity > 0` : sql``}`;

/**
 * The low-quantity rule the notification task counts (modules/automations): per branch and item with a
 * minimum, stockable and active, the lots there (their `stock_levels` rows, `s`) summing under the minimum;
 * branches the item has no lot in do not count.
 */
export const lowQuantityRows = (scope: RawBuilder<unknown>) => sql`(select i.tenant_id,
    i.id || ':' || l.inventory_id as id, l.inventory_id, i.id as item_id, i.min_quantity, l.quantity, l.lots
  from items i
  cross join lateral (select s.inventory_id, sum(s.quantity) as quantity, sum(s.lots)::int as lots
    from stock_levels s where s.tenant_id = i.tenant_id and s.item_id = i.id and ${scope}
    group by s.inventory_id) l
  where i.min_quantity > 0 and i.stockable and i.status = 1 and l.quantity < i.min_quantity)`;

export const id: ColumnSpec = { kind: 'id' };
/** A composite key (item:branch) of a row that is no table's: shown nowhere, used as the sort's tie-breaker. */
export const rowKey: ColumnSpec = { kind: 'text', filter: false };
export const text = (search = false): ColumnSpec => ({ kind: 'text', search });
export const num: ColumnSpec = { kind: 'number' };

/** The item and branch columns most stock reports list. */
export const itemBranchColumns = {
  item_id: id,
  item_name: text(true),
  barcode: text(true),
  inventory_id: id,
  inventory_name: text(),
  is_hidden: { kind: 'bool', filter: false },
} satisfies Record<string, ColumnSpec>;
