import { D, type Dec } from '@bb/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

/**
 * Any mix of joiners, leavers, contract changes and advances: the run's lines are each employee's pay by
 * the day, the approved entry is exactly the sum of the lines, and every employee's statement closes at
 * their ledger balance (what they still owe on advances).
 */
const t = useTestApp();
let admin: Client;
let tenantId: string;
let round = 0;

const day = (d: number) => `2026-04-${String(d).padStart(2, '0')}`; // April: 30 days

const employeeArb = fc.record({
  hire: fc.integer({ min: 1, max: 30 }),
  stay: fc.option(fc.integer({ min: 0, max: 29 }), { nil: null }),
  amounts: fc.array(fc.integer({ min: 100_000, max: 3_000_000 }), { minLength: 1, maxLength: 3 }),
  changes: fc.array(fc.integer({ min: 1, max: 29 }), { minLength: 2, maxLength: 2 }),
  advance: fc.option(
    fc.record({ amount: fc.integer({ min: 1, max: 4_000_000 }), months: fc.integer({ min: 1, max: 4 }) }),
    {
      nil: null,
    },
  ),
});

beforeAll(async () => {
  const tenant = await t.createTenant();
  tenantId = tenant.tenantId;
  admin = await t.signIn(await t.createUser(tenantId, { superuser: true }));
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('payroll property', () => {
  it('pays by the day, posts exactly its lines and closes every statement at the ledger balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(employeeArb, { minLength: 1, maxLength: 5 }), async (staff) => {
        round += 1;
        const branch = (await admin.post('/api/general/inventory', { name: `Branch ${round}` })).json()
          .id as string;
        await sql`insert into user_inventories (tenant_id, user_id, inventory_id)
          select ${tenantId}, id, ${branch} from users where tenant_id = ${tenantId}`.execute(t.db.system);
        const boxes = await createBoxes(t.db.system, tenantId, branch);
        const expected = new Map<string, Dec>();
        for (const [i, s] of staff.entries()) {
          const hire = s.hire;
          const leave = s.stay === null ? null : Math.min(30, hire + s.stay);
          const e = await admin.post('/api/hr/employee', {
            code: `R${round}-${i}`,
            name: `Staff ${round}-${i}`,
            inventory_id: branch,
            hire_date: day(hire),
            leave_date: leave === null ? null : day(leave),
          });
          expect(e.statusCode, e.body).toBe(201);
          const id = e.json().id as string;
          // contracts from the hire day, each later one from a change day after the previous start
          const starts = [hire, ...s.changes.map((c) => Math.max(hire, c)).sort((a, b) => a - b)]
            .slice(0, s.amounts.length)
            .filter((d, k, all) => k === 0 || d > all[k - 1]!);
          let pay = new D(0);
          for (const [k, start] of starts.entries()) {
            const c = await admin.post('/api/hr/employee-contract', {
              employee_id: id,
              start_date: day(start),
              amount: String(s.amounts[k]),
            });
            expect(c.statusCode, c.body).toBe(201);
            const end = Math.min(k + 1 < starts.length ? starts[k + 1]! - 1 : 30, leave ?? 30);
            if (end >= start) pay = pay.plus(new D(s.amounts[k]!).times(end - start + 1).div(30));
          }
          const gross = pay.toDecimalPlaces(0, D.ROUND_HALF_UP);
          let deduction = new D(0);
          if (s.advance) {
            const a = await admin.post('/api/hr/advance-payment', {
              inventory_id: branch,
              date: '2026-04-01',
              employee_id: id,
              cash_box_id: boxes.iqd,
              amount: String(s.advance.amount),
              months: s.advance.months,
            });
            expect(a.statusCode, a.body).toBe(201);
            const instalment = new D(s.advance.amount)
              .div(s.advance.months)
              .toDecimalPlaces(0, D.ROUND_HALF_UP);
            deduction = D.min(instalment, s.advance.amount, gross);
          }
          expected.set(id, gross.minus(deduction));
        }
        const run = await admin.post('/api/hr/monthly-payroll', {
          inventory_id: branch,
          month: '2026-04',
          cash_box_ids: [boxes.iqd],
        });
        expect(run.statusCode, run.body).toBe(201);
        const lines = (await admin.get(`/api/hr/monthly-payroll/${run.json().id}`)).json().lines as {
          employee_id: string;
          gross: string;
          net: string;
        }[];
        for (const l of lines)
          expect(new D(l.net).eq(expected.get(l.employee_id)!), l.employee_id).toBe(true);
        expect((await admin.post(`/api/hr/monthly-payroll/${run.json().id}/approve`)).statusCode).toBe(200);
        const posted = (
          await sql<{ salaries: string; cash: string }>`
          select coalesce(sum(l.debit) filter (where a.system_key = 'salaries'), 0)::text as salaries,
            coalesce(sum(l.credit) filter (where a.system_key = 'cash'), 0)::text as cash
          from journal_lines l
          join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
          join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          where e.document_type = 'hr_monthly_payroll' and e.document_id = ${run.json().id}`.execute(
            t.db.system,
          )
        ).rows[0]!;
        const sum = (k: 'gross' | 'net') => lines.reduce((s, l) => s.plus(l[k]), new D(0));
        expect(new D(posted.salaries).eq(sum('gross'))).toBe(true);
        expect(new D(posted.cash).eq(sum('net'))).toBe(true);
        for (const l of lines) {
          const st = (
            await admin.get(
              `/api/hr/employee/detail-account-statement?party_id=${l.employee_id}&currency_code=IQD&start_date=2026-01-01&end_date=2026-12-31`,
            )
          ).json();
          const ledger = (
            await sql<{ b: string }>`select coalesce(sum(amount), 0)::text as b from journal_lines
              where party_type = 'employee' and party_id = ${l.employee_id}`.execute(t.db.system)
          ).rows[0]!.b;
          expect(new D(st.closing_balance).eq(ledger)).toBe(true);
        }
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});
