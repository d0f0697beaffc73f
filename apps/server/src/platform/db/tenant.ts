import { sql, type Transaction } from 'kysely';
import type { Publisher } from '../realtime.js';
import type { Db } from './pool.js';
import type { Database } from './schema.js';

/** The role every tenant transaction runs as: not a superuser, not the owner, so row-level security binds it. */
export const APP_ROLE = 'erp_app';

export interface TenantScope {
  tenantId: string;
  /** The acting user, recorded as the causer in the activity log; undefined for system work. */
  userId?: string;
  /** The caller's socket (X-Socket-Id): their own socket does not receive the events of their change. */
  socketId?: string;
  publisher?: Publisher;
}

export type TenantTx = Transaction<Database> & {
  readonly tenantId: string;
  readonly userId: string | undefined;
  /** Runs after the transaction commits (never if it rolls back): pushes, emails, cache drops. */
  afterCommit(fn: () => void | Promise<void>): void;
  /** Sends a real-time event after commit, skipping the caller's own socket. */
  publish(channel: string, event: string, payload: unknown): void;
};

/**
 * Runs `fn` in one transaction scoped to a tenant: the transaction switches to the application role
 * and sets `app.tenant_id`, which every row-level-security policy compares with `tenant_id`, and
 * `app.user_id`, which the activity-log trigger records. This is the only way modules reach tenant data.
 */
export async function withTenant<T>(
  db: Db,
  scope: TenantScope,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const { tenantId, userId } = scope;
  if (!/^\d+$/.test(tenantId)) throw new Error(`bad tenant id ${tenantId}`);
  if (userId !== undefined && !/^\d+$/.test(userId)) throw new Error(`bad user id ${userId}`);
  const after: (() => void | Promise<void>)[] = [];
  const result = await db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true),
      set_config('app.user_id', ${userId ?? ''}, true)`.execute(trx);
    const afterCommit = (f: () => void | Promise<void>) => {
      after.push(f);
    };
    const publish = (channel: string, event: string, payload: unknown) =>
      afterCommit(() => scope.publisher?.publish(channel, event, payload, scope.socketId));
    const tx = Object.assign(trx, { tenantId, userId, afterCommit, publish });
    return fn(tx as TenantTx);
  });
  for (const f of after) {
    try {
      await f();
    } catch {
      // after-commit work is best effort: the change is committed and its record is in the database
    }
  }
  return result;
}
