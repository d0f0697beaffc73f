import { dec } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let main: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let azad: string;
let bahar: string;
let chra: string;
const BASE = '/api/shareholder/profit-distribution';

const post = async (c: Client, url: string, body: unknown) => {
  const res = await c.post(url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const money = (date: string, amount: string, category_id: string) => ({
  date,
  cash_box_id: boxes.iqd,
  currency_code: 'IQD',
  amount,
  category_id,
});
const november = (over: Record<string, unknown> = {}) => ({
  inventory_id: main,
  date: '2026-11-30',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  ...over,
});
/** A shareholder's capital balance (credit-positive) from the journal. */
const capitalOf = async (id: string) =>
  (
    await sql<{ b: string }>`select coalesce(-sum(l.amount), 0)::text as b from journal_lines l
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where a.system_key = 'capital' and l.party_type = 'shareholder' and l.party_id = ${id}`.execute(
      t.db.system,
    )
  ).rows[0]!.b;
const summary = async (start: string, end: string) =>
  (await admin.get(`/api/shareholder/summary-account-statement?start_date=${start}&end_date=${end}`)).json();

beforeAll(async () => {
  tenant = await t.createTenant();
  main = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [main] }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, main);
  azad = (await post(admin, '/api/general/shareholder', { name: 'Azad', share_percentage: '33.3333' })).id;
  bahar = (await post(admin, '/api/general/shareholder', { name: 'Bahar', share_percentage: '33.3333' })).id;
  chra = (await post(admin, '/api/general/shareholder', { name: 'Chra', share_percentage: '33.3334' })).id;
  await post(admin, '/api/accounting/capital', money('2026-10-01', '1000000', azad));
  const income = (await post(admin, '/api/accounting/income-type', { name: 'Fees' })).id;
  const category = (await post(admin, '/api/general/expense-category', { name: 'Rent' })).id;
  await post(admin, '/api/accounting/income', money('2026-11-12', '100000.01', income));
  await post(admin, '/api/accounting/variable-expense', money('2026-11-13', '40000', category));
  await post(admin, '/api/accounting/variable-expense', money('2026-12-02', '10', category));
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('profit distribution', () => {
  it('posts the period profit to each shareholder exactly, shown in their statements', async () => {
    const before = await summary('2026-11-01', '2026-11-30');
    expect(before.distribution.posted).toEqual([]);
    const saved = await post(admin, BASE, november({ note: 'November profit' }));
    expect(saved).toMatchObject({ invoice_id: 'PD-1', total: '60000.010000' });
    const doc = (await admin.get(`${BASE}/${saved.id}`)).json();
    // 60,000.01 x 33.3333% = 19,999.983333 (half up), the last takes the remainder
    expect(doc.lines.map((l: { name: string; amount: string }) => [l.name, l.amount])).toEqual([
      ['Azad', '19999.983333'],
      ['Bahar', '19999.983333'],
      ['Chra', '20000.043334'],
    ]);
    expect(
      doc.lines
        .reduce((s: ReturnType<typeof dec>, l: { amount: string }) => s.plus(l.amount), dec(0))
        .eq('60000.01'),
    ).toBe(true);
    expect(await capitalOf(azad)).toBe('1019999.983333');
    expect(await capitalOf(chra)).toBe('20000.043334');
    const detail = (
      await admin.get(
        `/api/shareholder/detail-account-statement?party_id=${bahar}&currency_code=IQD&start_date=2026-11-01&end_date=2026-12-31`,
      )
    ).json();
    expect(detail.data).toEqual([
      expect.objectContaining({
        document_type: 'profit_distribution',
        description: 'PD-1 — November profit',
        credit: '19999.983333',
      }),
    ]);
    const after = await summary('2026-11-01', '2026-11-30');
    expect(after.distribution.posted).toEqual([
      expect.objectContaining({ invoice_id: 'PD-1', total: '60000.010000' }),
    ]);
    expect(after.data.find((r: { name: string }) => r.name === 'Bahar').credit).toBe('19999.983333');
    // the balance sheet still balances: retained earnings down, capital up by the same
    const sheet = (await admin.get('/api/accounting/balance-sheet?as_of=2026-12-31')).json();
    expect(sheet.balanced).toBe(true);
  });

  it('refuses a period already distributed, a loss, a bad period, and no shares', async () => {
    const again = await admin.post(
      BASE,
      november({ start_date: '2026-11-15', end_date: '2026-12-10', date: '2026-12-10' }),
    );
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This period has already been distributed (PD-1).',
    ]);
    const loss = await admin.post(
      BASE,
      november({ start_date: '2026-12-01', end_date: '2026-12-31', date: '2026-12-31' }),
    );
    expect([loss.statusCode, loss.json().message]).toEqual([
      409,
      'There is no profit to distribute in this period.',
    ]);
    for (const [body, field] of [
      [november({ start_date: '2026-12-05', end_date: '2026-12-01', date: '2026-12-31' }), 'end_date'],
      [november({ date: '2026-11-29' }), 'date'],
      [november({ end_date: '2026-02-30' }), 'end_date'],
      [november({ inventory_id: 'x' }), 'inventory_id'],
    ] as const) {
      const res = await admin.post(BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('is reversed by deleting it, and needs its abilities in the tenant', async () => {
    const list = (await admin.post(`${BASE}/list`, {})).json();
    const id = list.data[0].id;
    const reader = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['profit_distribution_list'], inventories: [main] }),
    );
    expect((await reader.get(`${BASE}/${id}`)).statusCode).toBe(200);
    expect(
      (
        await reader.post(
          BASE,
          november({ start_date: '2027-01-01', end_date: '2027-01-31', date: '2027-01-31' }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await reader.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await outsider.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);

    expect((await admin.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(204);
    expect(await capitalOf(azad)).toBe('1000000.000000');
    expect(await capitalOf(bahar)).toBe('0.000000');
    expect((await summary('2026-11-01', '2026-11-30')).distribution.posted).toEqual([]);
    // the period is free again
    expect((await post(admin, BASE, november())).invoice_id).toBe('PD-2');
  });

  it('refuses when no active shareholder holds a share, or the shares pass 100%', async () => {
    await sql`update shareholders set share_percentage = 60 where id = ${azad}`.execute(t.db.system);
    const over = await admin.post(
      BASE,
      november({ start_date: '2026-10-01', end_date: '2026-10-31', date: '2026-10-31' }),
    );
    expect([over.statusCode, over.json().message]).toEqual([
      409,
      "The shareholders' shares add up to more than 100%.",
    ]);
    await sql`update shareholders set status = 0`.execute(t.db.system);
    const none = await admin.post(
      BASE,
      november({ start_date: '2026-10-01', end_date: '2026-10-31', date: '2026-10-31' }),
    );
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      'No active shareholder has a share to distribute to.',
    ]);
    await sql`update shareholders set status = 1, share_percentage = 33.3333 where id = ${azad}`.execute(
      t.db.system,
    );
  });
});
