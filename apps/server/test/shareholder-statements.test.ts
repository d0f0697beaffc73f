import { dec, round, toAmount } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareProfit } from '../src/modules/accounting/profit-share.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let azad: string;
let bahar: string;
let chra: string;

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

beforeAll(async () => {
  tenant = await t.createTenant();
  const main = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [main] }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, main);
  azad = (await post(admin, '/api/general/shareholder', { name: 'Azad', share_percentage: '33.3333' })).id;
  bahar = (await post(admin, '/api/general/shareholder', { name: 'Bahar', share_percentage: '33.3333' })).id;
  chra = (await post(admin, '/api/general/shareholder', { name: 'Chra', share_percentage: '33.3334' })).id;
  await post(admin, '/api/accounting/capital', money('2026-10-01', '1000000', azad));
  await post(admin, '/api/accounting/capital', money('2026-11-05', '500000', bahar));
  await post(admin, '/api/accounting/cashback-capital', money('2026-11-10', '200000', azad));
  await post(admin, '/api/accounting/capital', money('2026-12-01', '700000', chra));
  const income = (await post(admin, '/api/accounting/income-type', { name: 'Fees' })).id;
  const category = (await post(admin, '/api/general/expense-category', { name: 'Rent' })).id;
  await post(admin, '/api/accounting/income', money('2026-11-12', '100000.01', income));
  await post(admin, '/api/accounting/variable-expense', money('2026-11-13', '40000', category));
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('shareholder statements', () => {
  it('details one shareholder: opening, capital in, cashback out, running balance', async () => {
    const res = await admin.get(
      `/api/shareholder/detail-account-statement?party_id=${azad}&currency_code=IQD&start_date=2026-11-01&end_date=2026-11-30`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      shareholder: { name: 'Azad' },
      opening_balance: '-1000000.000000',
      total_debit: '200000.000000',
      closing_balance: '-800000.000000',
    });
    expect(s.data.map((r: { document_type: string; invoice_id: string }) => r.document_type)).toEqual([
      'cashback_capital',
    ]);
    const file = await admin.post('/api/shareholder/detail-account-statement/export', {
      party_id: azad,
      currency_code: 'IQD',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getColumn(3).values).toContain('Opening balance');
  });

  it('summarises every shareholder as of the period end, and shares the profit exactly', async () => {
    const res = await admin.get(
      '/api/shareholder/summary-account-statement?start_date=2026-11-01&end_date=2026-11-30',
    );
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    // Chra's December capital is after the date asked: not in
    expect(s.data.map((r: { name: string; closing_balance: string }) => [r.name, r.closing_balance])).toEqual(
      [
        ['Azad', '-800000.000000'],
        ['Bahar', '-500000.000000'],
      ],
    );
    expect(s.distribution.profit).toBe('60000.010000');
    const parts = s.distribution.rows.map((r: { name: string; amount: string }) => [r.name, r.amount]);
    expect(parts).toEqual([
      ['Azad', '19999.983333'],
      ['Bahar', '19999.983333'],
      ['Chra', '20000.043334'],
    ]);
  });

  it('shares any profit so the parts sum to the rounded total, remainder on the last', () => {
    const holders = (pcts: string[]) =>
      pcts.map((p, i) => ({ shareholder_id: String(i), name: `S${i}`, share_percentage: p }));
    for (const [profit, pcts] of [
      ['100', ['33.3333', '33.3333', '33.3334']],
      ['0.000001', ['50', '50']],
      ['-12345.678901', ['10', '20', '30', '40']],
      ['999999999.999999', ['12.5', '0', '87.5']],
    ] as const) {
      const rows = shareProfit(profit, holders([...pcts]));
      const total = round(
        dec(profit)
          .times(pcts.reduce((a, p) => a.plus(p), dec(0)))
          .div(100),
        6,
        'halfUp',
      );
      expect(rows.every((r) => r.share_percentage !== '0')).toBe(true);
      expect(rows.reduce((a, r) => a.plus(r.amount), dec(0)).eq(total), profit).toBe(true);
      // every part but the last is its own share rounded; the last differs from its own by the remainder only
      for (const r of rows.slice(0, -1))
        expect(r.amount).toBe(toAmount(round(dec(profit).times(r.share_percentage).div(100), 6, 'halfUp')));
    }
  });

  it('needs the statement abilities', async () => {
    const clerk = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['shareholder_list'] }));
    expect(
      (
        await clerk.get(
          `/api/shareholder/detail-account-statement?party_id=${azad}&currency_code=IQD&start_date=2026-11-01&end_date=2026-11-30`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.get(
          '/api/shareholder/summary-account-statement?start_date=2026-12-01&end_date=2026-11-01',
        )
      ).statusCode,
    ).toBe(422);
    expect(chra).toBeTruthy();
  });
});
