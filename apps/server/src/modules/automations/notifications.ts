import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { TaskContext, TaskResult } from '../../platform/scheduler.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { lowQuantityRows } from '../stock-reports/common.js';

/** Lots expiring within this many days are announced. */
export const EXPIRY_HORIZON_DAYS = 90;

async function branchNames(tx: TenantTx): Promise<Map<string, string>> {
  const rows = await tx.selectFrom('inventories').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * low_quantity_notification: one notification to the holders of the low-quantity report's ability
 * listing, per branch, the items whose stock there (the sum of the branch's lots) is under the item's
 * minimum quantity. Items without a minimum, unstocked items and branches the item was never stocked in
 * are not counted. Nothing is sent when no item is short.
 */
export async function notifyLowQuantity(tx: TenantTx, _ctx: TaskContext): Promise<TaskResult> {
  // the same rows the low-quantity report lists
  const rows = await sql<{ inventory_id: string; items: string }>`
    select inventory_id, count(*)::text as items from ${lowQuantityRows(sql`true`)} short
    group by inventory_id order by inventory_id`.execute(tx);
  const total = rows.rows.reduce((n, r) => n + Number.parseInt(r.items, 10), 0);
  if (total === 0) return { outcome: 'ok', detail: { items: 0, recipients: 0 } };
  const recipients = await usersWithAbility(tx, 'report_notify_low_quantity_product');
  const names = await branchNames(tx);
  await notify(tx, {
    userIds: recipients,
    type: 'notify.create',
    // one line per branch: "<b>Branch</b>: 3 item(s)"
    message: {
      key: 'stock.low_quantity',
      params: { count: String(total) },
      lines: rows.rows.map((r) => ({
        key: 'stock.low_quantity_branch',
        params: { branch: names.get(r.inventory_id) ?? r.inventory_id, count: r.items },
      })),
    },
  });
  return {
    outcome: 'ok',
    detail: { items: total, per_branch: rows.rows, recipients: recipients.length },
  };
}

/**
 * expiry_notification: one notification to the holders of the expired-products report's ability with,
 * per branch, the lots in stock that expire within 90 days and those already expired.
 */
export async function notifyExpiry(tx: TenantTx, { today }: TaskContext): Promise<TaskResult> {
  const rows = await sql<{ inventory_id: string; expiring: string; expired: string }>`
    select inventory_id,
      count(*) filter (where expire_date >= ${today}::date)::text as expiring,
      count(*) filter (where expire_date < ${today}::date)::text as expired
    from products
    where quantity > 0 and expire_date is not null
      and expire_date <= ${today}::date + ${EXPIRY_HORIZON_DAYS}::int
    group by inventory_id order by inventory_id`.execute(tx);
  const sum = (k: 'expiring' | 'expired') => rows.rows.reduce((n, r) => n + Number.parseInt(r[k], 10), 0);
  const expiring = sum('expiring');
  const expired = sum('expired');
  if (expiring + expired === 0) return { outcome: 'ok', detail: { expiring: 0, expired: 0, recipients: 0 } };
  const recipients = await usersWithAbility(tx, 'report_expired_product');
  const names = await branchNames(tx);
  const days = String(EXPIRY_HORIZON_DAYS);
  await notify(tx, {
    userIds: recipients,
    type: 'notify.create',
    message: {
      key: 'stock.expiry',
      params: { expiring: String(expiring), expired: String(expired), days },
      lines: rows.rows.map((r) => ({
        key: 'stock.expiry_branch',
        params: {
          branch: names.get(r.inventory_id) ?? r.inventory_id,
          expiring: r.expiring,
          expired: r.expired,
          days,
        },
      })),
    },
  });
  return {
    outcome: 'ok',
    detail: { expiring, expired, per_branch: rows.rows, recipients: recipients.length },
  };
}
