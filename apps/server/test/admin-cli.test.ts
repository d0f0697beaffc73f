import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Built, buildApp } from '../src/app.js';
import { TarWriter } from '../src/platform/backup/tar.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { createDb, type DbHandle } from '../src/platform/db/pool.js';
import { bootstrap } from '../src/seed/bootstrap.js';
import { admin, rowCounts } from './support/admin-cli.js';
import { freshDatabase } from './support/database.js';
import { PASSWORD } from './support/fixtures.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { multipart, PDF } from './support/multipart.js';
import { tempDir } from './support/server-process.js';
import { expectStockEqualsMovements } from './support/stock.js';

/**
 * The admin command line, run for real (a child process, as `npm run admin -- ...` runs it) against a real
 * PostgreSQL: DATABASE_URL for the source, the embedded PostgreSQL of a new DATA_DIR for a restore.
 */
let src: Awaited<ReturnType<typeof freshDatabase>>;
let srcDir: string;
let app: Built;
let archive: string;
let attachmentId: string;
let countsBefore: Record<string, number>;

async function counts(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await rowCounts(c);
  } finally {
    await c.end();
  }
}

function request(
  a: Built,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  extra: Partial<InjectOptions> = {},
) {
  return a.app.inject({
    method,
    url,
    ...extra,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(extra.headers ?? {}) },
  } as InjectOptions);
}

async function signIn(a: Built, username: string, password: string): Promise<string | undefined> {
  const res = await request(a, 'POST', '/api/login', undefined, { payload: { username, password } });
  return res.statusCode === 200 ? res.json().token : undefined;
}

beforeAll(async () => {
  src = await freshDatabase();
  srcDir = await tempDir('bb-admin-src-');
  await bootstrap(src.db.system, { adminUsername: 'boss', adminPassword: PASSWORD, seedDemo: true });
  app = await buildApp({ db: src.db, filesDir: path.join(srcDir, 'files') });
  const token = (await signIn(app, 'boss', PASSWORD)) as string;
  const item = await src.db.system.selectFrom('items').select('id').orderBy('id').executeTakeFirstOrThrow();
  const { payload, headers } = multipart([
    { name: 'model_id', value: item.id },
    { name: 'type', value: 'Item' },
    { name: 'attachments[]', file: { filename: 'invoice.pdf', content: PDF } },
  ]);
  const up = await request(app, 'POST', '/api/attachment', token, { payload, headers });
  expect(up.statusCode, up.body).toBe(201);
  const list = await request(app, 'GET', `/api/attachment?model_id=${item.id}&type=item`, token);
  attachmentId = list.json().data[0].id;
  archive = path.join(srcDir, 'backups', 'nightly.tar.gz');
}, 120_000);

afterAll(async () => {
  await app?.app.close();
  await src?.db.close();
  await src?.drop();
  if (srcDir) await fs.rm(srcDir, { recursive: true, force: true });
});

describe('admin backup and restore', () => {
  it('backs up online, restores into a new data directory with every row, invariant and uploaded file', async () => {
    // as when the nightly task makes the backup: its own run row is copied while still running
    await src.db.system
      .insertInto('backup_runs')
      .values({ scheduled: true, run_date: '2026-03-01', outcome: 'running' })
      .execute();
    countsBefore = await counts(src.url);
    const b = await admin(['backup', '--out', archive], { DATABASE_URL: src.url, DATA_DIR: srcDir });
    expect(b.code, b.stderr).toBe(0);
    expect(b.stdout).toMatch(/backup written to .*nightly\.tar\.gz: \d+ rows in \d+ tables, 1 files/);
    expect(b.stderr).toContain('100%'); // the progress bar
    expect((await fs.readdir(path.dirname(archive))).filter((f) => f.endsWith('.partial'))).toEqual([]);

    const dst = await tempDir('bb-admin-dst-');
    try {
      const r = await admin(['restore', archive], { DATA_DIR: dst });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('restored');

      // a non-empty target is refused, and left as it was
      const again = await admin(['restore', archive], { DATA_DIR: dst });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('the target database is not empty');
      expect(again.stderr).toContain('--force');

      const pgServer = await startEmbeddedPostgres(path.join(dst, 'pg'), { quiet: true });
      const restored: DbHandle = createDb(pgServer.url, { max: 4, onError: () => undefined });
      const other = await buildApp({ db: restored, filesDir: path.join(dst, 'files') });
      try {
        expect(await counts(pgServer.url)).toEqual(countsBefore);
        const runs = await restored.system.selectFrom('backup_runs').select(['outcome', 'error']).execute();
        expect(runs).toEqual([
          { outcome: 'failed', error: 'this run was under way when the backup now restored was taken' },
        ]);
        await expectLedgerBalanced(restored.system);
        await expectStockEqualsMovements(restored.system);
        // the same people sign in with the same passwords, and the uploaded file is served back byte for byte
        const token = await signIn(other, 'cashier', PASSWORD);
        expect(token).toBeDefined();
        const bossToken = (await signIn(other, 'boss', PASSWORD)) as string;
        const file = await request(other, 'GET', `/api/get-file/${attachmentId}`, bossToken);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(PDF)).toBe(true);
        // identities continue after the restored rows: a new row gets a fresh id
        const maxId = await restored.system
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow();
        const made = await admin(
          ['user', 'create', '--tenant', 'Demo Company', '--username', 'newcomer', '--password', PASSWORD],
          { DATABASE_URL: pgServer.url, DATA_DIR: dst },
        );
        expect(made.code, made.stderr).toBe(0);
        expect(Number(/user (\d+)/.exec(made.stdout)?.[1])).toBeGreaterThan(Number(maxId.m));
      } finally {
        await other.app.close();
        await restored.close();
        await pgServer.stop();
      }
    } finally {
      await fs.rm(dst, { recursive: true, force: true });
    }
  }, 300_000);

  it('after a wipe, restores into the emptied database of DATABASE_URL; a cut archive changes nothing', async () => {
    const name = new URL(src.url).pathname.slice(1);
    const serverUrl = inject('pgUrl');
    const adminClient = new pg.Client({ connectionString: serverUrl });
    await adminClient.connect();
    await app.app.close();
    await src.db.close();
    await adminClient.query(`drop database ${name} with (force)`);
    await adminClient.query(`create database ${name}`);
    await adminClient.end();
    await fs.rm(path.join(srcDir, 'files'), { recursive: true, force: true });

    // a damaged archive: refused, and the empty database stays empty (nothing half-done)
    const cut = path.join(srcDir, 'cut.tar.gz');
    const whole = await fs.readFile(archive);
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const bad = await admin(['restore', cut], { DATABASE_URL: src.url, DATA_DIR: srcDir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^error: the backup file is damaged or cut short \(.+\); nothing was changed$/m,
    );
    expect(await counts(src.url)).toEqual({});
    expect(await fs.readdir(srcDir)).not.toContain('files');

    // a backup made by a newer version (a migration this code does not know) is refused before anything
    const future = path.join(srcDir, 'future.tar.gz');
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(future));
    const tar = new TarWriter(gzip);
    const manifest = { format: 'branchbook-backup', version: 1, createdAt: new Date().toISOString() };
    const body = { ...manifest, migrations: ['0001_foundation', '9999_future'], tables: [], sequences: [] };
    await tar.entry('manifest.json', Buffer.from(JSON.stringify({ ...body, files: { count: 0, bytes: 0 } })));
    await tar.finish();
    await written;
    const newer = await admin(['restore', future], { DATABASE_URL: src.url, DATA_DIR: srcDir });
    expect([newer.code, newer.stderr]).toEqual([
      1,
      'error: the backup was made by a newer BranchBook (migrations 9999_future are unknown here): upgrade first\n',
    ]);
    expect(await counts(src.url)).toEqual({});

    const r = await admin(['restore', archive], { DATABASE_URL: src.url, DATA_DIR: srcDir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('100%'); // the progress bar
    expect(await counts(src.url)).toEqual(countsBefore);
    expect((await fs.readdir(srcDir)).filter((f) => f.startsWith('files.'))).toEqual([]);

    // --force replaces a non-empty database
    const forced = await admin(['restore', archive, '--force'], { DATABASE_URL: src.url, DATA_DIR: srcDir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(await counts(src.url)).toEqual(countsBefore);

    src.db = createDb(src.url, { max: 4, onError: () => undefined });
    app = await buildApp({ db: src.db, filesDir: path.join(srcDir, 'files') });
    await expectLedgerBalanced(src.db.system);
    await expectStockEqualsMovements(src.db.system);
  }, 300_000);
});

describe('admin companies, users and the schema', () => {
  const env = () => ({ DATABASE_URL: src.url, DATA_DIR: srcDir });

  it('tenant create makes a company with its base currency and superuser that no other company sees', async () => {
    const r = await admin(
      ['tenant', 'create', '--name', 'Erbil Hardware', '--currency', 'eur', '--admin', 'erbil_boss'],
      env(),
    );
    expect(r.code, r.stderr).toBe(0);
    const password = /password \(shown once\): (\S+)/.exec(r.stdout)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(16);
    const tenant = await src.db.system
      .selectFrom('tenants')
      .selectAll()
      .where('name', '=', 'Erbil Hardware')
      .executeTakeFirstOrThrow();
    expect(tenant.base_currency_code).toBe('EUR');
    const eur = await src.db.system
      .selectFrom('currencies')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(eur.map((c) => [c.code, c.name, c.decimals])).toEqual([['EUR', 'Euro', 2]]);

    const mine = (await signIn(app, 'erbil_boss', password)) as string;
    const theirs = (await signIn(app, 'boss', PASSWORD)) as string;
    const seenByNew = (await request(app, 'GET', '/api/users', mine))
      .json()
      .data.map((u: { username: string }) => u.username);
    expect(seenByNew).toEqual(['erbil_boss']);
    const seenByDemo = (await request(app, 'GET', '/api/users', theirs))
      .json()
      .data.map((u: { username: string }) => u.username);
    expect(seenByDemo).toContain('cashier');
    expect(seenByDemo).not.toContain('erbil_boss');
    const newAdmin = await src.db.system
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'erbil_boss')
      .executeTakeFirstOrThrow();
    expect((await request(app, 'GET', `/api/users/${newAdmin.id}`, theirs)).statusCode).toBe(404);

    // refusals: a taken username, an unknown currency, a missing option
    const taken = await admin(
      ['tenant', 'create', '--name', 'Other', '--currency', 'USD', '--admin', 'CASHIER'],
      env(),
    );
    expect([taken.code, taken.stderr]).toEqual([
      1,
      'error: --admin: the username "CASHIER" is already taken\n',
    ]);
    const money = await admin(
      ['tenant', 'create', '--name', 'Other', '--currency', 'ABC', '--admin', 'other1'],
      env(),
    );
    expect(money.code).toBe(1);
    expect(money.stderr).toContain('"ABC" is not an ISO 4217 currency code');
    const usage = await admin(['tenant', 'create', '--currency', 'USD', '--admin', 'other1'], env());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--name is required');
    expect(
      await src.db.system.selectFrom('tenants').select('id').where('name', '=', 'Other').execute(),
    ).toEqual([]);
  }, 240_000);

  it('user create and reset-password: the new password signs in, the old one and its sessions end', async () => {
    const made = await admin(
      [
        'user',
        'create',
        '--tenant',
        'Demo Company',
        '--username',
        'night_clerk',
        '--name',
        'Night clerk',
        '--role',
        'Shift manager',
        '--password',
        'first-password-1',
      ],
      env(),
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).not.toContain('shown once');
    const token = (await signIn(app, 'night_clerk', 'first-password-1')) as string;
    expect(token).toBeDefined();
    const roles = await src.db.system
      .selectFrom('user_roles')
      .innerJoin('roles', (j) =>
        j.onRef('roles.id', '=', 'user_roles.role_id').onRef('roles.tenant_id', '=', 'user_roles.tenant_id'),
      )
      .innerJoin('users', (j) =>
        j.onRef('users.id', '=', 'user_roles.user_id').onRef('users.tenant_id', '=', 'user_roles.tenant_id'),
      )
      .select('roles.name')
      .where('users.username', '=', 'night_clerk')
      .execute();
    expect(roles.map((r) => r.name)).toEqual(['Shift manager']);

    const reset = await admin(['user', 'reset-password', 'Night_Clerk'], env());
    expect(reset.code, reset.stderr).toBe(0);
    const fresh = /new password \(shown once\): (\S+)/.exec(reset.stdout)?.[1] as string;
    expect(await signIn(app, 'night_clerk', 'first-password-1')).toBeUndefined();
    expect(await signIn(app, 'night_clerk', fresh)).toBeDefined();
    await new Promise((r) => setTimeout(r, 5500)); // the token cache keeps a session up to 5 s
    expect((await request(app, 'GET', '/api/user', token)).statusCode).toBe(401);

    const cases: [string[], string][] = [
      [
        ['user', 'create', '--tenant', 'Nowhere Ltd', '--username', 'x_user'],
        '--tenant: no company "Nowhere Ltd"',
      ],
      [
        ['user', 'create', '--tenant', 'Demo Company', '--username', 'x_user', '--role', 'Astronaut'],
        '--role: the company has no role "Astronaut"',
      ],
      [
        ['user', 'create', '--tenant', 'Demo Company', '--username', 'cashier'],
        'username: The username has already been taken.',
      ],
      [
        ['user', 'create', '--tenant', 'Demo Company', '--username', 'x_user', '--password', 'short'],
        'The password must be at least 8 characters.',
      ],
      [['user', 'reset-password', 'ghost'], 'no user "ghost"'],
    ];
    for (const [args, message] of cases) {
      const r = await admin(args, env());
      expect([r.code, r.stderr.includes(message)], `${args.join(' ')}: ${r.stderr}`).toEqual([1, true]);
    }
    expect(
      await src.db.system.selectFrom('users').select('id').where('username', '=', 'x_user').execute(),
    ).toEqual([]);
  }, 300_000);

  it('migrate status and run, maintenance on and off, and wrong usage', async () => {
    const status = await admin(['migrate', 'status'], env());
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/applied .*0001_foundation/);
    expect(status.stdout).toContain('the schema is up to date');
    const run = await admin(['migrate', 'run'], env());
    expect([run.code, run.stdout]).toEqual([0, 'the schema is up to date\n']);

    expect((await admin(['maintenance', 'on'], env())).code).toBe(0);
    await new Promise((r) => setTimeout(r, 2100)); // the switch is cached 2 s per process
    expect((await request(app, 'GET', '/api/user')).statusCode).toBe(503);
    expect((await request(app, 'GET', '/api/health')).statusCode).toBe(200);
    expect((await admin(['maintenance', 'off'], env())).code).toBe(0);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await request(app, 'GET', '/api/user')).statusCode).toBe(401);

    const help = await admin(['--help'], env());
    expect(help.code).toBe(0);
    for (const command of [
      'backup',
      'restore FILE',
      'tenant create',
      'user create',
      'user reset-password',
      'migrate status',
      'maintenance on',
    ])
      expect(help.stdout).toContain(command);
    expect((await admin(['maintenance', 'sideways'], env())).code).toBe(2);
    expect((await admin(['restore'], env())).code).toBe(2);
    const down = await admin(['migrate', 'status'], {
      DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none',
      DATA_DIR: srcDir,
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('cannot use the database at 127.0.0.1:1/none (DATABASE_URL)');
    expect(down.stderr).not.toContain('nobody:x');
  }, 240_000);
});
