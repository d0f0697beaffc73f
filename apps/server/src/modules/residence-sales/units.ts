import { formatMessage, MESSAGES, UNIT_STATUS } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';

export interface LockedUnit {
  id: string;
  code: string;
  status: number;
}

/**
 * Locks the units a sale names (in id order, so two sales of overlapping units wait for each other rather
 * than deadlock) and refuses a missing, repeated or sold one. The second of two concurrent sales of a unit
 * waits here for the first to commit and then finds the unit sold.
 */
export async function lockAvailableUnits(tx: TenantTx, ids: string[]): Promise<LockedUnit[]> {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw invalid({ [`units.${i}.residence_unit_id`]: [MESSAGES.unitTwice] });
    seen.add(id);
  });
  const rows = (
    await sql<LockedUnit>`select id, code, status from residence_units
      where id in (${sql.join(ids)}) order by id for update`.execute(tx)
  ).rows;
  ids.forEach((id, i) => {
    const unit = rows.find((r) => r.id === id);
    if (!unit)
      throw invalid({ [`units.${i}.residence_unit_id`]: ['The selected residence unit is invalid.'] });
    if (unit.status === UNIT_STATUS.sold) throw conflict(formatMessage('unitSold', { unit: unit.code }));
  });
  return rows;
}

/** Marks units sold; refuses when one was sold meanwhile (the lock above makes that a bug, not a race). */
export async function markSold(tx: TenantTx, ids: string[]): Promise<void> {
  const done = await sql`update residence_units set status = ${UNIT_STATUS.sold}, updated_at = now()
    where id in (${sql.join(ids)}) and status <> ${UNIT_STATUS.sold}`.execute(tx);
  if (Number(done.numAffectedRows ?? 0) !== ids.length) throw conflict(MESSAGES.saleUnitSold);
}

/** The units of a sale become sellable again: available when the sale is deleted, returned after a return. */
export async function releaseUnits(tx: TenantTx, saleId: string, status: number): Promise<void> {
  await sql`update residence_units set status = ${status}, updated_at = now()
    where id in (select residence_unit_id from residence_sale_units where residence_sale_id = ${saleId})`.execute(
    tx,
  );
}
