import { MESSAGES } from '@bb/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXCEPTION, installErrorHandler } from '../src/platform/error-handler.js';
import { BROKEN_FORM } from '../src/platform/files/multipart.js';
import { type Client, useTestApp } from './support/app.js';
import { multipart, PNG } from './support/multipart.js';

/**
 * Issue 15, item 11: the three causes of 500 the scripted fuzzing found (a NUL character, a date that
 * matches YYYY-MM-DD but does not exist, multipart without a boundary) each answer 422 naming the field
 * and change nothing. test/fuzz.test.ts sends the same to every route.
 */

const t = useTestApp();
let admin: Client;
let branch: string;

const count = async (table: 'customers' | 'attachments' | 'items') =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db.system)).rows[0]!.n,
  );

const expect422 = (
  res: { statusCode: number; json(): unknown },
  field: string,
  message?: string | RegExp,
) => {
  expect(res.statusCode).toBe(422);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe(MESSAGES.validationFailed);
  expect(Object.keys(body.errors)).toContain(field);
  if (message) expect(body.errors[field]![0]).toMatch(message);
};

beforeAll(async () => {
  const tenant = await t.createTenant();
  branch = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
});

describe('a NUL character', () => {
  it('in the sign-in form is a 422 on the field, without a token (was PostgreSQL 22021)', async () => {
    const res = await t.client().post('/api/login', { username: 'ad\u0000min', password: 'secret' });
    expect422(res, 'username', 'The username may not contain the NUL character.');
    expect(Object.keys(res.json().errors)).toEqual(['username']);
  });

  it('in a list search, a column filter sent as JSON in the query, or a path id is a 422 on it', async () => {
    expect422(await admin.get('/api/sale?search=a%00b'), 'search', /NUL/);
    const text = encodeURIComponent(JSON.stringify([{ column: 'name', value: 'a\u0000' }]));
    expect422(await admin.get(`/api/customer/receipt?text=${text}`), 'text.0.value', /NUL/);
    expect422(await admin.get('/api/activity-log/record-log/sa%00le/1'), 'logName');
  });

  it('in a body field, at any depth, is refused and nothing is written', async () => {
    const before = await count('customers');
    const res = await admin.post('/api/customer', {
      name: 'Ah\u0000med',
      inventory_id: branch,
      phone: '0770',
    });
    expect422(res, 'name', 'The name may not contain the NUL character.');
    expect(await count('customers')).toBe(before);
    const nested = await admin.post('/api/sale/list', {
      text: [
        { column: 'note', value: 'x' },
        { column: 'note', value: '\u0000' },
      ],
    });
    expect422(nested, 'text.1.value', 'The value may not contain the NUL character.');
  });
});

describe('a date that does not exist', () => {
  it.each([
    ['/api/sale?start_date=2026-02-30', 'start_date'],
    ['/api/customer/receipt?end_date=2026-13-01', 'end_date'],
    ['/api/accounting/balance-sheet?as_of=2026-02-30', 'as_of'],
    ['/api/accounting/trial-balance?start_date=2026-02-30', 'start_date'],
    ['/api/accounting/balance-sheet?as_of=0000-01-01', 'as_of'],
  ])('%s is a 422 naming %s (was PostgreSQL 22008)', async (url, field) => {
    expect422(await admin.get(url), field, /is invalid/);
  });

  it('in a list posted as JSON and in a document is a 422 on the field', async () => {
    expect422(await admin.post('/api/sale/list', { start_date: '2026-02-29' }), 'start_date');
    const res = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: branch,
      date: '2026-04-31',
      reason: 'Broken',
      lines: [{ product_id: '1', quantity: '1' }],
    });
    expect422(res, 'date');
  });

  it('a real leap day passes', async () => {
    expect((await admin.get('/api/sale?start_date=2024-02-29&end_date=2024-03-01')).statusCode).toBe(200);
  });
});

describe('multipart without a boundary', () => {
  const noBoundary = { 'content-type': 'multipart/form-data' };
  const payload = '--x\r\nContent-Disposition: form-data; name="model_id"\r\n\r\n1\r\n--x--\r\n';

  it.each([
    ['/api/attachment', 'attachments'],
    ['/api/attachment/store-audio', 'audio_file'],
    ['/api/general/item', 'image'],
    ['/api/general/residence-unit', 'image'],
    ['/api/sale/import', 'file'],
  ])('POST %s is a 422 on %s', async (url, field) => {
    const res = await admin.request('POST', url, undefined, { payload, headers: noBoundary });
    expect422(res, field, BROKEN_FORM);
  });

  it('an upload cut short, or a file name with a NUL, is refused and stores nothing', async () => {
    const before = await count('attachments');
    const form = multipart([
      { name: 'model_id', value: branch },
      { name: 'type', value: 'inventory' },
      { name: 'attachments[]', file: { filename: 'scan.png', content: PNG, type: 'image/png' } },
    ]);
    const cut = await admin.request('POST', '/api/attachment', undefined, {
      payload: form.payload.subarray(0, form.payload.length - 30),
      headers: form.headers,
    });
    expect422(cut, 'attachments', BROKEN_FORM);
    const named = multipart([
      { name: 'model_id', value: branch },
      { name: 'attachments[]', file: { filename: 'scan\u0000.png', content: PNG, type: 'image/png' } },
    ]);
    expect422(await admin.request('POST', '/api/attachment', undefined, named), 'attachments', /NUL/);
    const field = multipart([{ name: 'name', value: 'Para\u0000' }]);
    expect422(await admin.request('POST', '/api/general/item', undefined, field), 'name', /NUL/);
    expect(await count('attachments')).toBe(before);
  });
});

describe('numbers and references', () => {
  it('refuses a quantity its column cannot hold, and an amount past 1e15, on the field', async () => {
    const stockOut = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: branch,
      date: '2026-01-15',
      reason: 'Broken',
      lines: [{ product_id: '1', quantity: '1000000000000000' }],
    });
    expect422(stockOut, 'lines.0.quantity', 'Must be at most 1e12.');
    const customer = await admin.post('/api/customer', {
      name: 'Big',
      inventory_id: branch,
      phone: '0770',
      max_amounts: [{ currency_code: 'IQD', amount: '1e16' }],
    });
    expect422(customer, 'max_amounts.0.amount');
  });

  it('a branch that does not exist is a 422 on the field, not a foreign key 500', async () => {
    const res = await admin.post('/api/inventory/stock-backup', { inventory_id: '999999999' });
    expect422(res, 'inventory_id', 'The selected inventory is invalid.');
  });
});

describe('the error handler as a safety net', () => {
  it('answers a PostgreSQL data exception 422 and a reference still in use 409, never 500', async () => {
    const app = Fastify();
    installErrorHandler(app);
    const pgError = (fields: Record<string, string>) =>
      Object.assign(new Error('pg'), { severity: 'ERROR', ...fields });
    app.get('/overflow', async () => {
      throw pgError({ code: '22003' });
    });
    app.get('/in-use', async () => {
      throw pgError({
        code: '23503',
        table: 'items',
        detail: 'Key (id)=(1) is still referenced from table "x".',
      });
    });
    app.get('/bug', async () => {
      throw pgError({ code: '42P01' });
    });
    const overflow = await app.inject('/overflow');
    expect(overflow.statusCode).toBe(422);
    expect(overflow.json()).toEqual({ message: MESSAGES.validationFailed, errors: { _: [DATA_EXCEPTION] } });
    expect((await app.inject('/in-use')).json()).toEqual({ message: MESSAGES.deleteNotAllowed });
    expect((await app.inject('/bug')).statusCode).toBe(500);
    await app.close();
  });
});
