import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden } from '../../platform/errors.js';

/** Whether the user is connected to the branch (the superuser is connected to every branch). */
export async function isConnected(tx: TenantTx, auth: AuthContext, inventoryId: string): Promise<boolean> {
  if (auth.isSuperuser) return true;
  const row = await tx
    .selectFrom('user_inventories')
    .select('inventory_id')
    .where('user_id', '=', auth.userId)
    .where('inventory_id', '=', inventoryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Non-superusers act in, and see the documents of, their connected branches only. */
export async function assertConnected(
  tx: TenantTx,
  auth: AuthContext,
  inventoryId: string,
  message = MESSAGES.notConnectedInventory,
): Promise<void> {
  if (!(await isConnected(tx, auth, inventoryId))) throw forbidden(message);
}

/** A list's `where` for the branch column `column` of alias-qualified rows: all for the superuser. */
export function connectedBranchesSql(auth: AuthContext, column: string) {
  if (auth.isSuperuser) return sql`true`;
  return sql`${sql.ref(column)} in (select inventory_id from user_inventories where user_id = ${auth.userId})`;
}

/** Whether the document (rows aliased `alias`, audited as `modelType`) has an active invoice audit. */
export function auditedSql(alias: string, modelType: string) {
  const row = (column: string) => sql.ref(`${alias}.${column}`);
  return sql`exists (select 1 from invoice_audits a where a.tenant_id = ${row('tenant_id')}
    and a.model_type = ${modelType} and a.model_id = ${row('id')} and a.status)`;
}
