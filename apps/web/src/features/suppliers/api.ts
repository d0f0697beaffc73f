/** The supplier endpoints (apps/server/src/modules/parties) and their answers. */
export const SUPPLIER_PATH = 'supplier/supplier';
export const SUPPLIER_SAVE_PATH = 'supplier';
export const SUPPLIER_LOOKUP = 'supplier-list';
export const SUPPLIER_STATEMENT_PATH = 'supplier/detail-account-statement';

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

export interface SupplierRecord {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  status: number;
  balance: CurrencyBalance[];
  custom_fields: CustomFieldValue[];
}

export interface StatementLine {
  id: string;
  date: string;
  document_type: string;
  document_id: string | null;
  invoice_id: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
}

export interface SupplierStatement {
  supplier: { id: string; name: string };
  currency_code: string;
  opening_balance: string;
  data: StatementLine[];
  total_debit: string;
  total_credit: string;
  closing_balance: string;
}

export const SUPPLIER_ONE_CURRENCY_PATH = 'supplier/detail-account-statement-all-in-one-currency';
export const SUPPLIER_SUMMARY_PATH = 'supplier/summary-account-statement';

/** A line of the one-currency statement: as posted (currency, amount) and converted (debit, credit). */
export interface OneCurrencyLine extends StatementLine {
  currency_code: string;
  amount: string;
  base_amount: string;
  /** The line's own rate: base units per one unit of its currency. */
  line_rate: string;
  /** Base units per one unit of the chosen currency used to convert; null when none was needed. */
  rate: string | null;
}

export interface OneCurrencyStatement extends Omit<SupplierStatement, 'data'> {
  base_currency_code: string;
  data: OneCurrencyLine[];
}

export interface SupplierSummaryRow {
  supplier_id: string;
  name: string;
  phone: string | null;
  currency_code: string;
  opening_balance: string;
  debit: string;
  credit: string;
  closing_balance: string;
}
