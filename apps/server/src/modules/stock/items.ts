import type { ItemInput } from '@bb/contracts';
import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import { guarded } from '../../platform/db/pg-errors.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';

const can = (auth: AuthContext, ability: string) => auth.isSuperuser || auth.abilities.has(ability);

async function checkRules(tx: TenantTx, input: ItemInput): Promise<void> {
  if (input.category_id) {
    const cat = (
      await sql<{
        group_id: string;
      }>`select group_id from categories where id = ${input.category_id}`.execute(tx)
    ).rows[0];
    if (!cat) throw invalid({ category_id: ['The selected category is invalid.'] });
    if (input.group_id && cat.group_id !== input.group_id)
      throw invalid({ category_id: [MESSAGES.categoryOfGroup] });
  }
}

const columns = (input: ItemInput) => ({
  name: input.name,
  barcode: input.barcode,
  scientific_name: input.scientific_name,
  per_packet: input.per_packet,
  dosage_form_id: input.dosage_form_id,
  brand_id: input.brand_id,
  group_id: input.group_id,
  category_id: input.category_id,
  rack_id: input.rack_id,
  measurement_id: input.measurement_id,
  type: input.type,
  status: input.status,
  stockable: input.type === 3 ? false : input.stockable,
  is_hidden: input.hidden,
  min_quantity: input.min_quantity,
});

const messages = { barcode: 'The barcode has already been taken.' };

export async function createItem(tx: TenantTx, auth: AuthContext, input: ItemInput, imageKey?: string) {
  if (input.hidden && !can(auth, 'item_show_hidden')) throw forbidden();
  await checkRules(tx, input);
  return guarded(
    'items',
    () =>
      tx
        .insertInto('items')
        .values({
          ...columns(input),
          tenant_id: tx.tenantId,
          created_by: auth.userId,
          image_key: imageKey ?? null,
        })
        .returning(['id', 'name', 'barcode', 'type'])
        .executeTakeFirstOrThrow(),
    { messages },
  );
}

/**
 * Updates an item. The barcode changes only with item_edit_barcode (the old one is kept as old_barcode,
 * so scanners with old labels still find it); the hidden switch only with item_show_hidden.
 */
export async function updateItem(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: ItemInput,
  imageKey?: string,
) {
  const current = await tx
    .selectFrom('items')
    .select(['barcode', 'is_hidden', 'image_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound();
  const barcodeChanged = current.barcode !== input.barcode;
  if (barcodeChanged && !can(auth, 'item_edit_barcode')) throw forbidden(MESSAGES.barcodeLocked);
  if (current.is_hidden !== input.hidden && !can(auth, 'item_show_hidden')) throw forbidden();
  await checkRules(tx, input);
  await guarded(
    'items',
    () =>
      tx
        .updateTable('items')
        .set({
          ...columns(input),
          ...(barcodeChanged ? { old_barcode: current.barcode } : {}),
          ...(imageKey ? { image_key: imageKey } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute(),
    { messages },
  );
  return { id, previousImage: imageKey ? current.image_key : null };
}

export async function getItem(tx: TenantTx, id: string) {
  const item = await tx.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!item) throw notFound();
  const { tenant_id: _t, image_key, is_hidden, ...rest } = item;
  return { ...rest, hidden: is_hidden, has_image: image_key !== null };
}

/**
 * Custom barcodes: EAN-13 in the in-store range (prefix 2), from a per-tenant counter, never one already
 * taken. GET answers the last one generated; POST makes the next.
 */
export function ean13(body12: string): string {
  const digits = body12.split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

export async function nextCustomBarcode(tx: TenantTx): Promise<string> {
  for (;;) {
    const r = await sql<{ last_number: string }>`
      insert into document_sequences (tenant_id, inventory_id, doc_type, last_number) values (${tx.tenantId}, 0, 'custom_barcode', 1)
      on conflict (tenant_id, inventory_id, doc_type) do update set last_number = document_sequences.last_number + 1
      returning last_number`.execute(tx);
    const code = ean13(`2${r.rows[0]!.last_number.padStart(11, '0')}`);
    const taken = await tx.selectFrom('items').select('id').where('barcode', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

export async function lastCustomBarcode(tx: TenantTx): Promise<string | null> {
  const r = await tx
    .selectFrom('document_sequences')
    .select('last_number')
    .where('doc_type', '=', 'custom_barcode')
    .executeTakeFirst();
  return r ? ean13(`2${r.last_number.padStart(11, '0')}`) : null;
}
