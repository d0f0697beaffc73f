import { STOCK_REPORT_TABLES } from '@bb/contracts';
import { currency, date, money, number, quantity, text } from './columns';
import type { ReportColumn, ReportDef } from './types';

/**
 * The stock reports (server: modules/stock-reports; paths and abilities: STOCK_REPORTS in contracts).
 * Money is in the row's currency, beside the value at base cost (the one total that may cross
 * currencies). The branch-comparing reports start on the user's default branch (`oneBranch`).
 */

const item: ReportColumn[] = [text('item_name'), text('barcode')];
const branch = text('inventory_name', { label: 'inventory' });
const byItemName = { key: 'item_name', dir: 'asc' } as const;
const base = { dateRange: false, currency: false, inventory: true, group: 'stock' } as const;

export const STOCK_REPORTS_DECLARED: ReportDef[] = [
  {
    ...base,
    route: 'report.products',
    table: STOCK_REPORT_TABLES.products,
    columns: [
      ...item,
      branch,
      quantity('quantity'),
      number('lots', { hidden: true }),
      money('cost_value'),
      money('sale_value'),
      currency,
      money('base_cost_value', { baseCurrency: true }),
    ],
    currency: true,
    footer: ['quantity', 'lots', 'base_cost_value'],
    defaultSort: byItemName,
  },
  {
    ...base,
    route: 'report.expired_product',
    table: STOCK_REPORT_TABLES['expired-product'],
    columns: [
      ...item,
      branch,
      text('batch_number'),
      date('expire_date'),
      number('days_left'),
      quantity('quantity'),
      money('cost', { hidden: true }),
      money('cost_value', { hidden: true }),
      currency,
      money('base_cost_value', { baseCurrency: true }),
    ],
    currency: true,
    expiryDays: true,
    footer: ['quantity', 'base_cost_value'],
    defaultSort: { key: 'expire_date', dir: 'asc' },
  },
  {
    ...base,
    route: 'report.need_product',
    table: STOCK_REPORT_TABLES['need-product'],
    columns: [
      ...item,
      branch,
      quantity('min_quantity'),
      quantity('quantity'),
      quantity('to_order'),
      text('supplier_name', { label: 'supplier' }),
      money('last_price'),
      currency,
      date('last_purchase_date'),
    ],
    currency: true,
    footer: ['quantity', 'to_order'],
    defaultSort: byItemName,
  },
  {
    ...base,
    route: 'report.notify_low_quantity_product',
    table: STOCK_REPORT_TABLES['notify-low-quantity-product'],
    columns: [
      ...item,
      branch,
      quantity('min_quantity'),
      quantity('quantity'),
      quantity('shortage'),
      number('lots', { hidden: true }),
    ],
    footer: ['quantity', 'shortage'],
    defaultSort: byItemName,
  },
  {
    ...base,
    route: 'report.products_i_dont_have',
    table: STOCK_REPORT_TABLES['products-i-dont-have'],
    columns: [
      ...item,
      branch,
      quantity('other_quantity'),
      number('other_branches'),
      text('other_branch_names', { noSort: true }),
    ],
    oneBranch: true,
    // no footer: what the others hold is read for the rows shown only (server, migration 0071)
    footer: [],
    defaultSort: byItemName,
  },
  {
    ...base,
    route: 'report.products_only_i_have',
    table: STOCK_REPORT_TABLES['products-only-i-have'],
    columns: [...item, branch, quantity('quantity')],
    oneBranch: true,
    footer: ['quantity'],
    defaultSort: byItemName,
  },
  {
    ...base,
    route: 'report.products_not_in_current_stock',
    table: STOCK_REPORT_TABLES['products-not-in-current-stock'],
    columns: [
      ...item,
      branch,
      quantity('min_quantity'),
      quantity('other_quantity'),
      number('other_branches'),
    ],
    oneBranch: true,
    footer: [],
    defaultSort: byItemName,
  },
  {
    ...base,
    route: 'report.transfer_per_items',
    table: STOCK_REPORT_TABLES['transfer-per-items'],
    columns: [
      ...item,
      branch,
      quantity('quantity_in'),
      quantity('quantity_out'),
      quantity('net'),
      number('transfers'),
      date('last_date'),
    ],
    dateRange: true,
    footer: ['quantity_in', 'quantity_out', 'net'],
    defaultSort: byItemName,
  },
];
