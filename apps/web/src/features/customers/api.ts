/** The customer endpoints (apps/server/src/modules/parties and customer-statements) and their answers. */
export const CUSTOMER_PATH = 'customer/customer';
export const CUSTOMER_SAVE_PATH = 'customer';
export const CUSTOMER_LOOKUP = 'customer-list';
export const CUSTOMER_TYPE_LOOKUP = 'general/customer-type/list';
export const DETAIL_STATEMENT_PATH = 'customer/detail-account-statement';
export const SUMMARY_STATEMENT_PATH = 'customer/summary-account-statement';
export const MAX_DEBIT_ABILITY = 'upsert_customer_max_debit_amount';
/** The attachment model type of a customer. */
export const CUSTOMER_MODEL = 'customer';

export interface CurrencyBalance {
  currency_code: string;
  balance: string;
}

export interface CustomFieldValue {
  base_custom_field_id: string;
  base_custom_field_name: string;
  field_type?: string;
  is_required?: boolean;
  field_value: string | null;
}

export interface CustomerRecord {
  id: string;
  code: string;
  name: string;
  inventory_id: string;
  phone: string;
  custom_code: string | null;
  email: string | null;
  customer_type_id: string | null;
  id_card_no: string | null;
  id_card_type: string | null;
  id_card_place: string | null;
  id_card_date: string | null;
  address: string | null;
  discount: string;
  price_type: number;
  additional_profit_percentage: string;
  receipt_due_day: number | null;
  status: number;
  inventory_ids: string[];
  max_amounts?: { currency_code: string; amount: string }[];
  balance: CurrencyBalance[];
  custom_fields: CustomFieldValue[];
}

export interface StatementLine {
  id: string;
  date: string;
  invoice_id: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
}

export interface CustomerStatement {
  customer: { id: string; code: string; name: string };
  currency_code: string;
  opening_balance: string;
  data: StatementLine[];
  total_debit: string;
  total_credit: string;
  closing_balance: string;
}

export interface SummaryRow {
  customer_id: string;
  code: string;
  name: string;
  phone: string | null;
  currency_code: string;
  opening_balance: string;
  debit: string;
  credit: string;
  closing_balance: string;
}

/** The list answers balances as JSON (an array) or its text; both are accepted. */
export function parseBalances(value: unknown): CurrencyBalance[] {
  if (Array.isArray(value)) return value as CurrencyBalance[];
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return JSON.parse(value) as CurrencyBalance[];
    } catch {
      return [];
    }
  }
  return [];
}
