import type { TemplateLanguage } from '@bb/contracts';
import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { tenantClock } from '../../platform/scheduler.js';
import { assertConnected } from '../documents/branch-scope.js';
import { amountValues, type TemplateValues } from '../rich-text/render.js';

interface EmployeeRow {
  name: string;
  code: string;
  inventory_id: string;
  branch: string;
  department: string | null;
  position: string | null;
  phone: string | null;
  address: string | null;
  identity_card: string | null;
  hire_date: string;
  currency_code: string;
  start_date: string | null;
  end_date: string | null;
  amount: string | null;
}

/**
 * The letter placeholder set for one employee on a day: the employee with department, position and
 * branch by name, and the contract in force that day (else the latest one), its salary formatted and in
 * words in the employee's pay currency. Refused outside the user's branches.
 */
export async function letterTemplateValues(
  tx: TenantTx,
  auth: AuthContext,
  employeeId: string,
  language: TemplateLanguage,
  letter: { date: string; subject: string; type: string },
): Promise<TemplateValues> {
  const row = (
    await sql<EmployeeRow>`select e.name, e.code, e.inventory_id, inv.name as branch, d.name as department,
        p.name as position, e.phone, e.address, e.identity_card, e.hire_date::text as hire_date, e.currency_code,
        c.start_date::text as start_date, c.end_date::text as end_date, c.amount
      from hr_employees e
      join inventories inv on inv.tenant_id = e.tenant_id and inv.id = e.inventory_id
      left join hr_departments d on d.tenant_id = e.tenant_id and d.id = e.hr_department_id
      left join hr_employee_positions p on p.tenant_id = e.tenant_id and p.id = e.hr_employee_position_id
      left join lateral (select start_date, end_date, amount from hr_employee_contracts k
          where k.tenant_id = e.tenant_id and k.employee_id = e.id
          order by (k.start_date <= ${letter.date}::date and (k.end_date is null or k.end_date >= ${letter.date}::date)) desc,
            k.start_date desc limit 1) c on true
      where e.id = ${employeeId}`.execute(tx)
  ).rows[0];
  if (!row) throw invalid({ employee_id: [MESSAGES.employeeMissing] });
  await assertConnected(tx, auth, row.inventory_id);
  return {
    values: {
      'date.today': tenantClock(new Date()).today,
      'letter.date': letter.date,
      'letter.subject': letter.subject,
      'letter.type': letter.type,
      'employee.name': row.name,
      'employee.code': row.code,
      'employee.department': row.department ?? '',
      'employee.position': row.position ?? '',
      'employee.branch': row.branch,
      'employee.phone': row.phone ?? '',
      'employee.address': row.address ?? '',
      'employee.identity_card': row.identity_card ?? '',
      'employee.hire_date': row.hire_date,
      'contract.start_date': row.start_date ?? '',
      'contract.end_date': row.end_date ?? '',
      'contract.currency': row.currency_code,
      ...amountValues('contract.salary', row.amount, row.currency_code, language),
    },
    blocks: {},
  };
}
