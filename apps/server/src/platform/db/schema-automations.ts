import type { ColumnType } from 'kysely';

type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Runs of the automated tasks (migration 0019_automation_runs). */
export interface AutomationRunsTable {
  tenant_id: Id;
  id: GeneratedId;
  name: string;
  run_date: ColumnType<string, string, string>;
  started_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  outcome: 'running' | 'ok' | 'partial' | 'failed';
  detail: ColumnType<unknown, string | undefined, string>;
}
