import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type EmbeddedServer, startEmbeddedPostgres } from './platform/db/embedded.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { createDb } from './platform/db/pool.js';
import { ReadRouter } from './platform/db/replica.js';
import { bootstrap } from './seed/bootstrap.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The embedded PostgreSQL of this process, stopped again when the start fails half way. */
let embedded: EmbeddedServer | undefined;

/** Everything known about why the start failed: message, stack, PostgreSQL's fields, causes. */
function describeStartError(err: unknown): string {
  if (!(err instanceof Error)) return `${inspect(err)} (not an Error)`;
  const { code, detail, hint } = err as { code?: unknown; detail?: unknown; hint?: unknown };
  const parts = [err.stack ?? `${err.name}: ${err.message}`];
  if (!(err.stack ?? '').includes(err.message)) parts.unshift(err.message);
  if (code) parts.push(`code: ${String(code)}`);
  if (detail) parts.push(`detail: ${String(detail)}`);
  if (hint) parts.push(`hint: ${String(hint)}`);
  if (err instanceof AggregateError)
    for (const e of err.errors) parts.push(`- ${describeStartError(e).replaceAll('\n', '\n  ')}`);
  if (err.cause !== undefined) parts.push(`caused by: ${describeStartError(err.cause)}`);
  return parts.join('\n');
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const log = pino({ level: config.logLevel });
  await fs.mkdir(config.dataDir, { recursive: true });

  if (!config.databaseUrl) {
    log.info({ dir: path.join(config.dataDir, 'pg') }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), {
      quiet: config.logLevel !== 'debug',
      log: (level, message, extra) => log[level](extra ?? {}, message),
    });
  }
  const db = createDb(config.databaseUrl ?? (embedded as EmbeddedServer).url, {
    onError: (err) => log.warn({ err: err.message }, 'idle database connection lost'),
  });

  const replica = config.replicaUrl
    ? createDb(config.replicaUrl, {
        connectTimeoutMs: 3000,
        onError: (err) => log.warn({ err: err.message }, 'idle replica connection lost'),
      })
    : undefined;
  const reads = new ReadRouter(db, replica, {
    maxLagSeconds: config.replicaMaxLagSeconds,
    log: (message, detail) => log.warn(detail, message),
  });

  const applied = await migrateToLatest(db.system);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');

  const seeded = await bootstrap(db.system, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
  });
  const passwordFile = path.join(config.dataDir, 'admin-password.txt');
  if (seeded.generatedPassword) {
    await fs.writeFile(passwordFile, `${seeded.generatedPassword}\n`, { mode: 0o600 });
    await fs.chmod(passwordFile, 0o600);
  }

  const webDist = path.resolve(here, '../../web/dist');
  const { app } = await buildApp({
    db,
    logger: { level: config.logLevel },
    webDist,
    filesDir: path.join(config.dataDir, 'files'),
    trustProxy: config.trustProxy,
    reads,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close().catch(() => {});
    await db.close().catch(() => {});
    await replica?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [``, `  BranchBook is running at ${url}`];
  if (seeded.created) {
    lines.push(`  Sign in as "${seeded.adminUsername}"`);
    if (seeded.generatedPassword) {
      lines.push(`  with the generated password: ${seeded.generatedPassword}`);
      lines.push(`  (shown once; also saved in ${passwordFile})`);
    } else lines.push('  with the password given in ADMIN_PASSWORD');
    if (config.seedDemo)
      lines.push(
        "  The demo users in README.md's table (cashier, accountant, engineer, ...) share that password.",
      );
  } else {
    lines.push(
      `  Sign in as "${config.adminUsername}" (password: ADMIN_PASSWORD, or ${passwordFile} if it was generated)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch(async (err) => {
  process.stderr.write(`BranchBook failed to start: ${describeStartError(err)}\n`);
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
