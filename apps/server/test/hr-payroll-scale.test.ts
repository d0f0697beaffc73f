import { D, type Dec } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

/**
 * A monthly run for 2,000 employees (issue 16: a 6,000-employee payroll hit a 300 s job limit elsewhere):
 * preview and approval each take one set-based pass, not a round trip per employee.
 */
const t = useTestApp();
const N = 2000;
let admin: Client;
let branch: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;

/** Employee i earns 500,000 + 1,000 i a month; even ones join on day 1 + i mod 28 of March. */
function expectedGross(): Dec {
  let total = new D(0);
  for (let i = 1; i <= N; i++) {
    const days = i % 2 === 0 ? 31 - (i % 28) : 31;
    total = total.plus(new D(500000 + 1000 * i).times(days).div(31).toDecimalPlaces(0, D.ROUND_HALF_UP));
  }
  return total;
}

beforeAll(async () => {
  const tenant = await t.createTenant();
  branch = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch] }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, branch);
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
  await sql`
    insert into hr_employees (tenant_id, code, name, inventory_id, hire_date, currency_code)
    select ${tenant.tenantId}, 'S-' || i, 'Staff ' || i, ${branch},
      case when i % 2 = 0 then make_date(2026, 3, 1 + i % 28) else date '2025-06-01' end, 'IQD'
    from generate_series(1, ${N}) i`.execute(t.db.system);
  await sql`
    insert into hr_employee_contracts (tenant_id, employee_id, start_date, salary_type, amount)
    select e.tenant_id, e.id, e.hire_date, 1, 500000 + 1000 * substr(e.code, 3)::int
    from hr_employees e where e.tenant_id = ${tenant.tenantId}`.execute(t.db.system);
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('a payroll of 2,000 employees', () => {
  it('is previewed in under 5 s and approved in under 10 s, and its entry is exactly the sum of its lines', async () => {
    let started = performance.now();
    const res = await admin.post('/api/hr/monthly-payroll', {
      inventory_id: branch,
      month: '2026-03',
      cash_box_ids: [boxes.iqd],
    });
    const previewMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().employees).toBe(N);
    started = performance.now();
    const ok = await admin.post(`/api/hr/monthly-payroll/${res.json().id}/approve`);
    const approveMs = performance.now() - started;
    expect(ok.statusCode, ok.body).toBe(200);
    console.info(`payroll of ${N}: preview ${Math.round(previewMs)} ms, approve ${Math.round(approveMs)} ms`);
    expect(previewMs).toBeLessThan(5000);
    expect(approveMs).toBeLessThan(10000);

    const expected = expectedGross().toFixed(6);
    const lines = (
      await sql<{ gross: string; n: string }>`select sum(gross)::text as gross, count(*)::text as n
        from hr_monthly_payroll_lines where payroll_id = ${res.json().id}`.execute(t.db.system)
    ).rows[0]!;
    expect(lines).toEqual({ gross: expected, n: String(N) });
    const posted = (
      await sql<{ key: string; debit: string; credit: string; parties: string }>`
      select a.system_key as key, sum(l.debit)::text as debit, sum(l.credit)::text as credit,
        count(distinct l.party_id)::text as parties
      from journal_lines l
      join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where e.document_type = 'hr_monthly_payroll' and e.document_id = ${res.json().id}
      group by a.system_key order by a.system_key`.execute(t.db.system)
    ).rows;
    expect(posted).toEqual([
      { key: 'cash', debit: '0.000000', credit: expected, parties: '0' },
      { key: 'salaries', debit: expected, credit: '0.000000', parties: '0' },
      { key: 'salaries_payable', debit: expected, credit: expected, parties: String(N) },
    ]);
  }, 60_000);
});
