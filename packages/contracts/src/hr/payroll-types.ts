import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { D, decimalString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Payroll types on a contract (issue 16): each payroll type (the `/hr/payroll-types` list) is an allowance
 * (kind 1) or a deduction (kind 2); a contract carries some of them, each a fixed monthly amount in the
 * employee's pay currency or a percent of the base pay. The monthly run applies them (docs/decisions.md
 * "16: Payroll types ...") and shows each on the payslip.
 */
export const PAYROLL_TYPE_KIND = { allowance: 1, deduction: 2 } as const;
export const PAYROLL_METHODS = ['fixed', 'percent'] as const;
export type PayrollMethod = (typeof PAYROLL_METHODS)[number];

export const contractPayrollTypeInput = z
  .object({
    hr_payroll_type_id: rules.id,
    method: z.enum(PAYROLL_METHODS),
    value: decimalString({ positive: true }),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'percent' && new D(v.value).gt(100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'May not be greater than 100.' });
  });

export const contractPayrollTypesInput = z.object({
  payroll_types: z.array(contractPayrollTypeInput).max(50),
});
export type ContractPayrollTypesInput = z.input<typeof contractPayrollTypesInput>;

export const contractPayrollType = z.object({
  id: z.string(),
  hr_payroll_type_id: z.string(),
  hr_payroll_type_name: z.string(),
  kind: z.number(),
  method: z.enum(PAYROLL_METHODS),
  value: z.string(),
});
export type ContractPayrollType = z.infer<typeof contractPayrollType>;

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const answer = z.object({ currency_code: z.string(), data: z.array(contractPayrollType) });

export const contractPayrollTypeEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'hr/employee-contract/:id/payroll-types',
    params: idParams,
    response: answer,
    access: ['hr_employee_contract_list', 'hr_employee_contract_edit'],
    tag: 'hr',
  }),
  /** Replaces the contract's payroll types with the ones sent. */
  put: defineEndpoint({
    method: 'PUT',
    path: 'hr/employee-contract/:id/payroll-types',
    params: idParams,
    body: contractPayrollTypesInput,
    response: answer,
    access: ['hr_employee_contract_edit'],
    tag: 'hr',
  }),
};
