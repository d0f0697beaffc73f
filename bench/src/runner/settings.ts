import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { numberArg, parseArgs, scriptArgs, UsageError } from '../lib/args.js';
import { CONTRACTS_DIST, REPO_ROOT, SERVER_MAIN } from '../lib/paths.js';
import { SCENARIOS } from '../scenarios/index.js';

/** The run's command line, and the server build it measures. */
export const USAGE =
  'usage: npm run bench [-- --quick] [--only name,name] [--duration s] [--connections n] [--data-dir DIR] [--scale N] [--build] [--no-web]';

export interface Settings {
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

export function readSettings(): Settings {
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
export function ensureServerBuilt(force: boolean): void {
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
