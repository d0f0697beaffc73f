import { executeNamed } from '../../platform/db/prepared.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { tenantSettings } from '../settings/queries.js';

const NEXT_NUMBER_SQL = `insert into document_sequences (tenant_id, inventory_id, doc_type, last_number)
  values ($1::bigint, $2::bigint, $3::text, 1)
  on conflict (tenant_id, inventory_id, doc_type) do update set last_number = document_sequences.last_number + 1
  returning last_number`;

/**
 * The next number of a document type (per tenant and branch), gapless: the counter row is locked until
 * the document's transaction ends, and a rolled-back document gives its number back.
 */
export async function nextNumber(
  tx: TenantTx,
  docType: string,
  inventoryId?: string | null,
): Promise<number> {
  const [row] = await executeNamed<{ last_number: string }>(tx, 'bb_next_number', NEXT_NUMBER_SQL, [
    tx.tenantId,
    inventoryId ?? '0',
    docType,
  ]);
  return Number(row!.last_number); // money-safe: a document counter
}

/**
 * The shown document number: the type prefix and the number (S-12), with the branch's prefix in front
 * (SD-S-12) when the tenant asks for it (`invoicePrefixType` 'type_inventory', or the older switch
 * `invoicePrefixInventory`). The branch's prefix is its `invoice_prefix` setting, else its code.
 */
export async function invoiceId(
  tx: TenantTx,
  prefix: string,
  number: number,
  inventoryId?: string | null,
): Promise<string> {
  const settings = await tenantSettings(tx);
  const withBranch = settings.invoicePrefixType === 'type_inventory' || settings.invoicePrefixInventory;
  if (!withBranch || !inventoryId) return `${prefix}${number}`;
  const inv = await tx
    .selectFrom('inventories as i')
    .leftJoin('inventory_settings as s', (j) =>
      j
        .onRef('s.tenant_id', '=', 'i.tenant_id')
        .onRef('s.inventory_id', '=', 'i.id')
        .on('s.setting_name', '=', 'invoice_prefix'),
    )
    .select(['i.code', 's.value as branch_prefix'])
    .where('i.id', '=', inventoryId)
    .executeTakeFirst();
  const branch = inv?.branch_prefix?.trim() || inv?.code || '';
  return `${branch}${prefix}${number}`;
}
