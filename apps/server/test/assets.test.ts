import { dec, depreciationSchedule, depreciationThrough } from '@bb/contracts';
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
let vehicles: string;
const BASE = '/api/accounting/asset/assets';

const post = async (c: Client, url: string, body: unknown, status = 201) => {
  const res = await c.post(url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const asset = (over: Record<string, unknown> = {}) => ({
  inventory_id: main,
  date: '2026-01-10',
  name: 'Delivery van',
  asset_category_id: vehicles,
  cost: '12000000',
  salvage_value: '1000000',
  currency_code: 'IQD',
  useful_life_months: 36,
  cash_box_id: boxes.iqd,
  ...over,
});
/** An account's balance over one asset's lines (its `asset` dimension). */
const onAsset = async (key: string, id: string) =>
  (
    await sql<{ b: string }>`select coalesce(sum(l.amount), 0)::text as b from journal_lines l
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where a.system_key = ${key} and l.dim_type = 'asset' and l.dim_id = ${id}`.execute(t.db.system)
  ).rows[0]!.b;

beforeAll(async () => {
  tenant = await t.createTenant();
  main = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [main] }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, main);
  await post(admin, '/api/accounting/cash-box/adjustment-entry', {
    date: '2026-01-01',
    cash_box_id: boxes.iqd,
    amount: '50000000',
    currency_code: 'IQD',
    direction: 'in',
  });
  vehicles = (
    await post(admin, '/api/accounting/asset-category', { name: 'Vehicles', depreciation_rate: '20' })
  ).id;
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('depreciation schedules', () => {
  it('sum to cost minus salvage exactly for any life, the book value ending at the salvage', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    for (let i = 0; i < 300; i++) {
      const cost = `${next() % 100000000}.${String(next() % 1000000).padStart(6, '0')}`;
      const salvage = dec(cost)
        .times(next() % 50)
        .div(100)
        .toDecimalPlaces(6, 1)
        .toFixed(6);
      const months = 1 + (next() % 240);
      const rows = depreciationSchedule({ cost, salvage, months, start: '2026-03-31' });
      expect(rows).toHaveLength(months);
      const sum = rows.reduce((s, r) => s.plus(r.amount), dec(0));
      expect(sum.eq(dec(cost).minus(salvage)), `${cost} ${salvage} ${months}`).toBe(true);
      expect(dec(rows.at(-1)!.book_value).eq(salvage)).toBe(true);
      expect(rows.every((r) => dec(r.amount).gte(0))).toBe(true);
    }
    expect(
      depreciationSchedule({ cost: '100', salvage: '0', months: 3, start: '2026-11-15' }).map((r) => [
        r.period,
        r.amount,
      ]),
    ).toEqual([
      ['2026-11-30', '33.333333'],
      ['2026-12-31', '33.333333'],
      ['2027-01-31', '33.333334'],
    ]);
  });

  it("round every month to the currency's decimals and keep what was posted (h2)", () => {
    for (const method of ['straight_line', 'declining_balance'] as const) {
      const rows = depreciationSchedule({
        cost: '1500000',
        salvage: '0',
        months: 36,
        start: '2026-08-01',
        method,
        rate: '40',
        decimals: 0,
      });
      // no month posts a fraction of a dinar, and the months still sum to the cost
      expect(
        rows.every((r) => dec(r.amount).isInteger()),
        method,
      ).toBe(true);
      expect(rows.reduce((sum, r) => sum.plus(r.amount), dec(0)).eq(1500000)).toBe(true);
    }
    // a month posted earlier with six decimals keeps its amount; the last month closes at the salvage value
    const posted = new Map([['2026-01-31', '33.333333']]);
    const rows = depreciationSchedule({
      cost: '100',
      salvage: '0',
      months: 3,
      start: '2026-01-15',
      decimals: 0,
      posted,
    });
    expect(rows.map((r) => r.amount)).toEqual(['33.333333', '33.000000', '33.666667']);
    expect(rows.at(-1)!.book_value).toBe('0.000000');
    // January as posted and 14/28 of February's 33 (16.5) to the dinar
    expect(depreciationThrough(rows, '2026-02-14', 0)).toBe('50.333333');
  });

  it('prorate the month of a clearance by the day', () => {
    const rows = depreciationSchedule({ cost: '3100', salvage: '0', months: 2, start: '2026-01-01' });
    expect(depreciationThrough(rows, '2026-01-31')).toBe('1550.000000');
    expect(depreciationThrough(rows, '2026-02-14')).toBe('2325.000000');
    expect(depreciationThrough(rows, '2027-01-01')).toBe('3100.000000');
  });
});

describe('assets', () => {
  it('buys an asset from a box, depreciates three months and sells it: its accounts end at zero', async () => {
    const { id, invoice_id } = await post(admin, BASE, asset());
    expect(invoice_id).toBe('AS-1');
    expect(await onAsset('fixed_assets', id)).toBe('12000000.000000');
    const detail = (await admin.get(`${BASE}/${id}`)).json();
    expect(detail.schedule).toHaveLength(36);
    // IQD has no decimals: 11,000,000 / 36 rounded down to whole dinars, the last month taking the rest (h2)
    expect(detail.schedule[0]).toMatchObject({
      period: '2026-01-31',
      amount: '305555.000000',
      posted: false,
    });
    expect(detail.schedule[35].amount).toBe('305575.000000');

    const run = await post(admin, '/api/accounting/asset/run-depreciation', { as_of: '2026-03-31' }, 200);
    expect(run).toEqual({ posted: 3, failures: [] });
    // a second run posts nothing again
    expect(
      (await post(admin, '/api/accounting/asset/run-depreciation', { as_of: '2026-03-31' }, 200)).posted,
    ).toBe(0);
    expect(await onAsset('accumulated_depreciation', id)).toBe('-916665.000000');
    // it cannot be changed once depreciated
    const put = await admin.request('PUT', `${BASE}/${id}`, asset({ cost: '1' }));
    expect(put.statusCode).toBe(409);

    // sold on 15 April for 11,000,000: half of April's depreciation to the day
    const sold = await post(admin, '/api/accounting/asset-clearance', {
      asset_id: id,
      date: '2026-04-15',
      sale_amount: '11000000',
      cash_box_id: boxes.iqd,
    });
    const clearance = (await admin.get(`/api/accounting/asset-clearance/${sold.id}`)).json();
    expect(clearance).toMatchObject({
      // 305,555 x 15/30 = 152,777.5, to the dinar
      depreciation_to_date: '152778.000000',
      accumulated: '1069443.000000',
      // 11,000,000 - (12,000,000 - 1,069,443)
      gain_loss: '69443.000000',
    });
    expect(await onAsset('fixed_assets', id)).toBe('0.000000');
    expect(await onAsset('accumulated_depreciation', id)).toBe('0.000000');
    expect(await onAsset('asset_disposal_gain', id)).toBe('-69443.000000');
    // a cleared asset is not depreciated any more, nor cleared twice
    expect(
      (await post(admin, '/api/accounting/asset/run-depreciation', { as_of: '2026-12-31' }, 200)).posted,
    ).toBe(0);
    const twice = await admin.post('/api/accounting/asset-clearance', { asset_id: id, date: '2026-05-01' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This asset has already been cleared.']);
  });

  it('one failing asset never stops the others; its error is shown on it', async () => {
    const good = (await post(admin, BASE, asset({ name: 'Generator', date: '2026-05-02' }))).id;
    const bad = (
      await post(
        admin,
        BASE,
        asset({ name: 'Old printer', date: '2026-05-03', cost: '900', salvage_value: '0' }),
      )
    ).id;
    // break the bad one alone: a trigger refuses its depreciation rows
    await sql`create function pg_temp_refuse() returns trigger language plpgsql as $$
      begin if new.asset_id = ${sql.lit(Number(bad))} then raise exception 'disk on fire'; end if; return new; end $$`.execute(
      t.db.system,
    );
    await sql`create trigger refuse before insert on asset_depreciations for each row execute function pg_temp_refuse()`.execute(
      t.db.system,
    );
    try {
      const run = await post(admin, '/api/accounting/asset/run-depreciation', { as_of: '2026-06-30' }, 200);
      expect(run.posted).toBe(2);
      expect(run.failures).toEqual([expect.objectContaining({ asset_id: bad, name: 'Old printer' })]);
      expect(await onAsset('accumulated_depreciation', good)).not.toBe('0');
      expect(await onAsset('accumulated_depreciation', bad)).toBe('0');
      const list = (await admin.post(`${BASE}/list`, { search: 'Old printer' })).json();
      expect(list.data[0].depreciation_error).toBeTruthy();
      // shown to the accountant above the list, not only in the run
      const failing = (await admin.get('/api/accounting/asset/depreciation-failures')).json();
      expect(failing).toEqual([expect.objectContaining({ id: bad, name: 'Old printer' })]);
    } finally {
      await sql`drop trigger refuse on asset_depreciations; drop function pg_temp_refuse()`.execute(
        t.db.system,
      );
    }
    const again = await post(admin, '/api/accounting/asset/run-depreciation', { as_of: '2026-06-30' }, 200);
    expect(again).toEqual({ posted: 2, failures: [] });
    expect((await admin.get(`${BASE}/${bad}`)).json().depreciation_error).toBeNull();
    expect((await admin.get('/api/accounting/asset/depreciation-failures')).json()).toEqual([]);
  });

  it('a disposal for nothing posts the book value as a loss', async () => {
    const { id } = await post(
      admin,
      BASE,
      asset({ name: 'Shelf', cost: '600', salvage_value: '0', useful_life_months: 6, date: '2026-07-01' }),
    );
    const res = await post(admin, '/api/accounting/asset-clearance', { asset_id: id, date: '2026-07-31' });
    expect(res.gain_loss).toBe('-500.000000');
    expect(await onAsset('fixed_assets', id)).toBe('0.000000');
    // nothing was posted to accumulated depreciation: July's 100 went straight to depreciation
    expect(await onAsset('accumulated_depreciation', id)).toBe('0');
    expect(await onAsset('depreciation', id)).toBe('100.000000');
  });

  it('takes the life from the rate, refuses bad input naming the field, and needs its abilities', async () => {
    const { id } = await post(admin, BASE, asset({ useful_life_months: undefined, name: 'Truck' }));
    expect((await admin.get(`${BASE}/${id}`)).json()).toMatchObject({
      useful_life_months: 60,
      depreciation_rate: '20.0000',
    });
    for (const [body, field] of [
      [asset({ salvage_value: '12000000' }), 'salvage_value'],
      [asset({ asset_category_id: '999999' }), 'asset_category_id'],
      [asset({ cost: '0' }), 'cost'],
      [asset({ date: '2026-02-30' }), 'date'],
      [asset({ cash_box_id: boxes.usd }), 'cash_box_id'],
    ] as const) {
      const res = await admin.post(BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const sale = await admin.post('/api/accounting/asset-clearance', {
      asset_id: id,
      date: '2026-08-01',
      sale_amount: '5',
    });
    expect(Object.keys(sale.json().errors)).toContain('cash_box_id');
    const reader = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['asset_list'], inventories: [main] }),
    );
    expect((await reader.post(BASE, asset())).statusCode).toBe(403);
    expect(
      (await reader.post('/api/accounting/asset/run-depreciation', { as_of: '2026-08-01' })).statusCode,
    ).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await outsider.get(`${BASE}/${id}`)).statusCode).toBe(404);
  });
  it('declining balance: posted by the book value, cleared by the day, its accounts at zero after', async () => {
    const { id } = await post(
      admin,
      BASE,
      asset({
        name: 'Laptop',
        date: '2026-09-03',
        cost: '2400000',
        salvage_value: '0',
        useful_life_months: 24,
        depreciation_rate: '60',
        method: 'declining_balance',
      }),
    );
    const detail = (await admin.get(`${BASE}/${id}`)).json();
    expect(detail.method).toBe('declining_balance');
    // 5% of the book each month: 120,000, then 114,000, then 108,300
    expect(detail.schedule.slice(0, 3).map((r: { amount: string }) => r.amount)).toEqual([
      '120000.000000',
      '114000.000000',
      '108300.000000',
    ]);
    await post(admin, '/api/accounting/asset/run-depreciation', { as_of: '2026-11-30' }, 200);
    expect(await onAsset('accumulated_depreciation', id)).toBe('-342300.000000');
    // disposed of on 10 December: 10/31 of December's 102,885
    const res = await post(admin, '/api/accounting/asset-clearance', { asset_id: id, date: '2026-12-10' });
    const clearance = (await admin.get(`/api/accounting/asset-clearance/${res.id}`)).json();
    // 33,188.709677 to the dinar
    expect(clearance.depreciation_to_date).toBe('33189.000000');
    expect(res.gain_loss).toBe('-2024511.000000');
    for (const key of ['fixed_assets', 'accumulated_depreciation'])
      expect(dec(await onAsset(key, id)).isZero()).toBe(true);
    // put back by deleting the clearance, and refused without a life or a rate
    expect((await admin.request('DELETE', `/api/accounting/asset-clearance/${res.id}`)).statusCode).toBe(204);
    expect(await onAsset('fixed_assets', id)).toBe('2400000.000000');
    const noLife = await admin.post(
      BASE,
      asset({ method: 'declining_balance', useful_life_months: undefined }),
    );
    expect(Object.keys(noLife.json().errors)).toEqual(['useful_life_months']);
    const bare = (await post(admin, '/api/accounting/asset-category', { name: 'Furniture' })).id;
    const noRate = await admin.post(BASE, asset({ method: 'declining_balance', asset_category_id: bare }));
    expect(Object.keys(noRate.json().errors)).toEqual(['depreciation_rate']);
    const unknown = await admin.post(BASE, asset({ method: 'sum_of_digits' }));
    expect(Object.keys(unknown.json().errors)).toEqual(['method']);
  });
});
