import { dec, shownDecimals } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { EmployeeMonth, Segment, SegmentItem } from './payroll-compute.js';

interface Row extends Omit<Segment, 'items'> {
  contract_id: string;
  currency_code: string;
  decimals: number | null;
  advance_outstanding: string;
  advance_instalments: string;
  previous_net: string | null;
}

/**
 * Everything a month's run needs for every employee of a branch, in one statement (set-based: a run of
 * thousands of employees is one round trip): each contract segment in the month with its days (clipped to
 * the hire and leave dates), the employee's pay currency and its decimals, their advance balance as of the
 * posting date and the instalments of the advances whose months of deduction include this one, and their net in last month's approved run.
 *
 * Employees come in when employed during the month: hired by its end, not left before its start, and
 * active (or left during the month, to be paid their days).
 */
export async function monthOfBranch(
  tx: TenantTx,
  inventoryId: string,
  month: string,
  date: string,
  iqdStep: string,
): Promise<EmployeeMonth[]> {
  const first = `${month}-01`;
  const r = await sql<Row>`
    with m as (select ${first}::date as m1, (${first}::date + interval '1 month - 1 day')::date as m2),
    emp as (
      select e.id, e.currency_code, e.hire_date, e.leave_date from hr_employees e, m
      where e.inventory_id = ${inventoryId} and e.hire_date <= m.m2
        and (e.leave_date is null or e.leave_date >= m.m1) and (e.status = 1 or e.leave_date is not null)
    ),
    seg as (
      select emp.id as employee_id, c.id as contract_id, c.salary_type, c.amount::text as amount, c.start_date,
        (least(coalesce(c.end_date, m.m2), m.m2, coalesce(emp.leave_date, m.m2))
          - greatest(c.start_date, m.m1, emp.hire_date) + 1)::int as days
      from emp cross join m
      join hr_employee_contracts c on c.tenant_id = ${tx.tenantId} and c.employee_id = emp.id
        and c.start_date <= m.m2 and coalesce(c.end_date, m.m2) >= m.m1
    ),
    adv as (
      select l.party_id as employee_id, l.currency_code, sum(l.amount) as outstanding
      from journal_lines l
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.system_key = 'employee_advances'
      where l.party_type = 'employee' and l.party_id in (select id from emp) and l.entry_date <= ${date}::date
      group by l.party_id, l.currency_code
    ),
    inst as (
      select p.employee_id, p.currency_code,
        sum(round(p.amount / p.months, coalesce(cu.decimals, 2))) as instalments
      from hr_advance_payments p
      left join currencies cu on cu.tenant_id = p.tenant_id and cu.code = p.currency_code
      where p.employee_id in (select id from emp) and p.date <= ${date}::date
        and ${first}::date < date_trunc('month', p.date) + make_interval(months => p.months)
      group by p.employee_id, p.currency_code
    ),
    prev as (
      select distinct on (pl.employee_id) pl.employee_id, pl.net
      from hr_monthly_payroll_lines pl
      join hr_monthly_payrolls p on p.tenant_id = pl.tenant_id and p.id = pl.payroll_id
      where p.status = 1 and p.month = (${first}::date - interval '1 month')::date
        and pl.employee_id in (select id from emp)
      order by pl.employee_id, p.id desc
    )
    select s.employee_id, s.contract_id, s.salary_type, s.amount, s.days, emp.currency_code, cu.decimals,
      coalesce(adv.outstanding, 0)::text as advance_outstanding,
      coalesce(inst.instalments, 0)::text as advance_instalments,
      prev.net::text as previous_net
    from seg s
    join emp on emp.id = s.employee_id
    left join currencies cu on cu.tenant_id = ${tx.tenantId} and cu.code = emp.currency_code
    left join adv on adv.employee_id = s.employee_id and adv.currency_code = emp.currency_code
    left join inst on inst.employee_id = s.employee_id and inst.currency_code = emp.currency_code
    left join prev on prev.employee_id = s.employee_id
    where s.days > 0
    order by s.employee_id, s.start_date`.execute(tx);

  const items = await contractItems(tx, [...new Set(r.rows.map((row) => row.contract_id))]);
  const out: EmployeeMonth[] = [];
  for (const row of r.rows) {
    let e = out[out.length - 1];
    if (!e || e.employee_id !== row.employee_id) {
      e = {
        employee_id: row.employee_id,
        currency_code: row.currency_code,
        decimals: row.decimals ?? shownDecimals(row.currency_code),
        step:
          row.currency_code === 'IQD'
            ? iqdStep
            : dec(1)
                .div(dec(10).pow(row.decimals ?? shownDecimals(row.currency_code)))
                .toFixed(),
        segments: [],
        advance_outstanding: row.advance_outstanding,
        advance_instalments: row.advance_instalments,
        previous_net: row.previous_net,
        units: null,
      };
      out.push(e);
    }
    e.segments.push({
      employee_id: row.employee_id,
      salary_type: row.salary_type,
      amount: row.amount,
      days: row.days,
      items: items.get(row.contract_id) ?? [],
    });
  }
  return out;
}

/** The payroll types of the month's contracts, by contract (one statement). */
async function contractItems(tx: TenantTx, contractIds: string[]): Promise<Map<string, SegmentItem[]>> {
  const out = new Map<string, SegmentItem[]>();
  if (contractIds.length === 0) return out;
  const r = await sql<SegmentItem & { contract_id: string }>`
    select ci.hr_employee_contract_id as contract_id, ci.hr_payroll_type_id, t.kind, ci.method,
      ci.value::text as value
    from hr_contract_payroll_types ci
    join hr_payroll_types t on t.tenant_id = ci.tenant_id and t.id = ci.hr_payroll_type_id
    where ci.hr_employee_contract_id = any(${contractIds}::bigint[])
    order by ci.hr_employee_contract_id, ci.hr_payroll_type_id`.execute(tx);
  for (const { contract_id, ...item } of r.rows) {
    const list = out.get(contract_id) ?? [];
    list.push(item);
    out.set(contract_id, list);
  }
  return out;
}
