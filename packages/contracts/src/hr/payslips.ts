import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { defineTable } from '../endpoints/table.js';
import { monthlyPayrollRecord } from './payroll.js';

/**
 * Payrolls (`/hr/payrolls`, ability `hr_payroll_list`): every employee's payslip line of the pending and
 * approved monthly runs, one row per employee per run, as a table-protocol list (`POST hr/payroll/list`,
 * `POST hr/payroll/export`) with totals per currency. Lines are written by the runs; this list only reads.
 */
export const PAYSLIPS_PATH = 'hr/payroll';
export const PAYSLIPS_ACCESS = ['hr_payroll_list'] as const;

/** The payrolls list declared once: its read, POST list and export. */
export const PAYSLIPS_TABLE = defineTable({ path: PAYSLIPS_PATH, tag: 'hr', access: PAYSLIPS_ACCESS });

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

export const payslipEndpoints = {
  /** One payslip: its run (number, month, branch, status) with that one employee's line, for the print. */
  get: defineEndpoint({
    method: 'GET',
    path: 'hr/payroll/:id',
    params: idParams,
    response: monthlyPayrollRecord,
    access: PAYSLIPS_ACCESS,
    tag: 'hr',
  }),
};
