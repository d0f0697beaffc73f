import type { TenantTx } from '../../platform/db/tenant.js';
import type { TaskContext, TaskResult } from '../../platform/scheduler.js';
import { createBackup } from '../stock/backups.js';
import { automationActor } from './actor.js';

/**
 * daily_stock_backup: a stock backup (the stock module's snapshot of every lot) of each active branch
 * that holds any lot, noted as automatic; branches with no stock get none.
 */
export async function backUpStock(tx: TenantTx, { today }: TaskContext): Promise<TaskResult> {
  const branches = await tx
    .selectFrom('inventories as i')
    .select(['i.id'])
    .where('i.status', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('products as p').select('p.id').whereRef('p.inventory_id', '=', 'i.id')),
    )
    .orderBy('i.id')
    .execute();
  const actor = automationActor(tx.tenantId);
  const backups: { inventory_id: string; backup_id: string }[] = [];
  for (const b of branches) {
    const head = await createBackup(tx, actor, b.id, `Automatic daily backup ${today}`);
    backups.push({ inventory_id: b.id, backup_id: head.id });
  }
  return { outcome: 'ok', detail: { backups } };
}
