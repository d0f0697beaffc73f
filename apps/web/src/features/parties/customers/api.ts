import {
  type CurrencyBalance,
  type CustomerRecord,
  type CustomerStatement,
  type CustomerSummaryRow,
  type CustomFieldValue,
  customerEndpoints,
  type StatementLine,
} from '@bb/contracts';

/** The customer endpoints (apps/server/src/modules/parties, with its customer-statements) and their answers. */
export const CUSTOMER_PATH = 'customer/customer';
export const CUSTOMER_LOOKUP = customerEndpoints.lookup.path;
export const CUSTOMER_TYPE_LOOKUP = 'general/customer-type/list';
export const SUMMARY_STATEMENT_PATH = customerEndpoints.summaryStatement.path;
export const MAX_DEBIT_ABILITY = 'upsert_customer_max_debit_amount';
/** The attachment model type of a customer. */
export const CUSTOMER_MODEL = 'customer';

export type { CurrencyBalance, CustomerRecord, CustomerStatement, CustomFieldValue, StatementLine };

export type SummaryRow = CustomerSummaryRow;

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
