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
  message = 'You are not connected to this inventory.',
): Promise<void> {
  if (!(await isConnected(tx, auth, inventoryId))) throw forbidden(message);
}

/** A list's `where` for the branch column `column` of alias-qualified rows: all for the superuser. */
export function connectedBranchesSql(auth: AuthContext, column: string) {
  if (auth.isSuperuser) return sql`true`;
  return sql`${sql.ref(column)} in (select inventory_id from user_inventories where user_id = ${auth.userId})`;
}
