import { type Kysely, sql } from 'kysely';

/**
 * Runs of the installation's backups (issue 22). A backup copies the whole installation, every company, so
 * this table belongs to the installation like `system_state` (where the schedule is kept), not to a tenant:
 * no tenant_id, no row-level security, and the application role has no right on it (only the owner
 * connection, used for the operator's screen and the scheduler, reads and writes it). The partial unique
 * index on the day of a scheduled run is the claim that keeps two app processes from both running it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table backup_runs (
      id bigint generated always as identity primary key,
      scheduled boolean not null,
      run_date date not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      outcome text not null check (outcome in ('running', 'ok', 'failed')),
      file text,
      bytes bigint,
      error text
    );
    create unique index backup_runs_nightly on backup_runs (run_date) where scheduled;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
