import type { TableQuery } from '@bb/contracts';
import { sql } from 'kysely';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { dateRange } from '../../platform/table/where.js';

/**
 * Branch scope of every sale list: a superuser sees every branch, others their connected branches;
 * the cashier lists show only the signed-in user's own documents.
 */
function scope(ctx: TableContext, own: boolean) {
  const mine = own ? sql`and s.user_id = ${ctx.auth.userId}` : sql``;
  if (ctx.auth.isSuperuser) return mine;
  return sql`${mine} and s.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

/**
 * The list's date range repeated on the sales' own date (the same date as the lines'), so the join reads
 * the range's sales by index rather than every sale (the footer sums every line of the range).
 */
function sameDates(q: TableQuery) {
  const parts = dateRange(q, sql.ref('s.sale_date'));
  return parts.length > 0 ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

/** The sale, sale-return and cashier lists (spec "Sale list row"). */
export function saleListTable(opts: { isReturn: boolean; own: boolean }): TableSpec {
  return {
    source: (
      _tx,
      _q,
      ctx,
    ) => sql`(select s.id, s.id as pk, s.invoice_id, case when s.is_return then 1 else 0 end as is_return,
        s.status, s.sale_date, s.created_at, s.inventory_id, i.name as inventory_name, s.customer_id,
        c.name as customer_name, s.user_id, u.name as user_name, s.currency_code, s.subtotal, s.discount,
        s.discount_amount, s.minus, s.extras_total, s.total, s.cash, s.debit, s.cost_total as purchase_price,
        s.total - s.cost_total - s.extras_cost as profit, s.quantity, s.note,
        case when s.debit > 0 then 0 else 1 end as is_cash,
        case when exists (select 1 from sale_receipts r where r.tenant_id = s.tenant_id and r.sale_id = s.id)
          or exists (select 1 from invoice_audits a where a.tenant_id = s.tenant_id and a.model_type = 'sale'
            and a.model_id = s.id and a.status) then 1 else 0 end as highlight
      from sales s
      left join inventories i on i.tenant_id = s.tenant_id and i.id = s.inventory_id
      left join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
      left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
      where s.is_return = ${opts.isReturn} ${scope(ctx, opts.own)})`,
    columns: {
      id: { kind: 'id' },
      pk: { kind: 'id', sort: false },
      invoice_id: { kind: 'text', search: true },
      is_return: { kind: 'number' },
      status: { kind: 'number' },
      sale_date: { kind: 'date' },
      created_at: { kind: 'datetime' },
      inventory_id: { kind: 'id' },
      inventory_name: { kind: 'text' },
      customer_id: { kind: 'id' },
      customer_name: { kind: 'text', search: true },
      user_id: { kind: 'id' },
      user_name: { kind: 'text', search: true },
      currency_code: { kind: 'text' },
      subtotal: { kind: 'number' },
      discount: { kind: 'number' },
      discount_amount: { kind: 'number' },
      minus: { kind: 'number' },
      extras_total: { kind: 'number' },
      total: { kind: 'number' },
      cash: { kind: 'number' },
      debit: { kind: 'number' },
      purchase_price: { kind: 'number' },
      profit: { kind: 'number' },
      quantity: { kind: 'number' },
      is_cash: { kind: 'number' },
      note: { kind: 'text', search: true },
      highlight: { kind: 'number' },
    },
    dateColumn: 'sale_date',
    currencyColumn: 'currency_code',
    footer: [
      'subtotal',
      'discount_amount',
      'minus',
      'total',
      'cash',
      'debit',
      'purchase_price',
      'profit',
      'quantity',
    ],
  };
}

/**
 * The names a sale line shows beside it. For a page they are scalar subqueries, which PostgreSQL evaluates
 * after the sort and limit (for the page's rows only) and which leave the planner a three-table join
 * (planning a seven-table join was 10-20 ms of each page); for an export of every row, joins (a lookup
 * per row would double the export's database time).
 */
const lookedUpNames = sql`
  (select inv.name from inventories inv where inv.tenant_id = s.tenant_id and inv.id = s.inventory_id)
    as inventory_name,
  (select c.name from customers c where c.tenant_id = s.tenant_id and c.id = s.customer_id) as customer_name,
  (select u.name from users u where u.tenant_id = s.tenant_id and u.id = s.user_id) as user_name,
  (select p.batch_number from products p where p.tenant_id = d.tenant_id and p.id = d.product_id) as batch_number,
  (select p.expire_date from products p where p.tenant_id = d.tenant_id and p.id = d.product_id) as expire_date`;
const joinedNames = sql`inv.name as inventory_name, c.name as customer_name, u.name as user_name,
  p.batch_number, p.expire_date`;
const nameJoins = sql`
  left join products p on p.tenant_id = d.tenant_id and p.id = d.product_id
  left join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
  left join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
  left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id`;

/** One row per sold (or returned) line: cashier-sale-item, cashier-sale-return-item and the sale item reports. */
export function saleItemTable(opts: { isReturn: boolean; own: boolean }): TableSpec {
  return {
    // The line's own sale_date (migration 0020): a date range is read from sale_details' index.
    source: (_tx, q, ctx) => sql`(select d.id, d.sale_id, s.invoice_id, d.sale_date, s.created_at, s.status,
        s.inventory_id, s.customer_id, s.user_id, s.currency_code, d.product_id, d.item_id, it.name, it.barcode,
        d.sale_quantity, d.price_type, d.sale_price, d.total_sale_price, d.cost, d.total_cost,
        d.total_sale_price - d.total_cost as profit, ${ctx.rows === 'all' ? joinedNames : lookedUpNames}
      from sale_details d
      join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
      left join items it on it.tenant_id = d.tenant_id and it.id = d.item_id
      ${ctx.rows === 'all' ? nameJoins : sql``}
      where s.is_return = ${opts.isReturn} ${scope(ctx, opts.own)} ${sameDates(q)})`,
    columns: {
      id: { kind: 'id' },
      sale_id: { kind: 'id' },
      invoice_id: { kind: 'text', search: true },
      sale_date: { kind: 'date' },
      created_at: { kind: 'datetime' },
      status: { kind: 'number' },
      inventory_id: { kind: 'id' },
      inventory_name: { kind: 'text' },
      customer_id: { kind: 'id' },
      customer_name: { kind: 'text', search: true },
      user_id: { kind: 'id' },
      user_name: { kind: 'text' },
      currency_code: { kind: 'text' },
      product_id: { kind: 'id' },
      item_id: { kind: 'id' },
      name: {
        kind: 'text',
        search: true,
        like: (pattern) => sql`t.item_id in (select bb_item_ids_named(${pattern}))`,
      },
      barcode: { kind: 'text', search: true },
      batch_number: { kind: 'text', search: true },
      expire_date: { kind: 'date' },
      sale_quantity: { kind: 'number' },
      price_type: { kind: 'number' },
      sale_price: { kind: 'number' },
      total_sale_price: { kind: 'number' },
      cost: { kind: 'number' },
      total_cost: { kind: 'number' },
      profit: { kind: 'number' },
    },
    dateColumn: 'sale_date',
    currencyColumn: 'currency_code',
    footer: ['sale_quantity', 'total_sale_price', 'total_cost', 'profit'],
  };
}
