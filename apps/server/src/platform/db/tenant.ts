import { sql, type Transaction } from 'kysely';
import { coalesce } from '../coalesce.js';
import type { Publisher } from '../publisher.js';
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
  /**
   * Sends a real-time event after commit, skipping the caller's own socket. With `coalesceMs`, events of
   * one channel and name within that window become one trailing event to everyone (platform/coalesce.ts).
   */
  publish(channel: string, event: string, payload: unknown, opts?: { coalesceMs?: number }): void;
};

const refuseNesting = () => {
  throw new Error('a tenant transaction cannot open another transaction or connection');
};

/**
 * Runs `fn` in one transaction scoped to a tenant: the transaction switches to the application role
 * and sets `app.tenant_id`, which every row-level-security policy compares with `tenant_id`, and
 * `app.user_id`, which the activity-log trigger records. This is the only way modules reach tenant data.
 *
 * `begin` and the three `set_config` calls go in one round trip (one simple-protocol message; the ids are
 * checked to be digits and the role is a constant, so nothing from a request reaches the SQL text), then
 * `fn`'s statements, then `commit`: a read-only request costs its own statements plus two round trips.
 */
export async function withTenant<T>(
  db: Db,
  scope: TenantScope,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const { tenantId, userId } = scope;
  if (!/^\d+$/.test(tenantId)) throw new Error(`bad tenant id ${tenantId}`);
  if (userId !== undefined && !/^\d+$/.test(userId)) throw new Error(`bad user id ${userId}`);
  if (db.isTransaction) throw new Error('withTenant runs its own transaction: call it outside one');
  const after: (() => void | Promise<void>)[] = [];
  const result = await db.connection().execute(async (conn) => {
    try {
      await sql
        .raw(
          `begin; select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true), set_config('app.user_id', '${userId ?? ''}', true)`,
        )
        .execute(conn);
      const afterCommit = (f: () => void | Promise<void>) => {
        after.push(f);
      };
      const publish = (channel: string, event: string, payload: unknown, opts?: { coalesceMs?: number }) =>
        afterCommit(() => {
          const p = scope.publisher;
          if (!p) return;
          if (!opts?.coalesceMs) return p.publish(channel, event, payload, scope.socketId);
          coalesce(
            `${channel}\n${event}`,
            opts.coalesceMs,
            () => p.publish(channel, event, payload, scope.socketId),
            () => p.publish(channel, event, payload),
          );
        });
      // The connection-bound handle is the transaction: the same queries; like Kysely's Transaction it
      // says isTransaction and refuses to open another transaction or connection on itself.
      const tx = Object.defineProperties(conn, {
        isTransaction: { value: true },
        transaction: { value: refuseNesting },
        startTransaction: { value: refuseNesting },
        connection: { value: refuseNesting },
      });
      Object.assign(tx, { tenantId, userId, afterCommit, publish });
      const value = await fn(tx as unknown as TenantTx);
      await sql.raw('commit').execute(conn);
      return value;
    } catch (e) {
      // never hand the connection back inside a transaction; a failed commit has already ended it, and a
      // broken connection cannot roll back (the pool drops it)
      await sql
        .raw('rollback')
        .execute(conn)
        .catch(() => undefined);
      throw e;
    }
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
