import { sql, type Transaction } from 'kysely';
import type { Db } from './pool.js';
import type { Database } from './schema.js';

/** The role every tenant transaction runs as: not a superuser, not the owner, so row-level security binds it. */
export const APP_ROLE = 'erp_app';

export type TenantTx = Transaction<Database> & { readonly tenantId: string };

/**
 * Runs `fn` in one transaction scoped to a tenant: the transaction switches to the application role
 * and sets `app.tenant_id`, which every row-level-security policy compares with `tenant_id`.
 * This is the only way modules reach tenant data.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  if (!/^\d+$/.test(tenantId)) throw new Error(`bad tenant id ${tenantId}`);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`.execute(
      trx,
    );
    const tx = Object.assign(trx, { tenantId }) as TenantTx;
    return fn(tx);
  });
}
