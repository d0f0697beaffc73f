import { sql } from 'kysely';
import type { ColumnSpec, TableContext, TableSpec } from '../../../platform/table/spec.js';

/**
 * Customer actions (`/customer/actions`, issue 8 item 5): one row per document or change touching a
 * customer. Documents that exist (sales and returns, receipts, debts, adjustment entries) come from their
 * tables; changes of customers and subscriptions, and deleted customer documents, come from the activity
 * log. The row id is `<source>:<id>` so it stays unique across the union.
 */
const activity = sql`(select a.tenant_id, a.id, a.event, a.log_name, a.subject_id, a.causer_id, a.created_at,
    coalesce(a.new_values, '{}'::jsonb) as nv, coalesce(a.old_values, '{}'::jsonb) as ov
  from activity_log a
  where (a.log_name = 'customers' and a.subject_table = 'customers')
    or a.log_name = 'customer_subscriptions'
    or (a.log_name in ('sales', 'money_documents') and a.event = 'deleted'
      and a.old_values ->> 'customer_id' is not null))`;

const union = sql`
  select s.tenant_id, 'sale:' || s.id as id, s.created_at as action_at, s.sale_date as action_date, s.customer_id,
    case when s.is_return then 'sale_return' else 'sale' end as action_type,
    s.id::text as document_id, s.invoice_id, s.total as amount, s.currency_code,
    s.user_id, s.inventory_id
  from sales s where s.customer_id is not null
  union all
  select m.tenant_id, 'money:' || m.id, m.created_at, m.date, m.customer_id, m.kind, m.id::text, m.invoice_id,
    case when m.kind = 'customer_adjustment_entry' and m.direction = 'out' then -m.amount else m.amount end,
    m.currency_code, m.created_by, m.inventory_id
  from money_documents m where m.customer_id is not null
  union all
  select a.tenant_id, 'log:' || a.id, a.created_at, a.created_at::date,
    case when a.log_name = 'customers' then a.subject_id::bigint
      else coalesce((a.nv ->> 'customer_id')::bigint, (a.ov ->> 'customer_id')::bigint, cs.customer_id) end,
    case a.log_name
      when 'customers' then 'customer_' || a.event
      when 'customer_subscriptions' then 'subscription_' || a.event
      when 'sales' then case when (a.ov ->> 'is_return')::boolean then 'sale_return_deleted' else 'sale_deleted' end
      else (a.ov ->> 'kind') || '_deleted' end,
    a.subject_id,
    case when a.log_name in ('sales', 'money_documents') then a.ov ->> 'invoice_id' end,
    case
      when a.log_name = 'customer_subscriptions' then coalesce((a.nv ->> 'amount')::numeric, (a.ov ->> 'amount')::numeric, cs.amount)
      when a.log_name = 'sales' then (a.ov ->> 'total')::numeric
      when a.log_name = 'money_documents' then (a.ov ->> 'amount')::numeric
        * case when a.ov ->> 'kind' = 'customer_adjustment_entry' and a.ov ->> 'direction' = 'out' then -1 else 1 end end,
    case
      when a.log_name = 'customer_subscriptions' then coalesce(a.nv ->> 'currency_code', a.ov ->> 'currency_code', cs.currency_code)
      when a.log_name in ('sales', 'money_documents') then a.ov ->> 'currency_code' end,
    a.causer_id,
    case when a.log_name in ('sales', 'money_documents') then (a.ov ->> 'inventory_id')::bigint end
  from ${activity} a
  left join customer_subscriptions cs on a.log_name = 'customer_subscriptions'
    and cs.tenant_id = a.tenant_id and cs.id::text = a.subject_id`;

/** Rows of a branch the user is not connected to are not shown; rows with no branch are. */
function scope(ctx: TableContext) {
  if (ctx.auth.isSuperuser) return sql``;
  return sql`where x.inventory_id is null
    or x.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

const text = (search = false): ColumnSpec => ({ kind: 'text', search });

export const customerActionsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select x.id, x.action_at, x.action_date, x.customer_id,
      c.code as customer_code, c.name as customer_name, c.phone as customer_phone, x.action_type,
      x.document_id, x.invoice_id, x.amount, x.currency_code, x.user_id, u.name as user_name,
      x.inventory_id, i.name as inventory_name
    from (${union}) as x
    join customers c on c.tenant_id = x.tenant_id and c.id = x.customer_id
    left join users u on u.tenant_id = x.tenant_id and u.id = x.user_id
    left join inventories i on i.tenant_id = x.tenant_id and i.id = x.inventory_id
    ${scope(ctx)})`,
  columns: {
    id: { kind: 'text', sort: false, filter: false },
    action_at: { kind: 'datetime' },
    action_date: { kind: 'date' },
    customer_id: { kind: 'id' },
    customer_code: text(true),
    customer_name: text(true),
    customer_phone: text(true),
    action_type: text(),
    document_id: { kind: 'text', sort: false },
    invoice_id: text(true),
    amount: { kind: 'number' },
    currency_code: text(),
    user_id: { kind: 'id' },
    user_name: text(true),
    inventory_id: { kind: 'id' },
    inventory_name: text(),
  },
  dateColumn: 'action_date',
  currencyColumn: 'currency_code',
  defaultSort: 'action_at',
};
