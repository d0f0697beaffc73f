import { defineTable, type TableDecl } from '../endpoints/table.js';
import { RAW_EDIT_PATHS } from '../raw-edit.js';
import { STOCK_REPORTS, type StockReportName, stockReportPath } from '../stock-reports.js';

/** A report under `report/<name>`, behind its ability `report_<name with underscores>`. */
const report = (name: string): TableDecl =>
  defineTable({ path: `report/${name}`, tag: 'reports', access: [`report_${name.replaceAll('-', '_')}`] });

const reports = <N extends string>(names: readonly N[]) =>
  Object.fromEntries(names.map((n) => [n, report(n)])) as Record<N, TableDecl>;

/** The sales reports (modules/sales/reports.ts registers each name's spec). */
export const SALE_REPORT_TABLES = reports([
  'sale-items',
  'sale-return-items',
  'sale-total',
  'daily-sale',
  'sale-sale-return',
  'top-selling-product',
  'sales-per-customers',
  'profit-total',
  'sale-additional',
  'sale-additional-by-employee',
] as const);

/** The accounting reports (modules/accounting/reports.ts). */
export const ACCOUNTING_REPORT_TABLES = reports([
  'total-expenses-by-category',
  'expense-details-by-category',
  'journal-entry',
  'summary-comparison',
  'credit-debit-summary',
] as const);

/** The purchase reports (modules/purchasing/report-routes.ts). */
export const PURCHASE_REPORT_TABLES = reports([
  'purchase-items',
  'purchase-return-items',
  'product-average-purchase-price',
  'summary-product-average-purchase-price',
  'product-average-purchase-price-comparison',
  'item-purchase-comparison',
  'product-min-purchase-price',
  'products-per-supplier',
] as const);

/** The stock reports (modules/stock-reports), each behind its ability in STOCK_REPORTS. */
export const STOCK_REPORT_TABLES = Object.fromEntries(
  (Object.entries(STOCK_REPORTS) as [StockReportName, string][]).map(([name, ability]) => [
    name,
    defineTable({ path: stockReportPath(name), tag: 'reports', access: [ability] }),
  ]),
) as unknown as Record<StockReportName, TableDecl>;

/** The raw-edit grids: each line of a report corrected in place (`rawEditEndpoints`). */
export const RAW_EDIT_TABLES = {
  purchase: defineTable({
    path: RAW_EDIT_PATHS.purchase,
    tag: 'reports',
    access: ['report_purchase_items_raw_edit'],
  }),
  sale: defineTable({ path: RAW_EDIT_PATHS.sale, tag: 'reports', access: ['report_sale_items_raw_edit'] }),
};
