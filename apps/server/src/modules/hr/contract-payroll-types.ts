import { type ContractPayrollType, contractPayrollTypeEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { invalid, notFound } from '../../platform/errors.js';

type Answer = { currency_code: string; data: ContractPayrollType[] };

/** A contract's payroll types with their names and kinds, and the currency their fixed amounts are in. */
async function read(tx: TenantTx, contractId: string): Promise<Answer> {
  const contract = (
    await sql<{ currency_code: string }>`select e.currency_code from hr_employee_contracts c
      join hr_employees e on e.tenant_id = c.tenant_id and e.id = c.employee_id where c.id = ${contractId}`.execute(
      tx,
    )
  ).rows[0];
  if (!contract) throw notFound();
  const rows = await sql<ContractPayrollType>`
    select ci.id, ci.hr_payroll_type_id, t.name as hr_payroll_type_name, t.kind, ci.method, ci.value::text as value
    from hr_contract_payroll_types ci
    join hr_payroll_types t on t.tenant_id = ci.tenant_id and t.id = ci.hr_payroll_type_id
    where ci.hr_employee_contract_id = ${contractId} order by t.kind, t.name collate "und-x-icu"`.execute(tx);
  return { currency_code: contract.currency_code, data: rows.rows };
}

/**
 * GET and PUT hr/employee-contract/{id}/payroll-types: the allowances and deductions of a contract. The
 * PUT replaces the set (the contract row is locked, so two saves run one after the other); a type may
 * appear once; a percent is at most 100 (the schema) and a fixed amount is in the employee's currency.
 */
export function contractPayrollTypeRoutes(app: App): void {
  const { db } = app.deps;
  handle(app, contractPayrollTypeEndpoints.get, (req) => tenantTx(db, req, (tx) => read(tx, req.params.id)));
  handle(app, contractPayrollTypeEndpoints.put, (req) =>
    tenantTx(db, req, async (tx) => {
      const id = req.params.id;
      const locked = await sql`select id from hr_employee_contracts where id = ${id} for update`.execute(tx);
      if (locked.rows.length === 0) throw notFound();
      const items = req.body.payroll_types;
      const errors: Record<string, string[]> = {};
      const seen = new Set<string>();
      const known = new Set(
        (
          await sql<{ id: string }>`select id from hr_payroll_types
            where id = any(${items.map((i) => i.hr_payroll_type_id)}::bigint[])`.execute(tx)
        ).rows.map((r) => r.id),
      );
      items.forEach((item, i) => {
        if (!known.has(item.hr_payroll_type_id))
          errors[`payroll_types.${i}.hr_payroll_type_id`] = ['The selected payroll type is invalid.'];
        else if (seen.has(item.hr_payroll_type_id))
          errors[`payroll_types.${i}.hr_payroll_type_id`] = ['The payroll type is chosen twice.'];
        seen.add(item.hr_payroll_type_id);
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      await sql`delete from hr_contract_payroll_types where hr_employee_contract_id = ${id}`.execute(tx);
      if (items.length > 0)
        await tx
          .insertInto('hr_contract_payroll_types')
          .values(
            items.map((item) => ({
              tenant_id: tx.tenantId,
              hr_employee_contract_id: id,
              hr_payroll_type_id: item.hr_payroll_type_id,
              method: item.method,
              value: item.value,
              created_by: tx.userId ?? null,
            })),
          )
          .execute();
      return read(tx, id);
    }),
  );
}
