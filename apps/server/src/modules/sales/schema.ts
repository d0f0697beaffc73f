import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The sales module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    sales: SalesTable;
    sale_details: SaleDetailsTable;
    sale_extra_lines: SaleExtraLinesTable;
    sale_receipts: SaleReceiptsTable;
  }
}

/** Sales and sale returns (migration 0012_sales). */
export interface SalesTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  is_return: Defaulted<boolean>;
  return_of_sale_id: Id | null;
  status: Defaulted<number>;
  sale_date: ColumnType<string, string, string>;
  inventory_id: Id;
  customer_id: Id | null;
  user_id: Id;
  currency_code: string;
  exchange_rate: Numeric;
  subtotal: Defaulted<string>;
  discount: Defaulted<string>;
  discount_amount: Defaulted<string>;
  minus: Defaulted<string>;
  extras_total: Defaulted<string>;
  extras_cost: Defaulted<string>;
  total: Numeric;
  cash: Defaulted<string>;
  debit: Defaulted<string>;
  cost_total: Defaulted<string>;
  base_cost_total: Defaulted<string>;
  quantity: Defaulted<string>;
  cash_box_id: Id | null;
  amount_paid: Defaulted<string>;
  amount_currency_code: string;
  amount_exchange_rate: Numeric | null;
  amount_change: Defaulted<string>;
  note: string | null;
  hospital_patient_id: string | null;
  patient_id: string | null;
  patient: string | null;
  journal_entry_id: Id | null;
  approved_by: Id | null;
  approved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SaleDetailsTable {
  tenant_id: Id;
  id: GeneratedId;
  sale_id: Id;
  /** The sale's date (migration 0020), written with the line. */
  sale_date: ColumnType<string, string, string>;
  product_id: Id;
  item_id: Id;
  sale_quantity: Numeric;
  sale_price: Numeric;
  price_type: number;
  cost: Numeric;
  base_cost: Numeric;
  total_sale_price: Numeric;
  total_cost: Numeric;
}

export interface SaleExtraLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  sale_id: Id;
  sale_extra_id: Id;
  price: Numeric;
  cost: Numeric;
  note: string | null;
}

export interface SaleReceiptsTable {
  tenant_id: Id;
  sale_id: Id;
  money_document_id: Id;
  amount: Numeric;
}
