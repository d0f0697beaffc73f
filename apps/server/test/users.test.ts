import { MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { PASSWORD, type TenantFixture, type UserFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let adminUser: UserFixture;
let manager: Client;
let roleId: string;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'New Cashier',
  username: `cashier_${Math.random().toString(36).slice(2, 8)}`,
  password: 'a-good-password',
  inventory_ids: [tenant.inventoryIds[0]],
  default_branch_id: tenant.inventoryIds[0],
  role_ids: [roleId],
  ...over,
});

beforeAll(async () => {
  tenant = await t.createTenant();
  adminUser = await t.createUser(tenant.tenantId, { superuser: true, name: 'Admin' });
  admin = await t.signIn(adminUser);
  manager = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['user_list', 'user_create', 'user_edit', 'user_delete', 'role_list'],
    }),
  );
  const role = await admin.post('/api/roles', {
    name: 'Cashier',
    abilities: ['sale_create', 'customer_list'],
  });
  expect(role.statusCode).toBe(201);
  roleId = role.json().id;
});

describe('users', () => {
  it('creates a user who can sign in with the role’s abilities and the branch', async () => {
    const input = body();
    const res = await manager.post('/api/users', input);
    expect(res.statusCode).toBe(201);
    const c = await t.signIn({ username: input.username }, 'a-good-password');
    expect((await c.get('/api/abilities')).json().data).toEqual(['customer_list', 'sale_create']);
    const me = (await c.get('/api/user')).json();
    expect(me.default_branch_id).toBe(tenant.inventoryIds[0]);
    expect(me.roles).toEqual(['Cashier']);
    const shown = (await manager.get(`/api/users/${res.json().id}`)).json();
    expect(shown).toMatchObject({
      name: 'New Cashier',
      role_ids: [roleId],
      inventory_ids: [tenant.inventoryIds[0]],
    });
    expect(shown).not.toHaveProperty('password_hash');
  });

  it('refuses a taken username (in any tenant), a missing password and a default branch not connected', async () => {
    const taken = await manager.post('/api/users', body({ username: adminUser.username.toUpperCase() }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ['The username has already been taken.'] });
    const other = await t.createTenant();
    const elsewhere = await t.createUser(other.tenantId);
    expect((await manager.post('/api/users', body({ username: elsewhere.username }))).statusCode).toBe(422);
    const noPassword = await manager.post('/api/users', body({ password: undefined }));
    expect(noPassword.json().errors).toHaveProperty('password');
    const badBranch = await manager.post('/api/users', body({ default_branch_id: tenant.inventoryIds[1] }));
    expect(badBranch.json().errors).toHaveProperty('default_branch_id');
  });

  it('refuses references to another tenant’s branches or roles', async () => {
    const other = await t.createTenant();
    const res = await manager.post(
      '/api/users',
      body({ inventory_ids: [other.inventoryIds[0]], default_branch_id: null }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('inventory_ids');
  });

  it('only a superuser may make or change a superuser', async () => {
    expect((await manager.post('/api/users', body({ is_superuser: true }))).statusCode).toBe(403);
    expect(
      (await manager.request('PUT', `/api/users/${adminUser.id}`, body({ name: 'Hacked' }))).statusCode,
    ).toBe(403);
    expect((await admin.post('/api/users', body({ is_superuser: true }))).statusCode).toBe(201);
  });

  it('disabling a user ends their sessions; nobody disables or deletes themselves', async () => {
    const input = body();
    const id = (await admin.post('/api/users', input)).json().id;
    const session = await t.signIn({ username: input.username }, 'a-good-password');
    expect(
      (await admin.request('PUT', `/api/users/${id}`, { ...input, password: undefined, status: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await session.get('/api/user')).statusCode).toBe(401);
    const self = await admin.request('PUT', `/api/users/${adminUser.id}`, {
      ...body({ username: adminUser.username, role_ids: [], inventory_ids: [], default_branch_id: null }),
      is_superuser: true,
      status: 0,
    });
    expect(self.statusCode).toBe(409);
    expect((await admin.request('DELETE', `/api/users/${adminUser.id}`)).statusCode).toBe(409);
  });

  it('deletes a user, and answers 404 for an unknown or other tenant’s user', async () => {
    const id = (await manager.post('/api/users', body())).json().id;
    expect((await manager.request('DELETE', `/api/users/${id}`)).statusCode).toBe(204);
    expect((await manager.get(`/api/users/${id}`)).statusCode).toBe(404);
    const other = await t.createTenant();
    const foreign = await t.createUser(other.tenantId);
    expect((await manager.request('DELETE', `/api/users/${foreign.id}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/users/${foreign.id}`)).statusCode).toBe(404);
  });

  it('resets a password (signing the user out) and lets users change their own', async () => {
    const input = body();
    const id = (await manager.post('/api/users', input)).json().id;
    const session = await t.signIn({ username: input.username }, 'a-good-password');
    expect(
      (await manager.request('PUT', `/api/users/${id}/password`, { password: 'short' })).statusCode,
    ).toBe(422);
    expect(
      (await manager.request('PUT', `/api/users/${id}/password`, { password: 'another-password' }))
        .statusCode,
    ).toBe(200);
    expect((await session.get('/api/user')).statusCode).toBe(401);
    const me = await t.signIn({ username: input.username }, 'another-password');
    const wrong = await me.request('PUT', '/api/profile/password', {
      current_password: 'nope',
      password: 'third-password',
      password_confirmation: 'third-password',
    });
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const mismatch = await me.request('PUT', '/api/profile/password', {
      current_password: 'another-password',
      password: 'third-password',
      password_confirmation: 'third-passwordX',
    });
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
    const ok = await me.request('PUT', '/api/profile/password', {
      current_password: 'another-password',
      password: 'third-password',
      password_confirmation: 'third-password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me.get('/api/user')).statusCode).toBe(200);
    await t.signIn({ username: input.username }, 'third-password');
  });

  it('updates the own profile (name and language) without any ability', async () => {
    const plain = await t.createUser(tenant.tenantId);
    const c = await t.signIn(plain);
    expect((await c.request('PUT', '/api/profile', { name: 'Renamed', language: 'ckb' })).statusCode).toBe(
      200,
    );
    expect((await c.get('/api/user')).json()).toMatchObject({ name: 'Renamed', language: 'ckb' });
    expect((await c.request('PUT', '/api/profile', { name: '', language: 'fr' })).statusCode).toBe(422);
  });

  it('user management needs its abilities', async () => {
    const c = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['user_list'] }));
    expect((await c.post('/api/users', body())).statusCode).toBe(403);
    expect((await c.request('DELETE', `/api/users/${adminUser.id}`)).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('creates, updates, lists and refuses unknown abilities and duplicate names', async () => {
    const created = await admin.post('/api/roles', { name: 'Auditor', abilities: ['invoice_audit'] });
    expect(created.statusCode).toBe(201);
    const dup = await admin.post('/api/roles', { name: 'Auditor', abilities: [] });
    expect(dup.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const bad = await admin.post('/api/roles', { name: 'Bad', abilities: ['fly_to_moon'] });
    expect(bad.statusCode).toBe(422);
    const id = created.json().id;
    expect(
      (
        await admin.request('PUT', `/api/roles/${id}`, {
          name: 'Auditor',
          abilities: ['invoice_audit', 'general_ledger'],
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.get(`/api/roles/${id}`)).json().abilities).toEqual([
      'general_ledger',
      'invoice_audit',
    ]);
    const list = (await admin.post('/api/roles/list', { search: 'audit' })).json();
    expect(list.data).toEqual([
      expect.objectContaining({ name: 'Auditor', abilities_count: 2, users_count: 0 }),
    ]);
  });

  it('Give Role adds the role to users and notifies them; a held role cannot be deleted', async () => {
    const u = await t.createUser(tenant.tenantId, { abilities: ['item_list'] });
    const role = (
      await admin.post('/api/roles', { name: 'Stock viewer', abilities: ['product_list'] })
    ).json();
    const give = await admin.request('PUT', `/api/roles/${role.id}/give`, { user_ids: [u.id] });
    expect(give.json()).toEqual({ added: 1 });
    const c = await t.signIn(u);
    expect((await c.get('/api/abilities')).json().data).toEqual(['item_list', 'product_list']);
    const note = (await c.get('/api/notification-center')).json();
    expect(note.un_seen_count).toBe(1);
    expect(note.data[0]).toMatchObject({ type: 'notify.edit', title: 'Your roles were changed' });
    const del = await admin.request('DELETE', `/api/roles/${role.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(MESSAGES.deleteNotAllowed);
  });
});

describe('activity log', () => {
  it('records create, update and delete with causer, old and new values, hiding the password', async () => {
    const input = body({ name: 'Logged Person' });
    const id = (await admin.post('/api/users', input)).json().id;
    await admin.request('PUT', `/api/users/${id}`, {
      ...input,
      name: 'Logged Renamed',
      password: 'changed-password',
    });
    await admin.request('DELETE', `/api/users/${id}`);
    const res = await admin.get(`/api/activity-log/record-log/users/${id}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.filter((r: { subject_table: string }) => r.subject_table === 'users');
    expect(rows.map((r: { event: string }) => r.event)).toEqual(['deleted', 'updated', 'created']);
    const [deleted, updated, created] = rows;
    expect(created.causer_name).toBe('Admin');
    expect(created.new_values).toMatchObject({ name: 'Logged Person', username: input.username });
    expect(created.new_values).not.toHaveProperty('password_hash');
    expect(updated.old_values).toEqual({ name: 'Logged Person' });
    expect(updated.new_values).toEqual({ name: 'Logged Renamed', password_hash: '[changed]' });
    expect(deleted.old_values).toMatchObject({ name: 'Logged Renamed' });
    expect(JSON.stringify(res.json())).not.toContain('$argon2');
    const links = res.json().data.filter((r: { subject_table: string }) => r.subject_table === 'user_roles');
    expect(links.length).toBeGreaterThan(0);
  });

  it('lists the log with the table protocol, only for holders of activity_log, only the own tenant', async () => {
    const list = await admin.post('/api/activity-log/list', {
      text: [{ column: 'log_name', symbol: 'ex', value: 'roles' }],
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
    expect(list.json().data.every((r: { log_name: string }) => r.log_name === 'roles')).toBe(true);
    expect((await manager.get('/api/activity-log')).statusCode).toBe(403);
    const other = await t.createTenant();
    const otherAdmin = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    const theirs = (await otherAdmin.post('/api/activity-log/list', { perPage: 100 })).json();
    expect(theirs.total).toBeGreaterThan(0); // their own tenant's set-up
    expect(theirs.data.some((r: { log_name: string }) => r.log_name === 'roles')).toBe(false);
    expect(JSON.stringify(theirs)).not.toContain('Cashier');
    expect((await otherAdmin.get(`/api/activity-log/record-log/roles/${roleId}`)).statusCode).toBe(404);
  });
});
void PASSWORD;
