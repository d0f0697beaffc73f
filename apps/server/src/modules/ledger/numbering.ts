import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { tenantSettings } from '../settings/queries.js';

/**
 * The next number of a document type (per tenant and branch), gapless: the counter row is locked until
 * the document's transaction ends, and a rolled-back document gives its number back.
 */
export async function nextNumber(
  tx: TenantTx,
  docType: string,
  inventoryId?: string | null,
): Promise<number> {
  const inv = inventoryId ?? '0';
  const r = await sql<{ last_number: string }>`
    insert into document_sequences (tenant_id, inventory_id, doc_type, last_number)
    values (${tx.tenantId}, ${inv}, ${docType}, 1)
    on conflict (tenant_id, inventory_id, doc_type) do update set last_number = document_sequences.last_number + 1
    returning last_number`.execute(tx);
  return Number(r.rows[0]!.last_number); // money-safe: a document counter
}

/** The shown document number: the branch prefix (when the setting asks for it), the type prefix, the number. */
export async function invoiceId(
  tx: TenantTx,
  prefix: string,
  number: number,
  inventoryId?: string | null,
): Promise<string> {
  const settings = await tenantSettings(tx);
  if (!settings.invoicePrefixInventory || !inventoryId) return `${prefix}${number}`;
  const inv = await tx
    .selectFrom('inventories')
    .select('code')
    .where('id', '=', inventoryId)
    .executeTakeFirst();
  return `${inv?.code ?? ''}${prefix}${number}`;
}
