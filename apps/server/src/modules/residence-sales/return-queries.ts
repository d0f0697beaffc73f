import type { EndpointResult, residenceSaleReturnEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { assertConnected } from '../documents/branch-scope.js';
import { connectedOnly } from './queries.js';

type ReturnRecord = EndpointResult<typeof residenceSaleReturnEndpoints.get>;

const unitsOf = sql`coalesce((select string_agg(u.code, ', ' order by u.code) from residence_sale_units su
  join residence_units u on u.tenant_id = su.tenant_id and u.id = su.residence_unit_id
  where su.tenant_id = r.tenant_id and su.residence_sale_id = r.residence_sale_id), '')`;

/** `/inventory/residence-sale-return`: the returns with sale, customer, units, paid, forfeit and refund. */
export const residenceSaleReturnsTable: TableSpec = {
  source: (
    _tx,
    _q,
    ctx,
  ) => sql`(select r.id, r.invoice_id, r.date, r.inventory_id, inv.name as inventory_name, r.residence_sale_id,
      s.invoice_id as sale_invoice_id, r.customer_id, c.name as customer_name, ${unitsOf} as units,
      r.currency_code, r.total, r.paid, r.unpaid, r.forfeit_percent, r.forfeit, r.refund,
      b.name as cash_box_name, r.note, u.name as created_by_name, r.created_at
    from residence_sale_returns r
    join residence_sales s on s.tenant_id = r.tenant_id and s.id = r.residence_sale_id
    join inventories inv on inv.tenant_id = r.tenant_id and inv.id = r.inventory_id
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    left join cash_boxes b on b.tenant_id = r.tenant_id and b.id = r.cash_box_id
    left join users u on u.tenant_id = r.tenant_id and u.id = r.created_by
    ${connectedOnly(ctx, 'r.inventory_id')})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    residence_sale_id: { kind: 'id' },
    sale_invoice_id: { kind: 'text', search: true },
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    units: { kind: 'text', search: true },
    currency_code: { kind: 'text' },
    total: { kind: 'number' },
    paid: { kind: 'number' },
    unpaid: { kind: 'number' },
    forfeit_percent: { kind: 'number' },
    forfeit: { kind: 'number' },
    refund: { kind: 'number' },
    cash_box_name: { kind: 'text' },
    note: { kind: 'text', search: true },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total', 'paid', 'unpaid', 'forfeit', 'refund'],
};

/** GET inventory/residence-sale-return/{id}. */
export async function getResidenceSaleReturn(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<ReturnRecord> {
  const row = (
    await sql<ReturnRecord>`
    select r.id, r.invoice_id, r.inventory_id, inv.name as inventory_name, r.residence_sale_id,
      s.invoice_id as sale_invoice_id, r.customer_id, c.name as customer_name, r.date::text as date,
      r.currency_code, r.total, r.paid, r.unpaid, r.forfeit_percent, r.forfeit, r.refund, r.cash_box_id,
      b.name as cash_box_name, ${unitsOf} as units, r.note, u.name as created_by_name, r.created_at
    from residence_sale_returns r
    join residence_sales s on s.tenant_id = r.tenant_id and s.id = r.residence_sale_id
    join inventories inv on inv.tenant_id = r.tenant_id and inv.id = r.inventory_id
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    left join cash_boxes b on b.tenant_id = r.tenant_id and b.id = r.cash_box_id
    left join users u on u.tenant_id = r.tenant_id and u.id = r.created_by
    where r.id = ${id}`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  return row;
}
