import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashToken } from '../src/platform/auth/tokens.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { multipart, PDF } from './support/multipart.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let fileId: string;
let filePath: string;

const mint = (c: Client, path: string) => c.post('/api/download-token', { path });

beforeAll(async () => {
  tenant = await t.createTenant();
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
  const item = await t.db.system
    .insertInto('items')
    .values({ tenant_id: tenant.tenantId, name: 'Paracetamol', barcode: '222' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { payload, headers } = multipart([
    { name: 'model_id', value: item.id },
    { name: 'type', value: 'Item' },
    { name: 'attachments[]', file: { filename: 'invoice.pdf', content: PDF } },
  ]);
  const up = await admin.request('POST', '/api/attachment', undefined, { payload, headers });
  expect(up.statusCode, up.body).toBe(201);
  fileId = (await admin.get(`/api/attachment?model_id=${item.id}&type=item`)).json().data[0].id;
  filePath = `/api/get-file/${fileId}`;
});

describe('download tokens', () => {
  it('the session token no longer opens a file from the address', async () => {
    expect((await t.client().get(`${filePath}?token=${admin.token}`)).statusCode).toBe(401);
    expect((await t.client().get(`${filePath}?download=1&token=${admin.token}`)).statusCode).toBe(401);
  });

  it('a download token opens its path once, and is not a session', async () => {
    const res = await mint(admin, filePath);
    expect(res.statusCode, res.body).toBe(200);
    const { token, url } = res.json();
    expect(token).toMatch(/^dl_[\w-]{43}$/);
    expect(url).toBe(`${filePath}?token=${token}`);
    expect((await t.client(token).get('/api/user')).statusCode).toBe(401);
    const file = await t.client().get(`${url}&download=1`);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['cache-control']).toBe('no-store');
    expect((await t.client().get(url)).statusCode).toBe(401);
  });

  it('is refused on another path (and stays unspent), and after 60 seconds', async () => {
    const { token } = (await mint(admin, filePath)).json();
    expect((await t.client().get(`/api/get-file/${Number(fileId) + 1}?token=${token}`)).statusCode).toBe(401);
    expect((await t.client().get(`${filePath}?token=${token}`)).statusCode).toBe(200);

    const late = (await mint(admin, filePath)).json().token;
    const row = await t.db.system
      .selectFrom('download_tokens')
      .select(sql<string>`round(extract(epoch from expires_at - now()))`.as('ttl'))
      .where('token_hash', '=', hashToken(late))
      .executeTakeFirstOrThrow();
    expect(Number(row.ttl)).toBeLessThanOrEqual(60);
    await t.db.system
      .updateTable('download_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(late))
      .execute();
    expect((await t.client().get(`${filePath}?token=${late}`)).statusCode).toBe(401);
  });

  it('dies with the session it was minted from', async () => {
    const session = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
    const { token } = (await mint(session, filePath)).json();
    expect((await session.post('/api/logout')).statusCode).toBe(204);
    expect((await t.client().get(`${filePath}?token=${token}`)).statusCode).toBe(401);
  });

  it('still needs the route’s abilities', async () => {
    const clerk = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['item_list'] }));
    const backup = '/api/inventory/stock-backup/1/download';
    const { token } = (await mint(clerk, backup)).json();
    expect((await t.client().get(`${backup}?token=${token}`)).statusCode).toBe(403);
  });

  it('is minted only for signed-in users and for addresses that take download tokens', async () => {
    expect((await t.client().post('/api/download-token', { path: filePath })).statusCode).toBe(401);
    for (const path of [
      '/api/user',
      '/api/sale/1',
      'https://evil.example/api/get-file/1',
      '/api/get-file/1?x=1',
    ]) {
      const res = await mint(admin, path);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors).toHaveProperty('path');
    }
  });
});

describe('files the page shows itself', () => {
  it('load with the bearer header, and the page may show them from object URLs (images and voice notes)', async () => {
    const file = await admin.get(filePath);
    expect(file.statusCode).toBe(200);
    const csp = file.headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src [^;]*blob:/);
    expect(csp).toMatch(/media-src [^;]*blob:/);
  });
});

describe('request logs', () => {
  it('hold no token: neither a download token in the address nor the bearer header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({ db: t.db, filesDir: t.filesDir, logger: { level: 'info', stream } });
    try {
      const login = await admin.post('/api/download-token', { path: filePath });
      const { token } = login.json();
      const file = await logged.app.inject({ method: 'GET', url: `${filePath}?token=${token}&download=1` });
      expect(file.statusCode).toBe(200);
      const sessionInQuery = await logged.app.inject({
        method: 'GET',
        url: `${filePath}?token=${admin.token}`,
      });
      expect(sessionInQuery.statusCode).toBe(401);
      await logged.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${admin.token}` },
      });
    } finally {
      await logged.app.close();
    }
    const text = lines.join('');
    expect(text).toContain(`"url":"${filePath}?token=[redacted]&download=1"`);
    expect(text).not.toContain('dl_');
    expect(text).not.toContain(admin.token!);
  });
});
