import { dec, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { apiConnectionChannel } from '../../platform/realtime.js';
import { API_CONNECTION_EVENT } from './rows.js';

/** The prescription a sale dispenses, and its patient (a ledger party). */
export interface PrescriptionClaim {
  id: string;
  inventoryId: string;
  patientId: string;
  patientName: string;
  hospitalPatientId: string;
}

/**
 * Checks, before a sale is written, that it may dispense the prescription: one of the sale's branch, not
 * deleted, and held by no other sale. The row stays locked until the sale commits, so two carts of one
 * prescription saved at once make one sale and one 'already sold' refusal.
 */
export async function claimPrescription(
  tx: TenantTx,
  detailId: string,
  inventoryId: string,
  saleId: string | null,
): Promise<PrescriptionClaim> {
  const r = await sql<{
    id: string;
    inventory_id: string;
    status: string;
    sale_id: string | null;
    patient_id: string;
    fullname: string;
    hospital_patient_id: string;
  }>`select d.id, d.inventory_id, d.status, d.sale_id, p.id as patient_id, p.fullname, p.hospital_patient_id
    from api_connection_details d join patients p on p.tenant_id = d.tenant_id and p.id = d.patient_id
    where d.id = ${detailId} for update of d`.execute(tx);
  const row = r.rows[0];
  if (!row || row.inventory_id !== inventoryId)
    throw invalid({ api_connection_detail_id: ['The selected prescription is invalid.'] });
  if (row.status === 'rejected') throw conflict(MESSAGES.prescriptionRejected);
  if (row.sale_id !== null && row.sale_id !== saleId) throw conflict(MESSAGES.prescriptionSold);
  return {
    id: row.id,
    inventoryId: row.inventory_id,
    patientId: row.patient_id,
    patientName: row.fullname,
    hospitalPatientId: row.hospital_patient_id,
  };
}

/** The prescription a saved sale dispensed, if any (an edit keeps it without the cart naming it again). */
export async function prescriptionOfSale(tx: TenantTx, saleId: string): Promise<string | null> {
  const row = await tx
    .selectFrom('api_connection_details')
    .select('id')
    .where('sale_id', '=', saleId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What the sale header records of the prescription's patient. */
export const patientColumns = (c: PrescriptionClaim) => ({
  hospital_patient_id: c.hospitalPatientId,
  patient_id: c.patientId,
  patient: c.patientName,
});

/**
 * After the sale is written: each prescribed line is dispensed up to what the sale sold of its item (lines
 * of one item in prescription order), and the prescription becomes dispensed, or partly dispensed when
 * something prescribed was not sold. The branch's screens drop it from their list ('receive').
 */
export async function markDispensed(
  tx: TenantTx,
  claim: PrescriptionClaim,
  saleId: string,
  sold: { itemId: string; quantity: string }[],
): Promise<void> {
  const left = new Map<string, ReturnType<typeof dec>>();
  for (const s of sold) left.set(s.itemId, (left.get(s.itemId) ?? dec(0)).plus(s.quantity));
  const lines = await tx
    .selectFrom('api_connection_detail_lines')
    .select(['id', 'item_id', 'quantity'])
    .where('detail_id', '=', claim.id)
    .orderBy('line_no')
    .execute();
  let complete = true;
  for (const l of lines) {
    const have = l.item_id ? (left.get(l.item_id) ?? dec(0)) : dec(0);
    const given = have.lt(l.quantity) ? have : dec(l.quantity);
    if (given.lt(l.quantity)) complete = false;
    if (l.item_id) left.set(l.item_id, have.minus(given));
    await tx
      .updateTable('api_connection_detail_lines')
      .set({ dispensed_quantity: toText(given) })
      .where('id', '=', l.id)
      .execute();
  }
  await tx
    .updateTable('api_connection_details')
    .set({
      sale_id: saleId,
      status: complete ? 'dispensed' : 'partly_dispensed',
      is_in_process: false,
      dispensed_at: sql<Date>`now()` as never,
    })
    .where('id', '=', claim.id)
    .execute();
  tx.publish(apiConnectionChannel(tx.tenantId, claim.inventoryId), API_CONNECTION_EVENT, {
    type: 'receive',
    id: claim.id,
  });
}
