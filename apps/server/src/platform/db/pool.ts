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
  opts: { max?: number; onError?: (e: Error) => void } = {},
): DbHandle {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 20, idleTimeoutMillis: 30_000 });
  // An idle client can be killed by a server shutdown (57P01); that must not crash the process.
  pool.on('error', (err) => opts.onError?.(err));
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
