import fs from 'node:fs/promises';
import path from 'node:path';
import { OPERATIONS_MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { App } from '../../platform/app-types.js';
import { writeBackup } from '../../platform/backup/dump.js';
import type { DbHandle } from '../../platform/db/pool.js';
import { conflict } from '../../platform/errors.js';
import { tenantClock } from '../../platform/scheduler.js';
import { readSchedule } from './schedule.js';

/** The archives this task writes and prunes; nothing else in the folder is ever touched. */
export const BACKUP_FILE = /^branchbook-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.tar\.gz$/;

/** A run that has gone on this long is taken as dead (its process died): another may start. */
const STALE_MS = 6 * 60 * 60 * 1000;

export interface BackupReport {
  id: string;
  outcome: 'ok' | 'failed';
  file?: string;
  error?: string;
}

/** Deletes the oldest of this task's archives in `folder` beyond the newest `keep` (names sort by time). */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const ours = (await fs.readdir(folder)).filter((f) => BACKUP_FILE.test(f)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const f of old) await fs.rm(path.join(folder, f), { force: true });
  return old;
}

/**
 * Claims and starts a backup of the whole installation into the scheduled folder. The claim row is committed
 * first (a scheduled run: unique per day, so only one process runs it); `done` settles when the archive is
 * written, the folder pruned to the newest `keep` and the row finished as ok or failed (with the error).
 * Answers undefined when the night's run is already taken.
 */
export async function startBackup(
  handle: DbHandle,
  filesDir: string,
  opts: { scheduled: boolean; now?: Date },
): Promise<{ id: string; done: Promise<BackupReport> } | undefined> {
  const db = handle.system;
  const now = opts.now ?? new Date();
  const schedule = await readSchedule(db);
  if (!schedule) throw conflict(OPERATIONS_MESSAGES.scheduleFirst);
  const running = await db
    .selectFrom('backup_runs')
    .select('id')
    .where('outcome', '=', 'running')
    .where('started_at', '>', new Date(now.getTime() - STALE_MS))
    .executeTakeFirst();
  if (running && !opts.scheduled) throw conflict(OPERATIONS_MESSAGES.alreadyRunning);
  const claim = await sql<{ id: string }>`insert into backup_runs (scheduled, run_date, outcome)
    values (${opts.scheduled}, ${tenantClock(now).today}::date, 'running')
    on conflict (run_date) where scheduled do nothing returning id`.execute(db);
  const id = claim.rows[0]?.id;
  if (!id) return undefined;
  const outFile = path.join(
    schedule.folder,
    `branchbook-${now.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`,
  );
  const done = (async (): Promise<BackupReport> => {
    try {
      const client = await handle.pool.connect();
      try {
        await writeBackup({ client, filesDir, outFile });
      } finally {
        client.release();
      }
      const { size } = await fs.stat(outFile);
      await pruneBackups(schedule.folder, schedule.keep);
      await db
        .updateTable('backup_runs')
        .set({ outcome: 'ok', file: outFile, bytes: String(size), finished_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', id)
        .execute();
      return { id, outcome: 'ok', file: outFile };
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 2000);
      await db
        .updateTable('backup_runs')
        .set({ outcome: 'failed', error, finished_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
      return { id, outcome: 'failed', error };
    }
  })();
  return { id, done };
}

/** The nightly run when it is due (switched on, its hour reached, none today yet): its report, else undefined. */
export async function runDueBackup(
  handle: DbHandle,
  filesDir: string,
  now = new Date(),
): Promise<BackupReport | undefined> {
  const schedule = await readSchedule(handle.system);
  if (!schedule?.enabled || tenantClock(now).hour < schedule.hour) return undefined;
  const started = await startBackup(handle, filesDir, { scheduled: true, now });
  return started?.done;
}

/**
 * Checks every minute, once the server listens (never in tests, which call runDueBackup with a chosen
 * clock), whether the nightly backup is due; nothing runs under maintenance. Close waits for a run under way.
 */
export function installBackupSchedule(app: App): void {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let closed = false;
  const tick = () => {
    if (pass || closed) return;
    pass = app.deps.maintenance
      .isOn()
      .then((on) => (on ? undefined : runDueBackup(app.deps.db, app.deps.files.root)))
      .then((report) => {
        if (report?.outcome === 'ok') app.log.info(report, 'scheduled backup written');
        else if (report) app.log.error(report, 'scheduled backup failed');
      })
      .catch((err) => app.log.error({ err }, 'scheduled backup check failed'))
      .finally(() => {
        pass = undefined;
      });
  };
  app.addHook('onListen', async () => {
    if (process.env.VITEST || timer || closed) return;
    timer = setInterval(tick, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await pass;
  });
}
