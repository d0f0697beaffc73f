import { sql } from 'kysely';
import { AUTOMATION_TASKS } from '../../src/modules/automations/tasks.js';
import { runDueAutomations, type TaskRegistry } from '../../src/platform/scheduler.js';
import type { Client, TestContext } from './app.js';

/** The scheduler's "now": `hour` o'clock UTC on `day`. */
export const at = (day: string, hour = 5) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/** Switches an automated task on or off, with its hour (PUT /api/automation/{name}). */
export const sw = (c: Client, name: string, body: Record<string, unknown>) =>
  c.request('PUT', `/api/automation/${name}`, body);

/** The scheduler's pass at `hour` on `day` (the real tasks unless given others), and the runs it recorded. */
export function useAutomations(t: TestContext) {
  const run = (day: string, hour = 5, tasks: TaskRegistry = AUTOMATION_TASKS) =>
    runDueAutomations(t.db.system, tasks, { now: at(day, hour) });
  const runs = async (tenantId: string) =>
    (
      await sql<{ name: string; run_date: string; outcome: string; detail: Record<string, unknown> }>`
      select name, run_date::text, outcome, detail from automation_runs where tenant_id = ${tenantId}
      order by run_date, name`.execute(t.db.system)
    ).rows;
  return { run, runs };
}
