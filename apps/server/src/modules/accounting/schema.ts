import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The accounting module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    expense_documents: ExpenseDocumentsTable;
    expense_document_lines: ExpenseDocumentLinesTable;
    money_collections: MoneyCollectionsTable;
    assets: AssetsTable;
    asset_depreciations: AssetDepreciationsTable;
    asset_clearances: AssetClearancesTable;
  }
}

/** Expense documents (migration 0054_accounting). */
export interface ExpenseDocumentsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: ColumnType<string, string, string>;
  paid_by: 'cash_box' | 'supplier';
  cash_box_id: Id | null;
  supplier_id: Id | null;
  currency_code: string;
  exchange_rate: Defaulted<string>;
  total: Defaulted<string>;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ExpenseDocumentLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  expense_document_id: Id;
  expense_category_id: Id;
  amount: Numeric;
  note: string | null;
  attachment_id: Id | null;
}

/** Money collections (migration 0054_accounting): status 0 pending, 1 received. */
export interface MoneyCollectionsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: ColumnType<string, string, string>;
  collector_id: Id | null;
  customer_id: Id;
  amount: Numeric;
  currency_code: string;
  exchange_rate: Defaulted<string>;
  note: string | null;
  status: Defaulted<number>;
  cash_box_id: Id | null;
  counted_amount: Numeric | null;
  difference: Numeric | null;
  received_date: ColumnType<string | null, string | null, string | null>;
  received_by: Id | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Assets (migration 0054_accounting). */
export interface AssetsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: ColumnType<string, string, string>;
  name: string;
  asset_category_id: Id;
  cost: Numeric;
  salvage_value: Defaulted<string>;
  currency_code: string;
  exchange_rate: Defaulted<string>;
  useful_life_months: number;
  depreciation_rate: Numeric;
  method: Defaulted<string>;
  cash_box_id: Id | null;
  note: string | null;
  depreciation_error: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AssetDepreciationsTable {
  tenant_id: Id;
  id: GeneratedId;
  asset_id: Id;
  period: ColumnType<string, string, string>;
  amount: Numeric;
  journal_entry_id: Id | null;
  created_at: CreatedAt;
}

export interface AssetClearancesTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  asset_id: Id;
  date: ColumnType<string, string, string>;
  sale_amount: Defaulted<string>;
  cash_box_id: Id | null;
  accumulated: Numeric;
  depreciation_to_date: Numeric;
  gain_loss: Numeric;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
