import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../../apps/server/src/platform/db/pool.js';
import type { Database } from '../../../apps/server/src/schema.js';
import type { SqlStatement } from '../scenarios/types.js';

/**
 * Runs `fn` with a Kysely handle that records every statement it sends (BEGIN and COMMIT included),
 * so a scenario's SQL counterpart can be the server's own query code rather than a hand-copied SQL text
 * that drifts from it. The recorded statements are then replayed on a bare connection and timed.
 */
export async function captureSql(pool: pg.Pool, fn: (db: Db) => Promise<unknown>): Promise<SqlStatement[]> {
  const statements: SqlStatement[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query')
        statements.push({ text: event.query.sql, params: [...event.query.parameters] });
    },
  });
  await fn(db);
  // Not destroyed: that would end the shared pool; the handle holds nothing else.
  return statements;
}
