import { type EndpointResult, PROCESS_STATUS, type stocktakeEndpoints, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';
import { findDocument } from '../documents/registry.js';

type SupersedingDocument = EndpointResult<typeof stocktakeEndpoints.superseded>[number];

/** How many superseding documents the count's list names (newest first); the header counts them all. */
const LISTED = 200;

/**
 * The movements that supersede an applied count (`pr`, its snapshot `s`): movements of a lot it counted,
 * recorded after the lot was counted and dated before that day (UTC, as the server's dates are), other than
 * the count's own adjustment. They claim stock moved before the count but came after it, so the count
 * (already applied, never rewritten) and they may have taken the same difference twice. The first line
 * matches the partial index `stock_movements_backdated` (migration 0080), so only backdated movements of
 * the branch recorded since the snapshot are read.
 */
const supersedingFrom = sql`stock_movements m
  join inventory_counts k on k.tenant_id = m.tenant_id and k.process_id = pr.id and k.product_id = m.product_id
  where m.movement_date < (m.created_at at time zone 'UTC')::date
    and m.inventory_id = pr.inventory_id and m.created_at > s.taken_at
    and pr.status = ${PROCESS_STATUS.applied}
    and m.created_at > k.counted_at and m.movement_date < (k.counted_at at time zone 'UTC')::date
    and not (m.document_type = 'stocktake' and m.document_id is not distinct from pr.adjustment_id)`;

/** The number of documents superseding a count, as a column of a query over `pr` and `s`. */
export const supersededSql = sql<number>`(select count(distinct (m.document_type, m.document_id))::int
  from ${supersedingFrom})`;

/**
 * The documents that superseded a closed count, newest first: type, id and number, the date they carry,
 * when and by whom they were recorded, how many counted lots they moved and by how much in all.
 */
export async function supersedingDocuments(
  tx: TenantTx,
  auth: AuthContext,
  processId: string,
): Promise<SupersedingDocument[]> {
  const process = (
    await sql<{
      inventory_id: string;
    }>`select inventory_id from inventory_processes where id = ${processId}`.execute(tx)
  ).rows[0];
  if (!process) throw notFound();
  await assertConnected(tx, auth, process.inventory_id);
  const rows = (
    await sql<Omit<SupersedingDocument, 'invoice_id'>>`
    select m.document_type, m.document_id::text, max(m.movement_date)::text as date,
      max(m.created_at) as recorded_at, max(u.name) as recorded_by_name,
      count(distinct m.product_id)::int as lots, sum(m.quantity)::text as quantity
    from inventory_processes pr
    join inventory_snapshots s on s.tenant_id = pr.tenant_id and s.process_id = pr.id
    cross join lateral (select m.* from ${supersedingFrom}) m
    left join users u on u.tenant_id = m.tenant_id and u.id = m.user_id
    where pr.id = ${processId}
    group by m.document_type, m.document_id
    order by max(m.created_at) desc, m.document_type, m.document_id limit ${LISTED}`.execute(tx)
  ).rows;
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      quantity: toText(r.quantity),
      invoice_id: r.document_id
        ? ((await findDocument(tx, r.document_type, r.document_id))?.invoice_id ?? null)
        : null,
    })),
  );
}
