import type { EndpointResult, monthlyPayrollEndpoints, PayrollLine } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';
import { assertConnected } from '../documents/branch-scope.js';

type PayrollRecord = EndpointResult<typeof monthlyPayrollEndpoints.get>;

function scope(ctx: TableContext) {
  if (ctx.auth.isSuperuser) return sql``;
  return sql`where p.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;
}

const sumOf = (column: string, currency: string) =>
  sql`(select coalesce(sum(l.${sql.ref(column)}), 0) from hr_monthly_payroll_lines l
    where l.tenant_id = p.tenant_id and l.payroll_id = p.id and l.currency_code = ${currency})`;

/** `/hr/monthly-payrolls`: the runs with branch, month, status, employees and totals per currency. */
export const payrollsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select p.id, p.invoice_id, p.date, to_char(p.month, 'YYYY-MM') as month,
      p.inventory_id, i.name as inventory_name, p.status, p.note,
      (select count(*) from hr_monthly_payroll_lines l where l.tenant_id = p.tenant_id and l.payroll_id = p.id)::int as employees,
      (select count(*) from hr_monthly_payroll_lines l where l.tenant_id = p.tenant_id and l.payroll_id = p.id and l.flagged)::int as flagged,
      ${sumOf('net', 'IQD')} as net_iqd, ${sumOf('net', 'USD')} as net_usd,
      u.name as created_by_name, p.created_at
    from hr_monthly_payrolls p
    join inventories i on i.tenant_id = p.tenant_id and i.id = p.inventory_id
    left join users u on u.tenant_id = p.tenant_id and u.id = p.created_by
    ${scope(ctx)})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    month: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text', search: true },
    status: { kind: 'number' },
    note: { kind: 'text', search: true },
    employees: { kind: 'number' },
    flagged: { kind: 'number' },
    net_iqd: { kind: 'number' },
    net_usd: { kind: 'number' },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  footer: ['employees', 'net_iqd', 'net_usd'],
};

/**
 * GET hr/monthly-payroll/{id}: the run, its totals per currency and every employee's line; with `lineId`,
 * that one line and its totals (a single payslip, GET hr/payroll/{id}).
 */
export async function getPayroll(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  lineId?: string,
): Promise<PayrollRecord> {
  const oneLine = lineId === undefined ? sql`` : sql`and l.id = ${lineId}`;
  const head = (
    await sql<Omit<PayrollRecord, 'lines' | 'totals'>>`
    select p.id, p.invoice_id, p.inventory_id, i.name as inventory_name, to_char(p.month, 'YYYY-MM') as month,
      p.date::text as date, p.status, p.cash_box_ids::text[] as cash_box_ids, p.exchange_rate::text as exchange_rate,
      p.change_percent::text as change_percent, p.note, cu.name as created_by_name, au.name as approved_by_name,
      p.created_at, p.updated_at
    from hr_monthly_payrolls p
    join inventories i on i.tenant_id = p.tenant_id and i.id = p.inventory_id
    left join users cu on cu.tenant_id = p.tenant_id and cu.id = p.created_by
    left join users au on au.tenant_id = p.tenant_id and au.id = p.approved_by
    where p.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const lines = await sql<PayrollLine>`
    select l.id, l.employee_id, e.code as employee_code, e.name as employee_name, l.salary_type, l.currency_code,
      l.rate::text as rate, l.days, l.units::text as units, l.base::text as base,
      l.allowances::text as allowances, l.deductions::text as deductions, l.gross::text as gross,
      l.advance_deduction::text as advance_deduction, l.net::text as net, l.previous_net::text as previous_net, l.flagged,
      coalesce(it.items, '[]'::json) as items
    from hr_monthly_payroll_lines l
    join hr_employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
    left join (
      select i.employee_id, json_agg(json_build_object('hr_payroll_type_id', i.hr_payroll_type_id::text,
        'name', t.name, 'kind', i.kind, 'amount', i.amount::text) order by i.kind, i.hr_payroll_type_id) as items
      from hr_monthly_payroll_items i
      join hr_payroll_types t on t.tenant_id = i.tenant_id and t.id = i.hr_payroll_type_id
      where i.payroll_id = ${id} group by i.employee_id
    ) it on it.employee_id = l.employee_id
    where l.payroll_id = ${id} ${oneLine} order by e.name collate "und-x-icu", l.id`.execute(tx);
  const totals = await sql<PayrollRecord['totals'][number]>`
    select currency_code, count(*)::int as employees, sum(base)::text as base,
      sum(allowances)::text as allowances, sum(deductions)::text as deductions, sum(gross)::text as gross,
      sum(advance_deduction)::text as advance_deduction, sum(net)::text as net
    from hr_monthly_payroll_lines l where l.payroll_id = ${id} ${oneLine} group by currency_code order by currency_code`.execute(
    tx,
  );
  return { ...head, totals: totals.rows, lines: lines.rows };
}
