import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../platform/db/embedded.js';
import { createDb, type DbHandle } from '../platform/db/pool.js';

/** An error the operator can act on: printed without a stack, exit code 1. */
export class CliError extends Error {}

/** The database a command works on and the uploaded files folder beside it. */
export interface Target {
  db: DbHandle;
  /** Where the database is, in words for messages (never the password). */
  where: string;
  filesDir: string;
  close(): Promise<void>;
}

/**
 * Opens the database the server would use: `DATABASE_URL`, or the embedded PostgreSQL in `DATA_DIR/pg`.
 * When a BranchBook server is running on that DATA_DIR its PostgreSQL is used as it is (online: backups and
 * maintenance work while users work); otherwise the embedded PostgreSQL is started for the command and stopped
 * after it. `exclusive` commands (restore) refuse a running server instead.
 */
export async function openTarget(config: Config, opts: { exclusive?: boolean } = {}): Promise<Target> {
  const filesDir = path.join(config.dataDir, 'files');
  if (config.databaseUrl) {
    const db = createDb(config.databaseUrl, { max: 2, onError: () => undefined });
    const u = new URL(config.databaseUrl);
    const where = `${u.host}${u.pathname}`;
    try {
      await db.pool.query('select 1');
    } catch (e) {
      await db.close();
      const { code } = e as { code?: string };
      throw new CliError(
        `cannot use the database at ${where} (DATABASE_URL): ${(e as Error).message}${code ? ` [${code}]` : ''}`,
      );
    }
    return { db, filesDir, where, close: () => db.close() };
  }
  const pgDir = path.join(config.dataDir, 'pg');
  const running = await runningEmbeddedUrl(pgDir);
  if (running) {
    if (opts.exclusive)
      throw new CliError(
        `BranchBook is running on ${config.dataDir}: stop it first (restore needs the database to itself).`,
      );
    const db = createDb(running, { max: 2, onError: () => undefined });
    return { db, filesDir, where: `the running embedded PostgreSQL in ${pgDir}`, close: () => db.close() };
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres(pgDir, { quiet: true }).catch((e: Error) => {
    throw new CliError(e.message);
  });
  const db = createDb(embedded.url, { max: 2, onError: () => undefined });
  return {
    db,
    filesDir,
    where: `the embedded PostgreSQL in ${pgDir}`,
    async close() {
      await db.close();
      await embedded.stop();
    },
  };
}
