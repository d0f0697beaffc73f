/**
 * npm run bench [-- --quick] [--only a,b] [--duration s] [--connections n] [--data-dir DIR] [--scale N] [--build] [--no-web]
 *
 * Starts the compiled server as a child process against the benchmark database, measures its start-up,
 * signs in, drives each scenario with autocannon at fixed concurrency for a fixed time, times the SQL
 * counterparts directly on the database, checks the web budgets, prints a table and writes
 * bench/results/latest.json (+ latest.md). Exits non-zero when a scenario had errors or the server did not
 * start; never because of a timing.
 *
 * --quick: a fresh temporary embedded PostgreSQL seeded at scale 0.001 and ~2 s per scenario (CI).
 * Otherwise: the database made by `npm run bench:seed` (./data-bench, or DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashToken } from '../../apps/server/src/platform/auth/tokens.js';
import { createDb } from '../../apps/server/src/platform/db/pool.js';
import { USER_PREFIX } from './generator/foundation.js';
import { STEPS } from './generator/index.js';
import { BENCH_PASSWORD, seedDatabase } from './generator/seed.js';
import { numberArg, parseArgs, scriptArgs, UsageError } from './lib/args.js';
import { type BenchDatabase, type BenchMeta, openBenchDatabase, readMeta } from './lib/database.js';
import {
  CONTRACTS_DIST,
  clusterDir,
  DEFAULT_DATA_DIR,
  REPO_ROOT,
  RESULTS_DIR,
  SERVER_MAIN,
  userPath,
} from './lib/paths.js';
import { captureSql } from './load/capture.js';
import { type CpuUse, clusterProcesses, countCpu } from './load/cpu.js';
import { type HttpRequestSpec, runHttp } from './load/http.js';
import { runProcess } from './load/process.js';
import { markWrites } from './load/restore.js';
import { killServers, type RunningServer, ServerStartError, startServer } from './load/server.js';
import { timeSql } from './load/sql.js';
import type { Latency } from './load/stats.js';
import {
  formatReport,
  machineInfo,
  markdownTargets,
  type RunReport,
  SCENARIO_HEAD,
  type ScenarioResult,
  type StartupResult,
  scenarioRow,
} from './report.js';
import {
  type Actor,
  type HttpScenario,
  type ProcessScenario,
  type RunContext,
  SCENARIOS,
  type Scenario,
} from './scenarios/index.js';
import { measureWeb } from './web-budget.js';

const USAGE =
  'usage: npm run bench [-- --quick] [--only name,name] [--duration s] [--connections n] [--data-dir DIR] [--scale N] [--build] [--no-web]';
const USER_AGENT = 'branchbook-bench';
const STARTUP_TARGET = { text: '< 3 s', maxMs: 3000 };
/** Set on SIGINT/SIGTERM: the run is being torn down, so the errors that follow are expected and silent. */
let interrupted = false;

interface Settings {
  quick: boolean;
  seconds: number;
  warmupSeconds: number;
  connections?: number;
  only?: string[];
  dataDir?: string;
  scale: number;
  build: boolean;
  web: boolean;
}

function readSettings(): Settings {
  const spec = {
    values: {
      only: undefined,
      duration: undefined,
      connections: undefined,
      'data-dir': undefined,
      scale: undefined,
    },
    flags: ['quick', 'build', 'no-web', 'help'],
  };
  const args = parseArgs(scriptArgs(spec), spec);
  if (args.flags.has('help')) {
    process.stdout.write(`${USAGE}\n\nscenarios: ${SCENARIOS.map((s) => s.name).join(', ')}\n`);
    process.exit(0);
  }
  const quick = args.flags.has('quick');
  const seconds = numberArg(args, 'duration', (n) => n > 0 && n <= 3600) ?? (quick ? 2 : 10);
  const only = args.values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only?.filter((n) => !SCENARIOS.some((s) => s.name === n)) ?? [];
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  }
  const scale = numberArg(args, 'scale', (n) => n > 0 && n <= 1000);
  if (scale !== undefined && !quick)
    throw new UsageError('--scale is for --quick; seed a full run with npm run bench:seed');
  return {
    quick,
    seconds,
    warmupSeconds: quick ? 0.5 : 2,
    connections: numberArg(args, 'connections', (n) => Number.isInteger(n) && n >= 1 && n <= 1000),
    only,
    dataDir: args.values['data-dir'],
    scale: scale ?? 0.001,
    build: args.flags.has('build'),
    web: !args.flags.has('no-web'),
  };
}

/**
 * The compiled server must match the sources the seed ran (same migrations): builds contracts and server
 * when their output is missing or older than their sources, or when asked with --build.
 */
function ensureServerBuilt(force: boolean): void {
  if (process.env.BENCH_SERVER_MAIN) {
    process.stderr.write(`note: measuring the server build at ${SERVER_MAIN} (BENCH_SERVER_MAIN)\n`);
    return;
  }
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
      const p = path.join(dir, e.name);
      return Math.max(max, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
    }, 0);
  const stale = (built: string, src: string) =>
    !fs.existsSync(built) || newest(path.join(REPO_ROOT, src)) > fs.statSync(built).mtimeMs;
  const why = force
    ? '--build'
    : stale(CONTRACTS_DIST, 'packages/contracts/src') || stale(SERVER_MAIN, 'apps/server/src')
      ? 'the compiled server is missing or older than its sources'
      : undefined;
  if (!why) return;
  process.stderr.write(`${why}: building contracts and server\n`);
  for (const ws of ['packages/contracts', 'apps/server']) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
    if (r.status !== 0) throw new Error(`npm run build -w ${ws} failed`);
  }
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in as ${username} answered ${res.status}`);
  return body.token;
}

async function prepareContext(baseUrl: string, bench: BenchDatabase, meta: BenchMeta): Promise<RunContext> {
  const q = async <R extends object>(text: string, params: unknown[]) =>
    (await bench.db.pool.query<R & object>(text, params)).rows as R[];
  const [staffRow] = await q<{ username: string }>(
    `select u.username from users u
     where u.tenant_id = $1 and starts_with(u.username, $2) and u.status = 1 and not u.is_superuser
     order by exists (select from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                      where ur.tenant_id = u.tenant_id and ur.user_id = u.id and r.name = 'Cashier') desc,
       (select count(*) from user_inventories ui where ui.tenant_id = u.tenant_id and ui.user_id = u.id) > 1 desc,
       u.id
     limit 1`,
    [meta.tenantId, USER_PREFIX],
  );
  if (!staffRow) throw new Error('the bench tenant has no active staff user');
  const actor = async (username: string): Promise<Actor> => {
    const token = await signIn(baseUrl, username);
    const [u] = await q<{ id: string; is_superuser: boolean; default_branch_id: string | null }>(
      'select id, is_superuser, default_branch_id from users where tenant_id = $1 and username = $2',
      [meta.tenantId, username],
    );
    if (!u) throw new Error(`user ${username} not found`);
    const inv = await q<{ id: string }>(
      u.is_superuser
        ? 'select id from inventories where tenant_id = $1 and status = 1 order by id'
        : `select i.id from inventories i join user_inventories ui on ui.tenant_id = i.tenant_id and ui.inventory_id = i.id
           where i.tenant_id = $1 and ui.user_id = $2 and i.status = 1 order by i.id`,
      u.is_superuser ? [meta.tenantId] : [meta.tenantId, u.id],
    );
    return {
      id: u.id,
      username,
      token,
      tokenHash: hashToken(token),
      isSuperuser: u.is_superuser,
      defaultBranchId: u.default_branch_id,
      inventoryIds: inv.map((r) => r.id),
    };
  };
  const users = await q<{ username: string }>(
    'select username from users where tenant_id = $1 and starts_with(username, $2) and status = 1 order by id limit 1000',
    [meta.tenantId, USER_PREFIX],
  );
  return {
    baseUrl,
    tenantId: meta.tenantId,
    scale: meta.scale,
    actors: { admin: await actor(meta.adminUsername), staff: await actor(staffRow.username) },
    usernames: users.map((u) => u.username),
    password: BENCH_PASSWORD,
  };
}

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
async function measureHttp(
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
async function measureProcess(
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
interface CpuProbes {
  serverPid?: number;
  database?: () => number[];
}

async function runScenario(
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

async function main(): Promise<number> {
  const settings = readSettings();
  const errors: string[] = [];
  let bench: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  let tmpDir: string | undefined;

  const onSignal = (signal: string) => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the server and the database\n`);
    killServers();
    void (async () => {
      await server?.stop().catch(() => {});
      await bench?.close().catch(() => {});
      process.exit(130);
    })();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('exit', () => {
    killServers();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  try {
    ensureServerBuilt(settings.build);

    // The database: a fresh temporary one for --quick, the seeded one otherwise.
    let dataDir: string;
    let databaseUrl: string | undefined;
    let meta: BenchMeta | undefined;
    if (settings.quick) {
      tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-bench-'));
      fs.chmodSync(tmpDir, 0o755);
      dataDir = tmpDir;
      if (process.env.DATABASE_URL)
        process.stderr.write('note: --quick ignores DATABASE_URL (fresh temporary database)\n');
      bench = await openBenchDatabase({ dataDir });
      process.stderr.write(`seeding a temporary database at scale ${settings.scale}\n`);
      meta = (await seedDatabase(bench, { scale: settings.scale })).meta;
    } else {
      dataDir = settings.dataDir ? userPath(settings.dataDir) : DEFAULT_DATA_DIR;
      databaseUrl = process.env.DATABASE_URL || undefined;
      if (!databaseUrl && !fs.existsSync(path.join(clusterDir(dataDir), 'PG_VERSION'))) {
        throw new UsageError(
          `no benchmark database in ${dataDir}: run "npm run bench:seed -- --scale 1" first (or use --quick)`,
        );
      }
      bench = await openBenchDatabase({ dataDir, databaseUrl });
      meta = await readMeta(bench.db);
      if (!meta)
        throw new UsageError(
          'this database was not made by bench:seed: run "npm run bench:seed -- --scale 1" first',
        );
    }
    const seeded = new Set(meta.steps.map((s) => s.name));
    const notSeeded = STEPS.filter((s) => !seeded.has(s.name)).map((s) => s.name);
    if (notSeeded.length > 0) {
      process.stderr.write(
        `note: generator steps not in this database yet: ${notSeeded.join(', ')} (npm run bench:seed adds them)\n`,
      );
    }
    const { rows: versionRows } = await bench.db.pool.query<{ v: string }>(
      `select 'PostgreSQL ' || current_setting('server_version') as v`,
    );
    const postgres = versionRows[0]?.v ?? 'PostgreSQL';

    // Start-up as `npm start` does it: the server starts its own embedded PostgreSQL on the existing data folder.
    const startup: StartupResult[] = [];
    if (!databaseUrl) {
      await bench.close();
      bench = undefined;
      const entry: StartupResult = {
        name: 'start-up',
        summary:
          'node apps/server/dist/main.js on the existing data folder (embedded PostgreSQL, migration check, listen) to the first 200 of /api/health',
        target: STARTUP_TARGET,
      };
      try {
        const cold = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_PASSWORD });
        entry.ms = cold.startupMs;
        await cold.stop();
      } catch (e) {
        entry.error = e instanceof Error ? e.message : String(e);
        errors.push(`start-up: ${entry.error}${e instanceof ServerStartError ? `\n${e.output}` : ''}`);
      }
      startup.push(entry);
      bench = await openBenchDatabase({ dataDir });
    }
    const open = bench as BenchDatabase;
    server = await startServer({ DATABASE_URL: open.url, DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_PASSWORD });
    startup.push({
      name: 'start-up, database running',
      summary:
        'the same with DATABASE_URL to an already running PostgreSQL (an app process joining a cluster)',
      ms: server.startupMs,
    });
    process.stderr.write(
      `server up on ${server.baseUrl} (${startup.map((s) => `${s.name}: ${s.ms ?? 'FAILED'} ms`).join(', ')})\n`,
    );

    const ctx = await prepareContext(server.baseUrl, open, meta);
    // CPU per request is counted when the database runs on this machine (the embedded cluster).
    const probes: CpuProbes = {
      serverPid: server.pid,
      database: open.embedded ? await clusterProcesses(open.db.pool) : undefined,
    };
    const selected = SCENARIOS.filter((s) => !settings.only || settings.only.includes(s.name));
    const scenarios: ScenarioResult[] = [];
    process.stderr.write(`${SCENARIO_HEAD.join(' | ')}\n`);
    for (const s of selected) {
      const r = await runScenario(s, ctx, open, settings, meta, probes);
      scenarios.push(r);
      process.stderr.write(`${scenarioRow(r).join(' | ')}\n`);
      if (r.errors > 0) {
        errors.push(
          `${r.name}: ${r.errors} error(s) ${JSON.stringify(r.statusCodes ?? {})}${r.probe ? `; first answer ${r.probe}` : ''}`,
        );
      }
    }

    // Leave the dataset as it was: drop the sessions this run opened.
    await open.db.pool.query('delete from auth_tokens where user_agent = $1', [USER_AGENT]);
    await server.stop();
    server = undefined;
    await open.close();
    bench = undefined;

    const report: RunReport = {
      date: new Date().toISOString(),
      mode: settings.quick ? 'quick' : 'full',
      machine: machineInfo(postgres),
      dataset: {
        scale: meta.scale,
        steps: meta.steps.map((s) => ({ name: s.name, counts: s.counts })),
        database: settings.quick
          ? 'temporary embedded PostgreSQL'
          : databaseUrl
            ? 'DATABASE_URL'
            : path.relative(REPO_ROOT, dataDir),
      },
      startup,
      scenarios,
      web: settings.web ? measureWeb() : { available: false, distDir: '', reason: 'skipped (--no-web)' },
      errors,
    };
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    // latest.json is the last run of either kind; full.json / quick.json keep the last of each.
    for (const name of ['latest.json', `${report.mode}.json`]) {
      fs.writeFileSync(path.join(RESULTS_DIR, name), `${JSON.stringify(report, null, 2)}\n`);
    }
    fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), `${markdownTargets(report)}\n`);
    process.stdout.write(
      `\n${formatReport(report)}\n\nwritten: ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'latest.json'))}\n`,
    );
    return errors.length > 0 ? 1 : 0;
  } finally {
    await server?.stop().catch(() => {});
    await bench?.close().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (interrupted) return; // the signal handler stops everything and exits 130
    killServers();
    if (err instanceof UsageError) process.stderr.write(`bench: ${err.message}\n${USAGE}\n`);
    else if (err instanceof ServerStartError)
      process.stderr.write(`bench: the server ${err.message}\n${err.output}\n`);
    else
      process.stderr.write(
        `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
    process.exit(1);
  },
);
