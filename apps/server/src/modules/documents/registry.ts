import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * Where each declared document type is stored, filled by registerDeclaredDocument: other modules that point
 * at "any document" (a ticket's related record) find one by its type id without knowing its table.
 */
interface Stored {
  table: string;
  discriminator?: { column: string; value: string };
}

const DECLARED = new Map<string, Stored>();

export function rememberDocumentTable(type: string, stored: Stored): void {
  DECLARED.set(type, stored);
}

/** Whether a type's documents can be looked up (types stored outside the kernel cannot). */
export const isDeclaredDocument = (type: string): boolean => DECLARED.has(type);

/** One document of the caller's tenant by type and id, with its shown number; undefined when there is none. */
export async function findDocument(
  tx: TenantTx,
  type: string,
  id: string,
): Promise<{ invoice_id: string | null } | undefined> {
  const stored = DECLARED.get(type);
  if (!stored) return undefined;
  const only = stored.discriminator
    ? sql`and ${sql.ref(stored.discriminator.column)}::text = ${stored.discriminator.value}`
    : sql``;
  const r = await sql<{ invoice_id: string | null }>`
    select invoice_id::text as invoice_id from ${sql.table(stored.table)} where id = ${id} ${only}`.execute(
    tx,
  );
  return r.rows[0];
}

/**
 * The id of a document of the caller's tenant by type and the number users know it by (case and spaces
 * aside); the newest when several share it (a supplier's invoice number is typed, not issued); undefined
 * when none has it.
 */
export async function findDocumentByNumber(
  tx: TenantTx,
  type: string,
  number: string,
): Promise<string | undefined> {
  const stored = DECLARED.get(type);
  if (!stored) return undefined;
  const only = stored.discriminator
    ? sql`and ${sql.ref(stored.discriminator.column)}::text = ${stored.discriminator.value}`
    : sql``;
  const r = await sql<{ id: string }>`
    select id::text as id from ${sql.table(stored.table)}
    where lower(invoice_id::text) = lower(${number.trim()}) ${only} order by id desc limit 1`.execute(tx);
  return r.rows[0]?.id;
}
