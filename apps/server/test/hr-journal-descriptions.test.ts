import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';

/**
 * Issue h1: the descriptions the server writes itself (a payroll's salaries) are stored by a stable key, and
 * the statement exports name them by the `descriptions` the web sends (its language); a description a user
 * typed (an advance's note) stays as typed, even when it reads like a key.
 */
const t = useTestApp();
let admin: Client;
let employee: string;
/** The payroll run's number (PAY-1): its entry's description is `PAY-1 — salaries`. */
let run: string;

const KURDISH = { salaries: 'مووچەکان', Salaries: 'مووچەکان', stocktake: 'جەرد', Stocktake: 'جەرد' };
const period = { currency_code: 'IQD', start_date: '2026-03-01', end_date: '2026-03-31' };

const sheetOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};
const column = (sheet: ExcelJS.Worksheet, header: string) => {
  const at = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(at, `column ${header}`).toBeGreaterThan(0);
  return sheet
    .getColumn(at)
    .values.slice(2)
    .map((v) => (v === null || v === undefined ? '' : String(v)));
};

beforeAll(async () => {
  const tenant = await t.createTenant();
  const branch = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch] }));
  const boxes = await createBoxes(t.db.system, tenant.tenantId, branch);
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
  const e = await admin.post('/api/hr/employee', {
    code: 'E1',
    name: 'Rawa',
    inventory_id: branch,
    hire_date: '2026-01-01',
    currency_code: 'IQD',
  });
  expect(e.statusCode, e.body).toBe(201);
  employee = e.json().id;
  const c = await admin.post('/api/hr/employee-contract', {
    employee_id: employee,
    start_date: '2026-01-01',
    amount: '900000',
  });
  expect(c.statusCode, c.body).toBe(201);
  // a typed note that happens to be a key's word stays the user's text
  const adv = await admin.post('/api/hr/advance-payment', {
    inventory_id: branch,
    employee_id: employee,
    date: '2026-03-05',
    cash_box_id: boxes.iqd,
    amount: '100000',
    months: 1,
    note: 'salaries early, as asked',
  });
  expect(adv.statusCode, adv.body).toBe(201);
  const made = await admin.post('/api/hr/monthly-payroll', {
    inventory_id: branch,
    month: '2026-03',
    cash_box_ids: [boxes.iqd, boxes.usd],
    exchange_rate: '1310',
  });
  expect(made.statusCode, made.body).toBe(201);
  expect((await admin.post(`/api/hr/monthly-payroll/${made.json().id}/approve`)).statusCode).toBe(200);
  run = made.json().invoice_id;
});

describe('fixed journal descriptions', () => {
  it("store the payroll's description as the key, not as an English word", async () => {
    const st = await admin.get(
      `/api/hr/employee/detail-account-statement?party_id=${employee}&${new URLSearchParams(period)}`,
    );
    expect(st.statusCode, st.body).toBe(200);
    const descriptions = (st.json().data as { description: string }[]).map((l) => l.description);
    expect(descriptions).toContain(`${run} — salaries`);
    expect(descriptions.join()).not.toContain('Salaries');
    expect(descriptions.find((d) => d.endsWith(' — salaries early, as asked'))).toBeDefined();
  });

  it("the employee statement's export names them in the language sent; typed notes stay as typed", async () => {
    const res = await admin.post('/api/hr/employee/detail-account-statement/export', {
      party_id: employee,
      ...period,
      descriptions: KURDISH,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = column(await sheetOf(res.rawPayload), 'Description');
    expect(shown).toContain(`${run} — مووچەکان`);
    expect(shown).not.toContain(`${run} — salaries`);
    expect(shown.find((d) => d.endsWith('salaries early, as asked'))).toBeDefined();
    // without names (a client that sends none) the English name is written, not the stored key
    const plain = await admin.post('/api/hr/employee/detail-account-statement/export', {
      party_id: employee,
      ...period,
    });
    expect(column(await sheetOf(plain.rawPayload), 'Description')).toContain(`${run} — Salaries`);
  });

  it("the general ledger's export names them through the description column's labels", async () => {
    const res = await admin.post('/api/accounting/general-ledger/export', {
      start_date: period.start_date,
      end_date: period.end_date,
      visibleHeaders: [{ text: 'Description', value: 'description', labels: KURDISH }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = column(await sheetOf(res.rawPayload), 'Description');
    expect(shown).toContain(`${run} — مووچەکان`);
    expect(shown).not.toContain(`${run} — salaries`);
    expect(shown.find((d) => d.endsWith(' — salaries early, as asked'))).toBeDefined();
  });

  it('refuses names that are not text (422)', async () => {
    const res = await admin.post('/api/hr/employee/detail-account-statement/export', {
      party_id: employee,
      ...period,
      descriptions: { salaries: 7 },
    });
    expect(res.statusCode).toBe(422);
  });
});
