import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';

/** /inventory/product: every lot with its item, branch, stock and prices. */
export const productsTable: TableSpec = {
  source:
    () => sql`(select p.id, p.item_id, i.name as item_name, i.barcode, i.scientific_name, p.inventory_id, inv.name as inventory_name,
      p.batch_number, p.expire_date, p.quantity, p.cost, p.purchase_price, p.sale_price, p.wholesale_price, p.currency_code,
      (p.quantity * p.cost) as stock_value, i.is_hidden, i.type as item_type, p.status, p.created_at
    from products p
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    join inventories inv on inv.tenant_id = p.tenant_id and inv.id = p.inventory_id)`,
  columns: {
    id: { kind: 'id' },
    item_id: { kind: 'id' },
    item_name: { kind: 'text', search: true },
    barcode: { kind: 'text', search: true },
    scientific_name: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    batch_number: { kind: 'text', search: true },
    expire_date: { kind: 'date' },
    quantity: { kind: 'number' },
    cost: { kind: 'number' },
    purchase_price: { kind: 'number' },
    sale_price: { kind: 'number' },
    wholesale_price: { kind: 'number' },
    currency_code: { kind: 'text' },
    stock_value: { kind: 'number' },
    is_hidden: { kind: 'bool' },
    item_type: { kind: 'number' },
    status: { kind: 'number' },
    created_at: { kind: 'datetime' },
  },
  hiddenColumn: 'is_hidden',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'stock_value'],
};
