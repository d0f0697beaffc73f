import type { ColumnType } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

type DateText = ColumnType<string, string, string>;

/** The residence sales module's tables (migration 0052), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    residence_sales: ResidenceSalesTable;
    residence_sale_units: ResidenceSaleUnitsTable;
    residence_sale_instalments: ResidenceSaleInstalmentsTable;
    residence_receipts: ResidenceReceiptsTable;
    residence_receipt_allocations: ResidenceReceiptAllocationsTable;
    residence_sale_returns: ResidenceSaleReturnsTable;
  }
}

export interface ResidenceSalesTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: DateText;
  customer_id: Id;
  currency_code: string;
  exchange_rate: Numeric;
  subtotal: Numeric;
  discount: Numeric;
  total: Numeric;
  premium_type: number;
  down_payment: Numeric;
  premium_count: number;
  frequency: number;
  first_due_date: DateText;
  pre_key_percent: Numeric;
  pre_key_amount: Numeric;
  key_handover_date: DateText | null;
  first_premium_amount: Numeric | null;
  note: string | null;
  key_handed_over_on: DateText | null;
  key_handed_over_by: Id | null;
  key_handover_overridden: ColumnType<boolean, boolean | undefined, boolean>;
  key_handover_note: string | null;
  returned: ColumnType<boolean, boolean | undefined, boolean>;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ResidenceSaleUnitsTable {
  tenant_id: Id;
  id: GeneratedId;
  residence_sale_id: Id;
  residence_unit_id: Id;
  price: Numeric;
  returned: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ResidenceSaleInstalmentsTable {
  tenant_id: Id;
  id: GeneratedId;
  residence_sale_id: Id;
  seq: number;
  kind: string;
  due_date: DateText;
  amount: Numeric;
}

export interface ResidenceReceiptsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  residence_sale_id: Id;
  customer_id: Id;
  cash_box_id: Id;
  date: DateText;
  amount: Numeric;
  currency_code: string;
  exchange_rate: Numeric;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ResidenceReceiptAllocationsTable {
  tenant_id: Id;
  id: GeneratedId;
  residence_receipt_id: Id;
  instalment_id: Id;
  amount: Numeric;
}

/** A sale's return (migration 0063): what was paid, kept (forfeit) and refunded. */
export interface ResidenceSaleReturnsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  residence_sale_id: Id;
  customer_id: Id;
  date: DateText;
  currency_code: string;
  exchange_rate: Numeric;
  total: Numeric;
  paid: Numeric;
  unpaid: Numeric;
  forfeit_percent: Numeric | null;
  forfeit: Numeric;
  refund: Numeric;
  cash_box_id: Id | null;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
