import fs from 'node:fs/promises';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type Built, buildApp } from '../src/app.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../src/platform/db/availability.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { createDb, type DbHandle } from '../src/platform/db/pool.js';
import { createTenant, createUser, PASSWORD } from './support/fixtures.js';
import {
  alive,
  freePort,
  postmasterPid,
  type ServerProcess,
  signInAdmin,
  startServer,
  tempDir,
  waitUntil,
} from './support/server-process.js';
import { collect, connect, listen, subscribe } from './support/sockets.js';

// The database going away (a restart, a crash, a managed failover) must not end the app: calls answer 503
// meanwhile, and everything (pool, token LISTEN, realtime adapter LISTEN) reconnects by itself.
const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

/** A GET that must answer within 8 s (a hang fails the test instead of stalling it). */
async function get(base: string, url: string, token: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${url}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(8000),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

describe('a PostgreSQL given by DATABASE_URL stops and comes back', () => {
  it('answers 503 while it is down, then serves and delivers realtime events again', async () => {
    const dir = await tempDir('bb-outage-');
    dirs.push(dir);
    const pgDir = path.join(dir, 'pg');
    const port = await freePort();
    let server: EmbeddedServer = await startEmbeddedPostgres(pgDir, { quiet: true, port });
    cleanups.push(() => server.stop());
    const setup = createDb(server.url, { max: 2 });
    await migrateToLatest(setup.system);
    const tenant = await createTenant(setup.system);
    const user = await createUser(setup.system, tenant.tenantId, { superuser: true });
    await setup.close();

    // two app processes on one database, as behind a load balancer (each with its own pool and adapter)
    const apps: { built: Built; db: DbHandle; base: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const db = createDb(server.url, { onError: () => undefined });
      const filesDir = path.join(dir, `files-${i}`);
      const built = await buildApp({ db, filesDir });
      cleanups.push(async () => {
        await built.app.close();
        await db.close();
      });
      apps.push({ built, db, base: await listen(built.app) });
    }
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const login = await a.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: PASSWORD },
    });
    const token = login.json().token as string;
    const socket: Socket = await connect(b.base, token);
    cleanups.push(async () => socket.disconnect());
    const channel = `notification.${tenant.tenantId}.${user.id}`;
    expect(await subscribe(socket, channel)).toBe(true);
    const got = collect<{ n: number }>(socket, 'Ping');
    let n = 0;
    /** Publishes on app A until app B's socket receives it (through PostgreSQL NOTIFY/LISTEN). */
    const delivered = async (ms: number) => {
      const want = ++n;
      await waitUntil(
        () => {
          if (got.some((p) => p.n === want)) return true;
          a.built.app.deps.realtime.publish(channel, 'Ping', { n: want });
          return false;
        },
        ms,
        'app B received the event published on app A',
      );
    };
    await delivered(5000);
    expect((await get(a.base, '/api/notification-center', token)).status).toBe(200);

    const crashes: unknown[] = [];
    const onCrash = (e: unknown) => crashes.push(e);
    process.on('uncaughtException', onCrash);
    try {
      // fast shutdown: every connection (pooled, LISTENing, idle) is told 57P01 and closed
      await server.stop();
      for (const app of apps) {
        const down = await get(app.base, '/api/notification-center', token);
        expect(down).toEqual({ status: 503, body: { message: DATABASE_UNAVAILABLE } });
        const health = await fetch(`${app.base}/api/health`, { signal: AbortSignal.timeout(8000) });
        expect(health.status).toBe(503);
      }
      const signIn = await fetch(`${b.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: PASSWORD }),
        signal: AbortSignal.timeout(8000),
      });
      expect(signIn.status).toBe(503);

      // the same data directory and port, as a restarted or failed-over server
      server = await startEmbeddedPostgres(pgDir, { quiet: true, port });
      for (const app of apps)
        await waitUntil(
          async () => (await get(app.base, '/api/notification-center', token)).status === 200,
          15_000,
          'the app serves again',
        );
      // the adapter of app B LISTENs again, on a new connection (it retries every 1-3 s)
      await delivered(15_000);
      expect(socket.connected).toBe(true);
      // the dead LISTEN connection went back to the pool: only the new LISTEN one stays checked out
      await waitUntil(
        () => b.db.pool.totalCount - b.db.pool.idleCount <= 1,
        5000,
        'no connection but the LISTEN one is checked out',
      );
    } finally {
      process.off('uncaughtException', onCrash);
    }
    expect(crashes).toEqual([]);
  }, 120_000);
});

describe('the app’s own embedded PostgreSQL is killed', () => {
  let app: ServerProcess | undefined;
  afterAll(async () => {
    await app?.stop();
  });

  it('keeps running, answers 503 meanwhile, and starts its PostgreSQL again by itself', async () => {
    const dir = await tempDir('bb-outage-own-');
    dirs.push(dir);
    const DATA_DIR = path.join(dir, 'data');
    app = await startServer({ DATA_DIR });
    await app.healthy();
    const token = await signInAdmin(app.base);
    const pg = await postmasterPid(DATA_DIR);

    process.kill(pg, 'SIGKILL');
    const answers: { status: number; body: unknown }[] = [];
    await waitUntil(
      async () => {
        const r = await get(app!.base, '/api/notification-center', token);
        answers.push(r);
        return r.status === 200 && answers.some((x) => x.status === 503);
      },
      60_000,
      'a 503 and then a 200',
    );

    expect(app.running()).toBe(true);
    // never a 500 or a hang: only "unreachable, try again" until it is back
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([503, 200]));
    expect(answers.find((r) => r.status === 503)?.body).toEqual({ message: DATABASE_UNAVAILABLE });
    const again = await postmasterPid(DATA_DIR);
    expect(again).not.toBe(pg);
    expect(await alive(again)).toBe(true);
    expect(await app.stop()).toBe(0);
    expect(await alive(again)).toBe(false);
  }, 180_000);
});

describe('which errors mean the database is unreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('recognises lost, refused and not-ready connections, however wrapped', () => {
    expect(
      isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('export failed', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('leaves everything else to the error model (a 500 stays a 500, a rule stays a rule)', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
