import type { TableQuery } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ColumnSpec, TableSpec } from '../../platform/table/spec.js';

/**
 * Purchase reports (app-shell.md section 2, Reports): table-protocol lists over purchase lines. Grouped
 * reports apply the date range before grouping (start_date/end_date/year on the purchase date; their
 * declared date column, the last purchase date, then always lies inside it); every other filter, the
 * search and the sort work on the grouped rows.
 */
const range = (q: TableQuery, column: RawBuilder<unknown>) =>
  sql`${q.start_date ? sql`${column} >= ${q.start_date}::date` : sql`true`}
    and ${q.end_date ? sql`${column} <= ${q.end_date}::date` : sql`true`}
    and ${q.year ? sql`extract(year from ${column}) = ${q.year}` : sql`true`}`;

/** Purchase lines joined with their document, item, supplier and branch. */
const LINES = sql`purchase_details d
  join purchases p on p.tenant_id = d.tenant_id and p.id = d.purchase_id
  join items it on it.tenant_id = d.tenant_id and it.id = d.item_id
  join suppliers s on s.tenant_id = p.tenant_id and s.id = p.supplier_id
  join inventories inv on inv.tenant_id = p.tenant_id and inv.id = p.inventory_id`;

const text = (search = false): ColumnSpec => ({ kind: 'text', search });
const num = (): ColumnSpec => ({ kind: 'number' });
const id: ColumnSpec = { kind: 'id' };

const itemColumns = { item_id: id, item_name: text(true), barcode: text(true), currency_code: text() };

/** Every purchase line: report/purchase-items. */
export const purchaseItemsReport: TableSpec = {
  source: () => sql`(select d.id, p.id as purchase_id, p.invoice_id, p.purchase_date, p.supplier_id,
      s.name as supplier_name, p.inventory_id, inv.name as inventory_name, d.item_id, it.name as item_name,
      it.barcode, d.product_id, d.batch_number, d.expire_date, d.quantity, d.bonus,
      d.purchase_price_before_discount, d.discount, d.purchase_price, d.cost, d.sale_price, d.wholesale_price,
      (d.quantity * d.purchase_price)::numeric(24,6) as total, p.currency_code, p.exchange_rate
    from ${LINES})`,
  columns: {
    id,
    purchase_id: id,
    invoice_id: text(true),
    purchase_date: { kind: 'date' },
    supplier_id: id,
    supplier_name: text(true),
    inventory_id: id,
    inventory_name: text(),
    ...itemColumns,
    product_id: id,
    batch_number: text(true),
    expire_date: { kind: 'date' },
    quantity: num(),
    bonus: num(),
    purchase_price_before_discount: num(),
    discount: num(),
    purchase_price: num(),
    cost: num(),
    sale_price: num(),
    wholesale_price: num(),
    total: num(),
    exchange_rate: num(),
  },
  dateColumn: 'purchase_date',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'bonus', 'total'],
};

/** Every purchase return line: report/purchase-return-items. */
export const purchaseReturnItemsReport: TableSpec = {
  source: () => sql`(select l.id, r.id as purchase_return_id, r.invoice_id, r.date, r.supplier_id,
      s.name as supplier_name, r.inventory_id, inv.name as inventory_name, l.item_id, it.name as item_name,
      it.barcode, l.product_id, pr.batch_number, pr.expire_date, l.quantity, l.price, (l.quantity * l.price)::numeric(24,6) as total,
      l.base_unit_cost, r.currency_code
    from purchase_return_lines l
    join purchase_returns r on r.tenant_id = l.tenant_id and r.id = l.purchase_return_id
    join items it on it.tenant_id = l.tenant_id and it.id = l.item_id
    join products pr on pr.tenant_id = l.tenant_id and pr.id = l.product_id
    join suppliers s on s.tenant_id = r.tenant_id and s.id = r.supplier_id
    join inventories inv on inv.tenant_id = r.tenant_id and inv.id = r.inventory_id)`,
  columns: {
    id,
    purchase_return_id: id,
    invoice_id: text(true),
    date: { kind: 'date' },
    supplier_id: id,
    supplier_name: text(true),
    inventory_id: id,
    inventory_name: text(),
    ...itemColumns,
    product_id: id,
    batch_number: text(true),
    expire_date: { kind: 'date' },
    quantity: num(),
    price: num(),
    total: num(),
    base_unit_cost: num(),
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'total'],
};

const averages = sql`sum(d.quantity) as quantity, sum(d.bonus) as bonus,
  sum(d.quantity * d.purchase_price)::numeric(24,6) as total,
  round(sum(d.quantity * d.purchase_price) / nullif(sum(d.quantity), 0), 6) as average_price,
  min(d.purchase_price) as min_price, max(d.purchase_price) as max_price, count(distinct p.id)::int as purchases,
  max(p.purchase_date) as last_purchase_date`;
const averageColumns = {
  quantity: num(),
  bonus: num(),
  total: num(),
  average_price: num(),
  min_price: num(),
  max_price: num(),
  purchases: num(),
  last_purchase_date: { kind: 'date' },
} satisfies Record<string, ColumnSpec>;

/** Average purchase price per item and currency: report/product-average-purchase-price. */
export const averagePriceReport: TableSpec = {
  source: (_tx, q) => sql`(select row_number() over (order by d.item_id, p.currency_code) as id, d.item_id,
      it.name as item_name, it.barcode, p.currency_code, ${averages}
    from ${LINES} where ${range(q, sql`p.purchase_date`)}
    group by d.item_id, it.name, it.barcode, p.currency_code)`,
  columns: { id, ...itemColumns, ...averageColumns },
  dateColumn: 'last_purchase_date',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'total'],
  defaultSort: 'item_name',
};

/**
 * The summary in base currency, all currencies together: units received (with bonus), their value at
 * the rates of their documents and the average unit cost: report/summary-product-average-purchase-price.
 */
export const averagePriceSummaryReport: TableSpec = {
  source: (_tx, q) => sql`(select d.item_id as id, d.item_id, it.name as item_name, it.barcode,
      sum(d.quantity + d.bonus) as units, sum((d.quantity + d.bonus) * d.base_cost)::numeric(24,6) as base_value,
      round(sum((d.quantity + d.bonus) * d.base_cost) / nullif(sum(d.quantity + d.bonus), 0), 6) as average_base_cost,
      count(distinct p.supplier_id)::int as suppliers, max(p.purchase_date) as last_purchase_date
    from ${LINES} where ${range(q, sql`p.purchase_date`)}
    group by d.item_id, it.name, it.barcode)`,
  columns: {
    id,
    item_id: id,
    item_name: text(true),
    barcode: text(true),
    units: num(),
    base_value: num(),
    average_base_cost: num(),
    suppliers: num(),
    last_purchase_date: { kind: 'date' },
  },
  dateColumn: 'last_purchase_date',
  footer: ['units', 'base_value'],
  defaultSort: 'item_name',
};

/** Average price per item, supplier and currency: report/product-average-purchase-price-comparison. */
export const averagePriceComparisonReport: TableSpec = {
  source: (
    _tx,
    q,
  ) => sql`(select row_number() over (order by d.item_id, p.supplier_id, p.currency_code) as id,
      d.item_id, it.name as item_name, it.barcode, p.currency_code, p.supplier_id, s.name as supplier_name,
      ${averages}
    from ${LINES} where ${range(q, sql`p.purchase_date`)}
    group by d.item_id, it.name, it.barcode, p.currency_code, p.supplier_id, s.name)`,
  columns: { id, ...itemColumns, supplier_id: id, supplier_name: text(true), ...averageColumns },
  dateColumn: 'last_purchase_date',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'total'],
  defaultSort: 'item_name',
};

/**
 * Per item and supplier, the last price paid (and when) beside the lowest and highest:
 * report/item-purchase-comparison.
 */
export const itemPurchaseComparisonReport: TableSpec = {
  source: (
    _tx,
    q,
  ) => sql`(select row_number() over (order by g.item_id, g.supplier_id, g.currency_code) as id, g.*
    from (select distinct on (d.item_id, p.supplier_id, p.currency_code) d.item_id, it.name as item_name, it.barcode,
        p.currency_code, p.supplier_id, s.name as supplier_name, d.purchase_price as last_price,
        p.purchase_date as last_purchase_date, p.invoice_id as last_invoice_id,
        min(d.purchase_price) over w as min_price, max(d.purchase_price) over w as max_price,
        sum(d.quantity) over w as quantity
      from ${LINES} where ${range(q, sql`p.purchase_date`)}
      window w as (partition by d.item_id, p.supplier_id, p.currency_code)
      order by d.item_id, p.supplier_id, p.currency_code, p.purchase_date desc, d.id desc) g)`,
  columns: {
    id,
    ...itemColumns,
    supplier_id: id,
    supplier_name: text(true),
    last_price: num(),
    last_purchase_date: { kind: 'date' },
    last_invoice_id: text(true),
    min_price: num(),
    max_price: num(),
    quantity: num(),
  },
  dateColumn: 'last_purchase_date',
  currencyColumn: 'currency_code',
  defaultSort: 'item_name',
};

/** The lowest price each item was bought at, per currency, with who sold it and when: report/product-min-purchase-price. */
export const minPriceReport: TableSpec = {
  source: (
    _tx,
    q,
  ) => sql`(select distinct on (d.item_id, p.currency_code) d.id, d.item_id, it.name as item_name, it.barcode, p.currency_code, d.purchase_price as min_price, p.supplier_id,
      s.name as supplier_name, p.purchase_date, p.invoice_id
    from ${LINES} where ${range(q, sql`p.purchase_date`)}
    order by d.item_id, p.currency_code, d.purchase_price asc, p.purchase_date desc)`,
  columns: {
    id,
    ...itemColumns,
    min_price: num(),
    supplier_id: id,
    supplier_name: text(true),
    purchase_date: { kind: 'date' },
    invoice_id: text(true),
  },
  dateColumn: 'purchase_date',
  currencyColumn: 'currency_code',
  defaultSort: 'item_name',
};

/** What each supplier sold us, per item, with the stock of the item now: report/products-per-supplier. */
export const productsPerSupplierReport: TableSpec = {
  source: (_tx, q) => sql`(select row_number() over (order by p.supplier_id, d.item_id) as id, p.supplier_id,
      s.name as supplier_name, d.item_id, it.name as item_name, it.barcode, sum(d.quantity) as quantity,
      sum(d.bonus) as bonus, count(distinct p.id)::int as purchases, max(p.purchase_date) as last_purchase_date,
      (select coalesce(sum(x.quantity), 0) from products x where x.tenant_id = d.tenant_id and x.item_id = d.item_id) as stock
    from ${LINES} where ${range(q, sql`p.purchase_date`)}
    group by d.tenant_id, p.supplier_id, s.name, d.item_id, it.name, it.barcode)`,
  columns: {
    id,
    supplier_id: id,
    supplier_name: text(true),
    item_id: id,
    item_name: text(true),
    barcode: text(true),
    quantity: num(),
    bonus: num(),
    purchases: num(),
    last_purchase_date: { kind: 'date' },
    stock: num(),
  },
  dateColumn: 'last_purchase_date',
  footer: ['quantity', 'bonus'],
  defaultSort: 'supplier_name',
};
