import { createDb, type Db } from '../../../apps/server/src/platform/db/pool.js';
import type { BenchDatabase, BenchMeta } from '../lib/database.js';
import { captureSql } from '../load/capture.js';
import { markWrites } from '../load/restore.js';
import { timeSql } from '../load/sql.js';
import type { Latency } from '../load/stats.js';
import type { ScenarioResult } from '../report.js';
import type { RunContext, Scenario } from '../scenarios/index.js';
import { type CpuProbes, measureHttp, measureProcess } from './measure.js';
import type { Settings } from './settings.js';

/**
 * One scenario: its prepare step, the measured run (HTTP or in process), the SQL counterparts timed on the
 * database, its own check, and the rows it wrote removed again.
 */
export async function runScenario(
  s: Scenario,
  ctx: RunContext,
  bench: BenchDatabase,
  settings: Settings,
  meta: BenchMeta,
  probes: CpuProbes,
): Promise<ScenarioResult> {
  const clients = settings.connections ?? s.concurrency;
  const base: ScenarioResult = {
    name: s.name,
    summary: s.summary,
    // a path function may need what `prepare` looks up: shown as varying until then
    call: s.kind === 'process' ? s.call : `${s.method} ${typeof s.path === 'string' ? s.path : '(varies)'}`,
    clients,
    unit: s.kind === 'process' ? (s.unit ?? 'ops/s') : 'req/s',
    errors: 0,
    target: s.target?.text,
  };
  const seeded = new Set(meta.steps.map((st) => st.name));
  const missing = (s.needs ?? []).filter((n) => !seeded.has(n));
  if (missing.length > 0) return { ...base, skipped: `needs generator step(s) ${missing.join(', ')}` };

  const tools = {
    query: async <R extends object>(text: string, params?: unknown[]) =>
      (await bench.db.pool.query<R & object>(text, params)).rows as R[],
    steps: meta.steps,
    withDb: async <T>(fn: (db: Db) => Promise<T>) => {
      const handle = createDb(bench.url, { max: 1, onError: () => {} });
      try {
        return await fn(handle.system);
      } finally {
        await handle.close();
      }
    },
  };
  const prepared = await s.prepare?.(ctx, tools);
  if (s.kind !== 'process') base.call = `${s.method} ${typeof s.path === 'string' ? s.path : s.path(ctx, 0)}`;
  const mark = s.writes ? await markWrites(bench.db.pool, ctx.tenantId) : undefined;
  const result: ScenarioResult = { ...base, note: prepared?.note };
  try {
    let http1: (() => Promise<{ latency: { p50: number; samples: number }; errors: number }>) | undefined;
    let run: { seconds: number; requests: number; rps: number; latency: Latency; errors: number };
    if (s.kind === 'process') {
      const m = await measureProcess(s, ctx, bench, settings, clients, probes);
      run = m.run;
      result.probe = m.probeText;
      result.cpu = m.cpu;
    } else {
      const m = await measureHttp(s, ctx, settings, clients, probes);
      run = m.run;
      result.statusCodes = m.run.statusCodes;
      result.probe = m.probeText;
      result.cpu = m.cpu;
      http1 = () => m.one(settings.quick ? 1000 : 5000);
    }
    Object.assign(result, {
      seconds: run.seconds,
      requests: run.requests,
      rps: run.rps,
      latency: run.latency,
      errors: run.errors,
    });
    if (s.sql) {
      const statements = await s.sql(ctx, { capture: (fn) => captureSql(bench.db.pool, fn) });
      const timed = await timeSql(bench.url, statements, {
        runs: settings.quick ? 200 : 2000,
        maxMs: settings.quick ? 1000 : 5000,
      });
      const sql = timed.total;
      const slowest = [...timed.statements].sort((a, b) => b.p50 - a.p50)[0];
      result.sql = {
        p50: sql.p50,
        p95: sql.p95,
        samples: sql.samples,
        statements: timed.statements,
        slowest: slowest && { p50: slowest.p50, sql: slowest.sql.slice(0, 160) },
      };
      result.ratio = Number((run.latency.p50 / sql.p50).toFixed(2));
      if (http1) {
        const one = await http1();
        result.http1 = { p50: one.latency.p50, samples: one.latency.samples };
        result.ratio1 = Number((one.latency.p50 / sql.p50).toFixed(2));
        result.errors += one.errors;
      } else if (clients === 1) {
        result.ratio1 = result.ratio;
      }
    }
    if (s.verify) {
      const v = await s.verify(ctx, tools);
      result.note = [result.note, v.note].filter(Boolean).join('; ') || undefined;
      result.errors += v.errors ?? 0;
    }
  } finally {
    if (mark) {
      const removed = await mark.restore();
      result.removed = removed;
    }
  }
  if (s.target && (s.target.p95Ms !== undefined || s.target.minRps !== undefined) && result.latency) {
    if (prepared?.targetApplies === false) {
      result.targetNotApplicable = true;
    } else {
      result.targetMet =
        (s.target.p95Ms === undefined || result.latency.p95 <= s.target.p95Ms) &&
        (s.target.minRps === undefined || (result.rps ?? 0) >= s.target.minRps);
    }
  }
  return result;
}
