import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';
import { dateRange } from '../../platform/table/where.js';
import {
  branchOf,
  id,
  inScope,
  itemBranchColumns,
  levelsOf,
  num,
  rowKey,
  scopeBranches,
  stockedItem,
  text,
} from './common.js';

/**
 * Stock reports that compare branches (issue 21). A row is about one branch of the user and one item;
 * "held" means lots with quantity above zero. The web picks one branch (the user's default first), which
 * the table module's `list` filter on `inventory_id` narrows the branches to before anything is joined.
 */

/** How many branches hold the item (`i`). */
const holders = sql`(select count(distinct s.inventory_id)::int from stock_levels s where ${levelsOf('i')})`;
const branchItem = sql`i.id || ':' || b.id as id, i.id as item_id, i.name as item_name, i.barcode, i.is_hidden,
  b.id as inventory_id, b.name as inventory_name`;

/**
 * report/products-i-dont-have: items other branches hold and the branch does not, from the per-item array
 * of the branches holding it (`stock_item_branches`, migration 0071): one row per item, the branch tested
 * against the array, no grouping of level rows. What the others hold and their names are read for the rows
 * shown only (the planner evaluates them after the sort and limit), so there is no footer.
 */
export const productsIDontHaveReport: TableSpec = {
  source: (_tx, q, ctx) => sql`(select ${branchItem},
      (select sum(s.quantity) from stock_levels s where ${levelsOf('i')}) as other_quantity,
      cardinality(h.inventories) as other_branches,
      (select string_agg(o.name, ', ' order by o.name) from inventories o
        where o.tenant_id = h.tenant_id and o.id = any(h.inventories)) as other_branch_names
    from ${scopeBranches(ctx, q)} b
    join stock_item_branches h on cardinality(h.inventories) > 0 and not (${branchOf(q)} = any(h.inventories))
    join items i on i.tenant_id = h.tenant_id and i.id = h.item_id)`,
  columns: {
    id: rowKey,
    ...itemBranchColumns,
    other_quantity: num,
    other_branches: num,
    other_branch_names: text(),
  },
  hiddenColumn: 'is_hidden',
  defaultSort: 'item_name',
};

/**
 * report/products-only-i-have: items the branch holds and no other branch does: those whose array of
 * holding branches (`stock_item_branches`) is the branch alone, one row per item tested without reading
 * any level row (it used to read every level row on hand in the branch with an anti-join probe each:
 * 0.5 s at scale 1); the quantity is the branch's level rows of the items listed.
 */
export const productsOnlyIHaveReport: TableSpec = {
  source: (_tx, q, ctx) => sql`(select ${branchItem}, h.quantity
    from ${scopeBranches(ctx, q)} b
    cross join lateral (select h.tenant_id, h.item_id,
        (select sum(s.quantity) from stock_levels s where s.tenant_id = h.tenant_id and s.item_id = h.item_id
          and s.inventory_id = ${branchOf(q)} and s.quantity > 0) as quantity
      from stock_item_branches h where cardinality(h.inventories) = 1 and h.inventories[1] = ${branchOf(q)}) h
    join items i on i.tenant_id = h.tenant_id and i.id = h.item_id)`,
  columns: { id: rowKey, ...itemBranchColumns, quantity: num },
  hiddenColumn: 'is_hidden',
  footer: ['quantity'],
  defaultSort: 'item_name',
};

/**
 * report/products-not-in-current-stock: stocked items of the catalogue (stockable, active, not services)
 * with nothing on hand in the branch, with what the other branches hold (zero: nobody has it). No footer:
 * the other branches' quantity is read for the rows shown only.
 */
export const productsNotInStockReport: TableSpec = {
  source: (_tx, q, ctx) => sql`(select ${branchItem}, i.min_quantity,
      coalesce((select sum(s.quantity) from stock_levels s where ${levelsOf('i')}), 0) as other_quantity,
      ${holders} as other_branches
    from items i cross join ${scopeBranches(ctx, q)} b
    where ${stockedItem('i')} and not exists (select 1 from stock_levels s where ${levelsOf('i')}
      and s.inventory_id = ${branchOf(q)}))`,
  columns: { id: rowKey, ...itemBranchColumns, min_quantity: num, other_quantity: num, other_branches: num },
  hiddenColumn: 'is_hidden',
  defaultSort: 'item_name',
};

/**
 * report/transfer-per-items: per item and branch, the units that came in and went out by approved transfers
 * and transfer returns (their stock movements) in the period; `last_date` is the last such day (the
 * period applies to the movements before grouping, so it always lies inside it).
 */
export const transferPerItemsReport: TableSpec = {
  source: (_tx, q, ctx) => sql`(select g.id, g.item_id, i.name as item_name, i.barcode, i.is_hidden,
      g.inventory_id, inv.name as inventory_name, g.quantity_in, g.quantity_out, g.quantity_in - g.quantity_out as net,
      g.transfers, g.last_date
    from (select m.tenant_id, min(m.id) as id, m.item_id, m.inventory_id,
        coalesce(sum(m.quantity) filter (where m.quantity > 0), 0) as quantity_in,
        coalesce(-sum(m.quantity) filter (where m.quantity < 0), 0) as quantity_out,
        count(distinct (m.document_type, m.document_id))::int as transfers, max(m.movement_date) as last_date
      from stock_movements m
      where m.document_type in ('item_transfer', 'transfer_return') and ${inScope(ctx, sql`m.inventory_id`)}
        ${sql.join(
          dateRange(q, sql`m.movement_date`).map((p) => sql`and ${p}`),
          sql` `,
        )}
      group by m.tenant_id, m.item_id, m.inventory_id) g
    join items i on i.tenant_id = g.tenant_id and i.id = g.item_id
    join inventories inv on inv.tenant_id = g.tenant_id and inv.id = g.inventory_id)`,
  columns: {
    id,
    ...itemBranchColumns,
    quantity_in: num,
    quantity_out: num,
    net: num,
    transfers: num,
    last_date: { kind: 'date' },
  },
  dateColumn: 'last_date',
  hiddenColumn: 'is_hidden',
  footer: ['quantity_in', 'quantity_out', 'net'],
  defaultSort: 'item_name',
};
