import { createDb } from '../../../apps/server/src/platform/db/pool.js';
import type { BenchDatabase } from '../lib/database.js';
import { type CpuUse, countCpu } from '../load/cpu.js';
import { type HttpRequestSpec, runHttp } from '../load/http.js';
import { runProcess } from '../load/process.js';
import type { HttpScenario, ProcessScenario, RunContext } from '../scenarios/index.js';
import { USER_AGENT } from './context.js';
import type { Settings } from './settings.js';

function requestSpec(s: HttpScenario, ctx: RunContext): HttpRequestSpec {
  const actor = s.auth === 'none' ? undefined : ctx.actors[s.auth];
  const { path: p, body, headers } = s;
  return {
    method: s.method,
    path: typeof p === 'function' ? (i) => p(ctx, i) : () => p,
    body:
      body === undefined
        ? undefined
        : (i) => JSON.stringify(typeof body === 'function' ? body(ctx, i) : body),
    headers: { 'user-agent': USER_AGENT, ...(actor ? { authorization: `Bearer ${actor.token}` } : {}) },
    headersFor: headers && ((i) => headers(ctx, i)),
    varies: typeof p === 'function' || typeof body === 'function' || headers !== undefined,
    counter: { n: 0 },
  };
}

/** Requests at one client for the "at 1 client" figure: about `budgetMs` of them, 3 to 1,000. */
const oneClientAmount = (p50: number, budgetMs: number) =>
  Math.max(3, Math.min(1000, Math.floor(budgetMs / Math.max(p50, 0.05))));

/** A request slower than this is measured by count (a few of them) rather than for a fixed time. */
const SLOW_MS = 1000;

/**
 * The measured part of an HTTP scenario: probe, warm-up, the run at its clients. A slow call (a report
 * over millions of lines) gets no warm-up beyond the probe and is run a few times by count, so that every
 * figure rests on complete requests.
 */
export async function measureHttp(
  s: HttpScenario,
  ctx: RunContext,
  settings: Settings,
  clients: number,
  probes: CpuProbes,
) {
  const spec = requestSpec(s, ctx);
  // One request first: when it fails, its answer says why far better than a count of non-2xx.
  const i = spec.counter.n++;
  const t0 = performance.now();
  const probe = await fetch(`${ctx.baseUrl}${spec.path(i)}`, {
    method: s.method,
    headers: {
      ...spec.headers,
      ...spec.headersFor?.(i),
      ...(spec.body ? { 'content-type': 'application/json' } : {}),
    },
    body: spec.body?.(i),
  });
  const probeText = probe.ok ? undefined : `${probe.status} ${(await probe.text()).slice(0, 200)}`;
  if (probe.ok) await probe.arrayBuffer();
  const probeMs = performance.now() - t0;

  let run: Awaited<ReturnType<typeof runHttp>>;
  let cpu: CpuUse | undefined;
  if (probeMs > SLOW_MS) {
    const amount = Math.max(3, Math.min(50, Math.round((settings.seconds * 1000 * clients) / probeMs)));
    const counting = countCpu({ appPid: probes.serverPid, database: probes.database });
    run = await runHttp(ctx.baseUrl, spec, { connections: clients, amount: Math.max(amount, clients) });
    cpu = counting.stop(run.requests);
  } else {
    await runHttp(ctx.baseUrl, spec, { connections: clients, seconds: settings.warmupSeconds });
    const counting = countCpu({ appPid: probes.serverPid, database: probes.database });
    run = await runHttp(ctx.baseUrl, spec, { connections: clients, seconds: settings.seconds });
    cpu = counting.stop(run.requests);
  }
  // At one client already: that run is the one-client figure.
  const one = async (budgetMs: number) =>
    clients === 1 && probeMs > SLOW_MS
      ? run
      : runHttp(ctx.baseUrl, spec, { connections: 1, amount: oneClientAmount(run.latency.p50, budgetMs) });
  return { run, probeText, one, cpu: probes.serverPid === undefined ? undefined : cpu };
}

/** The measured part of an in-process scenario: its own pool (one connection per worker), warm-up, run. */
export async function measureProcess(
  s: ProcessScenario,
  ctx: RunContext,
  bench: BenchDatabase,
  settings: Settings,
  clients: number,
  probes: CpuProbes,
) {
  const handle = createDb(bench.url, { max: clients, onError: () => {} });
  try {
    let n = 0;
    const op = () => s.op(ctx, { db: handle.system }, n++);
    const probe = await runProcess(op, { concurrency: 1, amount: 1 });
    await runProcess(op, { concurrency: clients, seconds: settings.warmupSeconds });
    const counting = countCpu({ database: probes.database });
    const run = await runProcess(op, { concurrency: clients, seconds: settings.seconds });
    const cpu = counting.stop(run.requests);
    if (run.errors === 0 && probe.errors > 0) run.errors = probe.errors;
    return { run, probeText: probe.firstError ?? run.firstError, cpu };
  } finally {
    await handle.close();
  }
}

/** Where the CPU of a run is counted: the server process, and the database cluster when it runs here. */
export interface CpuProbes {
  serverPid?: number;
  database?: () => number[];
}
