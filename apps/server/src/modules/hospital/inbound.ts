import { createHash, randomBytes } from 'node:crypto';
import type { inboundAnswer, inboundPrescription } from '@bb/contracts';
import { type InboundPrescription, type IncomingPrescriptionJson, UNKNOWN_DRUG_CODE } from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { DbHandle } from '../../platform/db/pool.js';
import { type TenantTx, withTenant } from '../../platform/db/tenant.js';
import { unauthorized } from '../../platform/errors.js';
import type { Publisher } from '../../platform/publisher.js';
import { apiConnectionChannel } from '../../platform/realtime.js';
import { API_CONNECTION_EVENT } from './rows.js';

type Parsed = z.output<typeof inboundPrescription>;
type Answer = z.output<typeof inboundAnswer>;
export type { InboundPrescription };

const KEY_PREFIX = 'bbh_';
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new connection key: 32 random bytes; only its hash and its first characters are stored. */
export function newConnectionKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, 12) };
}

export interface Connection {
  tenantId: string;
  id: string;
  name: string;
  inventoryId: string;
}

/**
 * The connection a key belongs to, read on the owner connection (the key decides the tenant, so there is no
 * tenant yet): a hospital connection with a branch, not revoked, switched on. Anything else is a 401.
 */
export async function connectionOfKey(db: DbHandle, header: string | undefined): Promise<Connection> {
  const key = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!key?.startsWith(KEY_PREFIX)) throw unauthorized();
  const row = await db.system
    .selectFrom('api_connections')
    .select(['tenant_id', 'id', 'name', 'inventory_id'])
    .where('key_hash', '=', hashKey(key))
    .where('kind', '=', 'hospital')
    .where('status', '=', 1)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row?.inventory_id) throw unauthorized();
  return { tenantId: row.tenant_id, id: row.id, name: row.name, inventoryId: row.inventory_id };
}

/** The item each code maps to: the connection's own mapping first, else the item with that barcode. */
export async function itemsOfCodes(
  tx: TenantTx,
  connectionId: string,
  codes: string[],
): Promise<Map<string, string>> {
  const r = await sql<{ code: string; item_id: string }>`
    select c.code, coalesce(m.item_id, i.id) as item_id
    from unnest(${codes}::text[]) as c(code)
    left join api_connection_item_codes m on m.api_connection_id = ${connectionId} and m.code = c.code
    left join items i on m.item_id is null and i.barcode = c.code
    where coalesce(m.item_id, i.id) is not null`.execute(tx);
  return new Map(r.rows.map((x) => [x.code, x.item_id]));
}

async function answerOf(tx: TenantTx, detailId: string, created: boolean): Promise<Answer> {
  const d = await tx
    .selectFrom('api_connection_details')
    .select(['id', 'prescription_id', 'status'])
    .where('id', '=', detailId)
    .executeTakeFirstOrThrow();
  const lines = await tx
    .selectFrom('api_connection_detail_lines')
    .select(['line_no', 'drug_code', 'item_id', 'problem'])
    .where('detail_id', '=', detailId)
    .orderBy('line_no')
    .execute();
  return {
    id: d.id,
    prescription_id: d.prescription_id,
    status: d.status,
    created,
    lines: lines.map((l) => ({ line: l.line_no, code: l.drug_code, item_id: l.item_id, problem: l.problem })),
  };
}

/**
 * Stores a prescription once. The hospital's id is unique per connection: a second call with it (a retry,
 * a duplicate from the hospital's queue, two calls at once) answers the stored prescription with
 * `created: false` and publishes nothing. A line whose drug code maps to no item is kept with its problem
 * (the pharmacist sees it, the hospital reads it in the answer); the rest can still be dispensed.
 */
export async function receivePrescription(
  db: DbHandle,
  publisher: Publisher,
  conn: Connection,
  p: Parsed,
): Promise<Answer> {
  return withTenant(db.system, { tenantId: conn.tenantId, publisher }, async (tx) => {
    const existing = await tx
      .selectFrom('api_connection_details')
      .select('id')
      .where('api_connection_id', '=', conn.id)
      .where('prescription_id', '=', p.id)
      .executeTakeFirst();
    if (existing) return answerOf(tx, existing.id, false);
    const items = await itemsOfCodes(tx, conn.id, [...new Set(p.lines.map((l) => l.medication.code))]);
    const lines = p.lines.map((l, n) => ({
      line: n + 1,
      code: l.medication.code,
      item_id: items.get(l.medication.code) ?? null,
      problem: items.has(l.medication.code) ? null : UNKNOWN_DRUG_CODE,
    }));
    const problems = lines.filter((l) => l.problem).length;
    // patient, prescription and lines in one statement; nothing is written when the prescription exists
    const inserted = await sql<{ id: string; patient_id: string; received_at: Date }>`
      with pt as (
        insert into patients (tenant_id, api_connection_id, hospital_patient_id, fullname, birth_date)
        values (${tx.tenantId}, ${conn.id}, ${p.subject.identifier}, ${p.subject.display}, ${p.subject.birthDate ?? null})
        on conflict (tenant_id, api_connection_id, hospital_patient_id)
        do update set fullname = excluded.fullname, birth_date = coalesce(excluded.birth_date, patients.birth_date),
          updated_at = now()
        returning id
      ), d as (
        insert into api_connection_details (tenant_id, api_connection_id, inventory_id, prescription_id, patient_id,
          prescriber, authored_on, note, problem_count)
        select ${tx.tenantId}, ${conn.id}, ${conn.inventoryId}, ${p.id}, pt.id,
          ${p.requester?.display ?? null}, ${p.authoredOn ?? null}, ${p.note}, ${problems} from pt
        on conflict (tenant_id, api_connection_id, prescription_id) do nothing
        returning id, patient_id, received_at
      ), l as (
        insert into api_connection_detail_lines (tenant_id, detail_id, line_no, drug_code, drug_name, item_id,
          quantity, dosage, problem)
        select ${tx.tenantId}, d.id, x.line_no, x.code, x.name, x.item_id, x.quantity, x.dosage, x.problem
        from d, unnest(${lines.map((l) => l.line)}::int[], ${lines.map((l) => l.code)}::text[],
          ${p.lines.map((l) => l.medication.display ?? null)}::text[], ${lines.map((l) => l.item_id)}::bigint[],
          ${p.lines.map((l) => l.quantity)}::numeric[], ${p.lines.map((l) => l.dosage ?? null)}::text[],
          ${lines.map((l) => l.problem)}::text[]) as x(line_no, code, name, item_id, quantity, dosage, problem)
      )
      select id, patient_id, received_at from d`.execute(tx);
    const row = inserted.rows[0];
    if (!row) {
      // the same prescription committed by a concurrent call while this one waited on the unique key
      const other = await tx
        .selectFrom('api_connection_details')
        .select('id')
        .where('api_connection_id', '=', conn.id)
        .where('prescription_id', '=', p.id)
        .executeTakeFirstOrThrow();
      return answerOf(tx, other.id, false);
    }
    const detail: IncomingPrescriptionJson = {
      id: row.id,
      prescription_id: p.id,
      inventory_id: conn.inventoryId,
      is_in_process: false,
      status: 'received',
      received_at: new Date(row.received_at).toISOString(),
      problem_count: problems,
      line_count: lines.length,
      api_connection: { id: conn.id, name: conn.name },
      meta: {
        patient: {
          id: row.patient_id,
          fullname: p.subject.display,
          hospital_patient_id: p.subject.identifier,
        },
        prescriber: p.requester?.display ?? null,
      },
    };
    tx.publish(apiConnectionChannel(tx.tenantId, conn.inventoryId), API_CONNECTION_EVENT, {
      type: 'add',
      detail,
    });
    return { id: row.id, prescription_id: p.id, status: 'received', created: true, lines };
  });
}
