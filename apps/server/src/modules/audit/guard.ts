import { MESSAGES } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';

/** Refuses a change to an audited document: 'update and delete are not allowed once audited'. */
export async function assertNotAudited(tx: TenantTx, modelType: string, modelId: string): Promise<void> {
  const row = await tx
    .selectFrom('invoice_audits')
    .select('id')
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .where('status', '=', true)
    .executeTakeFirst();
  if (row) throw conflict(MESSAGES.auditedLocked);
}
