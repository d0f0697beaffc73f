import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXCEPTION } from '../src/platform/error-handler.js';
import { useTestApp } from './support/app.js';
import {
  HOSTILE_SETS,
  hostileValues,
  isFreeForm,
  type JsonSchema,
  type Leaf,
  leavesOf,
  NUL,
  type OpenApiDoc,
  type Operation,
  operationsOf,
  queryText,
  sample,
  withLeaf,
} from './support/fuzz.js';
import { createBoxes } from './support/ledger.js';
import { multipart } from './support/multipart.js';

/**
 * Issue 15, item 11: nothing a client sends yields a 500. Every operation of the OpenAPI document gets
 * hostile inputs (NUL characters, impossible dates, huge numbers, wrong types, broken JSON, broken
 * multipart) as a superuser; no answer may be a 5xx and a refused write may change nothing.
 */

const t = useTestApp();
let token: string;
let ops: Operation[];
let idValue: string;

/** Operations not fuzzed, each with its reason; the test fails if one of them no longer exists. */
const EXCLUDED: Record<string, string> = {
  'POST /api/logout': 'signs the fuzzing session itself out; it reads no input',
};

/** Routes that authenticate by what the request carries, not by the fuzzing session. */
const KEYED = new Set(['/api/login', '/api/hospital/prescriptions']);

/** Row counts of the tables a refused write could touch. */
const TABLES = [
  'users',
  'inventories',
  'items',
  'products',
  'stock_movements',
  'journal_entries',
  'journal_lines',
  'money_documents',
  'sales',
  'purchases',
  'purchase_orders',
  'item_transfers',
  'stock_adjustments',
  'goods_stock_outs',
  'attachments',
  'comments',
  'settings',
  'cash_boxes',
  'residence_units',
];
async function fingerprint(): Promise<string> {
  const counts = sql.join(TABLES.map((name) => sql`(select count(*) from ${sql.table(name)})`));
  const { rows } = await sql<{ c: string }>`select concat_ws(',', ${counts}) as c`.execute(t.db.system);
  return rows[0]!.c;
}

interface Attempt {
  label: string;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

const urlOf = (op: Operation, path: Record<string, string>, query: Record<string, string>) => {
  const p = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(path[k] ?? ''));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${p}?${qs}` : p;
};

/** The hostile requests for one operation. */
function attemptsFor(op: Operation): Attempt[] {
  const schemaOf = (where: 'path' | 'query'): JsonSchema => ({
    type: 'object',
    properties: Object.fromEntries(
      op.params.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]),
    ),
  });
  const required = new Set(op.params.filter((p) => p.required).map((p) => p.name));
  const path = schemaOf('path');
  const query = schemaOf('query');
  // path and query: every parameter (the query sends the required ones and the one changed); body: the
  // required fields, with every field's leaf listed from the full sample
  const parts = {
    path: { schema: path, value: sample(path, '', idValue, true) as Record<string, unknown> },
    query: { schema: query, value: sample(query, '', idValue, true) as Record<string, unknown> },
    body: { schema: op.body, value: op.body ? sample(op.body, '', idValue) : undefined },
  };
  const full = {
    path: parts.path.value,
    query: parts.query.value,
    body: op.body ? sample(op.body, '', idValue, true) : undefined,
  };
  const texts = (o: Record<string, unknown>, keep: (k: string) => boolean) =>
    Object.fromEntries(
      Object.entries(o)
        .filter(([k]) => keep(k))
        .map(([k, v]) => [k, queryText(v)]),
    );
  const hasBody = op.body !== undefined || op.method !== 'GET';
  /** A request with one part replaced; the query keeps its required parameters and the ones changed. */
  const attempt = (
    label: string,
    part?: keyof typeof parts,
    value?: unknown,
    changed = new Set<string>(),
  ): Attempt => {
    const path = texts(part === 'path' ? (value as Record<string, unknown>) : parts.path.value, () => true);
    const query = texts(
      part === 'query' ? (value as Record<string, unknown>) : parts.query.value,
      (k) => required.has(k) || (part === 'query' && changed.has(k)),
    );
    const body = part === 'body' ? value : parts.body.value;
    return {
      label,
      url: urlOf(op, path, query),
      ...(hasBody
        ? { payload: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } }
        : {}),
    };
  };
  const out: Attempt[] = [];
  for (const part of ['path', 'query', 'body'] as const) {
    const { schema, value } = parts[part];
    if (value === undefined) continue;
    const leaves = leavesOf(schema, full[part]).filter((l) => l.path.length > 0 || part === 'body');
    const top = (l: Leaf) => new Set([String(l.path[0])]);
    for (const leaf of leaves.filter(isFreeForm))
      for (const v of hostileValues(leaf))
        out.push(
          attempt(
            `${part} ${leaf.path.join('.')}=${JSON.stringify(v)}`,
            part,
            withLeaf(value, leaf.path, v),
            top(leaf),
          ),
        );
    for (const set of HOSTILE_SETS) {
      let changed: unknown = value;
      const names = new Set<string>();
      for (const leaf of leaves) {
        const v = set.pick(leaf);
        if (v === undefined) continue;
        changed = withLeaf(changed, leaf.path, v);
        names.add(String(leaf.path[0]));
      }
      if (changed !== value) out.push(attempt(`${part} ${set.label}`, part, changed, names));
    }
  }
  if (op.method === 'GET')
    for (const name of ['start_date', 'end_date'])
      out.push({
        label: `query ${name} impossible`,
        url: urlOf(
          op,
          texts(parts.path.value, () => true),
          { [name]: '2026-02-30' },
        ),
      });
  const base = attempt('base').url;
  if (op.body) {
    out.push(attempt('body key with NUL', 'body', { ...(parts.body.value as object), [`k${NUL}`]: NUL }));
    out.push(attempt('body as a list', 'body', [parts.body.value]));
    out.push(attempt('body as a string', 'body', 'text'));
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    out.push({
      label: 'broken JSON',
      url: base,
      payload: '{"a": ',
      headers: { 'content-type': 'application/json' },
    });
    out.push({
      label: 'multipart without boundary',
      url: base,
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    const form = multipart([
      { name: 'name', value: NUL },
      { name: 'model_id', value: idValue },
      { name: 'inventory_id', value: idValue },
      { name: 'date', value: '2026-02-30' },
      { name: 'file', file: { filename: `a${NUL}.png`, content: Buffer.from('x') } },
    ]);
    out.push({ label: 'multipart with NUL', url: base, ...form });
    out.push({
      label: 'multipart cut short',
      url: base,
      payload: form.payload.subarray(0, form.payload.length - 20),
      headers: form.headers,
    });
  }
  return out;
}

async function send(op: Operation, a: Attempt): Promise<LightMyRequestResponse> {
  const auth: Record<string, string> = op.path === '/api/login' ? {} : { authorization: `Bearer ${token}` };
  return t.built.app.inject({
    method: op.method,
    url: a.url,
    headers: { ...auth, ...(a.headers ?? {}) },
    ...(a.payload === undefined ? {} : { payload: a.payload }),
  });
}

/**
 * One row of each kind a request names most (a branch, cash boxes, an item with a lot, a customer, a
 * supplier), all with the same id in this fresh database, so hostile values get past "not found" into
 * the services. A first user takes that id too, so no password reset can sign the fuzzing user out.
 */
async function seed(): Promise<string> {
  const tenant = await t.createTenant();
  const id = tenant.inventoryIds[0]!;
  await t.createUser(tenant.tenantId);
  const user = await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds });
  token = (await t.signIn(user)).token!;
  const boxes = await createBoxes(t.db.system, tenant.tenantId, id);
  const admin = t.client(token);
  const item = (await admin.post('/api/general/item', { name: 'Paracetamol', barcode: '6200001' })).json();
  const lots = await admin.post(`/api/general/item/${item.id}/add-to-stock`, {
    products: [{ inventory_id: id, currency_code: 'IQD', cost: '1000', sale_price: '1500', quantity: '10' }],
  });
  const customer = await admin.post('/api/customer', { name: 'Ahmed', inventory_id: id, phone: '0770' });
  const supplier = await admin.post('/api/supplier', { name: 'Pharma Ltd' });
  expect([boxes.iqd, item.id, lots.json().created?.[0], customer.json().id, supplier.json().id]).toEqual(
    Array(5).fill(id),
  );
  return id;
}

beforeAll(async () => {
  idValue = await seed();
  const doc = (await t.client().get('/api/docs/json')).json() as OpenApiDoc;
  ops = operationsOf(doc);
});

/** Reads run a few at a time (they change nothing); writes one by one, so their effects stay apart. */
const READS_AT_ONCE = 6;

describe('hostile input on every route', () => {
  it('answers no 5xx, and a refused write changes nothing', async () => {
    const failures: string[] = [];
    const covered = new Set<string>();
    let requests = 0;
    let before = await fingerprint();
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      if (EXCLUDED[key]) continue;
      let accepted = false;
      const check = (a: Attempt, res: LightMyRequestResponse) => {
        requests++;
        const where = `${key} [${a.label}] -> ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(where);
        // the error handler's safety net answered: the value reached PostgreSQL, its field let it through
        if (res.statusCode === 422 && res.json().errors?._?.[0] === DATA_EXCEPTION)
          failures.push(`reached the database: ${where}`);
        // login and the hospital's inbound call (its own connection key, not the session) answer 401 by design
        if (res.statusCode === 401 && !KEYED.has(op.path)) failures.push(`session lost: ${where}`);
        if (res.statusCode < 400) accepted = true;
      };
      const attempts = attemptsFor(op);
      const step = op.method === 'GET' ? READS_AT_ONCE : 1;
      for (let i = 0; i < attempts.length; i += step) {
        const batch = attempts.slice(i, i + step);
        const answers = await Promise.all(batch.map((a) => send(op, a)));
        for (const [k, res] of answers.entries()) check(batch[k]!, res);
      }
      covered.add(key);
      if (op.method === 'GET') continue;
      // the tables may change only if one of the attempts was accepted
      const now = await fingerprint();
      if (!accepted && now !== before) failures.push(`refused but changed: ${key}`);
      before = now;
    }
    console.log(`fuzz: ${requests} requests over ${covered.size} operations`);
    expect(failures).toEqual([]);
    const all = ops.map((op) => `${op.method} ${op.path}`);
    for (const key of Object.keys(EXCLUDED)) expect(all).toContain(key);
    expect(covered.size).toBe(all.length - Object.keys(EXCLUDED).length);
    expect(covered.size).toBeGreaterThan(600);
  }, 240_000);
});
