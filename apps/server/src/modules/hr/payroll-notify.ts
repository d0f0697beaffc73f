import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { HeaderRow, NotifyEvent } from '../documents/define.js';
import { notify, usersWithAbility } from '../notifications/writer.js';

/**
 * A payroll run is announced to the holders of `hr_monthly_payroll` when it is prepared (it waits for
 * approval) and when it is approved (paid). The record type is `payroll` (the spec's jump rule): the
 * notification opens the runs list filtered to the run's number on its posting date.
 */
export async function announcePayroll(tx: TenantTx, auth: AuthContext, event: NotifyEvent, row: HeaderRow) {
  if (event !== 'create' && event !== 'approve') return;
  const branch = (
    await sql<{ name: string }>`select name from inventories where id = ${String(row.inventory_id)}`.execute(
      tx,
    )
  ).rows[0]?.name;
  const params = {
    invoice: row.invoice_id,
    month: String(row.month).slice(0, 7),
    branch: branch ?? '',
    actor: auth.name,
  };
  await notify(tx, {
    userIds: await usersWithAbility(tx, 'hr_monthly_payroll'),
    type: event === 'create' ? 'notify.create' : 'notify.edit',
    message: { key: event === 'create' ? 'payroll.created' : 'payroll.approved', params },
    modelType: 'payroll',
    modelId: row.id,
    modelDate: row.date,
  });
}
