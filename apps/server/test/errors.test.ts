import { MESSAGES } from '@bb/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './support/app.js';
import { useTestApp } from './support/app.js';

const t = useTestApp();
let c: Client;

beforeAll(async () => {
  const tenant = await t.createTenant();
  c = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
});

describe('error model', () => {
  it('422 carries a message and field errors', async () => {
    const res = await t.client().post('/api/login', { username: 'x'.repeat(101), password: '' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.validationFailed);
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
    for (const list of Object.values(body.errors)) expect(Array.isArray(list) && list.length > 0).toBe(true);
  });

  it.each([
    ['malformed JSON', '{"username": ', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['an unsupported content type', 'username=a', 'text/csv'],
    ['an empty JSON body', '', 'application/json'],
  ])('%s is a 4xx with a message, never a 500', async (_label, payload, type) => {
    const res = await t
      .client()
      .request('POST', '/api/login', undefined, { payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });

  it('a body over the size limit is refused with 413', async () => {
    const res = await t.client().post('/api/login', { username: 'a', password: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('an unknown API path answers 404 JSON', async () => {
    const res = await c.get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^Not found/);
  });

  it('every answer carries a request id, echoing a sane given one', async () => {
    const res = await c.request('GET', '/api/health', undefined, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await c.get('/api/health');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const res = await c.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/login');
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined();
  });

  it('health checks the database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('maintenance', () => {
  afterEach(async () => {
    await t.built.app.deps.maintenance.set(false);
  });

  it('answers 503 to every call but health, then recovers', async () => {
    await t.built.app.deps.maintenance.set(true);
    const user = await c.get('/api/user');
    expect(user.statusCode).toBe(503);
    expect(user.json()).toEqual({ message: MESSAGES.maintenance });
    expect((await t.client().post('/api/login', { username: 'a', password: 'b' })).statusCode).toBe(503);
    const health = await t.client().get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json().maintenance).toBe(true);
    await t.built.app.deps.maintenance.set(false);
    expect((await c.get('/api/user')).statusCode).toBe(200);
  });

  it('is seen by another app process reading the same database', async () => {
    const { MaintenanceSwitch } = await import('../src/platform/maintenance.js');
    await new MaintenanceSwitch(t.db.system).set(true);
    const other = new MaintenanceSwitch(t.db.system);
    expect(await other.isOn()).toBe(true);
  });
});
