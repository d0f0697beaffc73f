import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { timestamp } from '../endpoints/define.js';
import { dec, decimalString, rateString, round, shownDecimals, toText } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * A residence sale return (`/inventory/residence-sale-return`, issue 17): the whole sale comes back once.
 * What is still unpaid on each instalment is cancelled (its receivable credited); of what was paid, the
 * forfeit (an amount, or a percent of what was paid) is kept as income and the rest refunded from a cash
 * box in the sale's currency. The units become sellable again (status Returned). A return is not edited
 * or deleted: a mistaken one is corrected by selling the units again.
 */
export const residenceSaleReturnInput = z
  .object({
    residence_sale_id: rules.id,
    date: isoDate,
    /** Keep this percent of what was paid (0-100) ... */
    forfeit_percent: decimalString({ scale: 4, min: '0', max: '100' }).nullish(),
    /** ... or this amount (at most what was paid). Neither: nothing is kept. */
    forfeit_amount: decimalString({ min: '0' }).nullish(),
    /** Where the refund is paid from (needed when there is one), in the sale's currency. */
    cash_box_id: rules.optionalId,
    exchange_rate: rateString({ positive: true }).optional(),
    note: rules.optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.forfeit_percent != null && v.forfeit_amount != null)
      ctx.addIssue({
        code: 'custom',
        path: ['forfeit_amount'],
        message: 'Give the forfeit as a percent or as an amount, not both.',
      });
  });
export type ResidenceSaleReturnInput = z.infer<typeof residenceSaleReturnInput>;

/**
 * The rule of a return's money (docs/decisions.md "17: Residence sale returns"), used by the return
 * dialog to show it and by the server to post it: of what was paid, a percent (rounded half up to the
 * currency's unit) or an amount is kept, the rest refunded, so refund + forfeit = paid exactly. Null when
 * the forfeit would be more than what was paid.
 */
export function returnSplit(
  paid: string,
  currency: string,
  forfeit: { forfeit_percent?: string | null; forfeit_amount?: string | null },
): { forfeit: string; refund: string } | null {
  const kept =
    forfeit.forfeit_percent != null
      ? round(dec(paid).times(forfeit.forfeit_percent).div(100), shownDecimals(currency), 'halfUp')
      : dec(forfeit.forfeit_amount ?? '0');
  if (kept.gt(paid) || kept.lt(0)) return null;
  return { forfeit: toText(kept), refund: toText(dec(paid).minus(kept)) };
}

export const residenceSaleReturnRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  residence_sale_id: z.string(),
  sale_invoice_id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  date: z.string(),
  currency_code: z.string(),
  total: z.string(),
  paid: z.string(),
  unpaid: z.string(),
  forfeit_percent: z.string().nullable(),
  forfeit: z.string(),
  refund: z.string(),
  cash_box_id: z.string().nullable(),
  cash_box_name: z.string().nullable(),
  units: z.string(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type ResidenceSaleReturnRecord = z.input<typeof residenceSaleReturnRecord>;

export const residenceSaleReturnSaved = z.object({
  id: z.string(),
  invoice_id: z.string(),
  paid: z.string(),
  forfeit: z.string(),
  refund: z.string(),
});

export const residenceSaleReturnEndpoints = documentEndpoints({
  base: 'inventory/residence-sale-return',
  tag: 'residence',
  input: residenceSaleReturnInput,
  record: residenceSaleReturnRecord,
  saved: residenceSaleReturnSaved,
  access: {
    list: ['residence_sale_return_list'],
    get: ['residence_sale_return_list'],
    create: ['residence_sale_return_create'],
    edit: ['residence_sale_return_edit'],
  },
  deletable: false,
});

/**
 * Overdue ageing of residence instalments (issue 17), as table-protocol lists: per customer
 * (`inventory/residence-ageing/customer`) and per project, the units' block
 * (`inventory/residence-ageing/project`), per currency. What is left on each instalment of a sale not
 * returned falls in a bucket by the days past its due date on the list's end date (default today):
 * current (not yet due), 1-30, 31-60, 61-90 and over 90.
 */
export const RESIDENCE_AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export const RESIDENCE_AGEING_PATHS = {
  customer: 'inventory/residence-ageing/customer',
  project: 'inventory/residence-ageing/project',
} as const;
export const RESIDENCE_AGEING_ACCESS = ['residence_sale_list'] as const;
