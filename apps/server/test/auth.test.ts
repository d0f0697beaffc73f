import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashToken } from '../src/platform/auth/tokens.js';
import { useTestApp } from './support/app.js';
import { PASSWORD, type UserFixture } from './support/fixtures.js';

const t = useTestApp();
let user: UserFixture;

beforeAll(async () => {
  const tenant = await t.createTenant();
  user = await t.createUser(tenant.tenantId, { inventories: tenant.inventoryIds });
});

describe('POST /api/login', () => {
  it('answers a token that opens GET /api/user', async () => {
    const res = await t.client().post('/api/login', { username: user.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^bb_[\w-]{43}$/);
    const me = await t.client(token).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(user.username);
  });

  it('accepts the username in any letter case', async () => {
    const res = await t
      .client()
      .post('/api/login', { username: user.username.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with the message under both fields', async () => {
    const res = await t.client().post('/api/login', { username: user.username, password: 'wrong' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MESSAGES.invalidCredentials,
      errors: { username: [MESSAGES.invalidCredentials], password: [MESSAGES.invalidCredentials] },
    });
  });

  it('gives an unknown username the same answer as a wrong password', async () => {
    const res = await t.client().post('/api/login', { username: 'nobody-here', password: 'whatever' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses a disabled user', async () => {
    const tenant = await t.createTenant();
    const disabled = await t.createUser(tenant.tenantId, { status: 0 });
    const res = await t.client().post('/api/login', { username: disabled.username, password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES.accountDisabled);
  });

  it('requires both fields (422 with field errors)', async () => {
    const res = await t.client().post('/api/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ['The username field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('limits failed attempts per address and username (429 after ten a minute)', async () => {
    const username = `rate_${Date.now()}`;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.client().post('/api/login', { username, password: 'x' })).statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(codes[10]).toBe(429);
    const limited = await t.client().post('/api/login', { username, password: 'x' });
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
    // successful sign-ins are not counted, and another username from the same address is not blocked
    for (let i = 0; i < 12; i++) await t.signIn(user);
    expect(
      (await t.client().post('/api/login', { username: user.username, password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('sign-in throttle', () => {
  const attempt = (username: string, password: string, remoteAddress: string, forwarded?: string) =>
    t.client().request(
      'POST',
      '/api/login',
      { username, password },
      {
        remoteAddress,
        ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
      },
    );

  it('does not believe X-Forwarded-For from a client that is not a configured proxy', async () => {
    const username = `forged_${Date.now()}`;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await attempt(username, 'x', '192.0.2.10', `203.0.113.${i + 1}`)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(codes[10]).toBe(429);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const username = `six_${Date.now()}`;
    for (let i = 0; i < 10; i++)
      expect((await attempt(username, 'x', `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(422);
    expect((await attempt(username, 'x', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt(username, 'x', '2001:db8:1:3::1')).statusCode).toBe(422);
  });

  it('limits a username across addresses, yet its owner signs in from an address that has not failed', async () => {
    const tenant = await t.createTenant();
    const target = await t.createUser(tenant.tenantId);
    // twenty guesses spread over ten addresses: each address stays under its own limit
    for (let i = 0; i < 20; i++)
      expect((await attempt(target.username, 'guess', `198.51.100.${(i % 10) + 1}`)).statusCode).toBe(422);
    // past the username's limit an address that has failed for it is refused, even with the right password
    expect((await attempt(target.username, 'guess', '198.51.100.1')).statusCode).toBe(429);
    expect((await attempt(target.username, PASSWORD, '198.51.100.1')).statusCode).toBe(429);
    // a new address gets one try: a wrong password counts and the next is refused
    expect((await attempt(target.username, 'guess', '198.51.100.77')).statusCode).toBe(422);
    expect((await attempt(target.username, 'guess', '198.51.100.77')).statusCode).toBe(429);
    // the shop's own address, which has not been failing, still signs in
    expect((await attempt(target.username, PASSWORD, '192.0.2.200')).statusCode).toBe(200);
    // and other usernames from the guessing addresses are not blocked by it
    expect((await attempt(user.username, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('behind a configured proxy, counts the forwarded client address', async () => {
    const behind = await buildApp({ db: t.db, filesDir: t.filesDir, trustProxy: ['10.0.0.0/8'] });
    try {
      const viaProxy = (forwarded: string, remoteAddress = '10.1.1.1') =>
        behind.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: 'x' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
      for (let i = 0; i < 10; i++) expect((await viaProxy('203.0.113.50')).statusCode).toBe(422);
      expect((await viaProxy('203.0.113.50')).statusCode).toBe(429);
      // another client behind the same proxy is its own address
      expect((await viaProxy('203.0.113.51')).statusCode).toBe(422);
      // a client that is not the proxy cannot claim an address
      for (let i = 0; i < 10; i++) await viaProxy(`203.0.113.${100 + i}`, '192.0.2.99');
      expect((await viaProxy('203.0.113.120', '192.0.2.99')).statusCode).toBe(429);
    } finally {
      await behind.app.close();
    }
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    expect((await t.client().get('/api/user')).statusCode).toBe(401);
    const basic = await t
      .client()
      .request('GET', '/api/user', undefined, { headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
    const unknown = await t.client('bb_not-a-real-token').get('/api/user');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  it('logout revokes the token and only that token', async () => {
    const a = await t.signIn(user);
    const b = await t.signIn(user);
    expect((await a.post('/api/logout')).statusCode).toBe(204);
    expect((await a.get('/api/user')).statusCode).toBe(401);
    expect((await b.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const c = await t.signIn(user);
    await t.db.system
      .updateTable('auth_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(c.token!))
      .execute();
    expect((await c.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a token idle for more than 180 minutes, and keeps an active one alive', async () => {
    const idle = await t.signIn(user);
    await t.db.system
      .updateTable('auth_tokens')
      .set({ last_activity_at: sql<Date>`now() - interval '181 minutes'` })
      .where('token_hash', '=', hashToken(idle.token!))
      .execute();
    expect((await idle.get('/api/user')).statusCode).toBe(401);

    const active = await t.signIn(user);
    await t.db.system
      .updateTable('auth_tokens')
      .set({ last_activity_at: sql<Date>`now() - interval '170 minutes'` })
      .where('token_hash', '=', hashToken(active.token!))
      .execute();
    expect((await active.get('/api/user')).statusCode).toBe(200);
    const row = await t.db.system
      .selectFrom('auth_tokens')
      .select(sql<boolean>`last_activity_at > now() - interval '1 minute'`.as('fresh'))
      .where('token_hash', '=', hashToken(active.token!))
      .executeTakeFirstOrThrow();
    expect(row.fresh).toBe(true);
  });

  it('refuses the token of a user disabled after sign-in', async () => {
    const tenant = await t.createTenant();
    const u = await t.createUser(tenant.tenantId);
    const c = await t.signIn(u);
    await t.db.system.updateTable('users').set({ status: 0 }).where('id', '=', u.id).execute();
    expect((await c.get('/api/user')).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const c = await t.signIn(user);
    const rows = await t.db.system.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === c.token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(c.token!))).toBe(true);
  });
});
