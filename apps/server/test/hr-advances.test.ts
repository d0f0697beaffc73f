import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let clerk: Client;
let branch: string;
let other: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const emp: Record<'big' | 'small' | 'dollar', string> = { big: '', small: '', dollar: '' };

async function hire(name: string, amount: string, currency = 'IQD') {
  const e = await admin.post('/api/hr/employee', {
    code: name,
    name,
    inventory_id: branch,
    hire_date: '2026-01-01',
    currency_code: currency,
  });
  expect(e.statusCode, e.body).toBe(201);
  const c = await admin.post('/api/hr/employee-contract', {
    employee_id: e.json().id,
    start_date: '2026-01-01',
    amount,
  });
  expect(c.statusCode, c.body).toBe(201);
  return e.json().id as string;
}

const advance = (over: Record<string, unknown>) => ({
  inventory_id: branch,
  date: '2026-03-05',
  cash_box_id: boxes.iqd,
  months: 1,
  ...over,
});

async function runMonth(month: string) {
  const res = await admin.post('/api/hr/monthly-payroll', {
    inventory_id: branch,
    month,
    cash_box_ids: [boxes.iqd, boxes.usd],
    exchange_rate: '1310',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const lines = (await admin.get(`/api/hr/monthly-payroll/${id}`)).json().lines as {
    employee_id: string;
    gross: string;
    advance_deduction: string;
    net: string;
  }[];
  expect((await admin.post(`/api/hr/monthly-payroll/${id}/approve`)).statusCode).toBe(200);
  return Object.fromEntries(lines.map((l) => [l.employee_id, l]));
}

const statement = async (id: string, start: string, end: string) =>
  (
    await admin.get(
      `/api/hr/employee/detail-account-statement?party_id=${id}&currency_code=IQD&start_date=${start}&end_date=${end}`,
    )
  ).json();

beforeAll(async () => {
  tenant = await t.createTenant();
  [branch, other] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch, other] }),
  );
  clerk = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['hr_advance_payment_list', 'hr_advance_payment_create', 'hr_advance_payment_return_create'],
      inventories: [other],
    }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, branch);
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
  emp.big = await hire('Big advance', '5000000');
  emp.small = await hire('Three months', '1000000');
  emp.dollar = await hire('Dollar', '900', 'USD');
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('advances and returns', () => {
  it('post the employee as party; a return may not exceed what is owed; refusals name the field', async () => {
    const a = await admin.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.big, amount: '4200000.000000' }),
    );
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().invoice_id).toMatch(/^ADV-/);
    const b = await admin.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.small, amount: '1000000.000000', months: 3, date: '2026-03-02' }),
    );
    expect(b.statusCode, b.body).toBe(201);
    const back = await admin.post(
      '/api/hr/advance-payment-return',
      advance({ employee_id: emp.small, amount: '100000', date: '2026-03-10' }),
    );
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().invoice_id).toMatch(/^ADVR-/);
    const tooMuch = await admin.post(
      '/api/hr/advance-payment-return',
      advance({ employee_id: emp.small, amount: '900001', date: '2026-03-11' }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('The employee owes only 900000 IQD on advances.');
    const wrongBox = await admin.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.dollar, amount: '100' }),
    );
    expect(wrongBox.json().errors.cash_box_id).toEqual([
      "The cash box must be in the employee's pay currency (USD).",
    ]);
    const months = await admin.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.big, amount: '1', months: 0 }),
    );
    expect(months.json().errors.months).toBeDefined();
    const notMine = await clerk.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.big, amount: '1' }),
    );
    expect(notMine.statusCode).toBe(403);
    expect((await clerk.request('DELETE', `/api/hr/advance-payment/${a.json().id}`)).statusCode).toBe(403);

    // the holders of the list ability hear of it, with the record the jump rule opens
    const heard = (await clerk.get('/api/notification-center')).json();
    expect(JSON.stringify(heard)).toContain('"model_type":"hr_advance_payment"');
    const list = (await admin.post('/api/hr/advance-payment/list', {})).json();
    expect(list.data.map((r: { amount: string }) => r.amount).sort()).toEqual([
      '1000000.000000',
      '4200000.000000',
    ]);
    const st = await statement(emp.small, '2026-03-01', '2026-03-31');
    expect(st).toMatchObject({
      total_debit: '1000000.000000',
      total_credit: '100000.000000',
      closing_balance: '900000.000000',
    });
  });

  it('editing an advance reverses and reposts it; deleting one takes it out of the statement', async () => {
    const a = await admin.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.dollar, amount: '50', cash_box_id: boxes.usd, exchange_rate: '1310' }),
    );
    expect(a.statusCode, a.body).toBe(201);
    const id = a.json().id;
    const edit = await admin.request(
      'PUT',
      `/api/hr/advance-payment/${id}`,
      advance({ employee_id: emp.dollar, amount: '75', cash_box_id: boxes.usd, exchange_rate: '1310' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const usd = async () =>
      (
        await admin.get(
          `/api/hr/employee/detail-account-statement?party_id=${emp.dollar}&currency_code=USD&start_date=2026-01-01&end_date=2026-12-31`,
        )
      ).json().closing_balance;
    expect(await usd()).toBe('75.000000');
    expect((await admin.request('DELETE', `/api/hr/advance-payment/${id}`)).statusCode).toBe(204);
    expect(await usd()).toBe('0.000000');
  });

  it('the payroll deducts advances at their true amount, instalments to the exact total, and statements close at zero', async () => {
    const usd = await admin.post(
      '/api/hr/advance-payment',
      advance({ employee_id: emp.dollar, amount: '2000', cash_box_id: boxes.usd, exchange_rate: '1310' }),
    );
    expect(usd.statusCode, usd.body).toBe(201);
    const march = await runMonth('2026-03');
    // more than a month's pay: the pay goes to it, and what is still owed after its month follows in full
    expect(march[emp.dollar]).toMatchObject({
      gross: '900.000000',
      advance_deduction: '900.000000',
      net: '0.000000',
    });
    // a 4,200,000 advance repaid in one month is deducted in full, not as 0
    expect(march[emp.big]).toMatchObject({
      gross: '5000000.000000',
      advance_deduction: '4200000.000000',
      net: '800000.000000',
    });
    // 1,000,000 over 3 months: 333,333 a month
    expect(march[emp.small]).toMatchObject({ advance_deduction: '333333.000000', net: '666667.000000' });
    const big = await statement(emp.big, '2026-03-01', '2026-03-31');
    expect(big).toMatchObject({
      total_debit: '9200000.000000', // advance 4.2M, advance repaid 4.2M, net paid 0.8M
      total_credit: '9200000.000000', // salary 5M, advances 4.2M
      closing_balance: '0.000000',
    });
    const april = await runMonth('2026-04');
    expect(april[emp.small]).toMatchObject({ advance_deduction: '333333.000000' });
    expect(april[emp.dollar]).toMatchObject({ advance_deduction: '900.000000' });
    // what is left after the return and two instalments: 1,000,000 - 100,000 - 666,666
    const may = await runMonth('2026-05');
    expect(may[emp.dollar]).toMatchObject({ advance_deduction: '200.000000', net: '700.000000' });
    expect(may[emp.small]).toMatchObject({
      advance_deduction: '233334.000000',
      net: '766666.000000',
    });
    expect((await runMonth('2026-06'))[emp.small]).toMatchObject({
      advance_deduction: '0.000000',
      net: '1000000.000000',
    });
    const small = await statement(emp.small, '2026-01-01', '2026-06-30');
    expect(small.closing_balance).toBe('0.000000');
    const summary = (
      await admin.get(
        '/api/hr/employee/summary-account-statement?start_date=2026-01-01&end_date=2026-06-30&currency_code=IQD',
      )
    ).json();
    expect(summary.data.map((r: { closing_balance: string }) => r.closing_balance)).toEqual([
      '0.000000',
      '0.000000',
    ]);
  });
});
