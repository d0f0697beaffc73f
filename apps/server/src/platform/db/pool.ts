import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.js';

// int8 (bigint) and numeric stay strings: JS numbers would lose digits.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
// `date` columns stay YYYY-MM-DD text so no time zone can shift them.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = Kysely<Database>;

export interface DbHandle {
  /** The owner connection: migrations, sign-in and token lookups only. Modules use `withTenant`. */
  system: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDb(
  connectionString: string,
  opts: { max?: number; onError?: (e: Error) => void; connectTimeoutMs?: number } = {},
): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    // an unreachable server (or a pool whose every connection is busy) answers a request with 503 after
    // this long instead of holding it for ever; keep-alive finds connections to a vanished server
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
    keepAlive: true,
  });
  // An idle client can be killed by a server shutdown (57P01); that must not crash the process.
  pool.on('error', (err) => opts.onError?.(err));
  // Nor may a checked-out one, between two of its queries (a transaction awaiting other work, the realtime
  // adapter's LISTEN connection): the error reaches its user through the next query, and the pool drops the
  // broken connection when it comes back (pg-pool checks it is still queryable).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const system = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  let closed = false;
  return {
    system,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await system.destroy();
    },
  };
}
