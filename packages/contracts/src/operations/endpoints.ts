import { z } from 'zod';
import { defineEndpoint, timestamp } from '../endpoints/define.js';

/** The operations domain's refusals (the web shows each in the reader's language, `operations:messages.<key>`). */
export const OPERATIONS_MESSAGES = {
  folderRequired: 'The folder field is required.',
  folderAbsolute: 'The folder must be an absolute path on the server.',
  folderNotWritable: 'The server cannot write to this folder.',
  folderInsideFiles: 'The folder cannot be inside the uploaded files folder.',
  hourRange: 'The hour must be between 0 and 23.',
  keepWhole: 'The number of backups to keep must be a whole number.',
  keepMin: 'Keep at least one backup.',
  keepMax: 'Keep at most 365 backups.',
  scheduleFirst: 'Choose the backup folder and save the schedule first.',
  alreadyRunning: 'A backup is already running.',
} as const;
const M = OPERATIONS_MESSAGES;

/** How many nightly backups are kept at most. */
export const BACKUP_KEEP_MAX = 365;

/**
 * The installation's scheduled backup: on, the hour (UTC) it runs each night, the server folder the archives
 * go to (an absolute path on the server) and how many of the newest are kept.
 */
export const backupScheduleInput = z.object({
  enabled: z.boolean(),
  hour: z.coerce
    .number()
    .int()
    .min(0, 'The hour must be between 0 and 23.')
    .max(23, 'The hour must be between 0 and 23.'),
  folder: z
    .string({ error: 'The folder field is required.' })
    .trim()
    .min(1, 'The folder field is required.')
    .max(500)
    .refine(
      (f) => f.startsWith('/') || /^[A-Za-z]:[\\/]/.test(f),
      'The folder must be an absolute path on the server.',
    ),
  keep: z.coerce.number().int(M.keepWhole).min(1, M.keepMin).max(BACKUP_KEEP_MAX, M.keepMax),
});
export type BackupScheduleInput = z.infer<typeof backupScheduleInput>;

export const BACKUP_OUTCOMES = ['running', 'ok', 'failed'] as const;

export const backupRun = z.object({
  id: z.string(),
  /** true: the nightly run; false: started with "Back up now". */
  scheduled: z.boolean(),
  started_at: timestamp,
  finished_at: timestamp.nullable(),
  outcome: z.enum(BACKUP_OUTCOMES),
  file: z.string().nullable(),
  bytes: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRun>;

/**
 * `operator`: the caller may manage the installation's backups (a superuser of its first company); other
 * companies of a shared installation only learn that the operator does.
 */
export const backupOverview = z.object({
  operator: z.boolean(),
  schedule: backupScheduleInput.nullable(),
  runs: z.array(backupRun),
});
export type BackupOverview = z.infer<typeof backupOverview>;

const tag = 'operations';

export const operationsEndpoints = {
  backups: defineEndpoint({
    method: 'GET',
    path: 'operations/backups',
    response: backupOverview,
    access: 'authenticated',
    tag,
  }),
  saveSchedule: defineEndpoint({
    method: 'PUT',
    path: 'operations/backups/schedule',
    body: backupScheduleInput,
    response: backupScheduleInput,
    access: 'authenticated',
    tag,
  }),
  backUpNow: defineEndpoint({
    method: 'POST',
    path: 'operations/backups/run',
    response: z.object({ id: z.string() }),
    status: 202,
    access: 'authenticated',
    tag,
  }),
};
