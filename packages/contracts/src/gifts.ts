import { z } from 'zod';
import { decimalString, SCALE } from './money.js';
import { rules } from './resources/define.js';

/**
 * Gifts (`/inventory/gift`): goods given away from one branch, to a customer or not. Stock leaves the
 * chosen lots and their value at cost is posted as an expense against inventory.
 *
 * Endpoints (under /api/): `inventory/gift` list with the table protocol (GET, POST /list, POST /export);
 * POST create (accepts an `Idempotency-Key` header); GET/PUT/DELETE `inventory/gift/{id}`.
 * Attachments, comments and audits use the model type `gift`.
 */
export const GIFT_PREFIX = 'G-';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const giftInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  customer_id: rules.optionalId,
  reason: z.string().trim().min(1).max(1000),
  note: rules.optionalText(2000),
  lines: z
    .array(
      z.object({ product_id: rules.id, quantity: decimalString({ scale: SCALE.quantity, positive: true }) }),
    )
    .min(1)
    .max(500),
});
export type GiftInput = z.infer<typeof giftInput>;

/** A gift line as `GET inventory/gift/{id}` answers it; `unit_cost` is the lot's base cost when given. */
export interface GiftLine {
  id: string;
  product_id: string;
  quantity: string;
  unit_cost: string;
  name: string;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
}

export interface GiftRecord {
  id: string;
  invoice_id: string;
  inventory_id: string;
  inventory_name: string;
  date: string;
  customer_id: string | null;
  customer_name: string | null;
  reason: string;
  note: string | null;
  /** Value at cost in base currency (what was posted). */
  value: string;
  invoice_audit_status: boolean;
  created_by_name: string | null;
  updated_by_name: string | null;
  created_at: string;
  updated_at: string;
  lines: GiftLine[];
}

export interface GiftSaved {
  id: string;
  invoice_id: string;
  value: string;
}
