import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Built, buildApp } from '../src/app.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { createDb, type DbHandle } from '../src/platform/db/pool.js';
import { ReadRouter } from '../src/platform/db/replica.js';
import { createTenant, createUser, PASSWORD } from './support/fixtures.js';
import { startStreamingPair } from './support/replica.js';
import { tempDir } from './support/server-process.js';

/**
 * Reports and exports on a read replica: a real hot standby streaming from a real primary, both started from
 * the embedded binaries (support/replica.ts), and the app built with its ReadRouter on them.
 */
let root: string;
let pair: Awaited<ReturnType<typeof startStreamingPair>>;
let primary: DbHandle;
let replica: DbHandle;
let router: ReadRouter;
let built: Built;
let token: string;
let replicaStopped = false;

const MAX_LAG = 5;

function send(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return built.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  } as InjectOptions);
}

/** The names in the users export, read back from the xlsx. */
async function exportedNames(): Promise<string[]> {
  const res = await send('POST', '/api/users/export', { visibleHeaders: [{ text: 'Name', value: 'name' }] });
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
  const names: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) names.push(String(row.getCell(1).value));
  });
  return names;
}

beforeAll(async () => {
  root = await tempDir('bb-replica-');
  pair = await startStreamingPair(root);
  primary = createDb(pair.primary.url, { max: 5, onError: () => undefined });
  await migrateToLatest(primary.system);
  const alpha = await createTenant(primary.system, 'Alpha');
  const beta = await createTenant(primary.system, 'Beta');
  const admin = await createUser(primary.system, alpha.tenantId, { superuser: true, name: 'Alpha admin' });
  await createUser(primary.system, beta.tenantId, { superuser: true, name: 'Beta person' });
  replica = createDb(pair.replica.url, { max: 5, connectTimeoutMs: 2000, onError: () => undefined });
  router = new ReadRouter(primary, replica, { maxLagSeconds: MAX_LAG, checkEveryMs: 0 });
  built = await buildApp({
    db: primary,
    filesDir: path.join(root, 'files'),
    reads: router,
    strictResponses: true,
  });
  await pair.caughtUp();
  const login = await built.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: admin.username, password: PASSWORD },
  });
  token = login.json().token;
}, 180_000);

afterAll(async () => {
  await built?.app.close();
  await primary?.close();
  await replica?.close();
  if (!replicaStopped) await pair?.replica.stop();
  await pair?.primary.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('reports on a read replica', () => {
  it('runs reports and exports on the replica with the same tenant scope; writes go to the primary', async () => {
    const before = { ...router.served };
    const report = await send('GET', '/api/report/sale-total');
    expect(report.statusCode, report.body).toBe(200);
    expect(router.served.replica).toBe(before.replica + 1);

    // row-level security binds the replica exactly as the primary: Alpha sees its own users only
    const names = await exportedNames();
    expect(names).toContain('Alpha admin');
    expect(names).not.toContain('Beta person');
    expect(router.served).toEqual({ replica: before.replica + 2, primary: before.primary });

    // a write is never routed: it lands on the primary (the standby could not take it anyway)
    const made = await send('POST', '/api/users', {
      name: 'Written on primary',
      username: 'primary_writer',
      password: PASSWORD,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(router.served).toEqual({ replica: before.replica + 2, primary: before.primary });
    const onPrimary = await primary.system
      .selectFrom('users')
      .select('name')
      .where('username', '=', 'primary_writer')
      .execute();
    expect(onPrimary).toEqual([{ name: 'Written on primary' }]);
    await expect(replica.pool.query(`update tenants set name = 'x'`)).rejects.toMatchObject({
      code: '25006',
    });
  });

  it('reads a replica that lags within the bound, and the primary once it lags past it', async () => {
    await createUser(
      primary.system,
      (
        await primary.system
          .selectFrom('tenants')
          .select('id')
          .where('name', '=', 'Alpha')
          .executeTakeFirstOrThrow()
      ).id,
      { name: 'Fresh one' },
    );
    await pair.caughtUp();
    await replica.pool.query('select pg_wal_replay_pause()');
    try {
      const alpha = await primary.system
        .selectFrom('tenants')
        .select('id')
        .where('name', '=', 'Alpha')
        .executeTakeFirstOrThrow();
      await createUser(primary.system, alpha.id, { name: 'Late joiner' });
      const stale = await exportedNames();
      expect(stale).toContain('Fresh one');
      expect(stale).not.toContain('Late joiner'); // served by the paused replica, within the bound

      await new Promise((r) => setTimeout(r, (MAX_LAG + 1) * 1000));
      const before = { ...router.served };
      expect(await exportedNames()).toContain('Late joiner');
      expect(router.served.primary).toBe(before.primary + 1);
    } finally {
      await replica.pool.query('select pg_wal_replay_resume()');
    }
    await pair.caughtUp();
    const before = { ...router.served };
    expect(await exportedNames()).toContain('Late joiner');
    expect(router.served.replica).toBe(before.replica + 1);
  }, 60_000);

  it('falls back to the primary when the replica stops', async () => {
    await pair.replica.stop();
    replicaStopped = true;
    const before = { ...router.served };
    const report = await send('GET', '/api/report/sale-total');
    expect(report.statusCode, report.body).toBe(200);
    expect(await exportedNames()).toContain('Alpha admin');
    expect(router.served).toEqual({ replica: before.replica, primary: before.primary + 2 });
  }, 60_000);
});
