import { Migrator } from 'kysely';
import { migrations } from '../db/migrations/index.js';
import type { Manifest } from '../platform/backup/catalog.js';
import { writeBackup } from '../platform/backup/dump.js';
import { restoreBackup } from '../platform/backup/restore.js';
import type { Db } from '../platform/db/pool.js';
import { MaintenanceSwitch } from '../platform/maintenance.js';
import { progressBar } from './progress.js';
import type { Target } from './target.js';

export async function runBackup(target: Target, outFile: string): Promise<Manifest> {
  const client = await target.db.pool.connect();
  const bar = progressBar();
  try {
    return await writeBackup({ client, filesDir: target.filesDir, outFile, progress: bar });
  } finally {
    bar.end();
    client.release();
  }
}

export async function runRestore(target: Target, archive: string, force: boolean): Promise<Manifest> {
  const client = await target.db.pool.connect();
  const bar = progressBar();
  try {
    return await restoreBackup({ client, archive, filesDir: target.filesDir, force, progress: bar });
  } finally {
    bar.end();
    client.release();
  }
}

/** `migrate status` lists every migration as applied (with its time) or pending; `migrate run` applies. */
export async function runMigrate(db: Db, apply: boolean, say: (line: string) => void): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  if (apply) {
    const { error, results } = await migrator.migrateToLatest();
    for (const r of results ?? [])
      say(`${r.status === 'Success' ? 'applied' : r.status.toLowerCase()}  ${r.migrationName}`);
    if (error)
      throw new Error(`migration failed, nothing of it was kept: ${String(error)}`, { cause: error });
    if ((results ?? []).length === 0) say('the schema is up to date');
    return;
  }
  const all = await migrator.getMigrations();
  for (const m of all)
    say(`${m.executedAt ? `applied ${m.executedAt.toISOString()}` : 'pending'.padEnd(32)}  ${m.name}`);
  const pending = all.filter((m) => !m.executedAt).length;
  say(
    pending === 0
      ? 'the schema is up to date'
      : `${pending} pending: run "npm run admin -- migrate run" (the server also applies them at start)`,
  );
}

export const setMaintenance = (db: Db, on: boolean) => new MaintenanceSwitch(db).set(on);
