import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, quantityString, rateString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Monthly payroll runs (`/hr/monthly-payrolls`, ability `hr_monthly_payroll`): a run for one branch and
 * one month computes every employee's pay by the day from their contracts (joiners, leavers and contract
 * changes pro-rated; days for daily workers, hours for hourly staff), deducts advance repayments, and
 * flags pay that moved more than `change_percent` from last month. It is saved pending (the preview);
 * approving posts one entry: salaries expense, salaries payable per employee, the advances repaid, and
 * the net paid out of the run's cash box for each currency.
 */
export const PAYROLL_STATUS = { pending: 0, approved: 1, cancelled: 2 } as const;

export const payrollMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const monthlyPayrollInput = z.object({
  inventory_id: rules.id,
  /** YYYY-MM */
  month: payrollMonth,
  /** The posting date; default the month's last day. */
  date: isoDate.nullish(),
  /** One cash box per currency paid (IQD, USD). */
  cash_box_ids: z.array(rules.id).min(1).max(5),
  /** Base units per USD, when anyone is paid in a currency other than the base. */
  exchange_rate: rateString({ positive: true }).nullish(),
  /** Flag an employee whose net moved more than this percent from last month. */
  change_percent: decimalString({ scale: 2, min: '0', max: '1000' }).default('20'),
  /** Hours (hourly staff) or days (daily workers) per employee; daily workers default to their days. */
  units: z
    .array(z.object({ employee_id: rules.id, units: quantityString({ min: '0', max: '10000' }) }))
    .max(20000)
    .default([]),
  note: rules.optionalText(1000),
});
export type MonthlyPayrollInput = z.input<typeof monthlyPayrollInput>;

export const payrollLine = z.object({
  id: z.string(),
  employee_id: z.string(),
  employee_code: z.string(),
  employee_name: z.string(),
  salary_type: z.number(),
  currency_code: z.string(),
  /** The contract amount of the last contract in the month (salary, day wage or hourly rate). */
  rate: z.string(),
  /** Days employed under a contract in the month. */
  days: z.number(),
  units: z.string().nullable(),
  /** The pay for the days or hours, before payroll types. */
  base: z.string(),
  allowances: z.string(),
  deductions: z.string(),
  /** base + allowances */
  gross: z.string(),
  advance_deduction: z.string(),
  net: z.string(),
  previous_net: z.string().nullable(),
  flagged: z.boolean(),
  /** Each payroll type applied (allowances kind 1, deductions kind 2), for the payslip. */
  items: z.array(
    z.object({ hr_payroll_type_id: z.string(), name: z.string(), kind: z.number(), amount: z.string() }),
  ),
});
export type PayrollLine = z.infer<typeof payrollLine>;

export const payrollTotal = z.object({
  currency_code: z.string(),
  employees: z.number(),
  base: z.string(),
  allowances: z.string(),
  deductions: z.string(),
  gross: z.string(),
  advance_deduction: z.string(),
  net: z.string(),
});

export const monthlyPayrollRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  month: z.string(),
  date: z.string(),
  status: z.number(),
  cash_box_ids: z.array(z.string()),
  exchange_rate: z.string().nullable(),
  change_percent: z.string(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  totals: z.array(payrollTotal),
  lines: z.array(payrollLine),
});
export type MonthlyPayrollRecord = z.input<typeof monthlyPayrollRecord>;

export const monthlyPayrollSaved = z.object({
  id: z.string(),
  invoice_id: z.string(),
  employees: z.number(),
  flagged: z.number(),
});

const payrollAccess = ['hr_monthly_payroll'] as const;

export const monthlyPayrollEndpoints = documentEndpoints({
  base: 'hr/monthly-payroll',
  tag: 'hr',
  input: monthlyPayrollInput,
  record: monthlyPayrollRecord,
  saved: monthlyPayrollSaved,
  access: {
    list: payrollAccess,
    get: payrollAccess,
    create: payrollAccess,
    edit: payrollAccess,
    delete: payrollAccess,
  },
});

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const decided = z.object({ id: z.string(), status: z.number() });

export const monthlyPayrollDecisions = {
  approve: defineEndpoint({
    method: 'POST',
    path: 'hr/monthly-payroll/:id/approve',
    params: idParams,
    response: decided.extend({ invoice_id: z.string() }),
    access: payrollAccess,
    tag: 'hr',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: 'hr/monthly-payroll/:id/cancel',
    params: idParams,
    response: decided,
    access: payrollAccess,
    tag: 'hr',
  }),
};
