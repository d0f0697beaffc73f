import type pg from 'pg';
import type { AuthContext } from './context.js';

/** The PostgreSQL channel the triggers of migration 0022 notify when a session's answer may change. */
export const AUTH_CHANNEL = 'bb_auth';
/** The longest a resolved token is trusted without asking PostgreSQL again (the backstop of the notifications). */
export const TOKEN_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: AuthContext;
  until: number;
}

/**
 * Resolved bearer tokens (by token hash), for a few seconds, so an authenticated request does not pay a
 * query for its token. Only answers that found a valid session are kept; an unknown token always asks.
 *
 * Invalidation (see docs/decisions.md, "Token cache"): triggers on `auth_tokens`, `users`, `user_roles` and
 * `role_abilities` (migration 0022) send `NOTIFY bb_auth, '<tenant>:<user>'` (or `'<tenant>:'` for a whole
 * tenant, `'*'` for everyone) when a token is revoked, a user is changed, disabled or deleted, or a role or
 * ability changes. Every connection of the pool LISTENs (subscribed when first acquired), so:
 * - on this instance the change is seen exactly: PostgreSQL delivers a session's own notifications before
 *   the ReadyForQuery of the committing statement, so the entries are gone before the writer's query
 *   resolves (sign-out, password change, role change and disabling answer 401/403 on the next request);
 * - other instances drop the entries as soon as any of their pooled connections receives the notification
 *   (milliseconds); TOKEN_CACHE_TTL_MS bounds the rest (a connection in a long transaction receives it at
 *   the transaction's end; a pooler in transaction mode would lose LISTEN: the TTL then is the bound).
 * A lookup that was in flight while a notification arrived is not cached (the generation counter), so an
 * answer read before the change never outlives it.
 */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly listening = new WeakSet<pg.ClientBase>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = TOKEN_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached session of a token hash, if still fresh. */
  get(hash: string): AuthContext | undefined {
    const e = this.entries.get(hash);
    if (e && e.until > this.now()) {
      this.hits++;
      return e.auth;
    }
    if (e) this.entries.delete(hash);
    this.misses++;
    return undefined;
  }

  /** Marks the start of a lookup: pass the answer to `set` so a change seen meanwhile discards it. */
  begin(): number {
    return this.generation;
  }

  set(hash: string, auth: AuthContext, generation: number): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(hash, { auth: Object.freeze(auth), until: this.now() + this.ttlMs });
  }

  /** Drops the sessions of one user, of a whole tenant (`userId` undefined), or all (`tenantId` '*'). */
  drop(tenantId: string, userId?: string): void {
    this.generation++;
    if (tenantId === '*') {
      this.entries.clear();
      return;
    }
    for (const [hash, e] of this.entries)
      if (e.auth.tenantId === tenantId && (userId === undefined || e.auth.userId === userId))
        this.entries.delete(hash);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Applies one `bb_auth` payload: `'<tenant>:<user>'`, `'<tenant>:'` or `'*'`; anything else drops all. */
  onNotification(payload: string | undefined): void {
    const m = /^(\d+):(\d*)$/.exec(payload ?? '');
    if (!m) this.drop('*');
    else this.drop(m[1] as string, m[2] || undefined);
  }

  /**
   * Subscribes every connection of the pool to `bb_auth` before its first use: a new connection in the
   * pool's `onConnect` hook (awaited before the pool hands it out), one opened before the cache in its first
   * `acquire` (the LISTEN is queued ahead of the caller's first query on it). Answers the function that
   * stops listening.
   */
  attach(pool: pg.Pool): () => void {
    const onNotification = (msg: pg.Notification) => {
      if (msg.channel === AUTH_CHANNEL) this.onNotification(msg.payload);
    };
    const subscribe = (client: pg.ClientBase): Promise<void> => {
      this.listening.add(client);
      client.on('notification', onNotification);
      return client.query(`listen ${AUTH_CHANNEL}`).then(
        () => undefined,
        (e: unknown) => {
          // a broken connection: the pool drops it; whatever it would have heard is dropped now
          this.listening.delete(client);
          client.off('notification', onNotification);
          this.drop('*');
          throw e;
        },
      );
    };
    const previous = pool.options.onConnect;
    const onConnect = async (client: pg.ClientBase) => {
      await previous?.(client);
      if (!this.listening.has(client)) await subscribe(client);
    };
    pool.options.onConnect = onConnect;
    const onAcquire = (client: pg.PoolClient) => {
      if (!this.listening.has(client)) subscribe(client).catch(() => undefined);
    };
    pool.on('acquire', onAcquire);
    return () => {
      pool.off('acquire', onAcquire);
      if (pool.options.onConnect === onConnect) pool.options.onConnect = previous;
      this.entries.clear();
      this.generation++;
    };
  }
}
