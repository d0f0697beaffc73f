import { PURCHASE_REPORT_TABLES } from '@bb/contracts';
import type { App } from '../../platform/app-types.js';
import { registerTable } from '../../platform/table/routes.js';
import type { TableSpec } from '../../platform/table/spec.js';
import {
  averagePriceComparisonReport,
  averagePriceReport,
  averagePriceSummaryReport,
  itemPurchaseComparisonReport,
  minPriceReport,
  productsPerSupplierReport,
  purchaseItemsReport,
  purchaseReturnItemsReport,
} from './reports.js';

const REPORTS: [
  path: keyof typeof PURCHASE_REPORT_TABLES,
  ability: string,
  title: string,
  spec: TableSpec,
][] = [
  ['purchase-items', 'report_purchase_items', 'Purchase items', purchaseItemsReport],
  [
    'purchase-return-items',
    'report_purchase_return_items',
    'Purchase return items',
    purchaseReturnItemsReport,
  ],
  [
    'product-average-purchase-price',
    'report_product_average_purchase_price',
    'Product average purchase price',
    averagePriceReport,
  ],
  [
    'summary-product-average-purchase-price',
    'report_summary_product_average_purchase_price',
    'Summary product average purchase price',
    averagePriceSummaryReport,
  ],
  [
    'product-average-purchase-price-comparison',
    'report_product_average_purchase_price_comparison',
    'Product average purchase price comparison',
    averagePriceComparisonReport,
  ],
  [
    'item-purchase-comparison',
    'report_item_purchase_comparison',
    'Item purchase comparison',
    itemPurchaseComparisonReport,
  ],
  [
    'product-min-purchase-price',
    'report_product_min_purchase_price',
    'Product min purchase price',
    minPriceReport,
  ],
  [
    'products-per-supplier',
    'report_products_per_supplier',
    'Products per supplier',
    productsPerSupplierReport,
  ],
];

/** The purchase reports under /api/report/...: each a table-protocol list with its xlsx export. */
export async function purchaseReportRoutes(app: App): Promise<void> {
  for (const [path, ability, title, spec] of REPORTS) {
    if (PURCHASE_REPORT_TABLES[path].access[0] !== ability)
      throw new Error(`report ${path}: ability ${ability}`);
    registerTable(app, PURCHASE_REPORT_TABLES[path], spec, { title });
  }
}
