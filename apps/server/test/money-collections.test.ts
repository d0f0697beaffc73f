import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let main: string;
let collectorUser: UserFixture;
let collector: Client;
let otherCollector: Client;
let accountant: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let customer: string;
const DAY = '2026-11-20';
const BASE = '/api/accounting/money-collection';

const bag = (over: Record<string, unknown> = {}) => ({
  inventory_id: main,
  date: DAY,
  customer_id: customer,
  amount: '100000',
  currency_code: 'IQD',
  note: 'Route A',
  ...over,
});

/** Sum of the lines of a ledger subject, in one currency. */
async function balance(where: ReturnType<typeof sql>, currency = 'IQD') {
  return (
    await sql<{ b: string }>`select coalesce(sum(l.amount), 0)::text as b from journal_lines l
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where l.tenant_id = ${tenant.tenantId} and l.currency_code = ${currency} and ${where}`.execute(
      t.db.system,
    )
  ).rows[0]!.b;
}
const transit = (userId: string) =>
  balance(sql`a.system_key = 'cash_in_transit' and l.party_type = 'collector' and l.party_id = ${userId}`);
const box = (id: string) => balance(sql`l.cash_box_id = ${id}`);
const account = (key: string) => balance(sql`a.system_key = ${key}`);

beforeAll(async () => {
  tenant = await t.createTenant();
  main = tenant.inventoryIds[0]!;
  const admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [main] }));
  collectorUser = await t.createUser(tenant.tenantId, {
    abilities: ['money_collection_create'],
    inventories: [main],
    name: 'Hawre',
  });
  collector = await t.signIn(collectorUser);
  otherCollector = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: ['money_collection_create'], inventories: [main] }),
  );
  accountant = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['money_collection_edit', 'money_collection_create'],
      inventories: [main],
      name: 'Shno',
    }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, main);
  customer = (await admin.post('/api/customer', { name: 'Kosar', inventory_id: main, phone: '0770' })).json()
    .id;
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('money collection', () => {
  it('a collected bag sits in cash in transit under its collector, pending, and ages', async () => {
    const res = await collector.post(BASE, bag());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice_id).toBe('MC-1');
    expect(await transit(collectorUser.id)).toBe('100000.000000');
    expect(await balance(sql`l.party_type = 'customer' and l.party_id = ${customer}`)).toBe('-100000.000000');
    const list = (await collector.post(`${BASE}/list`, {})).json();
    expect(list.data[0]).toMatchObject({
      invoice_id: 'MC-1',
      status: 0,
      collector_name: 'Hawre',
      customer_name: 'Kosar',
    });
    const days = Math.round(
      (Date.parse(new Date().toISOString().slice(0, 10)) - Date.parse(DAY)) / 86_400_000,
    );
    expect(Number(list.data[0].age_days)).toBe(days);
    // another collector does not see it; the accountant does
    expect((await otherCollector.post(`${BASE}/list`, {})).json().data).toEqual([]);
    expect((await accountant.post(`${BASE}/list`, {})).json().data).toHaveLength(1);
  });

  it('the accountant receives it once: what was counted into the box, the shortage posted', async () => {
    const { id } = (await collector.post(BASE, bag({ amount: '250000' }))).json();
    const before = await box(boxes.iqd);
    const receive = { cash_box_id: boxes.iqd, counted_amount: '245000', date: DAY };
    expect((await collector.post(`${BASE}/${id}/receive`, receive)).statusCode).toBe(403);
    const res = await accountant.post(`${BASE}/${id}/receive`, receive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      counted_amount: '245000.000000',
      difference: '-5000.000000',
    });
    expect(await box(boxes.iqd)).toBe(`${BigInt(before.split('.')[0]!) + 245000n}.000000`);
    expect(await account('cash_shortage')).toBe('5000.000000');
    // the first bag is still out
    expect(await transit(collectorUser.id)).toBe('100000.000000');
    const again = await accountant.post(`${BASE}/${id}/receive`, receive);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This collection has already been received.',
    ]);
    const put = await collector.request('PUT', `${BASE}/${id}`, bag());
    expect([put.statusCode, put.json().message]).toEqual([409, MESSAGES.updateNotAllowed]);
    const del = await collector.request('DELETE', `${BASE}/${id}`);
    expect(del.statusCode).toBe(409);
    expect((await accountant.get(`${BASE}/${id}`)).json()).toMatchObject({
      status: 1,
      cash_box_name: 'Main IQD',
      received_by_name: 'Shno',
      difference: '-5000.000000',
    });
  });

  it('ages the cash not yet handed over per collector, in buckets of days out', async () => {
    const old = (await collector.post(BASE, bag({ date: '2026-09-01', amount: '3000' }))).json().id;
    const ageing = async (c: Client) =>
      (await c.get('/api/accounting/money-collection/ageing?as_of=2026-11-25')).json();
    // the 100,000 of 20 November is 5 days out, the 3,000 of 1 September 85
    expect(await ageing(accountant)).toEqual([
      {
        collector_id: collectorUser.id,
        collector_name: 'Hawre',
        currency_code: 'IQD',
        bags: 2,
        days_0_7: '100000.000000',
        days_8_30: '0',
        days_31_60: '0',
        days_over_60: '3000.000000',
        total: '103000.000000',
        oldest_days: 85,
      },
    ]);
    expect(await ageing(otherCollector)).toEqual([]);
    expect((await ageing(collector))[0].bags).toBe(2);
    const bad = await accountant.get('/api/accounting/money-collection/ageing?as_of=2026-02-30');
    expect(Object.keys(bad.json().errors)).toEqual(['as_of']);
    expect((await collector.request('DELETE', `${BASE}/${old}`)).statusCode).toBe(204);
  });

  it('an overage is income, and an empty box only ever gains from a bag', async () => {
    const { id } = (await collector.post(BASE, bag({ amount: '50000' }))).json();
    expect(await box(boxes.iqd2)).toBe('0');
    const res = await accountant.post(`${BASE}/${id}/receive`, {
      cash_box_id: boxes.iqd2,
      counted_amount: '50250',
      date: DAY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await box(boxes.iqd2)).toBe('50250.000000');
    expect(await account('cash_overage')).toBe('-250.000000');
  });

  it('a pending bag is edited or deleted by the kernel, the transit following', async () => {
    const { id } = (await collector.post(BASE, bag({ amount: '7000' }))).json();
    expect(await transit(collectorUser.id)).toBe('107000.000000');
    const put = await collector.request('PUT', `${BASE}/${id}`, bag({ amount: '9000' }));
    expect(put.statusCode, put.body).toBe(200);
    expect(await transit(collectorUser.id)).toBe('109000.000000');
    expect((await collector.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(204);
    expect(await transit(collectorUser.id)).toBe('100000.000000');
  });

  it('answers 422 naming the field and refuses strangers', async () => {
    const first = (await accountant.post(`${BASE}/list`, { sortBy: 'id', sortDir: 'asc' })).json().data[0];
    const cases: [string, Record<string, unknown>, string][] = [
      [BASE, bag({ customer_id: '999999' }), 'customer_id'],
      [BASE, bag({ amount: '0' }), 'amount'],
      [BASE, bag({ currency_code: 'USD' }), 'exchange_rate'],
      [BASE, bag({ date: '2026-02-30' }), 'date'],
      [
        `${BASE}/${first.id}/receive`,
        { cash_box_id: boxes.usd, counted_amount: '1', date: DAY },
        'cash_box_id',
      ],
      [
        `${BASE}/${first.id}/receive`,
        { cash_box_id: boxes.iqd, counted_amount: '-1', date: DAY },
        'counted_amount',
      ],
      [
        `${BASE}/${first.id}/receive`,
        { cash_box_id: boxes.iqd, counted_amount: '1', date: '2026-11-01' },
        'date',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await accountant.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const nobody = await t.signIn(await t.createUser(tenant.tenantId, { inventories: [main] }));
    expect((await nobody.post(BASE, bag())).statusCode).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await outsider.get(`${BASE}/${first.id}`)).statusCode).toBe(404);
    const res = await outsider.post(`${BASE}/${first.id}/receive`, {
      cash_box_id: boxes.iqd,
      counted_amount: '1',
      date: DAY,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(404);
  });
});
