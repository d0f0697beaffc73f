import type { Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The cash module's tables, merged into the one `Database` interface the tenant handle is typed with. */
declare module '../../platform/db/schema.js' {
  interface Database {
    exchange_rates: ExchangeRatesTable;
    cash_boxes: CashBoxesTable;
    money_documents: MoneyDocumentsTable;
  }
}

export interface ExchangeRatesTable {
  tenant_id: Id;
  id: GeneratedId;
  currency_code_from: string;
  currency_code_to: string;
  exchange_rate: Numeric;
  type: number;
  valid_from: CreatedAt;
  created_by: Id | null;
}

export interface CashBoxesTable {
  tenant_id: Id;
  id: GeneratedId;
  code: string;
  name: string;
  currency_code: string;
  inventory_id: Id | null;
  for_user_id: Id | null;
  is_default: Generated<boolean>;
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface MoneyDocumentsTable {
  tenant_id: Id;
  id: GeneratedId;
  kind: string;
  number: Id;
  invoice_id: string;
  date: string;
  inventory_id: Id | null;
  cash_box_id: Id | null;
  customer_id: Id | null;
  supplier_id: Id | null;
  amount: Numeric;
  currency_code: string;
  exchange_rate: Numeric;
  expense_category_id: Id | null;
  income_type_id: Id | null;
  general_payment_category_id: Id | null;
  loss_type_id: Id | null;
  shareholder_id: Id | null;
  to_cash_box_id: Id | null;
  to_amount: Numeric | null;
  to_currency_code: string | null;
  direction: 'in' | 'out' | null;
  note: string | null;
  journal_entry_id: Id | null;
  /** Set on a customer debt a subscription charged (it credits income). */
  customer_subscription_id: Generated<Id | null>;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
