import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';
import { documentHeadColumns } from '../documents/list-columns.js';
import { documentAudit } from './queries.js';

const auditColumns = {
  audited: { kind: 'bool' },
  invoice_audit_user_id: { kind: 'id' },
  invoice_audit_at: { kind: 'datetime' },
  created_by: { kind: 'id' },
  created_by_name: { kind: 'text' },
  created_at: { kind: 'datetime' },
  updated_at: { kind: 'datetime' },
} as const;

/** Purchase orders with their totals and what was received so far. */
export const purchaseOrdersTable: TableSpec = {
  source:
    () => sql`(select o.id, o.invoice_id, o.date, o.supplier_id, s.name as supplier_name, o.inventory_id,
      i.name as inventory_name, o.currency_code, o.status, o.approved_by, o.approved_at, o.note,
      coalesce(l.total, 0) as total, coalesce(l.quantity, 0) as quantity, coalesce(l.received, 0) as received_quantity,
      ${documentAudit('purchase_order', sql`o`)}
    from purchase_orders o
    join suppliers s on s.tenant_id = o.tenant_id and s.id = o.supplier_id
    join inventories i on i.tenant_id = o.tenant_id and i.id = o.inventory_id
    left join users u on u.tenant_id = o.tenant_id and u.id = o.created_by
    left join lateral (select sum(x.quantity * x.expected_price) as total, sum(x.quantity) as quantity,
        sum(x.received_quantity) as received
      from purchase_order_lines x where x.tenant_id = o.tenant_id and x.purchase_order_id = o.id) l on true)`,
  columns: {
    ...documentHeadColumns('date', 'supplier'),
    currency_code: { kind: 'text' },
    status: { kind: 'number' },
    approved_by: { kind: 'id' },
    approved_at: { kind: 'datetime' },
    note: { kind: 'text', search: true },
    total: { kind: 'number' },
    quantity: { kind: 'number' },
    received_quantity: { kind: 'number' },
    ...auditColumns,
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total', 'quantity', 'received_quantity'],
};

/** Whether a unit of the purchase's lots left through another document after the purchase. */
export const soldExpression = sql`exists (select 1 from purchase_details d
    join stock_movements m on m.tenant_id = d.tenant_id and m.product_id = d.product_id and m.quantity < 0
      and not (m.document_type = 'purchase' and m.document_id = p.id)
    where d.tenant_id = p.tenant_id and d.purchase_id = p.id
      and m.id > (select min(f.id) from stock_movements f where f.tenant_id = d.tenant_id and f.product_id = d.product_id
                   and f.document_type = 'purchase' and f.document_id = p.id))`;

export const purchaseSource = sql`select p.id, p.invoice_id, p.purchase_date, p.supplier_id, s.name as supplier_name,
      p.inventory_id, i.name as inventory_name, p.purchase_order_id, o.invoice_id as purchase_order_invoice_id,
      p.currency_code, p.exchange_rate, p.cash_box_id, p.invoice_reference, p.subtotal, p.expenses, p.total,
      p.amount_paid, p.total - p.amount_paid as remaining, p.note, ${soldExpression} as sold,
      ${documentAudit('purchase', sql`p`)}
    from purchases p
    join suppliers s on s.tenant_id = p.tenant_id and s.id = p.supplier_id
    join inventories i on i.tenant_id = p.tenant_id and i.id = p.inventory_id
    left join purchase_orders o on o.tenant_id = p.tenant_id and o.id = p.purchase_order_id
    left join users u on u.tenant_id = p.tenant_id and u.id = p.created_by`;

export const purchasesTable: TableSpec = {
  source: () => sql`(${purchaseSource})`,
  columns: {
    ...documentHeadColumns('purchase_date', 'supplier'),
    purchase_order_id: { kind: 'id' },
    purchase_order_invoice_id: { kind: 'text', search: true },
    currency_code: { kind: 'text' },
    exchange_rate: { kind: 'number' },
    cash_box_id: { kind: 'id' },
    invoice_reference: { kind: 'text', search: true },
    subtotal: { kind: 'number' },
    expenses: { kind: 'number' },
    total: { kind: 'number' },
    amount_paid: { kind: 'number' },
    remaining: { kind: 'number' },
    note: { kind: 'text', search: true },
    sold: { kind: 'bool' },
    ...auditColumns,
  },
  dateColumn: 'purchase_date',
  currencyColumn: 'currency_code',
  footer: ['subtotal', 'expenses', 'total', 'amount_paid', 'remaining'],
};

export const purchaseReturnSource = sql`select r.id, r.invoice_id, r.date, r.supplier_id, s.name as supplier_name,
      r.inventory_id, i.name as inventory_name, r.currency_code, r.exchange_rate, r.cash_box_id, r.total,
      r.amount_received, r.total - r.amount_received as remaining, r.note,
      ${documentAudit('purchase_return', sql`r`)}
    from purchase_returns r
    join suppliers s on s.tenant_id = r.tenant_id and s.id = r.supplier_id
    join inventories i on i.tenant_id = r.tenant_id and i.id = r.inventory_id
    left join users u on u.tenant_id = r.tenant_id and u.id = r.created_by`;

export const purchaseReturnsTable: TableSpec = {
  source: () => sql`(${purchaseReturnSource})`,
  columns: {
    ...documentHeadColumns('date', 'supplier'),
    currency_code: { kind: 'text' },
    exchange_rate: { kind: 'number' },
    cash_box_id: { kind: 'id' },
    total: { kind: 'number' },
    amount_received: { kind: 'number' },
    remaining: { kind: 'number' },
    note: { kind: 'text', search: true },
    ...auditColumns,
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total', 'amount_received', 'remaining'],
};
