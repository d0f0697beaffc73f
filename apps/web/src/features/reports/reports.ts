import { ACCOUNTING_REPORTS } from './accounting-reports';
import { PURCHASE_REPORTS } from './purchase-reports';
import { SALE_REPORTS } from './sales-reports';
import { STOCK_REPORTS_DECLARED } from './stock-reports';
import type { ReportDef } from './types';

/** Every declared report: sales, purchases, stock, then accounting. */
export const REPORTS: readonly ReportDef[] = [
  ...SALE_REPORTS,
  ...PURCHASE_REPORTS,
  ...STOCK_REPORTS_DECLARED,
  ...ACCOUNTING_REPORTS,
];

/** Route ids of the sales and purchases report groups that have no list on the server yet (no screen). */
export const REPORTS_WITHOUT_SCREEN: readonly string[] = [];

/**
 * Report routes of those groups with a bespoke screen (not a declared table-protocol report): the product
 * purchase history and the two raw-edit grids (raw-edit-reports.ts).
 */
export const BESPOKE_REPORT_SCREENS = [
  'report.product_purchase_history',
  'report.purchase_items_raw_edit',
  'report.sale_items_raw_edit',
] as const;

export function reportOf(route: string): ReportDef {
  const def = REPORTS.find((r) => r.route === route);
  if (!def) throw new Error(`No report is declared for route ${route}`);
  return def;
}
