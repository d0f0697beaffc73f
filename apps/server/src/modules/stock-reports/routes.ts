import { STOCK_REPORT_TABLES, type StockReportName } from '@bb/contracts';
import type { App } from '../../platform/app-types.js';
import { registerTable } from '../../platform/table/routes.js';
import type { TableSpec } from '../../platform/table/spec.js';
import {
  productsIDontHaveReport,
  productsNotInStockReport,
  productsOnlyIHaveReport,
  transferPerItemsReport,
} from './branch-sets.js';
import {
  expiredProductReport,
  lowQuantityReport,
  needProductReport,
  productsReport,
} from './stock-levels.js';

/** Each declared stock report's table spec and the export's default title. */
export const STOCK_REPORT_SPECS: Record<StockReportName, { spec: TableSpec; title: string }> = {
  products: { spec: productsReport, title: 'Products' },
  'expired-product': { spec: expiredProductReport, title: 'Expired products' },
  'need-product': { spec: needProductReport, title: 'Need products' },
  'notify-low-quantity-product': { spec: lowQuantityReport, title: 'Low quantity products' },
  'products-i-dont-have': { spec: productsIDontHaveReport, title: "Products I don't have" },
  'products-only-i-have': { spec: productsOnlyIHaveReport, title: 'Products only I have' },
  'products-not-in-current-stock': { spec: productsNotInStockReport, title: 'Products not in current stock' },
  'transfer-per-items': { spec: transferPerItemsReport, title: 'Transfers per item' },
};

/** The stock reports of contracts' STOCK_REPORTS under /api/report/...: table-protocol lists with xlsx export. */
export async function stockReportRoutes(app: App): Promise<void> {
  for (const [name, { spec, title }] of Object.entries(STOCK_REPORT_SPECS)) {
    registerTable(app, STOCK_REPORT_TABLES[name as StockReportName], spec, { title });
  }
}
