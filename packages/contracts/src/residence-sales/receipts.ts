import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, rateString } from '../money.js';
import { rules } from '../resources/define.js';
import { residenceInstalment } from './sale.js';

/**
 * A receipt against a residence sale: money into a cash box, credited to the customer, and allocated to the
 * sale's instalments oldest due first (or to a chosen instalment first). It may not exceed what is left.
 */
export const residenceReceiptInput = z.object({
  residence_sale_id: rules.id,
  cash_box_id: rules.id,
  date: isoDate,
  amount: decimalString({ positive: true }),
  exchange_rate: rateString({ positive: true }).optional(),
  /** Settle this instalment first, then the oldest due. */
  instalment_id: rules.optionalId,
  note: rules.optionalText(1000),
});
export type ResidenceReceiptInput = z.infer<typeof residenceReceiptInput>;

export const residenceReceiptRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  residence_sale_id: z.string(),
  sale_invoice_id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  cash_box_id: z.string(),
  cash_box_name: z.string(),
  date: z.string(),
  amount: z.string(),
  currency_code: z.string(),
  note: z.string().nullable(),
  created_at: timestamp,
  allocations: z.array(z.object({ instalment_id: z.string(), seq: z.number().int(), amount: z.string() })),
});

export const residenceReceiptSaved = z.object({
  id: z.string(),
  invoice_id: z.string(),
  allocations: z.array(z.object({ instalment_id: z.string(), amount: z.string() })),
});

export const residenceReceiptEndpoints = documentEndpoints({
  base: 'inventory/residence-receipt',
  tag: 'residence',
  input: residenceReceiptInput,
  record: residenceReceiptRecord,
  saved: residenceReceiptSaved,
  access: {
    list: ['residence_sale_list'],
    get: ['residence_sale_list'],
    create: ['residence_sale_create', 'receipt_create'],
    edit: ['residence_sale_edit', 'receipt_edit'],
    delete: ['residence_sale_delete', 'receipt_delete'],
  },
});

/** One of a customer's residence sales with what is paid, left and overdue (`customer/{id}/residence-sales`). */
export const customerResidenceSale = z.object({
  id: z.string(),
  invoice_id: z.string(),
  date: z.string(),
  currency_code: z.string(),
  total: z.string(),
  paid: z.string(),
  remaining: z.string(),
  overdue: z.string(),
  next_due_date: z.string().nullable(),
  units: z.string(),
  /** Returned (issue 17): nothing is due on it any more. */
  returned: z.boolean(),
});
export type CustomerResidenceSale = z.infer<typeof customerResidenceSale>;

export const customerResidenceSalesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'customer/:id/residence-sales',
  params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') }),
  query: z.object({ as_of: isoDate.optional() }),
  response: z.object({ data: z.array(customerResidenceSale) }),
  access: ['residence_sale_list', 'customer_list'],
  tag: 'residence',
});

/** The instalments of one sale with paid and state, as of a day (default today), for the receipt dialog. */
export const residenceScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: 'inventory/residence-sale/:id/schedule',
  params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') }),
  query: z.object({ as_of: isoDate.optional() }),
  response: z.object({ data: z.array(residenceInstalment) }),
  access: ['residence_sale_list', 'residence_sale_create'],
  tag: 'residence',
});
