import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';
import {
  id,
  inScope,
  itemBranchColumns,
  levelsOf,
  lowQuantityRows,
  num,
  rowKey,
  scopeBranches,
  stockedItem,
  text,
} from './common.js';
import { productsTotals } from './level-totals.js';

/**
 * Stock reports over the lots on hand (issue 21): products, expired products, need products and the
 * low-quantity notification's list. Each reads only the user's branches; money is in the lot's currency
 * beside its value at base cost (the one sum that may cross currencies).
 */

/**
 * report/products: per item, branch and currency, the stock with its value at cost and at sale price. A
 * page in item-name order walks the items by name (`items_name_order`, migration 0087) and reads each
 * one's level rows by key until the page is full; the count and footer come from the kept totals
 * (level-totals.ts) unless the request filters by more than branch and currency.
 */
export const productsReport: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select s.item_id || ':' || s.inventory_id || ':' || s.currency_code as id,
      s.item_id, i.name as item_name, i.barcode, i.is_hidden, s.inventory_id, inv.name as inventory_name,
      s.currency_code, s.quantity::numeric(18,4) as quantity, s.lots_on_hand as lots,
      s.cost_value::numeric(24,6) as cost_value, s.sale_value::numeric(24,6) as sale_value,
      s.base_cost_value::numeric(24,6) as base_cost_value
    from stock_levels s
    join items i on i.tenant_id = s.tenant_id and i.id = s.item_id
    join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
    where s.quantity > 0 and ${inScope(ctx, sql`s.inventory_id`)})`,
  columns: {
    id: rowKey,
    ...itemBranchColumns,
    currency_code: text(),
    quantity: num,
    lots: num,
    cost_value: num,
    sale_value: num,
    base_cost_value: num,
  },
  hiddenColumn: 'is_hidden',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'lots', 'base_cost_value'],
  totals: productsTotals,
  defaultSort: 'item_name',
};

/**
 * report/expired-product: every lot on hand with an expiry date, `days_left` until it (below zero: expired).
 * The date filter is on the expiry date, so `end_date` = today + N lists what has expired or will within N days.
 */
export const expiredProductReport: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select p.id, p.item_id, i.name as item_name, i.barcode, i.is_hidden,
      p.inventory_id, inv.name as inventory_name, p.batch_number, p.expire_date,
      (p.expire_date - current_date) as days_left, p.quantity, p.cost, p.currency_code,
      (p.quantity * p.cost)::numeric(24,6) as cost_value, (p.quantity * p.base_cost)::numeric(24,6) as base_cost_value
    from products p
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    join inventories inv on inv.tenant_id = p.tenant_id and inv.id = p.inventory_id
    where p.quantity > 0 and p.expire_date is not null and ${inScope(ctx, sql`p.inventory_id`)})`,
  columns: {
    id,
    ...itemBranchColumns,
    batch_number: text(true),
    expire_date: { kind: 'date' },
    days_left: num,
    quantity: num,
    cost: num,
    currency_code: text(),
    cost_value: num,
    base_cost_value: num,
  },
  dateColumn: 'expire_date',
  hiddenColumn: 'is_hidden',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'base_cost_value'],
  defaultSort: 'expire_date',
};

/**
 * report/need-product: per branch of the user and stocked item with a minimum quantity, the stock on hand
 * when it is under the minimum (none at all counts), the quantity to order up to the minimum, and the
 * item's last purchase (supplier, price and currency, date) in any branch.
 */
export const needProductReport: TableSpec = {
  source: (_tx, q, ctx) => sql`(select n.item_id || ':' || n.inventory_id as id, n.item_id, n.item_name,
      n.barcode, n.is_hidden, n.inventory_id, n.inventory_name, n.min_quantity, n.quantity, n.to_order,
      lp.supplier_id, lp.supplier_name, lp.last_price, lp.currency_code, lp.last_purchase_date
    from (select i.tenant_id, i.id as item_id, i.name as item_name, i.barcode, i.is_hidden, b.id as inventory_id,
        b.name as inventory_name, i.min_quantity, coalesce(s.quantity, 0) as quantity,
        i.min_quantity - coalesce(s.quantity, 0) as to_order
      from items i cross join ${scopeBranches(ctx, q)} b
      left join lateral (select sum(s.quantity) as quantity from stock_levels s
        where ${levelsOf('i')} and s.inventory_id = b.id) s on true
      where i.min_quantity > 0 and ${stockedItem('i')} and coalesce(s.quantity, 0) < i.min_quantity) n
    left join lateral (select pu.supplier_id, su.name as supplier_name, d.purchase_price as last_price,
        pu.currency_code, pu.purchase_date as last_purchase_date
      from purchase_details d
      join purchases pu on pu.tenant_id = d.tenant_id and pu.id = d.purchase_id
      join suppliers su on su.tenant_id = pu.tenant_id and su.id = pu.supplier_id
      where d.tenant_id = n.tenant_id and d.item_id = n.item_id order by pu.purchase_date desc, d.id desc limit 1) lp on true)`,
  columns: {
    id: rowKey,
    ...itemBranchColumns,
    min_quantity: num,
    quantity: num,
    to_order: num,
    supplier_id: id,
    supplier_name: text(true),
    last_price: num,
    currency_code: text(),
    last_purchase_date: { kind: 'date' },
  },
  hiddenColumn: 'is_hidden',
  currencyColumn: 'currency_code',
  footer: ['quantity', 'to_order'],
  defaultSort: 'item_name',
};

/** report/notify-low-quantity-product: exactly what the low-quantity notification counts, with the shortage. */
export const lowQuantityReport: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select l.id, l.item_id, i.name as item_name, i.barcode, i.is_hidden,
      l.inventory_id, inv.name as inventory_name, l.min_quantity, l.quantity, l.min_quantity - l.quantity as shortage,
      l.lots
    from ${lowQuantityRows(inScope(ctx, sql`s.inventory_id`))} l
    join items i on i.tenant_id = l.tenant_id and i.id = l.item_id
    join inventories inv on inv.tenant_id = l.tenant_id and inv.id = l.inventory_id)`,
  columns: { id: rowKey, ...itemBranchColumns, min_quantity: num, quantity: num, shortage: num, lots: num },
  hiddenColumn: 'is_hidden',
  footer: ['quantity', 'shortage'],
  defaultSort: 'item_name',
};
