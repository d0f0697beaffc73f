import { SALE_REPORT_TABLES } from '@bb/contracts';
import { sql } from 'kysely';
import type { App } from '../../platform/app-types.js';
import { dateRange, reportDate } from '../../platform/table/report-range.js';
import { registerTable } from '../../platform/table/routes.js';
import type { ColumnSpec, TableContext, TableSpec } from '../../platform/table/spec.js';
import { saleItemTable } from './tables.js';

/**
 * Reports fed by sales (issue 8, item 6), each a table-protocol list with export under /api/report/.
 * Grouped reports apply the date range to the sales before grouping (platform/table/report-range.ts).
 */
function scope(ctx: TableContext) {
  if (ctx.auth.isSuperuser) return sql``;
  return sql`and s.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

const num = (aggregate = true): ColumnSpec => ({ kind: 'number', aggregate });
const text: ColumnSpec = { kind: 'text' };

/** Per currency (and branch): sales, returns and what they earned. */
const saleTotal: TableSpec = {
  source: (_tx, q, ctx) => sql`(select row_number() over (order by s.currency_code, s.inventory_id) as id,
      ${reportDate(q)} as report_date, s.currency_code, s.inventory_id, max(i.name) as inventory_name,
      count(*) filter (where not s.is_return) as sale_count,
      count(*) filter (where s.is_return) as return_count,
      coalesce(sum(s.subtotal) filter (where not s.is_return), 0) as subtotal,
      coalesce(sum(s.discount_amount + s.minus) filter (where not s.is_return), 0) as discount,
      coalesce(sum(s.total) filter (where not s.is_return), 0) as sale_total,
      coalesce(sum(s.total) filter (where s.is_return), 0) as return_total,
      coalesce(sum(case when s.is_return then -s.total else s.total end), 0) as net_total,
      coalesce(sum(s.cash) filter (where not s.is_return), 0) as cash,
      coalesce(sum(s.debit) filter (where not s.is_return), 0) as debit
    from sales s left join inventories i on i.tenant_id = s.tenant_id and i.id = s.inventory_id
    where ${dateRange(q, sql`s.sale_date`)} ${scope(ctx)}
    group by s.currency_code, s.inventory_id)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    currency_code: text,
    inventory_id: { kind: 'id' },
    inventory_name: text,
    sale_count: num(),
    return_count: num(),
    subtotal: num(),
    discount: num(),
    sale_total: num(),
    return_total: num(),
    net_total: num(),
    cash: num(),
    debit: num(),
  },
  dateColumn: 'report_date',
  currencyColumn: 'currency_code',
  footer: ['sale_total', 'return_total', 'net_total', 'cash', 'debit'],
};

/** One row per day and currency: sales, returns and the net (daily-sale and sale-sale-return). */
const dailySale: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select row_number() over (order by s.sale_date, s.currency_code) as id,
      s.sale_date, s.currency_code,
      count(*) filter (where not s.is_return) as sale_count,
      count(*) filter (where s.is_return) as return_count,
      coalesce(sum(s.total) filter (where not s.is_return), 0) as sale_total,
      coalesce(sum(s.total) filter (where s.is_return), 0) as return_total,
      coalesce(sum(case when s.is_return then -s.total else s.total end), 0) as net_total,
      coalesce(sum(case when s.is_return then -(s.total - s.cost_total - s.extras_cost)
        else s.total - s.cost_total - s.extras_cost end), 0) as profit
    from sales s where true ${scope(ctx)}
    group by s.sale_date, s.currency_code)`,
  columns: {
    id: { kind: 'id' },
    sale_date: { kind: 'date' },
    currency_code: text,
    sale_count: num(false),
    return_count: num(false),
    sale_total: num(false),
    return_total: num(false),
    net_total: num(false),
    profit: num(false),
  },
  dateColumn: 'sale_date',
  currencyColumn: 'currency_code',
  footer: ['sale_count', 'return_count', 'sale_total', 'return_total', 'net_total', 'profit'],
  defaultSort: 'sale_date',
};

/** Items by quantity sold (net of returns) in the range. */
const topSelling: TableSpec = {
  source: (_tx, q, ctx) => sql`(select d.item_id as id, ${reportDate(q)} as report_date, d.item_id,
      max(it.name) as name, max(it.barcode) as barcode, s.currency_code,
      sum(case when s.is_return then -d.sale_quantity else d.sale_quantity end) as quantity,
      sum(case when s.is_return then -d.total_sale_price else d.total_sale_price end) as total_sale_price,
      sum(case when s.is_return then -(d.total_sale_price - d.total_cost) else d.total_sale_price - d.total_cost end) as profit
    from sale_details d
    join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
    join items it on it.tenant_id = d.tenant_id and it.id = d.item_id
    where ${dateRange(q, sql`s.sale_date`)} ${scope(ctx)}
    group by d.item_id, s.currency_code)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    item_id: { kind: 'id' },
    name: { kind: 'text', search: true },
    barcode: { kind: 'text', search: true },
    currency_code: text,
    quantity: num(),
    total_sale_price: num(),
    profit: num(),
  },
  dateColumn: 'report_date',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'total_sale_price', 'profit'],
  defaultSort: 'quantity',
};

/** Per customer and currency: what they bought, returned and still owe from sales. */
const perCustomer: TableSpec = {
  source: (_tx, q, ctx) => sql`(select s.customer_id as id, ${reportDate(q)} as report_date, s.customer_id,
      max(c.name) as customer_name, max(c.phone) as phone, s.currency_code,
      count(*) filter (where not s.is_return) as sale_count,
      coalesce(sum(s.total) filter (where not s.is_return), 0) as sale_total,
      coalesce(sum(s.total) filter (where s.is_return), 0) as return_total,
      coalesce(sum(case when s.is_return then -s.total else s.total end), 0) as net_total,
      coalesce(sum(case when s.is_return then -s.debit else s.debit end), 0) as debit
    from sales s join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    where ${dateRange(q, sql`s.sale_date`)} ${scope(ctx)}
    group by s.customer_id, s.currency_code)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    phone: { kind: 'text', search: true },
    currency_code: text,
    sale_count: num(),
    sale_total: num(),
    return_total: num(),
    net_total: num(),
    debit: num(),
  },
  dateColumn: 'report_date',
  currencyColumn: 'currency_code',
  footer: ['sale_total', 'return_total', 'net_total', 'debit'],
  defaultSort: 'net_total',
};

/** Per currency: net revenue, net cost of goods, extras' cost and the profit. */
const profitTotal: TableSpec = {
  source: (_tx, q, ctx) => sql`(select row_number() over (order by s.currency_code) as id,
      ${reportDate(q)} as report_date, s.currency_code,
      coalesce(sum(case when s.is_return then -s.total else s.total end), 0) as revenue,
      coalesce(sum(case when s.is_return then -s.cost_total else s.cost_total end), 0) as cost,
      coalesce(sum(case when s.is_return then -s.extras_cost else s.extras_cost end), 0) as extras_cost,
      coalesce(sum(case when s.is_return then -(s.total - s.cost_total - s.extras_cost)
        else s.total - s.cost_total - s.extras_cost end), 0) as profit
    from sales s where ${dateRange(q, sql`s.sale_date`)} ${scope(ctx)}
    group by s.currency_code)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    currency_code: text,
    revenue: num(),
    cost: num(),
    extras_cost: num(),
    profit: num(),
  },
  dateColumn: 'report_date',
  currencyColumn: 'currency_code',
  footer: ['revenue', 'cost', 'extras_cost', 'profit'],
};

/** Every sale extra charged (sale-additional): the extras of the POS, with what they cost and earned. */
const saleAdditional: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select x.id, s.id as sale_id, s.invoice_id, s.sale_date, s.currency_code,
      s.user_id, u.name as user_name, x.sale_extra_id, e.name, x.note,
      case when s.is_return then -x.price else x.price end as price,
      case when s.is_return then -x.cost else x.cost end as cost,
      case when s.is_return then -(x.price - x.cost) else x.price - x.cost end as profit
    from sale_extra_lines x
    join sales s on s.tenant_id = x.tenant_id and s.id = x.sale_id
    join sale_extras e on e.tenant_id = x.tenant_id and e.id = x.sale_extra_id
    left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
    where true ${scope(ctx)})`,
  columns: {
    id: { kind: 'id' },
    sale_id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    sale_date: { kind: 'date' },
    currency_code: text,
    user_id: { kind: 'id' },
    user_name: { kind: 'text', search: true },
    sale_extra_id: { kind: 'id' },
    name: { kind: 'text', search: true },
    note: { kind: 'text', search: true },
    price: num(false),
    cost: num(false),
    profit: num(false),
  },
  dateColumn: 'sale_date',
  currencyColumn: 'currency_code',
  footer: ['price', 'cost', 'profit'],
};

/** Sale extras per employee (the seller), extra and currency in the range. */
const saleAdditionalByEmployee: TableSpec = {
  source: (
    _tx,
    q,
    ctx,
  ) => sql`(select row_number() over (order by s.user_id, x.sale_extra_id, s.currency_code) as id,
      ${reportDate(q)} as report_date, s.user_id, max(u.name) as user_name, x.sale_extra_id, max(e.name) as name,
      s.currency_code, count(*) as count,
      sum(case when s.is_return then -x.price else x.price end) as price,
      sum(case when s.is_return then -x.cost else x.cost end) as cost,
      sum(case when s.is_return then -(x.price - x.cost) else x.price - x.cost end) as profit
    from sale_extra_lines x
    join sales s on s.tenant_id = x.tenant_id and s.id = x.sale_id
    join sale_extras e on e.tenant_id = x.tenant_id and e.id = x.sale_extra_id
    left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
    where ${dateRange(q, sql`s.sale_date`)} ${scope(ctx)}
    group by s.user_id, x.sale_extra_id, s.currency_code)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    user_id: { kind: 'id' },
    user_name: { kind: 'text', search: true },
    sale_extra_id: { kind: 'id' },
    name: { kind: 'text', search: true },
    currency_code: text,
    count: num(),
    price: num(),
    cost: num(),
    profit: num(),
  },
  dateColumn: 'report_date',
  currencyColumn: 'currency_code',
  footer: ['price', 'cost', 'profit'],
};

export async function saleReportRoutes(app: App): Promise<void> {
  const reports: [keyof typeof SALE_REPORT_TABLES, TableSpec, string][] = [
    ['sale-items', saleItemTable({ isReturn: false, own: false }), 'Sale items'],
    ['sale-return-items', saleItemTable({ isReturn: true, own: false }), 'Sale return items'],
    ['sale-total', saleTotal, 'Sale total'],
    ['daily-sale', dailySale, 'Daily sale'],
    ['sale-sale-return', dailySale, 'Sale vs sale return'],
    ['top-selling-product', topSelling, 'Top-selling products'],
    ['sales-per-customers', perCustomer, 'Sales per customer'],
    ['profit-total', profitTotal, 'Profit total'],
    ['sale-additional', saleAdditional, 'Sale additional'],
    ['sale-additional-by-employee', saleAdditionalByEmployee, 'Sale additional by employee'],
  ];
  for (const [name, spec, title] of reports) {
    registerTable(app, SALE_REPORT_TABLES[name], spec, { title });
  }
}
