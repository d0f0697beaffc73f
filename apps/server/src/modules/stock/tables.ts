import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';
import { documentHeadColumns } from '../documents/list-columns.js';

/** Item transfers (or transfer returns) with branch names and line counts. */
export const transfersTable = (isReturn: boolean): TableSpec => ({
  source:
    () => sql`(select t.id, t.invoice_id, t.date, t.status, t.from_inventory_id, f.name as from_inventory_name,
      t.to_inventory_id, d.name as to_inventory_name, t.note, u.name as created_by_name, a.name as approved_by_name, t.approved_at,
      (select count(*) from item_transfer_lines l where l.tenant_id = t.tenant_id and l.transfer_id = t.id)::int as lines_count,
      (select coalesce(sum(l.quantity), 0) from item_transfer_lines l where l.tenant_id = t.tenant_id and l.transfer_id = t.id) as total_quantity,
      t.created_at
    from item_transfers t
    join inventories f on f.tenant_id = t.tenant_id and f.id = t.from_inventory_id
    join inventories d on d.tenant_id = t.tenant_id and d.id = t.to_inventory_id
    left join users u on u.tenant_id = t.tenant_id and u.id = t.created_by
    left join users a on a.tenant_id = t.tenant_id and a.id = t.approved_by
    where t.is_return = ${isReturn})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    status: { kind: 'number' },
    from_inventory_id: { kind: 'id' },
    from_inventory_name: { kind: 'text' },
    to_inventory_id: { kind: 'id' },
    to_inventory_name: { kind: 'text' },
    note: { kind: 'text', search: true },
    created_by_name: { kind: 'text' },
    approved_by_name: { kind: 'text' },
    approved_at: { kind: 'datetime' },
    lines_count: { kind: 'number' },
    total_quantity: { kind: 'number' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  footer: ['total_quantity'],
});

/**
 * A list of reason-bearing stock documents (adjustments, goods stock-outs): number, date, branch, reason,
 * who made it, how many lines and their value at cost (`value` over the lines, aliased `l`).
 */
function reasonDocumentsTable(o: {
  table: string;
  lines: string;
  parent: string;
  value: ReturnType<typeof sql>;
  where?: ReturnType<typeof sql>;
}): TableSpec {
  const lines = sql`from ${sql.table(o.lines)} l where l.tenant_id = s.tenant_id and ${sql.ref(`l.${o.parent}`)} = s.id`;
  return {
    source:
      () => sql`(select s.id, s.invoice_id, s.date, s.inventory_id, i.name as inventory_name, s.reason, u.name as created_by_name,
      (select count(*) ${lines})::int as lines_count,
      (select coalesce(sum(${o.value}), 0) ${lines}) as value,
      s.created_at
    from ${sql.table(o.table)} s
    join inventories i on i.tenant_id = s.tenant_id and i.id = s.inventory_id
    left join users u on u.tenant_id = s.tenant_id and u.id = s.created_by
    ${o.where ? sql`where ${o.where}` : sql``})`,
    columns: {
      ...documentHeadColumns(),
      reason: { kind: 'text', search: true },
      created_by_name: { kind: 'text' },
      lines_count: { kind: 'number' },
      value: { kind: 'number' },
      created_at: { kind: 'datetime' },
    },
    dateColumn: 'date',
    footer: ['value'],
  };
}

/** Stock adjustment entries or daily stock adjustments, with their value. */
export const adjustmentsTable = (kind: 'entry' | 'daily'): TableSpec =>
  reasonDocumentsTable({
    table: 'stock_adjustments',
    lines: 'stock_adjustment_lines',
    parent: 'adjustment_id',
    value: sql`l.difference * l.unit_cost`,
    where: sql`s.kind = ${kind}`,
  });

/** Goods stock-outs with their value at cost. */
export const stockOutsTable: TableSpec = reasonDocumentsTable({
  table: 'goods_stock_outs',
  lines: 'goods_stock_out_lines',
  parent: 'stock_out_id',
  value: sql`l.quantity * l.unit_cost`,
});

/** Goods stock-out lines (/inventory/goods-stock-out-items). */
export const stockOutItemsTable: TableSpec = {
  source:
    () => sql`(select l.id, s.id as stock_out_id, s.invoice_id, s.date, s.inventory_id, inv.name as inventory_name, i.name as item_name,
      i.barcode, p.batch_number, l.quantity, l.unit_cost, (l.quantity * l.unit_cost) as value
    from goods_stock_out_lines l
    join goods_stock_outs s on s.tenant_id = l.tenant_id and s.id = l.stock_out_id
    join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id)`,
  columns: {
    id: { kind: 'id' },
    stock_out_id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    item_name: { kind: 'text', search: true },
    barcode: { kind: 'text', search: true },
    batch_number: { kind: 'text' },
    quantity: { kind: 'number' },
    unit_cost: { kind: 'number' },
    value: { kind: 'number' },
  },
  dateColumn: 'date',
  footer: ['quantity', 'value'],
};

/** Stock backups. */
export const backupsTable: TableSpec = {
  source:
    () => sql`(select b.id, b.inventory_id, i.name as inventory_name, b.note, b.lots, b.total_quantity, b.total_value,
      u.name as created_by_name, b.created_at
    from stock_backups b join inventories i on i.tenant_id = b.tenant_id and i.id = b.inventory_id
    left join users u on u.tenant_id = b.tenant_id and u.id = b.created_by)`,
  columns: {
    id: { kind: 'id' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    note: { kind: 'text', search: true },
    lots: { kind: 'number' },
    total_quantity: { kind: 'number' },
    total_value: { kind: 'number' },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'created_at',
};
