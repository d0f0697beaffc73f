import { sql } from 'kysely';
import { createDocument } from '../modules/documents/lifecycle.js';
import { advanceDocument } from '../modules/hr/advances.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';

/** The abilities the demo accountant holds for HR (the README's demo table promises them). */
export const DEMO_HR_ABILITIES = [
  'hr_department_list',
  'hr_employee_position_list',
  'hr_employee_list',
  'hr_employee_create',
  'hr_employee_edit',
  'hr_employee_contract_list',
  'hr_employee_contract_create',
  'hr_employee_contract_edit',
  'hr_monthly_payroll',
  'hr_payroll_list',
  'hr_advance_payment_list',
  'hr_advance_payment_create',
  'hr_advance_payment_return_list',
  'hr_advance_payment_return_create',
  'report_hr_employee_account_statement',
  'report_hr_employee_account_statement_summary',
];

const EMPLOYEES = [
  // code, name, type, branch, department, currency, salary type, amount
  ['EMP-1', 'Shirin Ahmed', 1, 'pharmacy', 'Pharmacy', 'IQD', 1, '750000'],
  ['EMP-2', 'Karwan Hama Ali', 1, 'pharmacy', 'Pharmacy', 'IQD', 1, '600000'],
  ['EMP-3', 'Dr. Sara Aziz', 2, 'pharmacy', 'Pharmacy', 'USD', 3, '8'],
  ['EMP-4', 'ئاراس محەمەد', 3, 'pharmacy', 'Administration', 'IQD', 2, '20000'],
  ['EMP-5', 'Rebin Omar', 1, 'shop', 'Sales', 'IQD', 1, '650000'],
  ['EMP-6', 'مريم حسن', 5, 'shop', 'Sales', 'IQD', 1, '400000'],
] as const;

/**
 * The demo's HR: departments and positions, six employees in the two branches (monthly, daily and an hourly
 * pharmacist paid in dollars), each with a contract from three months back, and one advance repaid over
 * three months, so the first payroll run shows a deduction.
 */
export async function seedDemoHr(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const t = tenantId;
    const deps = await sql<{
      id: string;
      name: string;
    }>`insert into hr_departments (tenant_id, name, created_by)
      select ${t}::bigint, n, ${adminId}::bigint from unnest(${['Pharmacy', 'Sales', 'Administration']}::text[]) n
      returning id, name`.execute(tx);
    const dep = (name: string) => deps.rows.find((d) => d.name === name)!.id;
    await sql`insert into hr_employee_positions (tenant_id, name, hr_department_id, created_by) values
      (${t}, 'Pharmacist', ${dep('Pharmacy')}, ${adminId}), (${t}, 'Sales assistant', ${dep('Sales')}, ${adminId}),
      (${t}, 'Cleaner', ${dep('Administration')}, ${adminId})`.execute(tx);
    const branches = await tx.selectFrom('inventories').select(['id', 'name']).orderBy('id').execute();
    const pharmacy = branches[0]!.id;
    const shop = (branches[1] ?? branches[0]!).id;
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1))
      .toISOString()
      .slice(0, 10);
    const ids: string[] = [];
    for (const [code, name, type, branch, department, currency, salaryType, amount] of EMPLOYEES) {
      const e = await tx
        .insertInto('hr_employees')
        .values({
          tenant_id: t,
          code,
          name,
          type,
          inventory_id: branch === 'pharmacy' ? pharmacy : shop,
          hr_department_id: dep(department),
          hire_date: start,
          currency_code: currency,
          phone: `0750 100 20 ${code.slice(-1)}0`,
          created_by: adminId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(e.id);
      await tx
        .insertInto('hr_employee_contracts')
        .values({ tenant_id: t, employee_id: e.id, start_date: start, salary_type: salaryType, amount })
        .execute();
    }
    const box = await tx
      .selectFrom('cash_boxes')
      .select('id')
      .where('inventory_id', '=', pharmacy)
      .where('currency_code', '=', 'IQD')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    await createDocument(tx, auth, advanceDocument('hr_advance_payment'), {
      inventory_id: pharmacy,
      date: now.toISOString().slice(0, 10),
      employee_id: ids[1]!,
      cash_box_id: box.id,
      amount: '300000',
      exchange_rate: null,
      months: 3,
      note: 'Family expenses',
    });
  });
}
