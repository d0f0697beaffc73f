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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STEPS } from './generator/index.js';
import { BENCH_PASSWORD, seedDatabase } from './generator/seed.js';
import { UsageError } from './lib/args.js';
import { type BenchDatabase, type BenchMeta, openBenchDatabase, readMeta } from './lib/database.js';
import { clusterDir, DEFAULT_DATA_DIR, REPO_ROOT, RESULTS_DIR, userPath } from './lib/paths.js';
import { clusterProcesses } from './load/cpu.js';
import { killServers, type RunningServer, ServerStartError, startServer } from './load/server.js';
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
import { prepareContext, USER_AGENT } from './runner/context.js';
import type { CpuProbes } from './runner/measure.js';
import { runScenario } from './runner/scenario.js';
import { ensureServerBuilt, readSettings, USAGE } from './runner/settings.js';
import { SCENARIOS } from './scenarios/index.js';
import { measureWeb } from './web-budget.js';

const STARTUP_TARGET = { text: '< 3 s', maxMs: 3000 };
/** Set on SIGINT/SIGTERM: the run is being torn down, so the errors that follow are expected and silent. */
let interrupted = false;

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
