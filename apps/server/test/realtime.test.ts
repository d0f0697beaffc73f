import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Built, buildApp } from '../src/app.js';
import { notify } from '../src/modules/notifications/writer.js';
import { createDb, type DbHandle } from '../src/platform/db/pool.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { collect, connect, listen, pause, subscribe, waitFor } from './support/sockets.js';

const t = useTestApp();
let base: string;
let tenant: TenantFixture;
let other: TenantFixture;
let alice: UserFixture;
let bob: UserFixture;
let aliceClient: Client;
const sockets: Socket[] = [];
let second: { built: Built; db: DbHandle; base: string } | undefined;

const open = async (url: string, token: string | undefined) => {
  const s = await connect(url, token);
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  base = await listen(t.built.app);
  tenant = await t.createTenant();
  other = await t.createTenant();
  alice = await t.createUser(tenant.tenantId, { inventories: [tenant.inventoryIds[0]!], name: 'Alice' });
  bob = await t.createUser(tenant.tenantId, { inventories: [tenant.inventoryIds[1]!], name: 'Bob' });
  aliceClient = await t.signIn(alice);
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  if (second) {
    await second.built.app.close();
    await second.db.close();
  }
});

const sendAs = (user: UserFixture, socketId?: string, publisher = t.built.app.deps.realtime, db = t.db) =>
  withTenant(db.system, { tenantId: user.tenantId, userId: user.id, socketId, publisher }, (tx) =>
    notify(tx, {
      userIds: [alice.id],
      type: 'notify.create',
      title: 'New transfer',
      description: 'From <b>Bob</b>',
    }),
  );

describe('socket authentication and channels', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connect(base, undefined)).rejects.toThrow(/Unauthenticated/);
    await expect(connect(base, 'bb_forged')).rejects.toThrow(/Unauthenticated/);
  });

  it('lets a user join only their own notification channel', async () => {
    const s = await open(base, aliceClient.token);
    expect(await subscribe(s, `notification.${tenant.tenantId}.${alice.id}`)).toBe(true);
    expect(await subscribe(s, `notification.${tenant.tenantId}.${bob.id}`)).toBe(false);
    expect(await subscribe(s, `notification.${other.tenantId}.${alice.id}`)).toBe(false);
  });

  it('lets a user join only the api_connection channels of branches they are connected to', async () => {
    const s = await open(base, aliceClient.token);
    expect(await subscribe(s, `api_connection.${tenant.tenantId}.${tenant.inventoryIds[0]}`)).toBe(true);
    expect(await subscribe(s, `api_connection.${tenant.tenantId}.${tenant.inventoryIds[1]}`)).toBe(false);
    expect(await subscribe(s, `api_connection.${other.tenantId}.${other.inventoryIds[0]}`)).toBe(false);
    expect(await subscribe(s, 'anything-else')).toBe(false);
  });

  it('POST broadcasting/auth joins the caller’s socket, refuses other channels and other users’ sockets', async () => {
    const s = await open(base, aliceClient.token);
    const own = await aliceClient.post('/api/broadcasting/auth', {
      socket_id: s.id,
      channel_name: `private-notification.${tenant.tenantId}.${alice.id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ auth: 'ok', channel_name: `notification.${tenant.tenantId}.${alice.id}` });

    const foreign = await aliceClient.post('/api/broadcasting/auth', {
      socket_id: s.id,
      channel_name: `notification.${tenant.tenantId}.${bob.id}`,
    });
    expect(foreign.statusCode).toBe(403);

    const bobClient = await t.signIn(bob);
    const hijack = await bobClient.post('/api/broadcasting/auth', {
      socket_id: s.id,
      channel_name: `notification.${tenant.tenantId}.${bob.id}`,
    });
    expect(hijack.statusCode).toBe(422);
  });
});

describe('notification delivery', () => {
  it('pushes a NotificationEvent after commit, but not to the sender’s own socket (X-Socket-Id)', async () => {
    const first = await open(base, aliceClient.token);
    const secondTab = await open(base, aliceClient.token);
    const channel = `notification.${tenant.tenantId}.${alice.id}`;
    await subscribe(first, channel);
    await subscribe(secondTab, channel);
    const gotFirst = collect<{ title: string; causer: { name: string } }>(first, 'NotificationEvent');
    const gotSecond = collect(secondTab, 'NotificationEvent');

    await sendAs(bob, first.id);
    await waitFor(() => gotSecond.length === 1);
    await pause(150);
    expect(gotFirst).toHaveLength(0);

    await sendAs(bob);
    await waitFor(() => gotFirst.length === 1);
    expect(gotFirst[0]).toMatchObject({ title: 'New transfer', causer: { name: 'Bob' } });
  });

  it('pushes nothing when the transaction rolls back', async () => {
    const s = await open(base, aliceClient.token);
    await subscribe(s, `notification.${tenant.tenantId}.${alice.id}`);
    const got = collect(s, 'NotificationEvent');
    await expect(
      withTenant(
        t.db.system,
        { tenantId: tenant.tenantId, userId: bob.id, publisher: t.built.app.deps.realtime },
        async (tx) => {
          await notify(tx, { userIds: [alice.id], type: 'notify.create', title: 'Doomed' });
          throw new Error('rollback');
        },
      ),
    ).rejects.toThrow('rollback');
    await pause(200);
    expect(got).toHaveLength(0);
    const list = (await aliceClient.get('/api/notification-center?per_page=100')).json();
    expect(list.data.map((n: { title: string }) => n.title)).not.toContain('Doomed');
  });

  it('delivers across two app processes sharing the database', async () => {
    const db2 = createDb(t.db.pool.options.connectionString as string, { max: 5, onError: () => {} });
    const built2 = await buildApp({ db: db2, filesDir: t.filesDir });
    const base2 = await listen(built2.app);
    second = { built: built2, db: db2, base: base2 };

    const s = await open(base2, aliceClient.token);
    expect(await subscribe(s, `notification.${tenant.tenantId}.${alice.id}`)).toBe(true);
    const got = collect<{ title: string }>(s, 'NotificationEvent');
    await pause(300); // let the second node announce itself to the first
    await sendAs(bob);
    await waitFor(() => got.length === 1, 5000);
    expect(got[0]?.title).toBe('New transfer');

    // and the HTTP join works for a socket living on the other process
    const s2 = await open(base2, aliceClient.token);
    const joined = await aliceClient.post('/api/broadcasting/auth', {
      socket_id: s2.id,
      channel_name: `notification.${tenant.tenantId}.${alice.id}`,
    });
    expect(joined.statusCode).toBe(200);
  });
});

describe('notification centre calls', () => {
  it('lists the newest first with the unseen count, and marks seen', async () => {
    const before = (await aliceClient.get('/api/notification-center?per_page=2')).json();
    expect(before.data).toHaveLength(2);
    expect(before.un_seen_count).toBeGreaterThanOrEqual(3);
    expect(before.data[0]).toMatchObject({ type: 'notify.create', is_seen: false, causer: { name: 'Bob' } });
    expect(Number(before.data[0].id)).toBeGreaterThan(Number(before.data[1].id));

    const seen = await aliceClient.request('PUT', `/api/notification-center/${before.data[0].id}/seen`);
    expect(seen.statusCode).toBe(200);
    const after = (await aliceClient.get('/api/notification-center?per_page=2')).json();
    expect(after.un_seen_count).toBe(before.un_seen_count - 1);
    expect(after.data[0].is_seen).toBe(true);

    expect((await aliceClient.request('PUT', '/api/notification-center/mark-all-as-seen')).statusCode).toBe(
      200,
    );
    expect((await aliceClient.get('/api/notification-center')).json().un_seen_count).toBe(0);
  });

  it('hides other users’ notifications: marking one seen is 404', async () => {
    const mine = (await aliceClient.get('/api/notification-center')).json().data[0];
    const bobClient = await t.signIn(bob);
    expect((await bobClient.request('PUT', `/api/notification-center/${mine.id}/seen`)).statusCode).toBe(404);
    expect((await bobClient.get('/api/notification-center')).json()).toEqual({ data: [], un_seen_count: 0 });
  });

  it('validates per_page and the id', async () => {
    expect((await aliceClient.get('/api/notification-center?per_page=0')).statusCode).toBe(422);
    expect((await aliceClient.request('PUT', '/api/notification-center/abc/seen')).statusCode).toBe(422);
  });
});
