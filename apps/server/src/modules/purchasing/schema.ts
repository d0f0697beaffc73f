import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric, NumericDefault } from '../../platform/db/schema.js';

/** The purchasing module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    purchase_orders: PurchaseOrdersTable;
    purchase_order_lines: PurchaseOrderLinesTable;
    purchases: PurchasesTable;
    purchase_details: PurchaseDetailsTable;
    purchase_returns: PurchaseReturnsTable;
    purchase_return_lines: PurchaseReturnLinesTable;
  }
}

/** Purchasing tables (migration 0013). */
export interface PurchaseOrdersTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  date: string;
  supplier_id: Id;
  inventory_id: Id;
  currency_code: string;
  status: Generated<number>;
  approved_by: Id | null;
  approved_at: Date | null;
  note: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PurchaseOrderLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  purchase_order_id: Id;
  item_id: Id;
  quantity: Numeric;
  expected_price: NumericDefault;
  received_quantity: NumericDefault;
}

export interface PurchasesTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  purchase_date: string;
  supplier_id: Id;
  inventory_id: Id;
  purchase_order_id: Id | null;
  currency_code: string;
  exchange_rate: Numeric;
  cash_box_id: Id | null;
  subtotal: Numeric;
  expenses: NumericDefault;
  total: Numeric;
  amount_paid: NumericDefault;
  invoice_reference: string | null;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PurchaseDetailsTable {
  tenant_id: Id;
  id: GeneratedId;
  purchase_id: Id;
  item_id: Id;
  product_id: Id;
  purchase_order_line_id: Id | null;
  batch_number: string;
  expire_date: string | null;
  quantity: Numeric;
  bonus: NumericDefault;
  purchase_price_before_discount: NumericDefault;
  discount: NumericDefault;
  purchase_price: Numeric;
  cost: Numeric;
  base_cost: Numeric;
  sale_price: NumericDefault;
  wholesale_price: NumericDefault;
  sale_prices: JSONColumnType<
    { currency_code: string; sale_price: string; wholesale_price: string }[],
    string | undefined,
    string
  >;
  per_packet: Generated<number>;
}

export interface PurchaseReturnsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  date: string;
  supplier_id: Id;
  inventory_id: Id;
  currency_code: string;
  exchange_rate: Numeric;
  cash_box_id: Id | null;
  total: Numeric;
  amount_received: NumericDefault;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PurchaseReturnLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  purchase_return_id: Id;
  product_id: Id;
  item_id: Id;
  quantity: Numeric;
  price: Numeric;
  base_unit_cost: NumericDefault;
}
