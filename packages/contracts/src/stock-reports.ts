/**
 * The stock reports (app-shell.md section 2, Reports; issue 21): eight table-protocol lists under
 * `/api/report/<name>` (GET or POST `/list`, POST `/export` streaming xlsx), each behind its report ability.
 * Declared once here: the server registers each name's table spec (modules/stock-reports) and the web's
 * report declarations read the same path (features/reports/stock-reports.ts).
 */
export const STOCK_REPORTS = {
  /** Stock per item, branch and currency with its value at cost and at sale price. */
  products: 'report_products',
  /** Lots in stock that have expired or expire by `end_date` (the web sends today + N days). */
  'expired-product': 'report_expired_product',
  /** Items under their minimum quantity in a branch (none on hand counts), the quantity to order and the last purchase. */
  'need-product': 'report_need_product',
  /** What the low-quantity notification counts: items stocked in a branch whose lots there sum under the minimum. */
  'notify-low-quantity-product': 'report_notify_low_quantity_product',
  /** Items other branches hold that a branch does not. */
  'products-i-dont-have': 'report_products_i_dont_have',
  /** Items a branch holds that no other branch does. */
  'products-only-i-have': 'report_products_only_i_have',
  /** Stocked items of the catalogue with nothing on hand in a branch. */
  'products-not-in-current-stock': 'report_products_not_in_current_stock',
  /** Units transferred in and out per item and branch over a period. */
  'transfer-per-items': 'report_transfer_per_items',
} as const;

export type StockReportName = keyof typeof STOCK_REPORTS;
export const STOCK_REPORT_NAMES = Object.keys(STOCK_REPORTS) as StockReportName[];

/** The API path of a stock report (without `/api/`). */
export const stockReportPath = (name: StockReportName): string => `report/${name}`;
