import { z } from 'zod';
import { isoDate } from './dates.js';
import { decimalString } from './money.js';
import { rules } from './resources/define.js';

const percent = decimalString({ scale: 4, min: '0', max: '100' });

/** Add New Customer / Update Customer (700 wide): shared-screens.md sections 3 and 5. */
export const customerInput = z.object({
  name: z.string().trim().min(1).max(190),
  inventory_id: rules.id,
  phone: z.string().trim().min(1).max(40),
  custom_code: rules.optionalText(60),
  email: z
    .email()
    .max(190)
    .nullish()
    .or(z.literal('').transform(() => null)),
  customer_type_id: rules.optionalId,
  id_card_no: rules.optionalText(60),
  id_card_type: rules.optionalText(60),
  id_card_place: rules.optionalText(120),
  id_card_date: isoDate.nullish(),
  address: rules.optionalText(500),
  discount: percent.default('0'),
  price_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(1),
  additional_profit_percentage: percent.default('0'),
  receipt_due_day: z.coerce.number().int().min(1).max(31).nullish(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  inventory_ids: z.array(rules.id).max(100).default([]),
  /** Only with upsert_customer_max_debit_amount; otherwise left as they are. */
  max_amounts: z
    .array(z.object({ currency_code: rules.currency, amount: decimalString({ min: '0' }) }))
    .max(10)
    .optional(),
  custom_fields: z
    .array(z.object({ base_custom_field_id: rules.id, field_value: z.string().max(1000).nullish() }))
    .max(50)
    .default([]),
});
export type CustomerInput = z.infer<typeof customerInput>;

export const supplierInput = z.object({
  name: z.string().trim().min(1).max(190),
  phone: rules.optionalText(40),
  address: rules.optionalText(500),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  custom_fields: z
    .array(z.object({ base_custom_field_id: rules.id, field_value: z.string().max(1000).nullish() }))
    .max(50)
    .default([]),
});
export type SupplierInput = z.infer<typeof supplierInput>;

export const customerSearchInput = z.object({
  keyword: z.string().max(200).default(''),
  customer_type_id: z.coerce
    .string()
    .regex(/^\d{0,18}$/)
    .optional(),
  inventory_id: z.coerce
    .string()
    .regex(/^\d{0,18}$/)
    .optional(),
});
