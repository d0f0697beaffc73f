import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let officer: Client;
let outsider: Client;
let branch: string;
let other: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;

const OFFICER = [
  'hr_employee_list',
  'hr_employee_create',
  'hr_employee_edit',
  'hr_employee_delete',
  'hr_employee_contract_list',
  'hr_employee_contract_create',
  'hr_employee_contract_edit',
  'hr_monthly_payroll',
  'report_hr_employee_account_statement',
  'report_hr_employee_account_statement_summary',
];

const employee = (over: Record<string, unknown> = {}) => ({
  code: `E-${Math.random().toString(36).slice(2, 8)}`,
  name: 'Shirin Ahmed',
  type: 1,
  inventory_id: branch,
  hire_date: '2026-01-01',
  currency_code: 'IQD',
  ...over,
});

async function hire(over: Record<string, unknown> = {}, contracts: Record<string, unknown>[] = []) {
  const res = await officer.post('/api/hr/employee', employee(over));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  for (const c of contracts) {
    const r = await officer.post('/api/hr/employee-contract', { employee_id: id, salary_type: 1, ...c });
    expect(r.statusCode, r.body).toBe(201);
  }
  return id;
}

const run = (over: Record<string, unknown> = {}) => ({
  inventory_id: branch,
  month: '2026-03',
  cash_box_ids: [boxes.iqd, boxes.usd],
  exchange_rate: '1310',
  ...over,
});

beforeAll(async () => {
  tenant = await t.createTenant();
  [branch, other] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch, other] }),
  );
  officer = await t.signIn(
    await t.createUser(tenant.tenantId, { abilities: OFFICER, inventories: [branch], name: 'Hana' }),
  );
  outsider = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['dashboard_list'] }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, branch);
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('employees', () => {
  it('keeps the full record, lists it with the department name, and refuses bad input on the field', async () => {
    const dep = (await admin.post('/api/hr/department', { name: 'Pharmacy staff' })).json().id;
    const id = await hire({
      code: 'E-1',
      hr_department_id: dep,
      phone: '0750 111 2233',
      address: 'Erbil, 60m street',
      identity_card: 'IQ-778899',
      pay_method: 'bank',
      bank_account: 'RAFIDAIN 1234',
    });
    const one = (await officer.get(`/api/hr/employee/${id}`)).json();
    expect(one).toMatchObject({
      code: 'E-1',
      identity_card: 'IQ-778899',
      pay_method: 'bank',
      hire_date: '2026-01-01',
    });
    const list = (await officer.post('/api/hr/employee/list', { search: 'E-1' })).json();
    expect(list.data[0]).toMatchObject({ code: 'E-1', hr_department_name: 'Pharmacy staff', balance: '0' });

    const dup = await officer.post('/api/hr/employee', employee({ code: 'E-1' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.code).toBeDefined();
    const early = await officer.post('/api/hr/employee', employee({ leave_date: '2025-12-31' }));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.leave_date).toEqual(['The leave date must not be before the hire date.']);
    const badDate = await officer.post('/api/hr/employee', employee({ hire_date: '2026-02-30' }));
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.hire_date).toBeDefined();
    const euro = await officer.post('/api/hr/employee', employee({ currency_code: 'EUR' }));
    expect(euro.statusCode).toBe(422);
    expect((await outsider.get('/api/hr/employee/list')).statusCode).toBe(200); // the lookup: any signed-in user
    expect((await outsider.post('/api/hr/employee/list', {})).statusCode).toBe(403);
  });

  it('keeps one contract per date: a raise closes the running contract the day before, overlaps are refused', async () => {
    const id = await hire({ hire_date: '2026-01-01' }, [{ start_date: '2026-01-01', amount: '600000' }]);
    const raise = await officer.post('/api/hr/employee-contract', {
      employee_id: id,
      start_date: '2026-03-16',
      amount: '900000',
    });
    expect(raise.statusCode, raise.body).toBe(201);
    const list = (await officer.post('/api/hr/employee-contract/list', { perPage: 100 })).json();
    const mine = list.data
      .filter((c: { employee_id: string }) => c.employee_id === id)
      .sort((a: { start_date: string }, b: { start_date: string }) =>
        a.start_date.localeCompare(b.start_date),
      );
    expect(mine.map((c: Record<string, unknown>) => [c.start_date, c.end_date, c.currency_code])).toEqual([
      ['2026-01-01', '2026-03-15', 'IQD'],
      ['2026-03-16', null, 'IQD'],
    ]);
    const clash = await officer.post('/api/hr/employee-contract', {
      employee_id: id,
      start_date: '2026-02-01',
      end_date: '2026-02-10',
      amount: '1',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.start_date).toEqual([
      'The employee already has a contract from 2026-01-01 to 2026-03-15.',
    ]);
    const beforeHire = await officer.post('/api/hr/employee-contract', {
      employee_id: id,
      start_date: '2025-06-01',
      end_date: '2025-06-30',
      amount: '1',
    });
    expect(beforeHire.json().errors.start_date).toEqual([
      'The contract cannot start before the hire date (2026-01-01).',
    ]);
    const zero = await officer.post('/api/hr/employee-contract', {
      employee_id: id,
      start_date: '2027-01-01',
      amount: '0',
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.amount).toBeDefined();
  });
});

describe('monthly payroll', () => {
  const ids = {} as Record<'raised' | 'joiner' | 'leaver' | 'hourly' | 'daily' | 'left', string>;
  const MARCH = { inventory_id: '', month: '2026-03' };
  let payrollId: string;

  beforeAll(async () => {
    MARCH.inventory_id = other;
    const hireIn = async (over: Record<string, unknown>, contracts: Record<string, unknown>[]) => {
      const res = await admin.post('/api/hr/employee', employee({ inventory_id: other, ...over }));
      expect(res.statusCode, res.body).toBe(201);
      for (const c of contracts) {
        const r = await admin.post('/api/hr/employee-contract', {
          employee_id: res.json().id,
          salary_type: 1,
          ...c,
        });
        expect(r.statusCode, r.body).toBe(201);
      }
      return res.json().id as string;
    };
    ids.raised = await hireIn({ name: 'Raised' }, [
      { start_date: '2026-01-01', amount: '600000' },
      { start_date: '2026-03-16', amount: '900000' },
    ]);
    ids.joiner = await hireIn({ name: 'Joiner', hire_date: '2026-03-20' }, [
      { start_date: '2026-03-20', amount: '1000000' },
    ]);
    ids.leaver = await hireIn({ name: 'Leaver', leave_date: '2026-03-10' }, [
      { start_date: '2026-01-01', amount: '500000' },
    ]);
    ids.hourly = await hireIn({ name: 'Hourly', currency_code: 'USD' }, [
      { start_date: '2026-01-01', amount: '12.5', salary_type: 3 },
    ]);
    ids.daily = await hireIn({ name: 'Daily', type: 3 }, [
      { start_date: '2026-01-01', amount: '25000', salary_type: 2 },
    ]);
    ids.left = await hireIn({ name: 'Left in February', leave_date: '2026-02-27' }, [
      { start_date: '2026-01-01', amount: '500000' },
    ]);
    await createBoxes(t.db.system, tenant.tenantId, other);
  });

  const otherBoxes = async () =>
    (
      await t.db.system
        .selectFrom('cash_boxes')
        .select(['id', 'currency_code'])
        .where('inventory_id', '=', other)
        .where('is_default', '=', true)
        .orderBy('currency_code')
        .execute()
    ).map((b) => b.id);

  it('pays each employee by the day: a raise from the 16th, a joiner, a leaver, hours and days, exact per currency', async () => {
    const res = await admin.post(
      '/api/hr/monthly-payroll',
      run({ ...MARCH, cash_box_ids: await otherBoxes(), units: [{ employee_id: ids.hourly, units: '100' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invoice_id: expect.stringMatching(/^PAY-/), employees: 5 });
    payrollId = res.json().id;
    const doc = (await admin.get(`/api/hr/monthly-payroll/${payrollId}`)).json();
    const by = Object.fromEntries(doc.lines.map((l: { employee_id: string }) => [l.employee_id, l]));
    // 600,000 x 15/31 + 900,000 x 16/31 = 23,400,000 / 31 = 754,838.71 -> 754,839 (IQD has no decimals)
    expect(by[ids.raised]).toMatchObject({ gross: '754839.000000', days: 31, rate: '900000.000000' });
    expect(by[ids.joiner]).toMatchObject({ gross: '387097.000000', days: 12 }); // 12/31 of 1,000,000
    expect(by[ids.leaver]).toMatchObject({ gross: '161290.000000', days: 10 }); // 10/31 of 500,000
    expect(by[ids.hourly]).toMatchObject({ gross: '1250.000000', currency_code: 'USD', units: '100.0000' });
    expect(by[ids.daily]).toMatchObject({ gross: '775000.000000', days: 31 }); // 31 x 25,000
    expect(by[ids.left]).toBeUndefined();
    expect(doc).toMatchObject({ status: 0, month: '2026-03', date: '2026-03-31' });
    // no payroll types here: base = gross (hr-payroll-types.test.ts has them)
    expect(doc.totals.every((x: Record<string, string>) => x.base === x.gross)).toBe(true);
    expect(doc.totals.map(({ base, allowances, deductions, ...t }: Record<string, string>) => t)).toEqual([
      {
        currency_code: 'IQD',
        employees: 4,
        gross: '2078226.000000',
        advance_deduction: '0.000000',
        net: '2078226.000000',
      },
      {
        currency_code: 'USD',
        employees: 1,
        gross: '1250.000000',
        advance_deduction: '0.000000',
        net: '1250.000000',
      },
    ]);
    // nothing is posted before approval
    const before = await t.db.system
      .selectFrom('journal_entries')
      .select('id')
      .where('document_type', '=', 'hr_monthly_payroll')
      .execute();
    expect(before).toEqual([]);
  });

  it('refuses a second run of the month, a missing box or rate, and a branch the user is not connected to', async () => {
    const boxesOther = await otherBoxes();
    const again = await admin.post('/api/hr/monthly-payroll', run({ ...MARCH, cash_box_ids: boxesOther }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.month[0]).toMatch(/^This branch already has a payroll for 2026-03 \(PAY-/);
    const noUsdBox = await admin.post(
      '/api/hr/monthly-payroll',
      run({
        ...MARCH,
        month: '2026-04',
        cash_box_ids: [boxesOther[0]],
        units: [{ employee_id: ids.hourly, units: '8' }],
      }),
    );
    expect(noUsdBox.json().errors.cash_box_ids).toEqual([
      'Choose a cash box in USD to pay the salaries in USD.',
    ]);
    const noRate = await admin.post(
      '/api/hr/monthly-payroll',
      run({
        ...MARCH,
        month: '2026-04',
        cash_box_ids: boxesOther,
        exchange_rate: null,
        units: [{ employee_id: ids.hourly, units: '8' }],
      }),
    );
    expect(noRate.json().errors.exchange_rate).toBeDefined();
    const notMine = await officer.post(
      '/api/hr/monthly-payroll',
      run({ ...MARCH, month: '2026-04', cash_box_ids: boxesOther }),
    );
    expect(notMine.statusCode).toBe(403);
    const badMonth = await admin.post('/api/hr/monthly-payroll', run({ month: '2026-13' }));
    expect(badMonth.json().errors.month).toBeDefined();
    expect((await outsider.post('/api/hr/monthly-payroll', run())).statusCode).toBe(403);
  });

  it('approves into one balanced entry: salaries, payable per employee, cash out per currency; statements close at zero', async () => {
    const ok = await admin.post(`/api/hr/monthly-payroll/${payrollId}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 1 });
    const lines = await t.db.system
      .selectFrom('journal_lines as l')
      .innerJoin('journal_entries as e', (j) =>
        j.onRef('e.id', '=', 'l.entry_id').onRef('e.tenant_id', '=', 'l.tenant_id'),
      )
      .innerJoin('accounts as a', (j) =>
        j.onRef('a.id', '=', 'l.account_id').onRef('a.tenant_id', '=', 'l.tenant_id'),
      )
      .select([
        'a.system_key',
        'l.currency_code',
        'l.debit',
        'l.credit',
        'l.amount',
        'l.party_id',
        'l.cash_box_id',
      ])
      .where('e.document_type', '=', 'hr_monthly_payroll')
      .where('e.document_id', '=', payrollId)
      .execute();
    const sum = (key: string, cur: string) =>
      lines
        .filter((l) => l.system_key === key && l.currency_code === cur)
        .reduce((s, l) => s + BigInt(l.amount.replace('.', '')), 0n);
    expect(sum('salaries', 'IQD')).toBe(2078226000000n);
    expect(sum('cash', 'IQD')).toBe(-2078226000000n);
    expect(sum('salaries', 'USD')).toBe(1250000000n);
    expect(sum('salaries_payable', 'IQD')).toBe(0n);
    expect(
      lines.filter((l) => l.system_key === 'salaries_payable' && l.party_id === ids.raised),
    ).toHaveLength(2);

    const st = await officer.get(
      `/api/hr/employee/detail-account-statement?party_id=${ids.raised}&currency_code=IQD&start_date=2026-03-01&end_date=2026-03-31`,
    );
    expect(st.statusCode, st.body).toBe(200);
    expect(st.json()).toMatchObject({
      employee: { name: 'Raised' },
      opening_balance: '0',
      total_debit: '754839.000000',
      total_credit: '754839.000000',
      closing_balance: '0.000000',
    });
    expect(st.json().data[0]).toMatchObject({ document_type: 'hr_monthly_payroll', credit: '754839.000000' });
    const summary = (
      await officer.get(
        '/api/hr/employee/summary-account-statement?start_date=2026-03-01&end_date=2026-03-31&currency_code=USD',
      )
    ).json();
    expect(summary.data).toEqual([
      expect.objectContaining({
        employee_id: ids.hourly,
        debit: '1250.000000',
        credit: '1250.000000',
        closing_balance: '0.000000',
      }),
    ]);
    const xlsx = await officer.post('/api/hr/employee/summary-account-statement/export', {
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const badRange = await officer.get(
      `/api/hr/employee/detail-account-statement?party_id=${ids.raised}&currency_code=IQD&start_date=2026-04-01&end_date=2026-03-31`,
    );
    expect(badRange.json().errors.end_date).toEqual(['The end date must not be before the start date.']);
    expect(
      (
        await outsider.get(
          `/api/hr/employee/summary-account-statement?start_date=2026-03-01&end_date=2026-03-31`,
        )
      ).statusCode,
    ).toBe(403);

    // approved: no second approval, no edit, no delete
    expect((await admin.post(`/api/hr/monthly-payroll/${payrollId}/approve`)).statusCode).toBe(409);
    expect((await admin.request('DELETE', `/api/hr/monthly-payroll/${payrollId}`)).statusCode).toBe(409);
  });

  it('a cancelled run frees its month; the list shows runs with their totals', async () => {
    const boxesOther = await otherBoxes();
    const april = await admin.post(
      '/api/hr/monthly-payroll',
      run({ ...MARCH, month: '2026-04', cash_box_ids: boxesOther }),
    );
    expect(april.statusCode, april.body).toBe(201);
    expect((await admin.post(`/api/hr/monthly-payroll/${april.json().id}/cancel`)).json()).toMatchObject({
      status: 2,
    });
    const again = await admin.post(
      '/api/hr/monthly-payroll',
      run({ ...MARCH, month: '2026-04', cash_box_ids: boxesOther }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const list = (await admin.post('/api/hr/monthly-payroll/list', { search: '2026-03' })).json();
    expect(list.data).toEqual([
      expect.objectContaining({ month: '2026-03', status: 1, employees: 5, net_usd: '1250.000000' }),
    ]);
  });
});
