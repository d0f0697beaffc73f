import type { TableQuery } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import { tenantClock } from '../../platform/scheduler.js';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';

const asOfOf = (q: TableQuery) => q.end_date ?? tenantClock(new Date()).today;

/**
 * What is left on every instalment of the sales not returned, with its days past due on the list's end
 * date (default today) and the sale's project (the block of its first unit).
 */
function open(q: TableQuery, ctx: TableContext): RawBuilder<unknown> {
  const asOf = asOfOf(q);
  const scope = ctx.auth.isSuperuser
    ? sql``
    : sql`and s.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
  return sql`(select s.tenant_id, s.id as sale_id, s.customer_id, s.currency_code,
      (select u.residence_block_id from residence_sale_units su
        join residence_units u on u.tenant_id = su.tenant_id and u.id = su.residence_unit_id
        where su.tenant_id = s.tenant_id and su.residence_sale_id = s.id order by su.id limit 1) as block_id,
      ${asOf}::date - i.due_date as late,
      i.amount - coalesce((select sum(a.amount) from residence_receipt_allocations a
        where a.tenant_id = i.tenant_id and a.instalment_id = i.id), 0) as left_amount
    from residence_sale_instalments i
    join residence_sales s on s.tenant_id = i.tenant_id and s.id = i.residence_sale_id
    where not s.returned ${scope})`;
}

/** The five buckets and their sums, over `o` (the open instalments), for a grouped select. */
const buckets = sql`count(distinct o.sale_id)::int as sales,
  coalesce(sum(o.left_amount) filter (where o.late <= 0), 0) as current,
  coalesce(sum(o.left_amount) filter (where o.late between 1 and 30), 0) as d1_30,
  coalesce(sum(o.left_amount) filter (where o.late between 31 and 60), 0) as d31_60,
  coalesce(sum(o.left_amount) filter (where o.late between 61 and 90), 0) as d61_90,
  coalesce(sum(o.left_amount) filter (where o.late > 90), 0) as d90_plus,
  coalesce(sum(o.left_amount) filter (where o.late > 0), 0) as overdue,
  sum(o.left_amount) as total`;

const amountColumns = {
  sales: { kind: 'number' },
  current: { kind: 'number' },
  d1_30: { kind: 'number' },
  d31_60: { kind: 'number' },
  d61_90: { kind: 'number' },
  d90_plus: { kind: 'number' },
  overdue: { kind: 'number' },
  total: { kind: 'number' },
} as const;

const footer = ['sales', 'current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus', 'overdue', 'total'] as const;

/** Overdue ageing per customer and currency (customers with nothing left do not show). */
export const customerAgeingTable: TableSpec = {
  source: (
    _tx,
    q,
    ctx,
  ) => sql`(select o.customer_id || '-' || o.currency_code as id, ${asOfOf(q)}::date as as_of,
      o.customer_id,
      c.name as customer_name, c.phone, o.currency_code, ${buckets}
    from ${open(q, ctx)} o
    join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    where o.left_amount > 0
    group by o.tenant_id, o.customer_id, c.name, c.phone, o.currency_code)`,
  columns: {
    id: { kind: 'text', sort: false, filter: false },
    as_of: { kind: 'date', sort: false },
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    phone: { kind: 'text', search: true },
    currency_code: { kind: 'text' },
    ...amountColumns,
  },
  // the date range's end is the day the ageing is counted on (each row carries it as `as_of`)
  dateColumn: 'as_of',
  currencyColumn: 'currency_code',
  footerByCurrency: true,
  footer,
  defaultSort: 'overdue',
};

/** Overdue ageing per project (the block of the sale's units; none when the units have no block) and currency. */
export const projectAgeingTable: TableSpec = {
  source: (_tx, q, ctx) => sql`(select coalesce(o.block_id::text, '0') || '-' || o.currency_code as id,
      ${asOfOf(q)}::date as as_of,
      o.block_id as residence_block_id, b.name as project_name, o.currency_code, ${buckets}
    from ${open(q, ctx)} o
    left join residence_blocks b on b.tenant_id = o.tenant_id and b.id = o.block_id
    where o.left_amount > 0
    group by o.tenant_id, o.block_id, b.name, o.currency_code)`,
  columns: {
    id: { kind: 'text', sort: false, filter: false },
    as_of: { kind: 'date', sort: false },
    residence_block_id: { kind: 'id' },
    project_name: { kind: 'text', search: true },
    currency_code: { kind: 'text' },
    ...amountColumns,
  },
  // the date range's end is the day the ageing is counted on (each row carries it as `as_of`)
  dateColumn: 'as_of',
  currencyColumn: 'currency_code',
  footerByCurrency: true,
  footer,
  defaultSort: 'overdue',
};
