import { MESSAGES } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let admin: Client;
let other: Client;
let ahmed: string;
let sara: string;

const sheetOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};

beforeAll(async () => {
  const tenant = await t.createTenant();
  const inv = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  const stranger = await t.createTenant();
  other = await t.signIn(
    await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
  );
  const boxes = await createBoxes(t.db.system, tenant.tenantId, inv);
  ahmed = (await admin.post('/api/customer', { name: 'Ahmed', inventory_id: inv, phone: '0770' })).json().id;
  sara = (await admin.post('/api/customer', { name: 'Sara', inventory_id: inv, phone: '0771' })).json().id;
  await admin.post('/api/customer', { name: 'Quiet', inventory_id: inv, phone: '0772' });
  const doc = async (path: string, body: Record<string, unknown>) => {
    const r = await admin.post(`/api/customer/${path}`, body);
    expect(r.statusCode, r.body).toBe(201);
  };
  await doc('debt', { date: '2026-10-05', amount: '100000', currency_code: 'IQD', category_id: ahmed });
  await doc('debt', { date: '2026-11-03', amount: '50000', currency_code: 'IQD', category_id: ahmed });
  await doc('receipt', {
    date: '2026-11-04',
    cash_box_id: boxes.iqd,
    amount: '30000',
    currency_code: 'IQD',
    category_id: ahmed,
  });
  await doc('debt', {
    date: '2026-11-05',
    amount: '12.5',
    currency_code: 'USD',
    exchange_rate: '1310',
    category_id: sara,
  });
});

describe('customer account statements', () => {
  it('summarises each customer and currency over a period: opening, debit, credit, closing', async () => {
    const res = await admin.get(
      '/api/customer/summary-account-statement?start_date=2026-11-01&end_date=2026-11-30',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        customer_id: ahmed,
        name: 'Ahmed',
        currency_code: 'IQD',
        opening_balance: '100000.000000',
        debit: '50000.000000',
        credit: '30000.000000',
        closing_balance: '120000.000000',
      }),
      expect.objectContaining({ customer_id: sara, currency_code: 'USD', closing_balance: '12.500000' }),
    ]);
    const usd = await admin.get(
      '/api/customer/summary-account-statement?start_date=2026-11-01&end_date=2026-11-30&currency_code=USD',
    );
    expect(usd.json().data.map((r: { name: string }) => r.name)).toEqual(['Sara']);
    const before = await admin.get(
      '/api/customer/summary-account-statement?start_date=2026-10-01&end_date=2026-10-31',
    );
    expect(before.json().data).toHaveLength(1);
  });

  it('exports the summary and the detail statement as xlsx with numbers as numbers', async () => {
    const summary = await admin.post('/api/customer/summary-account-statement/export', {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      currency_code: 'IQD',
    });
    expect(summary.statusCode).toBe(200);
    const s = await sheetOf(summary.rawPayload);
    expect(s.getRow(2).getCell(2).value).toBe('Ahmed');
    expect(s.getRow(2).getCell(8).value).toBe(120000);

    const detail = await admin.post('/api/customer/detail-account-statement/export', {
      party_id: ahmed,
      currency_code: 'IQD',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers['content-disposition']).toContain('Ahmed');
    const d = await sheetOf(detail.rawPayload);
    const balances = [2, 3, 4, 5].map((r) => d.getRow(r).getCell(6).value);
    expect(balances).toEqual([100000, 150000, 120000, 120000]);
    expect(d.getRow(5).getCell(4).value).toBe(50000);
  });

  it('refuses a bad period, an unknown customer, another tenant and a missing ability', async () => {
    const bad = await admin.get(
      '/api/customer/summary-account-statement?start_date=2026-11-30&end_date=2026-11-01',
    );
    expect(bad.statusCode).toBe(422);
    const noDate = await admin.get(
      '/api/customer/summary-account-statement?start_date=yesterday&end_date=2026-11-01',
    );
    expect(noDate.statusCode).toBe(422);
    const body = { party_id: ahmed, currency_code: 'IQD', start_date: '2026-11-01', end_date: '2026-11-30' };
    expect((await other.post('/api/customer/detail-account-statement/export', body)).statusCode).toBe(404);
    expect(
      (
        await other.get('/api/customer/summary-account-statement?start_date=2026-11-01&end_date=2026-11-30')
      ).json().data,
    ).toEqual([]);
    const tenant = await t.createTenant();
    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['report_customer_account_statement'] }),
    );
    expect(
      (await clerk.get('/api/customer/summary-account-statement?start_date=2026-11-01&end_date=2026-11-30'))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a detail statement whose end date is before its start date, with the message saying so', async () => {
    const q = (start: string, end: string) =>
      admin.get(
        `/api/customer/detail-account-statement?party_id=${ahmed}&currency_code=IQD&start_date=${start}&end_date=${end}`,
      );
    const bad = await q('2026-11-30', '2026-11-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MESSAGES.endBeforeStart);
    expect(bad.json().errors.end_date).toEqual([MESSAGES.endBeforeStart]);
    // a one-day period is a period
    expect((await q('2026-11-03', '2026-11-03')).statusCode).toBe(200);
  });
});
