import { D } from '@bb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

/**
 * `/hr/payrolls` (`hr/payroll`, ability hr_payroll_list): every employee's payslip line of the pending
 * and approved runs, filtered, summed per currency, exported, one payslip printed; branch scope, tenant
 * and ability refusals. Also the audit lock of payroll runs and advances.
 */
const t = useTestApp();
let admin: Client;
let office: Client;
let otherOffice: Client;
let outsider: Client;
let stranger: Client;
let branch: string;
let other: string;
let dep: string;
const emp = {} as Record<'shirin' | 'hourly' | 'rebin', string>;
const runs = {} as Record<'march' | 'april' | 'otherMarch' | 'may', string>;

async function hire(name: string, inventory: string, amount: string, currency = 'IQD', salaryType = 1) {
  const res = await admin.post('/api/hr/employee', {
    code: `P-${name}`,
    name,
    inventory_id: inventory,
    hr_department_id: name === 'Shirin' ? dep : null,
    hire_date: '2026-01-01',
    currency_code: currency,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const c = await admin.post('/api/hr/employee-contract', {
    employee_id: id,
    start_date: '2026-01-01',
    salary_type: salaryType,
    amount,
  });
  expect(c.statusCode, c.body).toBe(201);
  return id;
}

async function makeRun(inventory: string, month: string, boxes: { iqd: string; usd: string }) {
  const res = await admin.post('/api/hr/monthly-payroll', {
    inventory_id: inventory,
    month,
    cash_box_ids: [boxes.iqd, boxes.usd],
    exchange_rate: '1310',
    units: inventory === branch ? [{ employee_id: emp.hourly, units: '10' }] : [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const list = async (c: Client, body: Record<string, unknown> = {}) => {
  const res = await c.post('/api/hr/payroll/list', { perPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Record<string, unknown>[];
    total: number;
    footer: Record<string, string>;
    footer_currencies: Record<string, string>[];
  };
};

beforeAll(async () => {
  const tenant = await t.createTenant();
  [branch, other] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch, other] }),
  );
  office = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: ['hr_payroll_list'], inventories: [branch] }),
  );
  otherOffice = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: ['hr_payroll_list'], inventories: [other] }),
  );
  outsider = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: ['hr_employee_list'], inventories: [branch] }),
  );
  stranger = await t.signIn(
    await t.createUser((await t.createTenant('Other')).tenantId, { superuser: true }),
  );
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
  dep = (await admin.post('/api/hr/department', { name: 'Pharmacy' })).json().id;
  const here = await createBoxes(t.db.system, tenant.tenantId, branch);
  const there = await createBoxes(t.db.system, tenant.tenantId, other);
  emp.shirin = await hire('Shirin', branch, '600000');
  emp.hourly = await hire('Sara', branch, '8.50', 'USD', 3);
  emp.rebin = await hire('Rebin', other, '650000');
  runs.march = await makeRun(branch, '2026-03', here);
  expect((await admin.post(`/api/hr/monthly-payroll/${runs.march}/approve`)).statusCode).toBe(200);
  runs.april = await makeRun(branch, '2026-04', here);
  runs.otherMarch = await makeRun(other, '2026-03', there);
  runs.may = await makeRun(branch, '2026-05', here);
  expect((await admin.post(`/api/hr/monthly-payroll/${runs.may}/cancel`)).statusCode).toBe(200);
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('payrolls list', () => {
  it('lists one line per employee per pending or approved run, never a cancelled one', async () => {
    const all = await list(admin, { sortBy: 'employee_name', sortDir: 'asc' });
    expect(all.total).toBe(5); // March and April of the branch (2 each) and March of the other branch
    expect(all.data.some((r) => r.payroll_id === runs.may)).toBe(false);
    const march = all.data.find((r) => r.employee_id === emp.shirin && r.period === '2026-03');
    expect(march).toMatchObject({
      payroll_id: runs.march,
      status: 1,
      currency_code: 'IQD',
      base: '600000.000000',
      net: '600000.000000',
      hr_department_name: 'Pharmacy',
    });
    expect(String(march!.invoice_id)).toMatch(/^PAY-/);
    const sara = all.data.find((r) => r.employee_id === emp.hourly && r.period === '2026-04');
    expect(sara).toMatchObject({ status: 0, currency_code: 'USD', units: '10.0000', net: '85.000000' });
  });

  it('sums every currency apart in the footer, exactly the runs’ totals', async () => {
    const all = await list(admin);
    expect(all.footer_currencies).toEqual([
      expect.objectContaining({ currency_code: 'IQD', base: '1850000.000000', net: '1850000.000000' }),
      expect.objectContaining({ currency_code: 'USD', base: '170.000000', net: '170.000000' }),
    ]);
    // the lines of a run sum to the run's own totals
    const run = (await admin.get(`/api/hr/monthly-payroll/${runs.march}`)).json();
    const lines = await list(admin, { list: [{ column: 'payroll_id', values: [runs.march] }] });
    for (const total of run.totals) {
      const mine = lines.footer_currencies.find((f) => f.currency_code === total.currency_code)!;
      expect(new D(mine.net!).eq(total.net)).toBe(true);
      expect(new D(mine.gross!).eq(total.gross)).toBe(true);
    }
  });

  it('filters by month range, branch, employee, department, currency and status', async () => {
    const months = await list(admin, { start_date: '2026-04-01', end_date: '2026-04-30' });
    expect(months.data.map((r) => r.period)).toEqual(['2026-04', '2026-04']);
    const branchOnly = await list(admin, { list: [{ column: 'inventory_id', values: [other] }] });
    expect(branchOnly.data.map((r) => r.employee_id)).toEqual([emp.rebin]);
    const one = await list(admin, { list: [{ column: 'employee_id', values: [emp.hourly] }] });
    expect(one.total).toBe(2);
    const department = await list(admin, { list: [{ column: 'hr_department_id', values: [dep] }] });
    expect(department.data.map((r) => r.employee_id)).toEqual([emp.shirin, emp.shirin]);
    const dollars = await list(admin, { currency_code: 'USD' });
    expect(dollars.data.every((r) => r.currency_code === 'USD')).toBe(true);
    expect(dollars.footer_currencies.map((f) => f.currency_code)).toEqual(['USD']);
    const approved = await list(admin, { list: [{ column: 'status', values: ['1'] }] });
    expect(approved.data.every((r) => r.payroll_id === runs.march)).toBe(true);
    expect(approved.total).toBe(2);
    const searched = await list(admin, { search: 'Rebin' });
    expect(searched.total).toBe(1);
    const bad = await admin.post('/api/hr/payroll/list', {
      list: [{ column: 'salary; drop', values: ['1'] }],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('exports the filtered lines as xlsx', async () => {
    const res = await office.post('/api/hr/payroll/export', {
      visibleHeaders: [
        { text: 'Month', value: 'period' },
        { text: 'Employee', value: 'employee_name' },
        { text: 'Net', value: 'net' },
      ],
      title: 'Payrolls',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers one payslip with its run for the print', async () => {
    const line = (await list(office, { list: [{ column: 'payroll_id', values: [runs.march] }] })).data.find(
      (r) => r.employee_id === emp.shirin,
    )!;
    const slip = await office.get(`/api/hr/payroll/${line.id}`);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.json()).toMatchObject({ id: runs.march, month: '2026-03', status: 1 });
    expect(slip.json().lines).toEqual([
      expect.objectContaining({ employee_id: emp.shirin, net: '600000.000000' }),
    ]);
    expect(slip.json().totals).toEqual([expect.objectContaining({ currency_code: 'IQD', employees: 1 })]);
  });

  it('keeps to the user’s branches, the ability and the tenant', async () => {
    const mine = await list(office);
    expect(mine.total).toBe(4);
    expect(mine.data.every((r) => r.inventory_id === branch)).toBe(true);
    const theirs = await list(otherOffice);
    expect(theirs.data.map((r) => r.employee_id)).toEqual([emp.rebin]);
    const line = mine.data[0]!;
    expect((await otherOffice.get(`/api/hr/payroll/${line.id}`)).statusCode).toBe(403);
    expect((await outsider.post('/api/hr/payroll/list', {})).statusCode).toBe(403);
    expect((await outsider.get(`/api/hr/payroll/${line.id}`)).statusCode).toBe(403);
    expect((await outsider.post('/api/hr/payroll/export', {})).statusCode).toBe(403);
    expect((await stranger.get(`/api/hr/payroll/${line.id}`)).statusCode).toBe(404);
    expect((await list(stranger)).total).toBe(0);
    expect((await stranger.get(`/api/hr/monthly-payroll/${runs.march}`)).statusCode).toBe(404);
    expect((await admin.get('/api/hr/payroll/99999999')).statusCode).toBe(404);
    const cancelled = await t.db.system
      .selectFrom('hr_monthly_payroll_lines')
      .select('id')
      .where('payroll_id', '=', runs.may)
      .executeTakeFirst();
    if (cancelled) expect((await admin.get(`/api/hr/payroll/${cancelled.id}`)).statusCode).toBe(404);
  });
});

describe('the audit lock', () => {
  it('refuses to edit or delete an audited payroll run and to edit or delete an audited advance', async () => {
    const audit = (id: string, type: string) =>
      admin.post('/api/accounting/invoice-audit', { id, type, invoice_audit_status: true });
    expect((await audit(runs.april, 'hr_monthly_payroll')).statusCode).toBeLessThan(300);
    const del = await admin.request('DELETE', `/api/hr/monthly-payroll/${runs.april}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/audit/i);
    const upd = await admin.request('PUT', `/api/hr/monthly-payroll/${runs.april}`, {
      inventory_id: branch,
      month: '2026-04',
      cash_box_ids: (await admin.get(`/api/hr/monthly-payroll/${runs.april}`)).json().cash_box_ids,
      exchange_rate: '1310',
    });
    expect(upd.statusCode).toBe(409);

    const box = (await admin.get(`/api/hr/monthly-payroll/${runs.april}`)).json().cash_box_ids[0];
    const adv = await admin.post('/api/hr/advance-payment', {
      inventory_id: branch,
      employee_id: emp.shirin,
      cash_box_id: box,
      amount: '100000',
      date: '2026-04-02',
      months: 1,
    });
    expect(adv.statusCode, adv.body).toBe(201);
    expect((await audit(adv.json().id, 'hr_advance_payment')).statusCode).toBeLessThan(300);
    const advDel = await admin.request('DELETE', `/api/hr/advance-payment/${adv.json().id}`);
    expect(advDel.statusCode).toBe(409);
    expect(advDel.json().message).toBe(del.json().message);
  });
});
