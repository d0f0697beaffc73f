import {
  type CustomerResidenceSale,
  dec,
  type EndpointResult,
  type ResidenceInstalment,
  type residenceSaleEndpoints,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { tenantClock } from '../../platform/scheduler.js';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { assertConnected } from '../documents/branch-scope.js';
import { instalmentState } from './allocation.js';
import { openInstalments } from './receipt-document.js';

type SaleRecord = EndpointResult<typeof residenceSaleEndpoints.get>;

const audited = sql`exists (select 1 from invoice_audits a where a.tenant_id = s.tenant_id
  and a.model_type = 'residence_sale' and a.model_id = s.id and a.status)`;
const paidOf = sql`coalesce((select sum(a.amount) from residence_receipt_allocations a
  join residence_sale_instalments i on i.tenant_id = a.tenant_id and i.id = a.instalment_id
  where i.tenant_id = s.tenant_id and i.residence_sale_id = s.id), 0)`;

/** A superuser sees every branch's rows, others those of their connected branches (`column` holds the branch). */
export function connectedOnly(ctx: TableContext, column: string) {
  if (ctx.auth.isSuperuser) return sql``;
  return sql`where ${sql.ref(column)} in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

/** `/inventory/residence-sale`: the sales with customer, units, total, paid, left and what is overdue today. */
export const residenceSalesTable: TableSpec = {
  source: (
    _tx,
    _q,
    ctx,
  ) => sql`(select s.id, s.invoice_id, s.date, s.inventory_id, inv.name as inventory_name,
      s.customer_id, c.name as customer_name, s.currency_code, s.premium_type, s.premium_count, s.total,
      s.pre_key_amount, s.key_handover_date, s.key_handed_over_on,
      ${paidOf} as paid, s.total - ${paidOf} as remaining,
      coalesce((select sum(i.amount - coalesce((select sum(a.amount) from residence_receipt_allocations a
          where a.tenant_id = i.tenant_id and a.instalment_id = i.id), 0))
        from residence_sale_instalments i where i.tenant_id = s.tenant_id and i.residence_sale_id = s.id
          and i.due_date < current_date and not s.returned), 0) as overdue,
      case when s.returned then 1 else 0 end as returned,
      (select string_agg(u.code, ', ' order by u.code) from residence_sale_units su
        join residence_units u on u.tenant_id = su.tenant_id and u.id = su.residence_unit_id
        where su.tenant_id = s.tenant_id and su.residence_sale_id = s.id) as units,
      case when ${audited} then 1 else 0 end as invoice_audit_status,
      cu.name as created_by_name, s.created_at
    from residence_sales s
    join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    left join users cu on cu.tenant_id = s.tenant_id and cu.id = s.created_by
    ${connectedOnly(ctx, 's.inventory_id')})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    units: { kind: 'text', search: true },
    currency_code: { kind: 'text' },
    premium_type: { kind: 'number' },
    premium_count: { kind: 'number' },
    total: { kind: 'number' },
    pre_key_amount: { kind: 'number' },
    key_handover_date: { kind: 'date' },
    key_handed_over_on: { kind: 'date' },
    paid: { kind: 'number' },
    remaining: { kind: 'number' },
    overdue: { kind: 'number' },
    returned: { kind: 'number' },
    invoice_audit_status: { kind: 'number' },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total', 'paid', 'remaining', 'overdue'],
  // sales are in IQD or USD: one total per currency, never a sum across them
  footerByCurrency: true,
};

const today = () => tenantClock(new Date()).today;

/** A sale's schedule with what is paid, left and each instalment's state on `asOf` (default today). */
export async function scheduleOf(
  tx: TenantTx,
  saleId: string,
  asOf = today(),
): Promise<ResidenceInstalment[]> {
  const rows = await sql<{ id: string; kind: ResidenceInstalment['kind'] }>`select id, kind
    from residence_sale_instalments where residence_sale_id = ${saleId}`.execute(tx);
  const kinds = new Map(rows.rows.map((r) => [r.id, r.kind]));
  return (await openInstalments(tx, saleId))
    .sort((a, b) => a.seq - b.seq)
    .map((x) => ({
      id: x.id,
      seq: x.seq,
      kind: kinds.get(x.id) ?? 'premium',
      due_date: x.due_date,
      amount: x.amount,
      paid: toText(x.paid),
      remaining: toText(dec(x.amount).minus(x.paid)),
      state: instalmentState(x.amount, x.paid, x.due_date, asOf),
    }));
}

/** GET inventory/residence-sale/{id}: the sale with its units and its schedule (paid and state today). */
export async function getResidenceSale(tx: TenantTx, auth: AuthContext, id: string): Promise<SaleRecord> {
  const head = (
    await sql<Omit<SaleRecord, 'units' | 'instalments' | 'paid' | 'remaining'>>`
    select s.id, s.invoice_id, s.inventory_id, inv.name as inventory_name, s.date::text as date, s.customer_id,
      c.name as customer_name, s.currency_code, s.exchange_rate, s.subtotal, s.discount, s.total,
      s.premium_type, s.down_payment, s.premium_count, s.frequency, s.first_due_date::text as first_due_date,
      s.pre_key_percent, s.pre_key_amount, s.key_handover_date::text as key_handover_date,
      s.first_premium_amount, s.note, s.key_handed_over_on::text as key_handed_over_on, s.key_handover_overridden,
      s.returned,
      ${audited} as invoice_audit_status, cu.name as created_by_name, s.created_at
    from residence_sales s
    join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    left join users cu on cu.tenant_id = s.tenant_id and cu.id = s.created_by
    where s.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const units = await sql<
    SaleRecord['units'][number]
  >`select su.id, su.residence_unit_id, u.code, u.name, su.price
    from residence_sale_units su join residence_units u on u.tenant_id = su.tenant_id and u.id = su.residence_unit_id
    where su.residence_sale_id = ${id} order by su.id`.execute(tx);
  const instalments = await scheduleOf(tx, id);
  const paid = instalments.reduce((s, x) => s.plus(x.paid), dec(0));
  return {
    ...head,
    paid: toText(paid),
    remaining: toText(dec(head.total).minus(paid)),
    units: units.rows,
    instalments,
  };
}

/** `customer/{id}/residence-sales`: the customer's residence sales with paid, left, overdue and next due date. */
export async function customerResidenceSales(
  tx: TenantTx,
  auth: AuthContext,
  customerId: string,
  asOf = today(),
): Promise<CustomerResidenceSale[]> {
  const found = await sql`select 1 from customers where id = ${customerId}`.execute(tx);
  if (found.rows.length === 0) throw notFound();
  return (
    await sql<CustomerResidenceSale>`
    with i as (
      select i.residence_sale_id, i.due_date, i.amount,
        coalesce((select sum(a.amount) from residence_receipt_allocations a
          where a.tenant_id = i.tenant_id and a.instalment_id = i.id), 0) as paid
      from residence_sale_instalments i
      join residence_sales s on s.tenant_id = i.tenant_id and s.id = i.residence_sale_id
      where s.customer_id = ${customerId}
    )
    select s.id, s.invoice_id, s.date::text as date, s.currency_code, s.total,
      coalesce(sum(i.paid), 0)::text as paid, (s.total - coalesce(sum(i.paid), 0))::text as remaining,
      coalesce(sum(i.amount - i.paid) filter (where i.due_date < ${asOf}::date and not s.returned), 0)::text as overdue,
      (min(i.due_date) filter (where i.amount > i.paid and not s.returned))::text as next_due_date,
      s.returned,
      coalesce((select string_agg(u.code, ', ' order by u.code) from residence_sale_units su
        join residence_units u on u.tenant_id = su.tenant_id and u.id = su.residence_unit_id
        where su.tenant_id = s.tenant_id and su.residence_sale_id = s.id), '') as units
    from residence_sales s
    left join i on i.residence_sale_id = s.id
    where s.customer_id = ${customerId} ${
      auth.isSuperuser
        ? sql``
        : sql`and s.inventory_id in (select inventory_id from user_inventories where user_id = ${auth.userId})`
    }
    group by s.tenant_id, s.id order by s.date desc, s.id desc`.execute(tx)
  ).rows;
}
