import type { Generated } from 'kysely';

/** The operations module's table (installation-wide: no tenant), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    backup_runs: BackupRunsTable;
  }
}

export interface BackupRunsTable {
  id: Generated<string>;
  scheduled: boolean;
  run_date: string;
  started_at: Generated<Date>;
  finished_at: Date | null;
  outcome: 'running' | 'ok' | 'failed';
  file: string | null;
  bytes: string | null;
  error: string | null;
}
