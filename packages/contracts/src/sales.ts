import { z } from 'zod';
import { isoDate } from './dates.js';
import { decimalString, quantityString, rateString } from './money.js';
import { rules } from './resources/define.js';

/**
 * Sales wire contract (issue 8): POST /api/sale, GET /api/sale/{id}, PUT sale/approve-all, PUT
 * sale/pending-all and the sale list rows. The POS screen relies on these shapes: keep them stable and
 * make additive changes only.
 *
 * Money and quantities are decimal strings (numbers are accepted only when exact). Amounts of a sale
 * are in the cart currency (`currency_code`); `exchange_rate` states that currency against the base
 * currency the way the tenant's rate pairs do (1 USD = 1310 IQD) and is required off the base
 * currency. The payment may be taken in another currency (`amount_currency_code` at
 * `amount_exchange_rate`, same pair style); `amount_change` is given back in the cart currency.
 *
 * Settlement: without a customer the whole total goes through `cash_box_id` (a box of the cart
 * currency). With a customer, what was paid (amount_paid converted to the cart currency, less the
 * change, at most the total) goes to the box and the rest to the customer's account (debit sale).
 * Without `cash_box_id` the server picks the box: the user's own box of the cart currency in the branch,
 * else (not for "only from my cash box") the branch's default box of it; none is a 409 (`noCashBox`).
 * A line priced at 0 or below its lot's cost needs the `sale_below_cost` ability (409 `belowCost`).
 */

/** Sale status (shared-screens.md section 9): 0 Pending, 1 Approve. */
export const SALE_STATUS = { pending: 0, approved: 1 } as const;
/** Sale price type: 1 Sale Price, 2 Wholesale Price, 3 Cost Price. */
export const SALE_PRICE_TYPES = { sale: 1, wholesale: 2, cost: 3 } as const;
export const SALE_PREFIX = 'S-';
export const SALE_RETURN_PREFIX = 'SR-';

const money = decimalString({ min: '0' });
const rate = rateString({ positive: true });
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);
const priceType = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
  .default(1);

export const saleLineInput = z.object({
  /** The chosen lot (products.id). */
  product_id: rules.id,
  sale_quantity: quantityString({ positive: true }),
  /** Unit price in the cart currency. */
  sale_price: money,
  price_type: priceType,
});
export type SaleLineInput = z.infer<typeof saleLineInput>;

export const saleExtraLineInput = z.object({
  sale_extra_id: rules.id,
  /** Charged to the customer, in the cart currency. */
  price: money,
  /** What the extra costs the shop, in the cart currency (default 0). */
  cost: money.default('0'),
  note: rules.optionalText(500),
});
export type SaleExtraLineInput = z.infer<typeof saleExtraLineInput>;

/** POST /api/sale (create) and PUT /api/sale/{id} (edit mode). Header `Idempotency-Key` from the cart. */
export const saleInput = z.object({
  inventory_id: rules.id,
  customer_id: rules.optionalId,
  is_return: flag.default(false),
  /** For a return: the sale it returns (optional; its customer and prices are not re-checked). */
  return_of_sale_id: rules.optionalId,
  sale_date: isoDate,
  /** The cart currency. */
  currency_code: rules.currency,
  /** The cart currency against the base currency (pair style, 1 USD = 1310 IQD); required off base. */
  exchange_rate: rate.optional(),
  /** Percent of the subtotal, 0..100. */
  discount: decimalString({ scale: 4, min: '0', max: '100' }).default('0'),
  /** A fixed amount taken off after the discount, in the cart currency. */
  minus: money.default('0'),
  note: rules.optionalText(2000),
  cash_box_id: rules.optionalId,
  /** What the customer handed over, in `amount_currency_code` (default the cart currency). */
  amount_paid: money.default('0'),
  amount_currency_code: rules.currency.optional(),
  amount_exchange_rate: rate.optional(),
  /** Given back, in the cart currency. */
  amount_change: money.default('0'),
  lines: z.array(saleLineInput).min(1).max(500),
  extras: z.array(saleExtraLineInput).max(50).default([]),
  hospital_patient_id: rules.optionalText(60),
  patient_id: rules.optionalText(60),
  patient: rules.optionalText(190),
  /** The incoming prescription the cart was opened from (issue 20): the sale dispenses it, once. */
  api_connection_detail_id: rules.optionalId,
});
export type SaleInput = z.input<typeof saleInput>;
export type SaleInputParsed = z.output<typeof saleInput>;

/** A row of the sale, sale-return and cashier lists (spec "Sale list row" plus the shown columns). */
export interface SaleListRow {
  id: string;
  pk: string;
  invoice_id: string;
  is_return: 0 | 1;
  status: 0 | 1;
  sale_date: string;
  created_at: string;
  inventory_id: string;
  inventory_name: string | null;
  customer_id: string | null;
  customer_name: string | null;
  user_id: string;
  user_name: string | null;
  currency_code: string;
  subtotal: string;
  discount: string;
  minus: string;
  total: string;
  cash: string;
  debit: string;
  /** Sum of the lines' cost (in the cart currency). */
  purchase_price: string;
  /** Sum of the lines' sale quantity. */
  quantity: string;
  note: string | null;
  /** 1 when the sale has customer receipts, or is audited. */
  highlight: 0 | 1;
}

/** PUT sale/approve-all. With create_receipt, every selected row must have the same customer. */
export const approveAllInput = z.object({
  sale_ids: z.array(rules.id).max(1000).default([]),
  sale_return_ids: z.array(rules.id).max(1000).default([]),
  create_receipt: flag.default(false),
  customer_ids: z.array(rules.optionalId).max(2000).default([]),
  /** The box the receipt goes into (default: the user's default box of the currency). */
  cash_box_id: rules.optionalId,
  /** Receipt date (default: today). */
  date: isoDate.optional(),
});
export type ApproveAllInput = z.input<typeof approveAllInput>;

/** PUT sale/pending-all. */
export const pendingAllInput = z.object({
  sale_ids: z.array(rules.id).max(1000).default([]),
  sale_return_ids: z.array(rules.id).max(1000).default([]),
});
export type PendingAllInput = z.input<typeof pendingAllInput>;

/** Messages of the sale rules (the spec's wording where it has one; see also MESSAGES). */
export const SALE_MESSAGES = {
  selectOne: 'Please at least select one record',
  noRecordSelected: 'No record selected',
  mixedCustomers: 'A receipt can be created only when every selected sale has the same customer.',
  maxDebitExceeded: (limit: string, currency: string) =>
    `The customer's debt would exceed the maximum debit amount of ${limit} ${currency}.`,
  noCashBox: (currency: string) =>
    `No cash box can take ${currency} for you in this branch: ask an administrator for a ${currency} cash box, or sell in another currency.`,
  belowCost: (item: string, price: string, cost: string, currency: string) =>
    `${item} is priced at ${price} ${currency}, at zero or below its cost of ${cost} ${currency}: selling so needs the "Sell at zero or below cost" ability.`,
} as const;

/** The sheet's columns, by their header names in the first row (barcode and quantity are required). */
export const SALE_IMPORT_COLUMNS = [
  'invoice',
  'sale_date',
  'barcode',
  'quantity',
  'sale_price',
  'currency_code',
  'exchange_rate',
  'customer_code',
  'discount',
  'minus',
  'note',
] as const;
