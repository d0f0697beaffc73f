import { approveDocument, createDocument } from '../../../apps/server/src/modules/documents/lifecycle.js';
import { monthlyPayrollDocument } from '../../../apps/server/src/modules/hr/payroll.js';
import { post } from '../../../apps/server/src/modules/ledger/post.js';
import { type AuthContext, resolveToken } from '../../../apps/server/src/platform/auth/session.js';
import type { Db } from '../../../apps/server/src/platform/db/pool.js';
import { withTenant } from '../../../apps/server/src/platform/db/tenant.js';
import type { Prepared, PrepareTools, RunContext, Scenario } from './types.js';

/** The payroll (issue 16): a monthly run of 2,000 employees. A quick run pays 200. */
const TARGET_EMPLOYEES = 2000;
const QUICK_EMPLOYEES = 200;
const BRANCH = 'Bench payroll';

interface PayrollFixture {
  branchId: string;
  boxId: string;
  employees: number;
  month: string;
  auth: AuthContext;
}

let fixture: PayrollFixture | undefined;

const payroll = (): PayrollFixture => {
  if (!fixture) throw new Error('the payroll scenarios ran without their prepare step');
  return fixture;
};

/** Last month, YYYY-MM: every bench employee (hired 2025-01-01) works all of it. */
function lastMonth(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

/**
 * A branch of its own with `n` employees on monthly contracts (half of them with an allowance and a
 * deduction, so payroll types are in the work) and an IQD box funded far above a month's salaries. Made
 * once and kept (like the generator's data): a second run finds it.
 */
async function loadFixture(ctx: RunContext, tools: PrepareTools): Promise<PayrollFixture> {
  if (fixture) return fixture;
  const t = ctx.tenantId;
  const n = ctx.scale >= 1 ? TARGET_EMPLOYEES : QUICK_EMPLOYEES;
  const name = `${BRANCH} ${n}`;
  let [branch] = await tools.query<{ id: string }>(
    'select id from inventories where tenant_id = $1 and name = $2',
    [t, name],
  );
  if (!branch) {
    [branch] = await tools.query<{ id: string }>(
      'insert into inventories (tenant_id, name) values ($1, $2) returning id',
      [t, name],
    );
    const b = branch!.id;
    await tools.query(
      `insert into cash_boxes (tenant_id, code, name, currency_code, inventory_id, is_default)
       values ($1, $2, 'Payroll IQD', 'IQD', $3, true)`,
      [t, `PAYROLL-${b}`, b],
    );
    const [types] = await tools.query<{ allowance: string; deduction: string }>(
      `with a as (insert into hr_payroll_types (tenant_id, name, kind) values ($1, $2, 1) returning id),
            d as (insert into hr_payroll_types (tenant_id, name, kind) values ($1, $3, 2) returning id)
       select a.id as allowance, d.id as deduction from a, d`,
      [t, `Bench transport ${b}`, `Bench tax ${b}`],
    );
    await tools.query(
      `insert into hr_employees (tenant_id, code, name, inventory_id, hire_date, currency_code)
       select $1, $4 || i, 'Payroll staff ' || i, $2, date '2025-01-01', 'IQD'
       from generate_series(1, $3::int) i`,
      [t, b, n, `BP${b}-`],
    );
    await tools.query(
      `insert into hr_employee_contracts (tenant_id, employee_id, start_date, salary_type, amount)
       select e.tenant_id, e.id, e.hire_date, 1, 500000 + 1000 * (e.id % 997)
       from hr_employees e where e.tenant_id = $1 and e.inventory_id = $2`,
      [t, b],
    );
    await tools.query(
      `insert into hr_contract_payroll_types (tenant_id, hr_employee_contract_id, hr_payroll_type_id, method, value)
       select c.tenant_id, c.id, x.type_id, x.method, x.value
       from hr_employee_contracts c
       join hr_employees e on e.tenant_id = c.tenant_id and e.id = c.employee_id
       cross join (values ($3::bigint, 'fixed', 50000::numeric), ($4::bigint, 'percent', 5::numeric)) x(type_id, method, value)
       where c.tenant_id = $1 and e.inventory_id = $2 and e.id % 2 = 0`,
      [t, b, types!.allowance, types!.deduction],
    );
  }
  const [box] = await tools.query<{ id: string }>(
    'select id from cash_boxes where tenant_id = $1 and inventory_id = $2 and currency_code = $3',
    [t, branch!.id, 'IQD'],
  );
  const auth = await tools.withDb((db: Db) => resolveToken(db, ctx.actors.admin.token));
  if (!auth) throw new Error('the bench admin token did not resolve');
  fixture = { branchId: branch!.id, boxId: box!.id, employees: n, month: lastMonth(), auth };
  await fund(ctx, tools, fixture);
  return fixture;
}

/** Tops the box up to 10^13 IQD with a capital entry (a run of 2,000 pays about 2 * 10^9). */
async function fund(ctx: RunContext, tools: PrepareTools, f: PayrollFixture) {
  const [row] = await tools.query<{ balance: string }>(
    `select coalesce(sum(amount), 0)::text as balance from journal_lines where tenant_id = $1 and cash_box_id = $2`,
    [ctx.tenantId, f.boxId],
  );
  const short = 10n ** 13n - BigInt(row!.balance.split('.')[0]!);
  if (short <= 0n) return;
  const iqd = { currency: 'IQD', rate: '1' };
  await tools.withDb((db) =>
    withTenant(db, { tenantId: ctx.tenantId, userId: ctx.actors.admin.id }, (tx) =>
      post(tx, {
        date: new Date().toISOString().slice(0, 10),
        documentType: 'capital',
        inventoryId: f.branchId,
        description: 'bench: cash for the payroll runs',
        lines: [
          { account: 'cash', side: 'debit', amount: short.toString(), cashBoxId: f.boxId, ...iqd },
          { account: 'capital', side: 'credit', amount: short.toString(), ...iqd },
        ],
      }),
    ),
  );
}

/** Thrown to roll the measured run back, so every operation meets the same month free. */
const ROLLBACK = new Error('bench: roll the payroll run back');

/** One run for the month: previewed (computed and saved pending), and approved (posted) when asked. */
async function runOnce(ctx: RunContext, db: Db, approve: boolean) {
  const f = payroll();
  await withTenant(db, { tenantId: ctx.tenantId, userId: ctx.actors.admin.id }, async (tx) => {
    const saved = await createDocument(tx, f.auth, monthlyPayrollDocument, {
      inventory_id: f.branchId,
      month: f.month,
      cash_box_ids: [f.boxId],
      change_percent: '20',
      units: [],
      note: null,
    });
    if (saved.employees !== f.employees) throw new Error(`the run paid ${saved.employees} of ${f.employees}`);
    if (approve) await approveDocument(tx, f.auth, monthlyPayrollDocument, saved.id);
    throw ROLLBACK;
  }).catch((e: unknown) => {
    if (e !== ROLLBACK) throw e;
  });
}

const prepared = async (ctx: RunContext, tools: PrepareTools): Promise<Prepared> => {
  const f = await loadFixture(ctx, tools);
  return {
    note: `${f.employees.toLocaleString('en-US')} employees, half with an allowance and a deduction, month ${f.month}; rolled back after each run`,
    targetApplies: f.employees >= TARGET_EMPLOYEES,
  };
};

export const hrScenarios: Scenario[] = [
  {
    name: 'payroll-preview',
    kind: 'process',
    summary:
      'a monthly payroll run previewed: every employee of a branch computed by the day with payroll types, lines written, in one transaction (rolled back)',
    call: 'createDocument(tx, admin, monthlyPayrollDocument, run) in withTenant',
    unit: 'runs/s',
    concurrency: 1,
    prepare: prepared,
    op: (ctx, { db }) => runOnce(ctx, db, false),
    target: { text: 'preview of 2,000 employees < 5 s (p95)', p95Ms: 5000 },
  },
  {
    name: 'payroll-approve',
    kind: 'process',
    summary:
      'the same run previewed and then approved: one balanced entry through post() (salaries, payable per employee, deductions, cash), rolled back',
    call: 'createDocument + approveDocument(tx, admin, monthlyPayrollDocument) in withTenant',
    unit: 'runs/s',
    concurrency: 1,
    prepare: prepared,
    op: (ctx, { db }) => runOnce(ctx, db, true),
    target: {
      text: 'preview + approval of 2,000 employees < 15 s (p95; approval alone < 10 s)',
      p95Ms: 15000,
    },
  },
];
