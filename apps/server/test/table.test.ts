import { type TableQuery, type TableQueryInput, tableQuery } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/platform/auth/session.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { AppError } from '../src/platform/errors.js';
import { runTable } from '../src/platform/table/run.js';
import type { TableSpec } from '../src/platform/table/spec.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;

// A fixed data set: the protocol module is tested on it directly, then through HTTP on a real list.
const ROWS = sql`(select * from (values
  (1::bigint, 'Alpha 50% off'::text, 10.5::numeric, 2::numeric, '2026-01-02'::date, false, 'IQD'::text, 'a'::text),
  (2, 'Beta_shop', 200, 0, '2026-02-10', false, 'USD', 'b'),
  (3, 'alpha beta', -5.25, 1, '2025-12-31', false, 'IQD', 'a'),
  (4, 'Gamma', 99999999999999.123456, 0, '2026-02-11', true, 'USD', 'c'),
  (5, null, 0, 0, '2026-03-01', false, 'IQD', 'b')
) as v(id, name, amount, bonus, day, hidden, currency_code, kind))`;

const spec: TableSpec = {
  source: () => ROWS,
  columns: {
    id: { kind: 'id' },
    name: { kind: 'text', search: true },
    amount: { kind: 'number' },
    bonus: { kind: 'number' },
    day: { kind: 'date' },
    hidden: { kind: 'bool', sort: false },
    currency_code: { kind: 'text' },
    kind: { kind: 'text' },
  },
  dateColumn: 'day',
  hiddenColumn: 'hidden',
  currencyColumn: 'currency_code',
  footer: ['amount', 'bonus'],
  queries: { net: sql`(t.amount - t.bonus)` },
};

const auth = (abilities: string[] = []): AuthContext => ({
  tenantId: '0',
  userId: '0',
  tokenId: '0',
  username: 'x',
  name: 'x',
  isSuperuser: false,
  abilities: new Set(abilities),
});

async function run(input: TableQueryInput, abilities: string[] = []) {
  const q: TableQuery = tableQuery.parse(input);
  return withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
    runTable(tx, spec, q, { auth: auth(abilities) }),
  );
}
const ids = async (input: TableQueryInput, abilities?: string[]) =>
  (await run(input, abilities)).data.map((r) => String((r as { id: string }).id));
async function refusal(input: TableQueryInput): Promise<AppError> {
  try {
    await run(input);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  tenant = await t.createTenant();
});

describe('table protocol module', () => {
  it('sorts by id descending by default, hides hidden rows, counts and sums the footer', async () => {
    const r = await run({});
    expect(r.data.map((x) => String((x as { id: string }).id))).toEqual(['5', '3', '2', '1']);
    expect(r.total).toBe(4);
    expect(r.footer).toEqual({ amount: '205.25', bonus: '3' });
  });

  it.each([
    ['sw', 'alpha', ['3', '1']],
    ['ew', 'SHOP', ['2']],
    ['co', 'beta', ['3', '2']],
    ['ex', 'gamma', []],
    ['ex', 'alpha beta', ['3']],
    ['exc', 'alpha', ['5', '2']],
  ] as const)('text filter %s %s', async (symbol, value, expected) => {
    expect(await ids({ text: [{ column: 'name', symbol, value }] })).toEqual(expected);
  });

  it('matches % and _ literally', async () => {
    expect(await ids({ text: [{ column: 'name', symbol: 'co', value: '50%' }] })).toEqual(['1']);
    expect(await ids({ text: [{ column: 'name', symbol: 'co', value: 'a_s' }] })).toEqual(['2']);
    expect(await ids({ search: '_' })).toEqual(['2']);
  });

  it.each([
    ['=', '10.5', ['1']],
    ['>', '10.5', ['2']],
    ['>=', '10.5', ['2', '1']],
    ['<', '0', ['3']],
    ['<=', '0', ['5', '3']],
    ['!=', '0', ['3', '2', '1']],
  ] as const)('number filter %s %s', async (symbol, value, expected) => {
    expect(await ids({ number: [{ column: 'amount', symbol, value }] })).toEqual(expected);
  });

  it('complex number filters sum columns; named queries use server expressions', async () => {
    expect(
      await ids({ number: [{ complex: true, columns: ['amount', 'bonus'], symbol: '=', value: '12.5' }] }),
    ).toEqual(['1']);
    expect(await ids({ number: [{ query: 'net', symbol: '<', value: '0' }] })).toEqual(['3']);
  });

  it('filters by date range, year, currency and list', async () => {
    expect(await ids({ start_date: '2026-02-10', end_date: '2026-02-11' })).toEqual(['2']);
    expect(
      await ids({ start_date: '2026-02-10', end_date: '2026-02-11', show_hidden_item: true }, [
        'item_show_hidden',
      ]),
    ).toEqual(['4', '2']);
    expect(await ids({ year: 2025 })).toEqual(['3']);
    expect(await ids({ currency_code: 'IQD' })).toEqual(['5', '3', '1']);
    expect(await ids({ list: [{ column: 'kind', values: ['a', 'b'] }] })).toEqual(['5', '3', '2', '1']);
    expect(await ids({ list: [{ column: 'id', values: [2, '3'] }] })).toEqual(['3', '2']);
    // a number column (a status) is compared as a number, whatever its stored scale
    expect(await ids({ list: [{ column: 'bonus', values: ['0', '1'] }] })).toEqual(['5', '3', '2']);
    expect(await ids({ list: [{ column: 'amount', values: ['10.5', '-5.25'] }] })).toEqual(['3', '1']);
  });

  it('refuses a list filter on a number column with anything but numbers', async () => {
    const e = await refusal({ list: [{ column: 'bonus', values: ['1', '1) or (1=1'] }] });
    expect(e.statusCode).toBe(422);
    expect(Object.keys(e.errors ?? {})).toEqual(['list.0.values']);
  });

  it('searches every searchable column, case-insensitively', async () => {
    expect(await ids({ search: 'ALPHA' })).toEqual(['3', '1']);
    expect(await ids({ search: '   ' })).toHaveLength(4);
  });

  it('sorts by a whitelisted column both ways, nulls at the end of descending', async () => {
    expect(await ids({ sortBy: 'amount', sortDir: 'asc' })).toEqual(['3', '5', '1', '2']);
    expect(await ids({ sortBy: 'name', sortDir: 'desc' })).toEqual(['2', '3', '1', '5']);
  });

  it('pages, keeping the total of every filtered row', async () => {
    const p2 = await run({ perPage: 10, page: 1, sortBy: 'id', sortDir: 'asc' });
    expect(p2.total).toBe(4);
    const beyond = await run({ page: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(4);
  });

  it('shows hidden rows only to holders of item_show_hidden (403 otherwise)', async () => {
    const e = await refusal({ show_hidden_item: true });
    expect(e.statusCode).toBe(403);
    expect(await ids({ show_hidden_item: true }, ['item_show_hidden'])).toContain('4');
  });

  it('refuses unknown and unsortable columns with field errors (422)', async () => {
    let e = await refusal({ sortBy: 'password_hash' });
    expect(e.statusCode).toBe(422);
    expect(e.errors).toEqual({ sortBy: ['This column cannot be sorted.'] });
    e = await refusal({ sortBy: 'hidden' });
    expect(e.errors).toHaveProperty('sortBy');
    e = await refusal({ text: [{ column: 'nope', value: 'x' }], number: [{ column: 'name', value: '1' }] });
    expect(Object.keys(e.errors ?? {}).sort()).toEqual(['number.0.column', 'text.0.column']);
    e = await refusal({ having_number: [{ column: 'amount', value: '1' }] });
    expect(e.errors).toHaveProperty(['having_number.0.column']);
    e = await refusal({ start_date: '2026-03-01', end_date: '2026-01-01' });
    expect(e.errors).toHaveProperty('end_date');
  });

  it('having_number filters aggregate columns of a grouped source', async () => {
    const grouped: TableSpec = {
      source: () => sql`(select kind as id, sum(amount) as total from ${ROWS} as r group by kind)`,
      columns: { id: { kind: 'text' }, total: { kind: 'number', aggregate: true } },
    };
    const q = tableQuery.parse({ having_number: [{ column: 'total', symbol: '>', value: '100' }] });
    const r = await withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
      runTable(tx, grouped, q, { auth: auth() }),
    );
    expect(r.data.map((x) => (x as { id: string }).id).sort()).toEqual(['b', 'c']);
  });
});

describe('table protocol over HTTP (users list)', () => {
  let admin: Client;
  beforeAll(async () => {
    const su = await t.createUser(tenant.tenantId, { superuser: true, name: 'Zed Admin' });
    await t.createUser(tenant.tenantId, { name: 'Anna Cashier', abilities: ['sale_create'] });
    await t.createUser(tenant.tenantId, { name: 'Bruno Clerk', status: 0 });
    admin = await t.signIn(su);
  });

  it('GET with JSON filters in the query string and POST /list with a body answer the same', async () => {
    const text = JSON.stringify([{ column: 'name', symbol: 'sw', value: 'anna' }]);
    const viaGet = await admin.get(`/api/users?text=${encodeURIComponent(text)}`);
    expect(viaGet.statusCode).toBe(200);
    const viaPost = await admin.post('/api/users/list', {
      text: [{ column: 'name', symbol: 'sw', value: 'anna' }],
    });
    expect(viaPost.json()).toEqual(viaGet.json());
    expect(viaGet.json().data.map((u: { name: string }) => u.name)).toEqual(['Anna Cashier']);
    expect(viaGet.json().data[0].roles).toMatch(/^role_/);
  });

  it.each([
    ['sortBy', { sortBy: 'name; drop table users' }],
    ['sortDir', { sortDir: 'asc; drop table users' }],
    ['perPage', { perPage: 1000 }],
    ['text.0.column', { text: [{ column: "name' or '1'='1", value: 'x' }] }],
    ['text.0.symbol', { text: [{ column: 'name', symbol: 'like', value: 'x' }] }],
    ['number.0.value', { number: [{ column: 'status', value: '1 or 1=1' }] }],
    ['start_date', { start_date: "2026-01-01' or '1'='1" }],
    ['list.0.column', { list: [{ column: 'password_hash', values: ['x'] }] }],
  ])('an injection attempt in %s is a 422 and changes nothing', async (field, body) => {
    const res = await admin.post('/api/users/list', body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).some((k) => k.startsWith(field.split('.')[0]!))).toBe(true);
    expect((await admin.post('/api/users/list', {})).json().total).toBe(3);
  });

  it('a quote in a filter value is just text', async () => {
    const res = await admin.post('/api/users/list', {
      text: [{ column: 'name', value: "' or 1=1 --" }],
      search: "'; select 1; --",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], total: 0 });
  });

  it('needs the list ability, and answers only the caller’s tenant', async () => {
    const cashier = await t.createUser(tenant.tenantId, { abilities: ['sale_create'] });
    expect((await (await t.signIn(cashier)).get('/api/users')).statusCode).toBe(403);
    const other = await t.createTenant();
    const otherAdmin = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, name: 'Other admin' }),
    );
    const names = (await otherAdmin.get('/api/users')).json().data.map((u: { name: string }) => u.name);
    expect(names).toEqual(['Other admin']);
  });
});
