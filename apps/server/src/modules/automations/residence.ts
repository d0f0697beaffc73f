import { formatMoney } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { TaskContext, TaskResult } from '../../platform/scheduler.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { dueInstalments } from '../residence-sales/due.js';

/** Instalments falling due within this many days are announced. */
export const DUE_HORIZON_DAYS = 7;
/** At most this many instalments are listed in the notification (the counts cover them all). */
const LISTED = 20;

/**
 * residence_instalments_due: one notification to the holders of residence_sale_list with the count of unpaid
 * instalments due within 7 days and of those overdue, listing the first ones (sale, customer, amount left,
 * due date). Nothing is sent when none is due.
 */
export async function notifyDueInstalments(tx: TenantTx, { today }: TaskContext): Promise<TaskResult> {
  const rows = await dueInstalments(tx, today, DUE_HORIZON_DAYS);
  const overdue = rows.filter((r) => r.overdue).length;
  const due = rows.length - overdue;
  if (rows.length === 0) return { outcome: 'ok', detail: { due: 0, overdue: 0, recipients: 0 } };
  const recipients = await usersWithAbility(tx, 'residence_sale_list');
  await notify(tx, {
    userIds: recipients,
    type: 'notify.create',
    message: {
      key: 'residence.instalments_due',
      params: { due: String(due), overdue: String(overdue), days: String(DUE_HORIZON_DAYS) },
      lines: rows.slice(0, LISTED).map((r) => ({
        key: 'residence.instalment_line',
        params: {
          invoice: r.invoice_id,
          customer: r.customer_name,
          date: r.due_date,
          amount: `${formatMoney(r.remaining, r.currency_code)} ${r.currency_code}`,
        },
      })),
    },
  });
  return { outcome: 'ok', detail: { due, overdue, recipients: recipients.length } };
}
