import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { timestamp } from '../endpoints/define.js';
import { quantityString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Gifts (`/inventory/gift`): goods given away from one branch, to a customer or not. Stock leaves the
 * chosen lots and their value at cost is posted as an expense against inventory.
 *
 * Endpoints: `giftEndpoints` (the kernel's get, create, update, delete) and the table-protocol list at
 * `inventory/gift`. Attachments, comments and audits use the model type `gift`.
 */
export const GIFT_PREFIX = 'G-';

export const giftInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  customer_id: rules.optionalId,
  reason: z.string().trim().min(1).max(1000),
  note: rules.optionalText(2000),
  lines: z
    .array(z.object({ product_id: rules.id, quantity: quantityString({ positive: true }) }))
    .min(1)
    .max(500),
});
export type GiftInput = z.infer<typeof giftInput>;

/** A gift line as `GET inventory/gift/{id}` answers it; `unit_cost` is the lot's base cost when given. */
export const giftLine = z.object({
  id: z.string(),
  product_id: z.string(),
  quantity: z.string(),
  unit_cost: z.string(),
  name: z.string(),
  barcode: z.string(),
  batch_number: z.string(),
  expire_date: z.string().nullable(),
});
export type GiftLine = z.infer<typeof giftLine>;

export const giftRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  date: z.string(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  reason: z.string(),
  note: z.string().nullable(),
  /** Value at cost in base currency (what was posted). */
  value: z.string(),
  invoice_audit_status: z.boolean(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lines: z.array(giftLine),
});
/** A gift as the web receives it (timestamps as ISO text). */
export type GiftRecord = z.input<typeof giftRecord>;

export const giftSaved = z.object({ id: z.string(), invoice_id: z.string(), value: z.string() });
export type GiftSaved = z.infer<typeof giftSaved>;

export const giftEndpoints = documentEndpoints({
  base: 'inventory/gift',
  tag: 'stock',
  input: giftInput,
  record: giftRecord,
  saved: giftSaved,
  access: {
    list: ['gift_list'],
    get: ['gift_list', 'gift_edit'],
    create: ['gift_create'],
    edit: ['gift_edit'],
    delete: ['gift_delete'],
  },
});
