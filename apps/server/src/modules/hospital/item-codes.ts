import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';

async function ownConnection(tx: TenantTx, id: string) {
  const conn = await tx
    .selectFrom('api_connections')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'hospital')
    .executeTakeFirst();
  if (!conn) throw notFound();
}

/**
 * A connection's drug-code mapping, with the codes still waiting to be mapped: the drug codes of the
 * lines that could not be read in its waiting prescriptions (the dead-letter list), how many
 * prescriptions wait on each and the name the hospital gave the drug.
 */
export async function listCodes(tx: TenantTx, id: string) {
  await ownConnection(tx, id);
  const mapped = await tx
    .selectFrom('api_connection_item_codes as m')
    .innerJoin('items as i', (j) =>
      j.onRef('i.tenant_id', '=', 'm.tenant_id').onRef('i.id', '=', 'm.item_id'),
    )
    .select(['m.code', 'm.item_id', 'i.name as item_name', 'i.barcode as item_barcode'])
    .where('m.api_connection_id', '=', id)
    .orderBy('m.code')
    .execute();
  const unmapped = await sql<{ code: string; drug_name: string | null; prescriptions: number }>`
    select l.drug_code as code, max(l.drug_name) as drug_name, count(distinct d.id)::int as prescriptions
    from api_connection_detail_lines l
    join api_connection_details d on d.tenant_id = l.tenant_id and d.id = l.detail_id
    where d.api_connection_id = ${id} and d.status = 'received' and l.problem is not null
    group by l.drug_code
    order by l.drug_code
    limit 500`.execute(tx);
  return { data: mapped, unmapped: unmapped.rows };
}

/** Maps codes to items (a code mapped again moves to the new item). */
export async function mapCodes(tx: TenantTx, id: string, codes: { code: string; item_id: string }[]) {
  await ownConnection(tx, id);
  const unique = [...new Map(codes.map((c) => [c.code, c])).values()];
  const known = await tx
    .selectFrom('items')
    .select('id')
    .where(
      'id',
      'in',
      unique.map((c) => c.item_id),
    )
    .execute();
  const ids = new Set(known.map((k) => k.id));
  const bad = codes.findIndex((c) => !ids.has(c.item_id));
  if (bad >= 0) throw invalid({ [`codes.${bad}.item_id`]: ['The selected item is invalid.'] });
  await tx
    .insertInto('api_connection_item_codes')
    .values(unique.map((c) => ({ tenant_id: tx.tenantId, api_connection_id: id, ...c })))
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'api_connection_id', 'code'])
        .doUpdateSet({ item_id: (eb) => eb.ref('excluded.item_id') }),
    )
    .execute();
  return { mapped: unique.length };
}

/**
 * Removes a code's mapping. Lines already read keep their item (the prescription was read with it); a
 * line that arrives later with the code falls back to an item with that barcode, or waits in the
 * dead-letter list.
 */
export async function unmapCode(tx: TenantTx, id: string, code: string) {
  await ownConnection(tx, id);
  const r = await tx
    .deleteFrom('api_connection_item_codes')
    .where('api_connection_id', '=', id)
    .where('code', '=', code)
    .returning('code')
    .executeTakeFirst();
  if (!r) throw notFound();
  return { code };
}
