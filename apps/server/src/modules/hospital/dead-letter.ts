import { type DeadLetterRow, MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { itemsOfCodes } from './inbound.js';
import { lockOwn, myBranches } from './inbox.js';

export const NOT_WAITING = MESSAGES.prescriptionNotWaiting;

/**
 * The dead-letter list: prescriptions of the user's branches that still wait and have lines that could not
 * be read (a drug code no item has), with the reason per line. They stay here until every line is read.
 */
export async function deadLetters(tx: TenantTx, auth: AuthContext): Promise<{ data: DeadLetterRow[] }> {
  const r = await sql<DeadLetterRow>`
    select d.id, d.prescription_id, d.inventory_id, d.received_at, d.retried_at, d.retry_count,
      json_build_object('id', c.id::text, 'name', c.name) as api_connection, p.fullname as patient,
      (select json_agg(json_build_object('line_no', l.line_no, 'drug_code', l.drug_code,
          'drug_name', l.drug_name, 'quantity', l.quantity::text, 'problem', l.problem) order by l.line_no)
        from api_connection_detail_lines l
        where l.tenant_id = d.tenant_id and l.detail_id = d.id and l.problem is not null) as lines
    from api_connection_details d
    join api_connections c on c.tenant_id = d.tenant_id and c.id = d.api_connection_id
    join patients p on p.tenant_id = d.tenant_id and p.id = d.patient_id
    where d.status = 'received' and d.problem_count > 0 and ${myBranches(auth)}
    order by d.id
    limit 500`.execute(tx);
  return {
    data: r.rows.map((x) => ({
      ...x,
      received_at: new Date(x.received_at),
      retried_at: x.retried_at ? new Date(x.retried_at) : null,
      lines: x.lines ?? [],
    })),
  };
}

/**
 * Retry: the unreadable lines are read again through the connection's code mapping (or an item's barcode)
 * and resolved in place: the prescription, its patient and its other lines are not written again, so a
 * retry (or two at once: the row is locked) never stores anything twice. Only a waiting prescription.
 */
export async function retryPrescription(tx: TenantTx, auth: AuthContext, id: string) {
  const own = await lockOwn(tx, auth, id);
  if (own.status !== 'received') throw conflict(NOT_WAITING);
  const detail = await tx
    .selectFrom('api_connection_details')
    .select('api_connection_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const open = await tx
    .selectFrom('api_connection_detail_lines')
    .select(['id', 'drug_code'])
    .where('detail_id', '=', id)
    .where('problem', 'is not', null)
    .execute();
  const items = await itemsOfCodes(tx, detail.api_connection_id, [...new Set(open.map((l) => l.drug_code))]);
  const read = open.filter((l) => items.has(l.drug_code));
  if (read.length > 0)
    await sql`
      update api_connection_detail_lines l set item_id = x.item_id, problem = null
      from unnest(${read.map((l) => l.id)}::bigint[], ${read.map((l) => items.get(l.drug_code)!)}::bigint[])
        as x(id, item_id)
      where l.id = x.id`.execute(tx);
  const remaining = open.length - read.length;
  await tx
    .updateTable('api_connection_details')
    .set({
      problem_count: remaining,
      retry_count: sql<number>`retry_count + 1` as never,
      retried_at: sql<Date>`now()` as never,
    })
    .where('id', '=', id)
    .execute();
  return { id, resolved: read.length, remaining };
}
