import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { timestamp } from '../endpoints/define.js';
import { decimalString, rateString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Advance payments (`/hr/advance-payment`) and their returns (`/hr/advance-payment-return`): money
 * documents with the employee as ledger party, in the employee's pay currency, paid out of (or back into)
 * a cash box of that currency. An advance is repaid by payroll deduction over `months` (each month its
 * amount / months, never more than is still owed) or by a return.
 */
export const ADVANCE_KINDS = ['hr_advance_payment', 'hr_advance_payment_return'] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

export const advanceInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  employee_id: rules.id,
  cash_box_id: rules.id,
  amount: decimalString({ positive: true }),
  /** Base units per unit, when the employee is paid in a currency other than the base. */
  exchange_rate: rateString({ positive: true }).nullish(),
  /** Advances only: the months of payroll deduction (1-120). */
  months: z.number().int().min(1).max(120).default(1),
  note: rules.optionalText(1000),
});
export type AdvanceInput = z.input<typeof advanceInput>;

export const advanceRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  date: z.string(),
  employee_id: z.string(),
  employee_name: z.string(),
  cash_box_id: z.string(),
  cash_box_name: z.string(),
  amount: z.string(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  months: z.number().nullable(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdvanceRecord = z.input<typeof advanceRecord>;

const saved = z.object({ id: z.string(), invoice_id: z.string() });

const endpoints = (base: string, prefix: string) =>
  documentEndpoints({
    base,
    tag: 'hr',
    input: advanceInput,
    record: advanceRecord,
    saved,
    access: {
      list: [`${prefix}_list`],
      get: [`${prefix}_list`, `${prefix}_edit`],
      create: [`${prefix}_create`],
      edit: [`${prefix}_edit`],
      delete: [`${prefix}_delete`],
    },
  });

export const advanceEndpoints = {
  hr_advance_payment: endpoints('hr/advance-payment', 'hr_advance_payment'),
  hr_advance_payment_return: endpoints('hr/advance-payment-return', 'hr_advance_payment_return'),
};
