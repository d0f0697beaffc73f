import { sql } from 'kysely';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { connectedBranchesSql } from '../documents/branch-scope.js';
import { supersededSql } from './superseded.js';

const scoped = (ctx: TableContext) => connectedBranchesSql(ctx.auth, 'pr.inventory_id');

/** `/inventory-adjustment/list`: the processes with their snapshot, counts and the document that applied them. */
export const processesTable: TableSpec = {
  source: (
    _tx,
    _q,
    ctx,
  ) => sql`(select pr.id, pr.inventory_id, inv.name as inventory_name, pr.status, pr.scope,
      s.id as snapshot_id, s.taken_at, s.taken_at::date as date, s.lines, s.value as snapshot_value,
      (select count(*) from inventory_counts k where k.tenant_id = pr.tenant_id and k.process_id = pr.id)::int as counted_lines,
      a.invoice_id as adjustment_invoice_id, a.gain, a.loss, pr.closed_at, pr.note, u.name as started_by_name,
      ${supersededSql} as superseded_documents
    from inventory_processes pr
    join inventory_snapshots s on s.tenant_id = pr.tenant_id and s.process_id = pr.id
    join inventories inv on inv.tenant_id = pr.tenant_id and inv.id = pr.inventory_id
    left join stocktake_adjustments a on a.tenant_id = pr.tenant_id and a.id = pr.adjustment_id
    left join users u on u.tenant_id = pr.tenant_id and u.id = pr.started_by
    where ${scoped(ctx)})`,
  columns: {
    id: { kind: 'id' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text', search: true },
    status: { kind: 'number' },
    scope: { kind: 'text' },
    snapshot_id: { kind: 'id' },
    taken_at: { kind: 'datetime' },
    date: { kind: 'date' },
    lines: { kind: 'number' },
    snapshot_value: { kind: 'number' },
    counted_lines: { kind: 'number' },
    adjustment_invoice_id: { kind: 'text', search: true },
    gain: { kind: 'number' },
    loss: { kind: 'number' },
    closed_at: { kind: 'datetime' },
    note: { kind: 'text', search: true },
    started_by_name: { kind: 'text' },
    superseded_documents: { kind: 'number' },
  },
  dateColumn: 'date',
  footer: ['gain', 'loss'],
};

/** The lots of a process with their item; `extra` adds columns. Filtered by the list filter `process_id`. */
const lotsOf = (ctx: TableContext, extra: ReturnType<typeof sql>) => sql`(select pr.id as process_id,
      s.product_id as id, i.name, i.barcode, p.batch_number, p.expire_date, c.counted,
      c.counted_at, cu.name as counted_by_name, coalesce(c.flagged and not c.recounted, false) as recount,
      ${extra}
    from inventory_processes pr
    join inventory_snapshots sn on sn.tenant_id = pr.tenant_id and sn.process_id = pr.id
    join inventory_snapshot_lines s on s.tenant_id = sn.tenant_id and s.snapshot_id = sn.id
    join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
    join items i on i.tenant_id = s.tenant_id and i.id = s.item_id
    left join lateral (select * from inventory_counts k where k.process_id = pr.id and k.product_id = s.product_id
      offset 0) c on true
    left join users cu on cu.tenant_id = c.tenant_id and cu.id = c.counted_by
    where ${scoped(ctx)})`;

const lotColumns = {
  process_id: { kind: 'id' },
  id: { kind: 'id' },
  name: { kind: 'text', search: true },
  barcode: { kind: 'text', search: true },
  batch_number: { kind: 'text', search: true },
  expire_date: { kind: 'date' },
  counted: { kind: 'number' },
  counted_at: { kind: 'datetime' },
  counted_by_name: { kind: 'text' },
  recount: { kind: 'bool' },
} as const satisfies TableSpec['columns'];

/**
 * `/inventory-adjustment/create`'s counting list: a process's lots and their counts; the snapshot quantity
 * only when the count is not blind.
 */
export const countLinesTable: TableSpec = {
  source: (_tx, _q, ctx) =>
    lotsOf(ctx, sql`case when pr.blind then null else s.quantity end as snapshot_quantity`),
  columns: { ...lotColumns, snapshot_quantity: { kind: 'number' } },
  defaultSort: 'name',
};

/**
 * `/inventory-adjustment/comparison`: every lot of a process with its snapshot quantity, the movements
 * until it was counted, the expected (system) quantity then, the count, the difference and its value at
 * snapshot cost, and the quantity now with the movements since the snapshot.
 */
export const comparisonTable: TableSpec = {
  source: (_tx, _q, ctx) =>
    lotsOf(
      ctx,
      sql`s.quantity as snapshot_quantity, c.expected, c.expected - s.quantity as moved_until_count,
      c.counted - c.expected as difference, s.base_cost, (c.counted - c.expected) * s.base_cost as difference_value,
      p.quantity as current_quantity, p.quantity - s.quantity as moved_since_snapshot,
      case when c.product_id is null then 'uncounted' when c.counted = c.expected then 'match'
        when c.counted > c.expected then 'gain' else 'loss' end as result`,
    ),
  columns: {
    ...lotColumns,
    snapshot_quantity: { kind: 'number' },
    expected: { kind: 'number' },
    moved_until_count: { kind: 'number' },
    difference: { kind: 'number' },
    base_cost: { kind: 'number' },
    difference_value: { kind: 'number' },
    current_quantity: { kind: 'number' },
    moved_since_snapshot: { kind: 'number' },
    result: { kind: 'text' },
  },
  defaultSort: 'name',
  footer: ['snapshot_quantity', 'counted', 'difference', 'difference_value'],
};
