import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint } from '../endpoints/define.js';
import { rules } from '../resources/define.js';

/**
 * Employee account statements (`/hr/employee/detail-account-statement` and `summary-...`): queries over
 * the journal lines whose party is the employee (salaries payable, advances), on the shared statement
 * module. Exports are POST `{path}/export` with the same fields and an optional title and local time.
 */
export const employeeStatementQuery = z.object({
  party_id: z.string().regex(/^\d{1,18}$/),
  currency_code: rules.currency,
  start_date: isoDate,
  end_date: isoDate,
});

export const employeeSummaryQuery = z.object({
  start_date: isoDate,
  end_date: isoDate,
  currency_code: rules.currency.optional(),
  inventory_id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

const line = z.object({
  id: z.string(),
  entry_id: z.string(),
  date: z.string(),
  document_type: z.string(),
  document_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  description: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});

export const employeeStatement = z.object({
  employee: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  currency_code: z.string(),
  opening_balance: z.string(),
  data: z.array(line),
  total_debit: z.string(),
  total_credit: z.string(),
  closing_balance: z.string(),
});
export type EmployeeStatement = z.infer<typeof employeeStatement>;

export const employeeSummaryRow = z.object({
  employee_id: z.string(),
  code: z.string(),
  name: z.string(),
  currency_code: z.string(),
  opening_balance: z.string(),
  debit: z.string(),
  credit: z.string(),
  closing_balance: z.string(),
});
export type EmployeeSummaryRow = z.infer<typeof employeeSummaryRow>;

export const employeeStatementEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: 'hr/employee/detail-account-statement',
    query: employeeStatementQuery,
    response: employeeStatement,
    access: ['report_hr_employee_account_statement'],
    tag: 'hr',
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: 'hr/employee/summary-account-statement',
    query: employeeSummaryQuery,
    response: z.object({ data: z.array(employeeSummaryRow) }),
    access: ['report_hr_employee_account_statement_summary'],
    tag: 'hr',
  }),
};
