import { formatMessage, MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import type { ResourceRules } from '../../platform/resources/bindings.js';

/**
 * Employees beyond their declaration: the balance (their journal lines in their pay currency; positive
 * when they owe the company, negative when it owes them) and the date rule.
 */
export const EMPLOYEE_RULES: ResourceRules = {
  computed: {
    has_photo: sql`(x.photo_key is not null)`,
    balance: sql`(select coalesce(sum(l.amount), 0) from journal_lines l where l.tenant_id = x.tenant_id
      and l.party_type = 'employee' and l.party_id = x.id and l.currency_code = x.currency_code)`,
  },
  // the photo and the attached files (identity card scans, the signed contract) go with the employee;
  // a refused delete (an employee with contracts, payroll lines or advances) rolls back and keeps them
  beforeDelete: async (tx, id) => {
    const photo = (
      await sql<{ photo_key: string | null }>`select photo_key from hr_employees where id = ${id}`.execute(tx)
    ).rows[0]?.photo_key;
    const attached = await sql<{ file_key: string }>`delete from attachments
      where model_type = 'hr_employee' and model_id = ${id} returning file_key`.execute(tx);
    await sql`delete from comments where model_name = 'hr_employee' and model_id = ${id}`.execute(tx);
    return [...(photo ? [photo] : []), ...attached.rows.map((r) => r.file_key)];
  },
  validate: async (_tx, input) => {
    if (input.leave_date && String(input.leave_date) < String(input.hire_date))
      throw invalid({ leave_date: [MESSAGES.leaveBeforeHire] });
  },
};

const day = (d: string, delta: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + delta);
  return t.toISOString().slice(0, 10);
};

/**
 * After a contract is written: an open contract of the same employee that started earlier ends the day
 * before this one starts (a raise from the 16th closes the old terms on the 15th; the history stays), then
 * any remaining overlap is refused, so one contract applies at any date. The employee row is locked first,
 * so two contracts saved at once for the same employee are checked one after the other.
 */
async function afterContract(tx: TenantTx, id: string, input: Record<string, unknown>) {
  const employeeId = String(input.employee_id);
  const start = String(input.start_date);
  const end = input.end_date ? String(input.end_date) : null;
  if (end && end < start) throw invalid({ end_date: ['The end date must not be before the start date.'] });
  const employee = (
    await sql<{ hire_date: string }>`select hire_date::text from hr_employees where id = ${employeeId}
      for update`.execute(tx)
  ).rows[0];
  if (!employee) throw invalid({ employee_id: ['The selected employee is invalid.'] });
  if (start < employee.hire_date)
    throw invalid({
      start_date: [`The contract cannot start before the hire date (${employee.hire_date}).`],
    });
  await sql`update hr_employee_contracts set end_date = ${day(start, -1)}::date, updated_at = now()
    where employee_id = ${employeeId} and id <> ${id} and end_date is null and start_date < ${start}::date`.execute(
    tx,
  );
  const clash = (
    await sql<{ start_date: string; end_date: string | null }>`
      select start_date::text, end_date::text from hr_employee_contracts
      where employee_id = ${employeeId} and id <> ${id}
        and daterange(start_date, end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')
      order by start_date limit 1`.execute(tx)
  ).rows[0];
  if (clash)
    throw invalid({
      start_date: [
        clash.end_date
          ? formatMessage('contractClash', { start: clash.start_date, end: clash.end_date })
          : formatMessage('contractClashOpen', { start: clash.start_date }),
      ],
    });
}

/** Contracts beyond their declaration: the currency is the employee's pay currency; one contract per date. */
export const CONTRACT_RULES: ResourceRules = {
  computed: {
    currency_code: sql`(select e.currency_code from hr_employees e where e.tenant_id = x.tenant_id
      and e.id = x.employee_id)`,
  },
  afterWrite: afterContract,
};
