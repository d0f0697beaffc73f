import type { collectionAgeingEndpoint, EndpointResult, moneyCollectionEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { assertConnected } from '../documents/branch-scope.js';

type MoneyCollectionRecord = EndpointResult<typeof moneyCollectionEndpoints.get>;

/**
 * A superuser sees every collection; others those of their connected branches, and a collector who is
 * not also the accountant (money_collection_edit) only the bags they collected.
 */
function scope(auth: AuthContext) {
  if (auth.isSuperuser) return sql`true`;
  const own = auth.abilities.has('money_collection_edit') ? sql`true` : sql`m.collector_id = ${auth.userId}`;
  return sql`m.inventory_id in (select inventory_id from user_inventories where user_id = ${auth.userId})
    and ${own}`;
}

const COLUMNS = sql`m.id, m.invoice_id, m.inventory_id, i.name as inventory_name, m.collector_id,
  cu.name as collector_name, m.customer_id, c.name as customer_name, m.amount, m.currency_code, m.note,
  m.status, m.cash_box_id, b.name as cash_box_name, m.counted_amount, m.difference, rb.name as received_by_name,
  m.created_at, m.updated_at`;

const JOINS = sql`from money_collections m
  join inventories i on i.tenant_id = m.tenant_id and i.id = m.inventory_id
  join customers c on c.tenant_id = m.tenant_id and c.id = m.customer_id
  left join users cu on cu.tenant_id = m.tenant_id and cu.id = m.collector_id
  left join users rb on rb.tenant_id = m.tenant_id and rb.id = m.received_by
  left join cash_boxes b on b.tenant_id = m.tenant_id and b.id = m.cash_box_id`;

/**
 * `/accounting/money-collection` and `-accountant`: the bags with their state, who collected and who
 * received them, and how many days a pending bag has been out (its ageing).
 */
export const moneyCollectionsTable: TableSpec = {
  source: (_tx, _q, ctx: TableContext) => sql`(select ${COLUMNS}, m.date, m.received_date,
      case when m.status = 0 then current_date - m.date end as age_days
    ${JOINS} where ${scope(ctx.auth)})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    collector_id: { kind: 'id' },
    collector_name: { kind: 'text', search: true },
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    amount: { kind: 'number' },
    currency_code: { kind: 'text' },
    note: { kind: 'text', search: true },
    status: { kind: 'number' },
    cash_box_id: { kind: 'id' },
    cash_box_name: { kind: 'text' },
    counted_amount: { kind: 'number' },
    difference: { kind: 'number' },
    received_date: { kind: 'date' },
    received_by_name: { kind: 'text' },
    age_days: { kind: 'number' },
    created_at: { kind: 'datetime' },
    updated_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['amount', 'counted_amount', 'difference'],
};

/** GET accounting/money-collection/{id}. */
export async function getMoneyCollection(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<MoneyCollectionRecord> {
  const row = (
    await sql<MoneyCollectionRecord>`select ${COLUMNS}, m.date::text as date,
      m.received_date::text as received_date, m.exchange_rate::text as exchange_rate
    ${JOINS} where m.id = ${id} and ${scope(auth)}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return row;
}

/**
 * GET accounting/money-collection/ageing: pending bags per collector and currency, their amounts by days
 * out (0-7, 8-30, 31-60, over 60) as of a day, oldest first.
 */
export async function collectionAgeing(
  tx: TenantTx,
  auth: AuthContext,
  asOf: string,
): Promise<EndpointResult<typeof collectionAgeingEndpoint>> {
  const r = await sql<EndpointResult<typeof collectionAgeingEndpoint>[number]>`
    with p as (select m.collector_id, cu.name as collector_name, m.currency_code, m.amount,
        greatest(${asOf}::date - m.date, 0) as age
      ${JOINS} where m.status = 0 and m.date <= ${asOf}::date and ${scope(auth)})
    select collector_id, collector_name, currency_code, count(*)::int as bags,
      coalesce(sum(amount) filter (where age <= 7), 0)::text as days_0_7,
      coalesce(sum(amount) filter (where age between 8 and 30), 0)::text as days_8_30,
      coalesce(sum(amount) filter (where age between 31 and 60), 0)::text as days_31_60,
      coalesce(sum(amount) filter (where age > 60), 0)::text as days_over_60,
      sum(amount)::text as total, max(age)::int as oldest_days
    from p group by collector_id, collector_name, currency_code
    order by max(age) desc, collector_name, currency_code`.execute(tx);
  return r.rows;
}
