import type { EndpointResult, GiftLine, giftEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../../platform/auth/session.js';
import type { TenantTx } from '../../../platform/db/tenant.js';
import { notFound } from '../../../platform/errors.js';
import type { TableSpec } from '../../../platform/table/spec.js';
import { assertConnected, auditedSql, connectedBranchesSql } from '../../documents/branch-scope.js';
import { documentHeadColumns } from '../../documents/list-columns.js';

type GiftRecord = EndpointResult<typeof giftEndpoints.get>;

const audited = auditedSql('g', 'gift');

/** `/inventory/gift`: the gifts with branch, customer, quantities and value at cost. */
export const giftsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select g.id, g.invoice_id, g.date, g.inventory_id, i.name as inventory_name,
      g.customer_id, c.name as customer_name, g.reason, g.note, g.value,
      (select count(*) from gift_lines l where l.tenant_id = g.tenant_id and l.gift_id = g.id)::int as lines_count,
      (select coalesce(sum(l.quantity), 0) from gift_lines l where l.tenant_id = g.tenant_id and l.gift_id = g.id) as total_quantity,
      case when ${audited} then 1 else 0 end as invoice_audit_status,
      u.name as created_by_name, g.created_at, g.updated_at
    from gifts g
    join inventories i on i.tenant_id = g.tenant_id and i.id = g.inventory_id
    left join customers c on c.tenant_id = g.tenant_id and c.id = g.customer_id
    left join users u on u.tenant_id = g.tenant_id and u.id = g.created_by
    where ${connectedBranchesSql(ctx.auth, 'g.inventory_id')})`,
  columns: {
    ...documentHeadColumns(),
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    reason: { kind: 'text', search: true },
    note: { kind: 'text', search: true },
    lines_count: { kind: 'number' },
    total_quantity: { kind: 'number' },
    value: { kind: 'number' },
    invoice_audit_status: { kind: 'number' },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
    updated_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  footer: ['total_quantity', 'value'],
};

/** GET inventory/gift/{id}: the gift with its lines (item, batch, quantity, cost). */
export async function getGift(tx: TenantTx, auth: AuthContext, id: string): Promise<GiftRecord> {
  const head = (
    await sql<Omit<GiftRecord, 'lines'>>`
    select g.id, g.invoice_id, g.inventory_id, i.name as inventory_name, g.date::text as date, g.customer_id,
      c.name as customer_name, g.reason, g.note, g.value, ${audited} as invoice_audit_status,
      cu.name as created_by_name, uu.name as updated_by_name, g.created_at, g.updated_at
    from gifts g
    join inventories i on i.tenant_id = g.tenant_id and i.id = g.inventory_id
    left join customers c on c.tenant_id = g.tenant_id and c.id = g.customer_id
    left join users cu on cu.tenant_id = g.tenant_id and cu.id = g.created_by
    left join users uu on uu.tenant_id = g.tenant_id and uu.id = g.updated_by
    where g.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const lines = await sql<GiftLine>`
    select l.id, l.product_id, l.quantity, l.unit_cost, i.name, i.barcode, p.batch_number,
      p.expire_date::text as expire_date
    from gift_lines l
    join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id
    where l.gift_id = ${id} order by l.id`.execute(tx);
  return { ...head, lines: lines.rows };
}
