import { type Kysely, sql } from 'kysely';

/**
 * Runs of the automated tasks (platform/scheduler.ts): one row per tenant, task and day. The unique key is
 * the claim: a process inserts the row (`on conflict do nothing`) in the transaction that does the work,
 * so two processes never run the same task for the same day, and a crash leaves no row (the next tick
 * runs it again). A failed run records its error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table automation_runs (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      run_date date not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      -- 'running' is seen only inside the claiming transaction: it commits with the final outcome
      outcome text not null check (outcome in ('running', 'ok', 'partial', 'failed')),
      detail jsonb not null default '{}',
      primary key (tenant_id, id),
      unique (tenant_id, name, run_date)
    );
    select bb_tenant_rls('automation_runs');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
