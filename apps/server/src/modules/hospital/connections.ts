import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import { newConnectionKey } from './inbound.js';

const COLUMNS = ['id', 'kind', 'name', 'inventory_id', 'key_prefix', 'revoked_at', 'created_at'] as const;

type Row = {
  id: string;
  kind: string;
  name: string;
  inventory_id: string | null;
  key_prefix: string | null;
  revoked_at: Date | null;
  created_at: Date;
};
const shape = (r: Row) => ({
  id: r.id,
  kind: r.kind as 'hospital' | 'ticket',
  name: r.name,
  inventory_id: r.inventory_id,
  key_prefix: r.key_prefix,
  revoked: r.revoked_at !== null,
  created_at: new Date(r.created_at),
});

export async function listConnections(tx: TenantTx) {
  const rows = await tx.selectFrom('api_connections').select(COLUMNS).orderBy('id').execute();
  return { data: rows.map(shape) };
}

/** A hospital connection for a branch. Its key is answered this once; only its hash is kept. */
export async function createConnection(tx: TenantTx, input: { name: string; inventory_id: string }) {
  const branch = await tx
    .selectFrom('inventories')
    .select('id')
    .where('id', '=', input.inventory_id)
    .executeTakeFirst();
  if (!branch) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  const key = newConnectionKey();
  const row = await tx
    .insertInto('api_connections')
    .values({
      tenant_id: tx.tenantId,
      kind: 'hospital',
      name: input.name,
      inventory_id: input.inventory_id,
      key_hash: key.hash,
      key_prefix: key.prefix,
      revoked_at: null,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...shape(row), key: key.key };
}

/** Revoking: the key stops working at once; the connection's prescriptions and patients stay. */
export async function revokeConnection(tx: TenantTx, id: string) {
  const r = await tx
    .updateTable('api_connections')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` as never, status: 0 })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!r) throw notFound();
  return { id };
}

export async function patientByHospitalId(tx: TenantTx, hospitalPatientId: string) {
  const p = await tx
    .selectFrom('patients')
    .select(['id', 'hospital_patient_id', 'fullname', 'birth_date', 'api_connection_id'])
    .where('hospital_patient_id', '=', hospitalPatientId)
    .orderBy('id')
    .executeTakeFirst();
  return { data: p ? { ...p, birth_date: p.birth_date ? String(p.birth_date).slice(0, 10) : null } : null };
}

/** The categories a hospital system exposes, as stored on its connection. */
export async function systemCategories(tx: TenantTx, id: string) {
  const c = await tx
    .selectFrom('api_connections')
    .select('categories')
    .where('id', '=', id)
    .where('kind', '=', 'hospital')
    .executeTakeFirst();
  if (!c) throw notFound();
  const list = Array.isArray(c.categories) ? (c.categories as { id: unknown; name: unknown }[]) : [];
  return { data: list.map((x) => ({ id: String(x.id), name: String(x.name) })) };
}
