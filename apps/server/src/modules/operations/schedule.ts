import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type BackupRun, type BackupScheduleInput, OPERATIONS_MESSAGES } from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { Db } from '../../platform/db/pool.js';
import { invalid } from '../../platform/errors.js';

const KEY = 'backup_schedule';

/**
 * The installation's operator: a superuser of its first company (the one the first start created). Only
 * they manage backups, which copy every company of the installation; the other companies of a shared
 * installation never choose server folders.
 */
export async function isOperator(db: Db, auth: AuthContext): Promise<boolean> {
  if (!auth.isSuperuser) return false;
  const first = await db.selectFrom('tenants').select('id').orderBy('id').limit(1).executeTakeFirst();
  return first?.id === auth.tenantId;
}

export async function readSchedule(db: Db): Promise<BackupScheduleInput | null> {
  const row = await db.selectFrom('system_state').select('value').where('key', '=', KEY).executeTakeFirst();
  return (row?.value as BackupScheduleInput | undefined) ?? null;
}

/** Saves the schedule once the folder is known to be usable: created if missing, writable by the server. */
export async function saveSchedule(
  db: Db,
  input: BackupScheduleInput,
  filesDir: string,
): Promise<BackupScheduleInput> {
  const folder = path.resolve(input.folder);
  // archives among the uploaded files would be copied into every later backup
  const files = path.resolve(filesDir);
  if (folder === files || folder.startsWith(files + path.sep))
    throw invalid({ folder: [OPERATIONS_MESSAGES.folderInsideFiles] });
  try {
    await fs.mkdir(folder, { recursive: true });
    await fs.access(folder, constants.W_OK);
    if (!(await fs.stat(folder)).isDirectory()) throw new Error('not a folder');
  } catch {
    throw invalid({ folder: [OPERATIONS_MESSAGES.folderNotWritable] });
  }
  const value = { ...input, folder };
  await db
    .insertInto('system_state')
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
  return value;
}

export async function recentRuns(db: Db, limit = 20): Promise<BackupRun[]> {
  const rows = await db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ run_date: _day, ...r }) => r);
}
