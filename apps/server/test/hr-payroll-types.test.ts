import { D } from '@bb/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

/**
 * Payroll types (issue 16): allowances and deductions on a contract, fixed (a month's amount, pro-rated by
 * the days) or a percent of the base pay; each is shown on the payslip and the run's entry is exactly the
 * sum of its lines.
 */
const t = useTestApp();
let tenantId: string;
let admin: Client;
let officer: Client;
let outsider: Client;
let branch: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let transport: string;
let housing: string;
let tax: string;
let penalty: string;

async function hire(code: string, over: Record<string, unknown>, contract: Record<string, unknown>) {
  const e = await admin.post('/api/hr/employee', {
    code,
    name: `Staff ${code}`,
    inventory_id: branch,
    hire_date: '2026-01-01',
    currency_code: 'IQD',
    ...over,
  });
  expect(e.statusCode, e.body).toBe(201);
  const c = await admin.post('/api/hr/employee-contract', {
    employee_id: e.json().id,
    start_date: over.hire_date ?? '2026-01-01',
    salary_type: 1,
    ...contract,
  });
  expect(c.statusCode, c.body).toBe(201);
  return { employee: e.json().id as string, contract: c.json().id as string };
}

/** Amounts as plain decimals (the database answers numeric(24,6)). */
const n = (v: string) => new D(v).toFixed();
const amounts = (l: Record<string, string>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, n(l[k]!)]));
const KEYS = ['base', 'allowances', 'gross', 'deductions', 'net'];

const setTypes = (client: Client, contract: string, payroll_types: unknown[]) =>
  client.request('PUT', `/api/hr/employee-contract/${contract}/payroll-types`, { payroll_types });

async function posted(payrollId: string) {
  return (
    await sql<{ key: string; debit: string; credit: string }>`
      select a.system_key as key, sum(l.debit)::text as debit, sum(l.credit)::text as credit
      from journal_lines l
      join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where e.document_type = 'hr_monthly_payroll' and e.document_id = ${payrollId}
      group by a.system_key order by a.system_key`.execute(t.db.system)
  ).rows;
}

beforeAll(async () => {
  const tenant = await t.createTenant();
  tenantId = tenant.tenantId;
  branch = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenantId, { superuser: true, inventories: [branch] }));
  officer = await t.signIn(
    await t.createUser(tenantId, {
      abilities: ['hr_employee_contract_list', 'hr_monthly_payroll'],
      inventories: [branch],
    }),
  );
  outsider = await t.signIn(await t.createUser(tenantId, { abilities: ['dashboard_list'] }));
  boxes = await createBoxes(t.db.system, tenantId, branch);
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
  const type = async (name: string, kind: number) => {
    const r = await admin.post('/api/hr/payroll-type', { name, kind });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  };
  transport = await type('Transport', 1);
  housing = await type('Housing', 1);
  tax = await type('Income tax', 2);
  penalty = await type('Penalty', 2);
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('payroll types on a contract', () => {
  it('are kept per contract, named with their kind, and refused when bad, unknown, repeated or not allowed', async () => {
    const { contract } = await hire('PT-1', {}, { amount: '1000000' });
    const ok = await setTypes(admin, contract, [
      { hr_payroll_type_id: transport, method: 'fixed', value: '50000' },
      { hr_payroll_type_id: tax, method: 'percent', value: '5' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().currency_code).toBe('IQD');
    expect(
      ok.json().data.map((r: Record<string, string>) => [r.hr_payroll_type_name, r.kind, n(r.value!)]),
    ).toEqual([
      ['Transport', 1, '50000'],
      ['Income tax', 2, '5'],
    ]);
    const read = await officer.get(`/api/hr/employee-contract/${contract}/payroll-types`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toHaveLength(2);

    const over = await setTypes(admin, contract, [
      { hr_payroll_type_id: tax, method: 'percent', value: '101' },
    ]);
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toEqual(['payroll_types.0.value']);
    const huge = await setTypes(admin, contract, [
      { hr_payroll_type_id: tax, method: 'fixed', value: '1e16' },
    ]);
    expect(huge.statusCode).toBe(422);
    const twice = await setTypes(admin, contract, [
      { hr_payroll_type_id: tax, method: 'fixed', value: '1' },
      { hr_payroll_type_id: tax, method: 'fixed', value: '2' },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['payroll_types.1.hr_payroll_type_id']).toBeDefined();
    const unknown = await setTypes(admin, contract, [
      { hr_payroll_type_id: '999999', method: 'fixed', value: '1' },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect((await setTypes(officer, contract, [])).statusCode).toBe(403);
    expect((await outsider.get(`/api/hr/employee-contract/${contract}/payroll-types`)).statusCode).toBe(403);
    // nothing changed by the refusals
    expect((await admin.get(`/api/hr/employee-contract/${contract}/payroll-types`)).json().data).toHaveLength(
      2,
    );

    // another tenant sees no such contract
    const stranger = await t.createTenant();
    const theirs = await t.signIn(await t.createUser(stranger.tenantId, { superuser: true }));
    expect((await theirs.get(`/api/hr/employee-contract/${contract}/payroll-types`)).statusCode).toBe(404);
    expect((await setTypes(theirs, contract, [])).statusCode).toBe(404);
    // a type in use on a contract stays
    expect((await admin.request('DELETE', `/api/hr/payroll-type/${transport}`)).statusCode).toBe(409);
  });

  it('a run applies them pro-rated, shows each on the payslip, and posts deductions withheld', async () => {
    // April 2026 (30 days). A joins on the 16th: 15 days of 900,000 = 450,000; transport 60,000 fixed
    // -> 30,000; housing 10% of the base -> 45,000; tax 5% -> 22,500; penalty 10,000 fixed -> 5,000.
    const a = await hire('PT-A', { hire_date: '2026-04-16' }, { start_date: '2026-04-16', amount: '900000' });
    await setTypes(admin, a.contract, [
      { hr_payroll_type_id: transport, method: 'fixed', value: '60000' },
      { hr_payroll_type_id: housing, method: 'percent', value: '10' },
      { hr_payroll_type_id: tax, method: 'percent', value: '5' },
      { hr_payroll_type_id: penalty, method: 'fixed', value: '10000' },
    ]);
    // B: hourly in USD, 12.50 an hour for 100.5 hours = 1,256.25; a 33.333 allowance -> 33.33 (whole month);
    // a deduction larger than the pay is withheld only up to the gross.
    const b = await hire(
      'PT-B',
      { currency_code: 'USD', hire_date: '2026-04-01' },
      { start_date: '2026-04-01', salary_type: 3, amount: '12.5' },
    );
    await setTypes(admin, b.contract, [
      { hr_payroll_type_id: transport, method: 'fixed', value: '33.333' },
      { hr_payroll_type_id: penalty, method: 'fixed', value: '5000' },
    ]);
    const res = await admin.post('/api/hr/monthly-payroll', {
      inventory_id: branch,
      month: '2026-04',
      cash_box_ids: [boxes.iqd, boxes.usd],
      exchange_rate: '1310',
      units: [{ employee_id: b.employee, units: '100.5' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = (await admin.get(`/api/hr/monthly-payroll/${res.json().id}`)).json();
    const lineA = view.lines.find((l: { employee_id: string }) => l.employee_id === a.employee);
    expect(amounts(lineA, KEYS)).toEqual({
      base: '450000',
      allowances: '75000',
      gross: '525000',
      deductions: '27500',
      net: '497500',
    });
    expect(lineA.items.map((i: { name: string; amount: string }) => [i.name, n(i.amount)])).toEqual([
      ['Transport', '30000'],
      ['Housing', '45000'],
      ['Income tax', '22500'],
      ['Penalty', '5000'],
    ]);
    const lineB = view.lines.find((l: { employee_id: string }) => l.employee_id === b.employee);
    expect(amounts(lineB, KEYS)).toEqual({
      base: '1256.25',
      allowances: '33.33',
      gross: '1289.58',
      deductions: '1289.58',
      net: '0',
    });

    const approved = await admin.post(`/api/hr/monthly-payroll/${res.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const entry = await posted(res.json().id);
    const sum = (key: string, side: 'debit' | 'credit') =>
      entry.filter((r) => r.key === key).reduce((s, r) => s.plus(r[side]), new D(0));
    // base currency IQD: USD lines count at 1310; PT-1 (1,000,000 + 50,000 transport - 5% tax) is paid too
    const grossBase = new D(525000 + 1_050_000).plus(new D('1289.58').times(1310));
    expect(sum('salaries', 'debit').toFixed(2)).toBe(grossBase.toFixed(2));
    expect(sum('payroll_deductions', 'credit').toFixed(2)).toBe(
      new D(27500 + 50_000).plus(new D('1289.58').times(1310)).toFixed(2),
    );
    expect(sum('cash', 'credit').toFixed(2)).toBe('1497500.00');
  });

  it('rounds IQD pay to the step the settings name', async () => {
    expect((await admin.request('PUT', '/api/setting', { payrollIqdRounding: '250' })).statusCode).toBe(200);
    const bad = await admin.request('PUT', '/api/setting', { payrollIqdRounding: '300' });
    expect(bad.statusCode).toBe(422);
    const c = await hire(
      'PT-R',
      { hire_date: '2026-05-01' },
      { start_date: '2026-05-01', amount: '1000100' },
    );
    await setTypes(admin, c.contract, [{ hr_payroll_type_id: transport, method: 'fixed', value: '33333' }]);
    const res = await admin.post('/api/hr/monthly-payroll', {
      inventory_id: branch,
      month: '2026-05',
      cash_box_ids: [boxes.iqd, boxes.usd],
      exchange_rate: '1310',
      units: [{ employee_id: (await employeeOf('PT-B')) as string, units: '0' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = (await admin.get(`/api/hr/monthly-payroll/${res.json().id}`))
      .json()
      .lines.find((l: { employee_id: string }) => l.employee_id === c.employee);
    // 1,000,100 -> 1,000,000 (nearest 250, half up); 33,333 -> 33,250
    expect(amounts(line, ['base', 'allowances', 'gross'])).toEqual({
      base: '1000000',
      allowances: '33250',
      gross: '1033250',
    });
    expect((await admin.request('PUT', '/api/setting', { payrollIqdRounding: '1' })).statusCode).toBe(200);
  });
});

async function employeeOf(code: string) {
  return (
    await sql<{
      id: string;
    }>`select id from hr_employees where tenant_id = ${tenantId} and code = ${code}`.execute(t.db.system)
  ).rows[0]?.id;
}

describe('payroll types property', () => {
  it('payslips sum exactly to the posted entry with any allowances and deductions', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            hire: fc.integer({ min: 1, max: 28 }),
            usd: fc.boolean(),
            amount: fc.integer({ min: 1, max: 5_000_000 }),
            items: fc.array(
              fc.record({
                type: fc.integer({ min: 0, max: 3 }),
                percent: fc.boolean(),
                value: fc.integer({ min: 1, max: 900_000 }),
              }),
              { maxLength: 4 },
            ),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (staff) => {
          round += 1;
          const b = (await admin.post('/api/general/inventory', { name: `Types ${round}` })).json()
            .id as string;
          await sql`insert into user_inventories (tenant_id, user_id, inventory_id)
            select ${tenantId}, id, ${b} from users where tenant_id = ${tenantId}`.execute(t.db.system);
          const bx = await createBoxes(t.db.system, tenantId, b);
          const types = [transport, housing, tax, penalty];
          for (const [i, s] of staff.entries()) {
            const hireDate = `2026-02-${String(s.hire).padStart(2, '0')}`;
            const e = await admin.post('/api/hr/employee', {
              code: `P${round}-${i}`,
              name: `P ${round}-${i}`,
              inventory_id: b,
              hire_date: hireDate,
              currency_code: s.usd ? 'USD' : 'IQD',
            });
            const c = await admin.post('/api/hr/employee-contract', {
              employee_id: e.json().id,
              start_date: hireDate,
              salary_type: 1,
              amount: s.usd ? (s.amount / 100).toFixed(2) : String(s.amount),
            });
            const seen = new Set<number>();
            const items = s.items
              .filter((it) => !seen.has(it.type) && seen.add(it.type))
              .map((it) => ({
                hr_payroll_type_id: types[it.type],
                method: it.percent ? 'percent' : 'fixed',
                value: it.percent ? String((it.value % 100) + 1) : String(it.value),
              }));
            expect((await setTypes(admin, c.json().id, items)).statusCode).toBe(200);
          }
          const run = await admin.post('/api/hr/monthly-payroll', {
            inventory_id: b,
            month: '2026-02',
            cash_box_ids: [bx.iqd, bx.usd],
            exchange_rate: '1310',
          });
          expect(run.statusCode, run.body).toBe(201);
          const view = (await admin.get(`/api/hr/monthly-payroll/${run.json().id}`)).json();
          for (const l of view.lines) {
            const items = l.items as { kind: number; amount: string }[];
            const allow = items.filter((i) => i.kind === 1).reduce((s, i) => s.plus(i.amount), new D(0));
            const ded = items.filter((i) => i.kind === 2).reduce((s, i) => s.plus(i.amount), new D(0));
            expect(allow.eq(l.allowances)).toBe(true);
            expect(ded.eq(l.deductions)).toBe(true);
            expect(new D(l.base).plus(l.allowances).eq(l.gross)).toBe(true);
            expect(new D(l.gross).minus(l.deductions).minus(l.advance_deduction).eq(l.net)).toBe(true);
            expect(new D(l.net).gte(0)).toBe(true);
          }
          expect((await admin.post(`/api/hr/monthly-payroll/${run.json().id}/approve`)).statusCode).toBe(200);
          const byCurrency = (
            await sql<{ currency_code: string; key: string; amount: string }>`
            select l.currency_code, a.system_key as key, sum(l.amount)::text as amount
            from journal_lines l join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
            join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
            where e.document_type = 'hr_monthly_payroll' and e.document_id = ${run.json().id}
            group by 1, 2`.execute(t.db.system)
          ).rows;
          for (const total of view.totals) {
            const amount = (key: string) =>
              new D(
                byCurrency.find((r) => r.key === key && r.currency_code === total.currency_code)?.amount ?? 0,
              );
            expect(amount('salaries').eq(total.gross)).toBe(true);
            expect(amount('payroll_deductions').neg().eq(total.deductions)).toBe(true);
            expect(amount('cash').neg().eq(total.net)).toBe(true);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
