import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/platform/auth/session.js';
import { TokenCache } from '../src/platform/auth/token-cache.js';
import { hashToken } from '../src/platform/auth/tokens.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';

const auth = (tenantId: string, userId: string): AuthContext => ({
  tenantId,
  userId,
  tokenId: '1',
  username: `u${userId}`,
  name: `U ${userId}`,
  isSuperuser: false,
  abilities: new Set(),
});

describe('TokenCache (unit)', () => {
  it('answers a fresh entry and forgets it after the TTL', () => {
    let now = 1_000;
    const cache = new TokenCache(5_000, () => now);
    cache.set('h1', auth('1', '10'), cache.begin());
    expect(cache.get('h1')?.userId).toBe('10');
    now += 4_999;
    expect(cache.get('h1')).toBeDefined();
    now += 1;
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops one user, a whole tenant, or everyone, from the notification payloads', () => {
    const cache = new TokenCache();
    const fill = () => {
      cache.set('a', auth('1', '10'), cache.begin());
      cache.set('b', auth('1', '11'), cache.begin());
      cache.set('c', auth('2', '10'), cache.begin());
    };
    fill();
    cache.onNotification('1:10');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((e) => e !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
    cache.onNotification('1:');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    fill();
    cache.onNotification('*');
    expect(cache.size).toBe(0);
    fill();
    cache.onNotification('garbage');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer looked up while a change was announced', () => {
    const cache = new TokenCache();
    const generation = cache.begin();
    cache.onNotification('1:10'); // a sign-out commits while the lookup is in flight
    cache.set('a', auth('1', '10'), generation);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('token cache in the app', () => {
  const t = useTestApp();
  let tenant: TenantFixture;
  let user: UserFixture;

  beforeAll(async () => {
    tenant = await t.createTenant();
    user = await t.createUser(tenant.tenantId, { abilities: ['role_list'] });
  });

  it('answers repeated requests from the cache', async () => {
    const c = await t.signIn(user);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    const hits = t.built.app.tokenCache.hits;
    expect((await c.get('/api/user')).statusCode).toBe(200);
    expect((await c.get('/api/abilities')).statusCode).toBe(200);
    expect(t.built.app.tokenCache.hits).toBe(hits + 2);
  });

  it('sign-out ends a cached session at once', async () => {
    const a = await t.signIn(user);
    const b = await t.signIn(user);
    expect((await a.get('/api/user')).statusCode).toBe(200);
    expect((await b.get('/api/user')).statusCode).toBe(200);
    expect((await a.post('/api/logout')).statusCode).toBe(204);
    expect((await a.get('/api/user')).statusCode).toBe(401);
    expect((await b.get('/api/user')).statusCode).toBe(200);
  });

  it('disabling or deleting the user ends cached sessions at once', async () => {
    for (const change of ['status', 'delete'] as const) {
      const u = await t.createUser(tenant.tenantId);
      const c = await t.signIn(u);
      expect((await c.get('/api/user')).statusCode).toBe(200);
      if (change === 'status')
        await t.db.system.updateTable('users').set({ status: 0 }).where('id', '=', u.id).execute();
      else {
        await t.db.system.deleteFrom('auth_tokens').where('user_id', '=', u.id).execute();
        await t.db.system.deleteFrom('users').where('id', '=', u.id).execute();
      }
      expect((await c.get('/api/user')).statusCode, change).toBe(401);
    }
  });

  it('a new password drops the cached sessions (the service revokes the others in the same change)', async () => {
    const u = await t.createUser(tenant.tenantId);
    const c = await t.signIn(u);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    const misses = t.built.app.tokenCache.misses;
    await t.db.system.updateTable('users').set({ password_hash: 'x' }).where('id', '=', u.id).execute();
    // the token itself was not revoked here: it resolves again, from the database
    expect((await c.get('/api/user')).statusCode).toBe(200);
    expect(t.built.app.tokenCache.misses).toBe(misses + 1);
  });

  it('a removed ability or role answers 403 at once, a granted one 200', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['role_list'] });
    const c = await t.signIn(u);
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(200);
    const role = await t.db.system
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    await t.db.system.deleteFrom('role_abilities').where('role_id', '=', role.role_id).execute();
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(403);
    await t.db.system
      .insertInto('role_abilities')
      .values({ tenant_id: tenant.tenantId, role_id: role.role_id, ability: 'role_list' })
      .execute();
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(200);
    await t.db.system.deleteFrom('user_roles').where('user_id', '=', u.id).execute();
    expect((await c.get('/api/abilities/catalogue')).statusCode).toBe(403);
  });

  it('a change made in a tenant transaction (as the application role) is seen at once', async () => {
    const u = await t.createUser(tenant.tenantId);
    const c = await t.signIn(u);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    await withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
      tx.updateTable('users').set({ status: 0 }).where('id', '=', u.id).execute(),
    );
    expect((await c.get('/api/user')).statusCode).toBe(401);
  });

  it('a rolled-back change keeps the session', async () => {
    const c = await t.signIn(user);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    await expect(
      withTenant(t.db.system, { tenantId: tenant.tenantId }, async (tx) => {
        await tx.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await c.get('/api/user')).statusCode).toBe(200);
  });

  it('another instance (another connection pool) revokes a token: this one learns within moments', async () => {
    const c = await t.signIn(user);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    const url = (t.db.pool.options as { connectionString: string }).connectionString;
    const other = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await other.query('update auth_tokens set revoked_at = now() where token_hash = $1', [
        hashToken(c.token as string),
      ]);
    } finally {
      await other.end();
    }
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 4_000) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await c.get('/api/user')).statusCode;
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000); // the notification, not the 5-second TTL
  });

  it('the last-activity write does not drop the cache; moving it back does', async () => {
    const c = await t.signIn(user);
    expect((await c.get('/api/user')).statusCode).toBe(200);
    const size = t.built.app.tokenCache.size;
    await t.db.system
      .updateTable('auth_tokens')
      .set({ last_activity_at: sql`now()` })
      .where('token_hash', '=', hashToken(c.token as string))
      .execute();
    expect(t.built.app.tokenCache.size).toBe(size);
    await t.db.system
      .updateTable('auth_tokens')
      .set({ last_activity_at: sql`now() - interval '181 minutes'` })
      .where('token_hash', '=', hashToken(c.token as string))
      .execute();
    expect((await c.get('/api/user')).statusCode).toBe(401);
  });
});
