import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let rent: string;
let fuel: string;
let supplier: string;
let voucherId: string;
const NOV = '2026-11-10';
const OCT = '2026-10-10';

const post = async (c: Client, url: string, body: unknown) => {
  const res = await c.post(url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

beforeAll(async () => {
  tenant = await t.createTenant();
  const main = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [main] }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, main);
  rent = (await post(admin, '/api/general/expense-category', { name: 'Rent' })).id;
  fuel = (await post(admin, '/api/general/expense-category', { name: 'Fuel' })).id;
  supplier = (await post(admin, '/api/supplier', { name: 'Oil Co' })).id;
  const cash = { cash_box_id: boxes.iqd, currency_code: 'IQD' };
  await post(admin, '/api/accounting/cash-box/adjustment-entry', {
    date: OCT,
    ...cash,
    amount: '5000000',
    direction: 'in',
  });
  // October: one variable expense of rent
  await post(admin, '/api/accounting/variable-expense', {
    date: OCT,
    ...cash,
    amount: '300000',
    category_id: rent,
  });
  // November: a variable expense of fuel and a two-line voucher
  await post(admin, '/api/accounting/variable-expense', {
    date: NOV,
    ...cash,
    amount: '20000',
    category_id: fuel,
  });
  voucherId = (
    await post(admin, '/api/accounting/expense-document', {
      inventory_id: main,
      date: NOV,
      paid_by: 'cash_box',
      ...cash,
      lines: [
        { expense_category_id: rent, amount: '350000' },
        { expense_category_id: fuel, amount: '15000.25' },
      ],
    })
  ).id;
  await post(admin, '/api/accounting/expense-document', {
    inventory_id: main,
    date: NOV,
    paid_by: 'supplier',
    supplier_id: supplier,
    currency_code: 'USD',
    exchange_rate: '1300',
    lines: [{ expense_category_id: fuel, amount: '10' }],
  });
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

const range = { start_date: '2026-11-01', end_date: '2026-11-30' };
const asc = (key: string) => ({ sortBy: key, sortDir: 'asc' });

describe('accounting reports', () => {
  it('totals expenses by category over the period, from every kind of expense', async () => {
    const res = await post(admin, '/api/report/total-expenses-by-category/list', {
      ...range,
      ...asc('category_name'),
    });
    const rows = res.data.map((r: Record<string, unknown>) => [r.category_name, r.lines_count, r.total]);
    expect(rows).toEqual([
      ['Fuel', '3', '48000.250000'],
      ['Rent', '1', '350000.000000'],
    ]);
    expect(res.footer.total).toBe('398000.250000');
    const october = await post(admin, '/api/report/total-expenses-by-category/list', {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
    expect(october.data.map((r: Record<string, unknown>) => r.total)).toEqual(['300000.000000']);
  });

  it('lists each expense line with its category, document number and value in base', async () => {
    const res = await post(admin, '/api/report/expense-details-by-category/list', {
      ...range,
      ...asc('id'),
    });
    const rows = res.data.map((r: Record<string, unknown>) => [
      r.category_name,
      r.document_type,
      r.invoice_id,
      r.currency_code,
      r.amount,
      r.total,
    ]);
    expect(rows).toEqual([
      ['Fuel', 'variable_expense', 'VE-2', 'IQD', '20000.000000', '20000.000000'],
      ['Rent', 'expense_document', 'ED-1', 'IQD', '350000.000000', '350000.000000'],
      ['Fuel', 'expense_document', 'ED-1', 'IQD', '15000.250000', '15000.250000'],
      ['Fuel', 'expense_document', 'ED-2', 'USD', '10.000000', '13000.000000'],
    ]);
    expect(res.footer.total).toBe('398000.250000');
  });

  it('shows every journal entry with its lines, filterable by document type', async () => {
    const res = await post(admin, '/api/report/journal-entry/list', {
      ...range,
      list: [{ column: 'document_type', values: ['expense_document'] }],
    });
    expect(res.data).toHaveLength(5);
    expect(res.footer.debit).toBe(res.footer.credit);
    expect(res.footer.debit).toBe('378000.250000');
  });

  it('compares the period with the one before it per account', async () => {
    const res = await post(admin, '/api/report/summary-comparison/list', range);
    const expense = res.data.find((r: Record<string, unknown>) => r.account_key === 'expense');
    expect(expense).toMatchObject({
      account_type: 'expense',
      current_period: '398000.250000',
      previous_period: '300000.000000',
      difference: '98000.250000',
    });
    const cash = res.data.find((r: Record<string, unknown>) => r.account_key === 'cash');
    expect(cash.previous_period).toBe('4700000.000000');
  });

  it('sums debits and credits per party type and currency', async () => {
    const res = await post(admin, '/api/report/credit-debit-summary/list', range);
    expect(res.data).toEqual([
      expect.objectContaining({
        party_type: 'supplier',
        currency_code: 'USD',
        parties: '1',
        debit: '0',
        credit: '10.000000',
        balance: '-10.000000',
      }),
    ]);
  });

  it('exports a report as a spreadsheet', async () => {
    const res = await admin.post('/api/report/total-expenses-by-category/export', {
      ...range,
      visibleHeaders: [
        { text: 'Category', value: 'category_name' },
        { text: 'Total', value: 'total' },
      ],
      title: 'Total expenses by category',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getColumn(1).values).toContain('Rent');
  });

  it('needs the report abilities; another tenant sees none of these lines', async () => {
    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['report_total_expenses_by_category'] }),
    );
    expect((await clerk.post('/api/report/total-expenses-by-category/list', range)).statusCode).toBe(200);
    for (const name of [
      'expense-details-by-category',
      'journal-entry',
      'summary-comparison',
      'credit-debit-summary',
    ])
      expect((await clerk.post(`/api/report/${name}/list`, range)).statusCode, name).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await post(outsider, '/api/report/expense-details-by-category/list', range)).data).toEqual([]);
    expect(voucherId).toBeTruthy();
  });
});
