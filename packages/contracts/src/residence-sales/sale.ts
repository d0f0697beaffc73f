import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, rateString } from '../money.js';
import { rules } from '../resources/define.js';

/** Residence unit states (issue 17): 1 Available, 2 Sold, 3 Returned (sellable again). */
export const UNIT_STATUS = { available: 1, sold: 2, returned: 3 } as const;

const amount = decimalString({ min: '0' });

/**
 * A residence sale (`/inventory/residence-pos/0/no/no`): one or more units sold to a customer at a price in
 * one currency, less a discount in percent, paid on the plan's schedule (schedule.ts). The schedule is computed from the
 * plan on the server; the POS shows the same computation before saving.
 */
export const residenceSaleInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  customer_id: rules.id,
  currency_code: rules.currency,
  /** The rate pair (1 USD = 1310 IQD) when the currency is not the base currency. */
  exchange_rate: rateString({ positive: true }).optional(),
  units: z
    .array(z.object({ residence_unit_id: rules.id, price: amount }))
    .min(1)
    .max(50),
  /** Percent of the units' prices, 0 to 100 (as the sale cart's discount). */
  discount: decimalString({ min: '0', max: '100', scale: 4 }).default('0'),
  premium_type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  down_payment: amount.default('0'),
  premium_count: z.coerce.number().int().min(1).max(10).default(1),
  frequency: z.coerce.number().int().min(1).max(366).default(1),
  first_due_date: isoDate,
  pre_key_percent: decimalString({ min: '0', max: '100', scale: 2 }).default('60'),
  key_handover_date: isoDate.nullish().transform((v) => v ?? null),
  first_premium_amount: amount.nullish().transform((v) => v ?? null),
  note: rules.optionalText(2000),
});
export type ResidenceSaleInput = z.infer<typeof residenceSaleInput>;

export const INSTALMENT_STATES = ['paid', 'partly_paid', 'overdue', 'due'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

export const residenceInstalment = z.object({
  id: z.string(),
  seq: z.number().int(),
  kind: z.enum(['down_payment', 'key', 'premium', 'cash']),
  due_date: z.string(),
  amount: z.string(),
  paid: z.string(),
  remaining: z.string(),
  state: z.enum(INSTALMENT_STATES),
});
export type ResidenceInstalment = z.infer<typeof residenceInstalment>;

export const residenceSaleUnit = z.object({
  id: z.string(),
  residence_unit_id: z.string(),
  code: z.string(),
  name: z.string(),
  price: z.string(),
});

export const residenceSaleRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  date: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  total: z.string(),
  paid: z.string(),
  remaining: z.string(),
  premium_type: z.number().int(),
  down_payment: z.string(),
  premium_count: z.number().int(),
  frequency: z.number().int(),
  first_due_date: z.string(),
  pre_key_percent: z.string(),
  pre_key_amount: z.string(),
  key_handover_date: z.string().nullable(),
  first_premium_amount: z.string().nullable(),
  note: z.string().nullable(),
  key_handed_over_on: z.string().nullable(),
  key_handover_overridden: z.boolean(),
  /** Returned (issue 17): see `/inventory/residence-sale-return`. */
  returned: z.boolean(),
  invoice_audit_status: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  units: z.array(residenceSaleUnit),
  instalments: z.array(residenceInstalment),
});
export type ResidenceSaleRecord = z.input<typeof residenceSaleRecord>;

export const residenceSaleSaved = z.object({ id: z.string(), invoice_id: z.string(), total: z.string() });

export const residenceSaleEndpoints = documentEndpoints({
  base: 'inventory/residence-sale',
  tag: 'residence',
  input: residenceSaleInput,
  record: residenceSaleRecord,
  saved: residenceSaleSaved,
  access: {
    list: ['residence_sale_list'],
    get: ['residence_sale_list', 'residence_sale_edit'],
    create: ['residence_sale_create'],
    edit: ['residence_sale_edit'],
    delete: ['residence_sale_delete'],
  },
});

/** POST inventory/residence-sale/{id}/key-handover: the key is handed over (once), on a day, with a note. */
export const keyHandoverEndpoint = defineEndpoint({
  method: 'POST',
  path: 'inventory/residence-sale/:id/key-handover',
  params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') }),
  body: z.object({ date: isoDate, note: rules.optionalText(1000) }),
  response: z.object({
    id: z.string(),
    key_handed_over_on: z.string(),
    key_handover_overridden: z.boolean(),
  }),
  access: ['residence_sale_create', 'residence_sale_edit'],
  tag: 'residence',
});
