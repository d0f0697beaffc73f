import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Built, buildApp } from '../../src/app.js';
import type { DbHandle } from '../../src/platform/db/pool.js';
import { expectCashBoxBalancesEqualLines, expectSalesSummaryEqualsSales } from './dashboard-summaries.js';
import { freshDatabase } from './database.js';
import { createTenant, createUser, PASSWORD, type TenantFixture, type UserFixture } from './fixtures.js';
import { expectLedgerBalanced } from './ledger.js';
import { expectStockEqualsMovements } from './stock.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Client {
  token: string | undefined;
  request(
    method: Method,
    url: string,
    body?: unknown,
    extra?: Partial<InjectOptions>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export interface TestContext {
  built: Built;
  /** Uploaded files of this test file. */
  filesDir: string;
  db: DbHandle;
  client(token?: string): Client;
  /** Signs the user in through POST /api/login and answers a client carrying the token. */
  signIn(user: UserFixture | { username: string }, password?: string): Promise<Client>;
  createTenant(name?: string): Promise<TenantFixture>;
  createUser(tenantId: string, opts?: Parameters<typeof createUser>[2]): Promise<UserFixture>;
}

/**
 * Registers beforeAll/afterAll for a test file: a fresh database, the full app on it, and helpers.
 * The returned object is filled in by beforeAll; use it inside tests only.
 */
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    ctx.db = fresh.db;
    ctx.filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bb-files-'));
    ctx.built = await buildApp({ db: fresh.db, filesDir: ctx.filesDir, strictResponses: true });
    ctx.client = (token?: string) => {
      const request: Client['request'] = (method, url, body, extra) =>
        ctx.built.app.inject({
          ...extra,
          method,
          url,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(extra?.headers ?? {}) },
          ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        } as InjectOptions);
      return {
        token,
        request,
        get: (url) => request('GET', url),
        post: (url, body) => request('POST', url, body ?? {}),
      };
    };
    ctx.signIn = async (user, password = PASSWORD) => {
      const res = await ctx.client().post('/api/login', { username: user.username, password });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      return ctx.client(res.json().token);
    };
    ctx.createTenant = (name) => createTenant(fresh.db.system, name);
    ctx.createUser = (tenantId, opts) => createUser(fresh.db.system, tenantId, opts);
  });
  afterAll(async () => {
    // the money and stock invariants hold after every test file, whatever it did
    if (ctx.db) {
      await expectLedgerBalanced(ctx.db.system);
      await expectStockEqualsMovements(ctx.db.system);
      await expectSalesSummaryEqualsSales(ctx.db.system);
      await expectCashBoxBalancesEqualLines(ctx.db.system);
    }
    await ctx.built?.app.close();
    await drop?.();
    if (ctx.filesDir) await fs.rm(ctx.filesDir, { recursive: true, force: true });
  });
  return ctx;
}
