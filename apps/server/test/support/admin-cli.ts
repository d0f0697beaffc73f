import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { ident, listTables } from '../../src/platform/backup/catalog.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cliTs = path.join(root, 'apps/server/src/admin/cli.ts');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real admin command line (`npm run admin -- ...`) as a child process with the given environment. */
export function admin(args: string[], env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<CliResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', cliTs, ...args],
      {
        cwd: root,
        env: { ...base, ...env, LOG_LEVEL: 'silent' },
        timeout: 240_000,
        maxBuffer: 10 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every application table with its row count. */
export async function rowCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await listTables(client)) {
    const r = await client.query<{ n: string }>(`select count(*)::text as n from public.${ident(t)}`);
    out[t] = Number(r.rows[0]?.n);
  }
  return out;
}
