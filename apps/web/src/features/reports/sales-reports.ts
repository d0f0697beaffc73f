import { SALE_REPORT_TABLES, type TableDecl } from '@bb/contracts';
import { currency, date, each, money, number, quantity, status, text } from './columns';
import type { ReportColumn, ReportDef } from './types';

/**
 * The reports fed by sales (server: modules/sales/reports.ts, /api/report/...). Grouped reports mark
 * their sums `aggregate` as the server does, so their header filters go as `having_number`.
 */

/** Sale lines and sale-return lines (the server's saleItemTable). */
const itemColumns: ReportColumn[] = [
  text('invoice_id'),
  date('sale_date'),
  text('name', { label: 'item_name' }),
  text('barcode'),
  text('batch_number', { hidden: true }),
  date('expire_date', { hidden: true }),
  quantity('sale_quantity', { label: 'quantity' }),
  money('sale_price'),
  money('total_sale_price'),
  money('cost', { hidden: true }),
  money('total_cost'),
  money('profit'),
  currency,
  text('customer_name', { label: 'customer' }),
  text('user_name', { label: 'user', hidden: true }),
  text('inventory_name', { label: 'inventory', hidden: true }),
  status('status', { hidden: true }),
];
const itemReport = (route: string, table: TableDecl): ReportDef => ({
  route,
  table,
  group: 'sales',
  columns: itemColumns,
  dateRange: true,
  currency: true,
  inventory: true,
  footer: ['sale_quantity', 'total_sale_price', 'total_cost', 'profit'],
});

/** One row per day and currency (daily-sale and sale-sale-return share the server's list). */
const dailyReport = (route: string, table: TableDecl, profitHidden: boolean): ReportDef => ({
  route,
  table,
  group: 'sales',
  columns: [
    date('sale_date'),
    currency,
    number('sale_count'),
    number('return_count'),
    money('sale_total'),
    money('return_total'),
    money('net_total'),
    money('profit', { hidden: profitHidden }),
  ],
  dateRange: true,
  currency: true,
  inventory: false,
  footer: ['sale_count', 'return_count', 'sale_total', 'return_total', 'net_total', 'profit'],
  defaultSort: { key: 'sale_date', dir: 'desc' },
});

const grouped = { aggregate: true };

export const SALE_REPORTS: ReportDef[] = [
  itemReport('report.sale_items', SALE_REPORT_TABLES['sale-items']),
  itemReport('report.sale_return_items', SALE_REPORT_TABLES['sale-return-items']),
  {
    route: 'report.sale_total',
    table: SALE_REPORT_TABLES['sale-total'],
    group: 'sales',
    columns: [
      currency,
      text('inventory_name', { label: 'inventory' }),
      ...each(
        grouped,
        number('sale_count'),
        number('return_count'),
        money('subtotal', { hidden: true }),
        money('discount', { label: 'discount_amount', hidden: true }),
        money('sale_total'),
        money('return_total'),
        money('net_total'),
        money('cash'),
        money('debit'),
      ),
    ],
    dateRange: true,
    currency: true,
    inventory: true,
    footer: ['sale_total', 'return_total', 'net_total', 'cash', 'debit'],
  },
  dailyReport('report.daily_sale', SALE_REPORT_TABLES['daily-sale'], false),
  dailyReport('report.sale_sale_return', SALE_REPORT_TABLES['sale-sale-return'], true),
  {
    route: 'report.top_selling_product',
    table: SALE_REPORT_TABLES['top-selling-product'],
    group: 'sales',
    columns: [
      text('name', { label: 'item_name' }),
      text('barcode'),
      currency,
      ...each(grouped, quantity('quantity'), money('total_sale_price'), money('profit')),
    ],
    dateRange: true,
    currency: true,
    inventory: false,
    footer: ['quantity', 'total_sale_price', 'profit'],
    defaultSort: { key: 'quantity', dir: 'desc' },
  },
  {
    route: 'report.sales_per_customers',
    table: SALE_REPORT_TABLES['sales-per-customers'],
    group: 'sales',
    columns: [
      text('customer_name', { label: 'customer' }),
      text('phone'),
      currency,
      ...each(
        grouped,
        number('sale_count'),
        money('sale_total'),
        money('return_total'),
        money('net_total'),
        money('debit'),
      ),
    ],
    dateRange: true,
    currency: true,
    inventory: false,
    footer: ['sale_total', 'return_total', 'net_total', 'debit'],
    defaultSort: { key: 'net_total', dir: 'desc' },
  },
  {
    route: 'report.profit_total',
    table: SALE_REPORT_TABLES['profit-total'],
    group: 'sales',
    columns: [
      currency,
      ...each(grouped, money('revenue'), money('cost'), money('extras_cost'), money('profit')),
    ],
    dateRange: true,
    currency: true,
    inventory: false,
    footer: ['revenue', 'cost', 'extras_cost', 'profit'],
  },
  {
    route: 'report.sale_additional',
    table: SALE_REPORT_TABLES['sale-additional'],
    group: 'sales',
    columns: [
      text('invoice_id'),
      date('sale_date'),
      text('name', { label: 'extra_name' }),
      text('user_name', { label: 'employee' }),
      text('note', { hidden: true }),
      money('price'),
      money('cost'),
      money('profit'),
      currency,
    ],
    dateRange: true,
    currency: true,
    inventory: false,
    footer: ['price', 'cost', 'profit'],
  },
  {
    route: 'report.sale_additional_by_employee',
    table: SALE_REPORT_TABLES['sale-additional-by-employee'],
    group: 'sales',
    columns: [
      text('user_name', { label: 'employee' }),
      text('name', { label: 'extra_name' }),
      currency,
      ...each(grouped, number('count'), money('price'), money('cost'), money('profit')),
    ],
    dateRange: true,
    currency: true,
    inventory: false,
    footer: ['price', 'cost', 'profit'],
  },
];
