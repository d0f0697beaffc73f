import { PAYROLL_STATUS, PAYSLIPS_TABLE, payslipEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { connectedBranchesSql } from '../documents/branch-scope.js';
import { getPayroll } from './payroll-queries.js';

/**
 * `/hr/payrolls`: one row per employee per run, of the pending and approved runs (a cancelled run paid
 * nobody, so its lines are left out), in the branches the user is connected to. `month` is the run's
 * month as its first day (the month range filter), `period` the same as YYYY-MM for showing it.
 */
export const payslipsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select l.id, l.payroll_id, p.invoice_id, p.status, p.month,
      to_char(p.month, 'YYYY-MM') as period, p.date, p.inventory_id, i.name as inventory_name,
      l.employee_id, e.code as employee_code, e.name as employee_name,
      e.hr_department_id, d.name as hr_department_name, ps.name as hr_employee_position_name,
      l.salary_type, l.currency_code, l.days, l.units, l.rate, l.base, l.allowances, l.deductions, l.gross,
      l.advance_deduction, l.net, l.flagged
    from hr_monthly_payroll_lines l
    join hr_monthly_payrolls p on p.tenant_id = l.tenant_id and p.id = l.payroll_id
    join inventories i on i.tenant_id = p.tenant_id and i.id = p.inventory_id
    join hr_employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
    left join hr_departments d on d.tenant_id = e.tenant_id and d.id = e.hr_department_id
    left join hr_employee_positions ps on ps.tenant_id = e.tenant_id and ps.id = e.hr_employee_position_id
    where p.status <> ${PAYROLL_STATUS.cancelled} and ${connectedBranchesSql(ctx.auth, 'p.inventory_id')})`,
  columns: {
    id: { kind: 'id' },
    payroll_id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    // a key the status filter lists (list filters take no number columns)
    status: { kind: 'id' },
    month: { kind: 'date' },
    period: { kind: 'text', search: true },
    date: { kind: 'date' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text', search: true },
    employee_id: { kind: 'id' },
    employee_code: { kind: 'text', search: true },
    employee_name: { kind: 'text', search: true },
    hr_department_id: { kind: 'id' },
    hr_department_name: { kind: 'text', search: true },
    hr_employee_position_name: { kind: 'text' },
    salary_type: { kind: 'number' },
    currency_code: { kind: 'text' },
    days: { kind: 'number' },
    units: { kind: 'number' },
    rate: { kind: 'number' },
    base: { kind: 'number' },
    allowances: { kind: 'number' },
    deductions: { kind: 'number' },
    gross: { kind: 'number' },
    advance_deduction: { kind: 'number' },
    net: { kind: 'number' },
    flagged: { kind: 'bool' },
  },
  dateColumn: 'month',
  currencyColumn: 'currency_code',
  footer: ['base', 'allowances', 'deductions', 'gross', 'advance_deduction', 'net'],
  footerByCurrency: true,
  defaultSort: 'month',
};

/** The payrolls list (list, POST list, xlsx export) and one payslip with its run's head for the print. */
export function payslipRoutes(app: App): void {
  const { db } = app.deps;
  registerTable(app, PAYSLIPS_TABLE, payslipsTable, { title: 'Payrolls' });
  handle(app, payslipEndpoints.get, (req) =>
    tenantTx(db, req, async (tx) => {
      const line = (
        await sql<{ payroll_id: string }>`select l.payroll_id from hr_monthly_payroll_lines l
          join hr_monthly_payrolls p on p.tenant_id = l.tenant_id and p.id = l.payroll_id
          where l.id = ${req.params.id} and p.status <> ${PAYROLL_STATUS.cancelled}`.execute(tx)
      ).rows[0];
      if (!line) throw notFound();
      return getPayroll(tx, authOf(req), line.payroll_id, req.params.id);
    }),
  );
}
