import { z } from 'zod';
import { isoDate } from './dates.js';
import { defineEndpoint } from './endpoints/define.js';
import { decimalString, quantityString } from './money.js';

/**
 * The two "raw edit" reports (report/purchase-items-raw-edit, report/sale-items-raw-edit): the line grid
 * of the matching items report where a user holding both the raw-edit ability and the document's edit
 * ability (purchase_edit, sale_edit) corrects one line in place with
 * `PUT /api/report/{purchase-items|sale-items}-raw-edit/{lineId}`. The server loads the whole document
 * as its input, replaces that line's fields with the ones sent and saves the document through its own
 * edit (stock and ledger reversed and posted again, every refusal of a document edit applies). The answer
 * is the corrected line as the report lists it (a saved document's lines are written again, so the
 * line's id changes).
 *
 * Only the fields sent change; at least one must be sent, and no other field is accepted.
 */

const money = decimalString({ min: '0' });
const quantity = quantityString({ positive: true });
const quantityOrZero = quantityString({ min: '0' });
const percent = decimalString({ scale: 4, min: '0', max: '100' });
const NOTHING = 'Send at least one field to correct.';

/**
 * A purchase line's correction. The unit cost is not a field: the purchase computes it from the price
 * paid and the landed costs (expenses) spread over the lines.
 */
export const purchaseLineCorrection = z
  .strictObject({
    quantity: quantity.optional(),
    bonus: quantityOrZero.optional(),
    purchase_price_before_discount: money.optional(),
    /** Discount percent 0..100 (informative, as on the purchase line). */
    discount: percent.optional(),
    purchase_price: money.optional(),
    sale_price: money.optional(),
    wholesale_price: money.optional(),
    batch_number: z.string().trim().max(64).optional(),
    expire_date: isoDate.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: NOTHING });
export type PurchaseLineCorrection = z.infer<typeof purchaseLineCorrection>;
export type PurchaseLineCorrectionInput = z.input<typeof purchaseLineCorrection>;

/** A sale line's correction: what the sale line input has (a sale's discount is on the whole sale). */
export const saleLineCorrection = z
  .strictObject({
    sale_quantity: quantity.optional(),
    /** Unit price in the sale's currency. */
    sale_price: money.optional(),
    /** 1 Sale Price, 2 Wholesale Price, 3 Cost Price. */
    price_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: NOTHING });
export type SaleLineCorrection = z.infer<typeof saleLineCorrection>;
export type SaleLineCorrectionInput = z.input<typeof saleLineCorrection>;

/** The raw-edit reports' list paths (without /api/); the correction is `PUT {path}/{lineId}`. */
export const RAW_EDIT_PATHS = {
  purchase: 'report/purchase-items-raw-edit',
  sale: 'report/sale-items-raw-edit',
} as const;

const lineParams = z.object({ lineId: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
/** The corrected line's row as its report lists it (the report's own columns). */
const reportRow = z.record(z.string(), z.unknown());

/**
 * The corrections of the raw-edit reports: one line corrected through its document's own edit (so stock
 * and ledger follow); each needs the report's ability and the document's edit ability (checked by the
 * handler). The grids themselves are the reports' table-protocol lists.
 */
export const rawEditEndpoints = {
  saleLine: defineEndpoint({
    method: 'PUT',
    path: 'report/sale-items-raw-edit/:lineId',
    params: lineParams,
    body: saleLineCorrection,
    response: reportRow,
    access: ['report_sale_items_raw_edit'],
    tag: 'reports',
  }),
  purchaseLine: defineEndpoint({
    method: 'PUT',
    path: 'report/purchase-items-raw-edit/:lineId',
    params: lineParams,
    body: purchaseLineCorrection,
    response: reportRow,
    access: ['report_purchase_items_raw_edit'],
    tag: 'reports',
  }),
};
