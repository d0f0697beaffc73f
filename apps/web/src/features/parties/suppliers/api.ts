import {
  type CurrencyBalance,
  type CustomFieldValue,
  type OneCurrencyLine,
  type OneCurrencyStatement,
  type StatementLine,
  type SupplierRecord,
  type SupplierStatement,
  type SupplierSummaryRow,
  supplierEndpoints,
} from '@bb/contracts';

/** The supplier endpoints (apps/server/src/modules/parties) and their answers. */
export const SUPPLIER_PATH = 'supplier/supplier';
export const SUPPLIER_LOOKUP = supplierEndpoints.lookup.path;

export type { CurrencyBalance, CustomFieldValue, StatementLine, SupplierRecord, SupplierStatement };

export const SUPPLIER_ONE_CURRENCY_PATH = supplierEndpoints.oneCurrencyStatement.path;
export const SUPPLIER_SUMMARY_PATH = supplierEndpoints.summaryStatement.path;

export type { OneCurrencyLine, OneCurrencyStatement, SupplierSummaryRow };
