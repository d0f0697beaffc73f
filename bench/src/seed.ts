/**
 * npm run bench:seed -- --scale N [--ledger-lines N] [--data-dir DIR] [--fresh]
 *
 * Generates the benchmark database: the embedded PostgreSQL in DIR/pg (default ./data-bench, apart from
 * the app's ./data), or DATABASE_URL when set. Re-running adds only generator steps that are new.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { BENCH_ADMIN, BENCH_PASSWORD, SeedError, seedDatabase } from './generator/seed.js';
import { numberArg, parseArgs, scriptArgs, UsageError } from './lib/args.js';
import { openBenchDatabase } from './lib/database.js';
import { clusterDir, DEFAULT_DATA_DIR, userPath } from './lib/paths.js';

const USAGE = 'usage: npm run bench:seed -- --scale N [--ledger-lines N] [--data-dir DIR] [--fresh]';

async function main(): Promise<number> {
  const spec = {
    values: { scale: '1', 'ledger-lines': undefined, 'data-dir': undefined },
    flags: ['fresh', 'help'],
  };
  const args = parseArgs(scriptArgs(spec), spec);
  if (args.flags.has('help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const scale = numberArg(args, 'scale', (n) => n > 0 && n <= 1000) as number;
  const journalLines = numberArg(args, 'ledger-lines', (n) => Number.isInteger(n) && n >= 1000 && n <= 1e9);
  const dataDir = args.values['data-dir'] ? userPath(args.values['data-dir']) : DEFAULT_DATA_DIR;
  const databaseUrl = process.env.DATABASE_URL || undefined;

  if (args.flags.has('fresh')) {
    if (databaseUrl)
      throw new UsageError('--fresh works on the embedded database only; empty DATABASE_URL yourself');
    const dir = clusterDir(dataDir);
    const isCluster = await fs
      .stat(path.join(dir, 'PG_VERSION'))
      .then(() => true)
      .catch(() => false);
    if (isCluster) {
      process.stderr.write(`removing ${dir}\n`);
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  process.stderr.write(`seeding scale ${scale} into ${databaseUrl ? 'DATABASE_URL' : clusterDir(dataDir)}\n`);
  const bench = await openBenchDatabase({ dataDir, databaseUrl });
  const stop = () => void bench.close().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const summary = await seedDatabase(bench, { scale, journalLines });
    const steps = summary.meta.steps.map((s) => s.name).join(', ');
    process.stderr.write(
      `${summary.ran.length === 0 ? 'nothing to add: every step was already generated' : `generated ${summary.ran.length} step(s)`} in ${(summary.ms / 1000).toFixed(1)}s\n` +
        `scale ${summary.meta.scale}, steps: ${steps}\n` +
        `sign in as "${BENCH_ADMIN}" / "${BENCH_PASSWORD}" (every generated user shares the password)\n`,
    );
    return 0;
  } finally {
    await bench.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError) process.stderr.write(`${err.message}\n${USAGE}\n`);
    else if (err instanceof SeedError) process.stderr.write(`bench:seed: ${err.message}\n`);
    else
      process.stderr.write(`bench:seed failed: ${err instanceof Error ? (err.stack ?? err.message) : err}\n`);
    process.exit(1);
  },
);
