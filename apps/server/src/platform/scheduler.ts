import { AUTOMATION_DEFAULT_HOUR } from '@bb/contracts';
import { sql } from 'kysely';
import type { App } from './app-types.js';
import type { Db, DbHandle } from './db/pool.js';
import { type TenantTx, withTenant } from './db/tenant.js';
import { AppError } from './errors.js';
import type { Publisher } from './realtime.js';

/** What a task knows about its run: the tenant's day it runs for (YYYY-MM-DD) and the clock. */
export interface TaskContext {
  today: string;
  now: Date;
}

/** A task's answer: `partial` when some of its items failed (listed in the detail), `ok` otherwise. */
export interface TaskResult {
  outcome: 'ok' | 'partial';
  detail: Record<string, unknown>;
}

/** An automated task: runs in one transaction of one tenant (row-level security applies as for a request). */
export type Task = (tx: TenantTx, ctx: TaskContext) => Promise<TaskResult>;
export type TaskRegistry = Readonly<Record<string, Task>>;

export interface RunReport {
  tenantId: string;
  name: string;
  /** `skipped`: another process claimed the run first. */
  outcome: 'ok' | 'partial' | 'failed' | 'skipped';
  detail: Record<string, unknown>;
}

export interface RunOptions {
  now?: Date;
  publisher?: Publisher;
  onError?: (report: RunReport, error: unknown) => void;
}

const TICK_MS = 60_000;

/**
 * The tenant's day and hour. Tenants have no time zone of their own yet, so every tenant runs on UTC;
 * this is the one place to change when they get one.
 */
export function tenantClock(now: Date): { today: string; hour: number } {
  return { today: now.toISOString().slice(0, 10), hour: now.getUTCHours() };
}

/**
 * Switched-on tasks whose hour has come and that have no run for today, over every tenant. This is the
 * one cross-tenant read, so it runs on the owner connection (like sign-in); the work itself runs in
 * tenant transactions.
 */
export async function dueAutomations(
  db: Db,
  tasks: TaskRegistry,
  now: Date,
): Promise<{ tenantId: string; name: string }[]> {
  const { today, hour } = tenantClock(now);
  const rows = await sql<{ tenant_id: string; name: string }>`
    select s.tenant_id, substr(s.key, length('automation.') + 1) as name
    from settings s
    where s.key like 'automation.%'
      and s.value ->> 'enabled' = 'true'
      and (case when jsonb_typeof(s.value -> 'hour') = 'number' then (s.value ->> 'hour')::numeric
        else ${AUTOMATION_DEFAULT_HOUR} end) <= ${hour}
      and not exists (select 1 from automation_runs r where r.tenant_id = s.tenant_id
        and r.name = substr(s.key, length('automation.') + 1) and r.run_date = ${today}::date)
    order by s.tenant_id, s.key`.execute(db);
  return rows.rows
    .filter((r) => Object.hasOwn(tasks, r.name))
    .map((r) => ({ tenantId: r.tenant_id, name: r.name }));
}

/** A failure's words for the run's record: the business message (and field errors), or the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof AppError) {
    const fields = error.errors ? Object.values(error.errors).flat() : [];
    return [error.message, ...fields].join(' ').slice(0, 2000);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * Runs one task for one tenant and day. The claim (the `automation_runs` row, unique per tenant, task and
 * day) is inserted in the same transaction as the work: a second process waits on it and then finds the
 * run taken; a crash rolls both back, so the next tick runs the task again. A task that throws rolls back
 * its work, and its error is recorded in a run row of its own (which also keeps it from running again today).
 */
export async function runAutomation(
  db: Db,
  tasks: TaskRegistry,
  tenantId: string,
  name: string,
  opts: RunOptions = {},
): Promise<RunReport> {
  const now = opts.now ?? new Date();
  const { today } = tenantClock(now);
  const task = tasks[name];
  if (!task) throw new Error(`unknown automation ${name}`);
  try {
    return await withTenant(db, { tenantId, publisher: opts.publisher }, async (tx) => {
      const claim = await sql<{ id: string }>`insert into automation_runs (tenant_id, name, run_date, outcome)
        values (${tenantId}, ${name}, ${today}, 'running') on conflict do nothing returning id`.execute(tx);
      const id = claim.rows[0]?.id;
      if (!id) return { tenantId, name, outcome: 'skipped' as const, detail: {} };
      const result = await task(tx, { today, now });
      await tx
        .updateTable('automation_runs')
        .set({
          outcome: result.outcome,
          detail: JSON.stringify(result.detail),
          finished_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .execute();
      return { tenantId, name, ...result };
    });
  } catch (error) {
    const report: RunReport = { tenantId, name, outcome: 'failed', detail: { error: describeError(error) } };
    opts.onError?.(report, error);
    try {
      await withTenant(db, { tenantId }, (tx) =>
        sql`insert into automation_runs (tenant_id, name, run_date, outcome, detail, finished_at)
          values (${tenantId}, ${name}, ${today}, 'failed', ${JSON.stringify(report.detail)}, clock_timestamp())
          on conflict do nothing`.execute(tx),
      );
    } catch (recording) {
      // the database itself is failing: nothing is recorded, so the next tick tries the task again
      opts.onError?.({ ...report, detail: { error: describeError(recording) } }, recording);
    }
    return report;
  }
}

/** One pass of the scheduler: every due task of every tenant, one after another; a failure stops none of the others. */
export async function runDueAutomations(
  db: Db,
  tasks: TaskRegistry,
  opts: RunOptions = {},
): Promise<RunReport[]> {
  const now = opts.now ?? new Date();
  const reports: RunReport[] = [];
  for (const { tenantId, name } of await dueAutomations(db, tasks, now)) {
    reports.push(await runAutomation(db, tasks, tenantId, name, { ...opts, now }));
  }
  return reports;
}

/**
 * Starts the in-process scheduler when the server starts listening (tests build the app without
 * listening, and a test file that listens does not start it either) and stops it on close, waiting for
 * a pass under way. Every minute it runs the due tasks; passes never overlap within a process, and the
 * run claims keep several processes from running the same task twice.
 */
export function installScheduler(app: App, db: DbHandle, tasks: TaskRegistry): void {
  let timers: NodeJS.Timeout[] = [];
  let closed = false;
  let pass: Promise<void> | undefined;
  const tick = () => {
    if (pass || closed) return;
    pass = app.deps.maintenance
      .isOn()
      .then((maintenance) =>
        // under maintenance nothing runs; the tasks run at the first tick after it
        maintenance
          ? []
          : runDueAutomations(db.system, tasks, {
              publisher: app.deps.realtime,
              onError: (report, err) => app.log.warn({ err, ...report }, 'automated task failed'),
            }),
      )
      .then((reports) => {
        for (const r of reports) if (r.outcome !== 'skipped') app.log.info(r, 'automated task ran');
      })
      .catch((err) => app.log.error({ err }, 'scheduler pass failed'))
      .finally(() => {
        pass = undefined;
      });
  };
  app.addHook('onListen', async () => {
    if (process.env.VITEST || timers.length > 0 || closed) return;
    // a first pass soon after start, then one a minute
    timers = [setTimeout(tick, 5_000), setInterval(tick, TICK_MS)];
    for (const t of timers) t.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    for (const t of timers) clearTimeout(t);
    timers = [];
    await pass;
  });
}
