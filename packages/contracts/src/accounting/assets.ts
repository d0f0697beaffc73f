import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, rateString } from '../money.js';
import { rules } from '../resources/define.js';
import { DEPRECIATION_METHODS } from './depreciation.js';

/**
 * Fixed assets (`/accounting/asset/assets`): bought (from a cash box, or brought in at opening) at a cost
 * in a currency, depreciated straight line each month over the useful life down to the salvage value.
 * Depreciation is posted by the daily task `asset_depreciation` (months that have ended) or by
 * `POST accounting/asset/run-depreciation`; one asset failing never stops the others and its error is shown
 * on the asset. Clearance (`/accounting/asset-clearance`) disposes of or sells an asset with depreciation
 * to the day and the gain or loss posted.
 */
export const assetInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  name: z.string().trim().min(1).max(190),
  asset_category_id: rules.id,
  cost: decimalString({ positive: true }),
  salvage_value: decimalString({ min: '0' }).default('0'),
  currency_code: rules.currency,
  exchange_rate: rateString({ positive: true }).optional(),
  /** Months; when left out, from the annual depreciation rate (12 x 100 / rate). */
  useful_life_months: z.coerce.number().int().min(1).max(1200).optional(),
  /** Annual rate in percent; when left out, the category's. */
  depreciation_rate: decimalString({ scale: 4, positive: true, max: '100' }).optional(),
  method: z.enum(DEPRECIATION_METHODS).default('straight_line'),
  /** Paid from this box; without one the asset is brought in at opening. */
  cash_box_id: rules.optionalId,
  note: rules.optionalText(2000),
});
export type AssetInput = z.infer<typeof assetInput>;

export const scheduleRow = z.object({
  /** The month's last day. */
  period: z.string(),
  amount: z.string(),
  accumulated: z.string(),
  book_value: z.string(),
  posted: z.boolean(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const assetRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  date: z.string(),
  name: z.string(),
  asset_category_id: z.string(),
  asset_category_name: z.string(),
  cost: z.string(),
  salvage_value: z.string(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  useful_life_months: z.number().int(),
  depreciation_rate: z.string(),
  method: z.string(),
  cash_box_id: z.string().nullable(),
  note: z.string().nullable(),
  cleared: z.boolean(),
  depreciation_error: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  schedule: z.array(scheduleRow),
});

export const assetEndpoints = documentEndpoints({
  base: 'accounting/asset/assets',
  tag: 'accounting',
  input: assetInput,
  record: assetRecord,
  saved: z.object({ id: z.string(), invoice_id: z.string() }),
  access: {
    list: ['asset_list'],
    get: ['asset_list', 'asset_edit'],
    create: ['asset_create'],
    edit: ['asset_edit'],
    delete: ['asset_delete'],
  },
});

export const runDepreciationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'accounting/asset/run-depreciation',
  body: z.object({ as_of: isoDate }),
  response: z.object({
    posted: z.number().int(),
    failures: z.array(z.object({ asset_id: z.string(), name: z.string(), error: z.string() })),
  }),
  access: ['asset_edit'],
  tag: 'accounting',
});

export const assetClearanceInput = z.object({
  asset_id: rules.id,
  date: isoDate,
  /** What the asset was sold for; 0 for a disposal. */
  sale_amount: decimalString({ min: '0' }).default('0'),
  /** Required when sold for more than nothing. */
  cash_box_id: rules.optionalId,
  note: rules.optionalText(2000),
});
export type AssetClearanceInput = z.infer<typeof assetClearanceInput>;

export const assetClearanceEndpoints = documentEndpoints({
  base: 'accounting/asset-clearance',
  tag: 'accounting',
  input: assetClearanceInput,
  record: z.object({
    id: z.string(),
    invoice_id: z.string(),
    inventory_id: z.string(),
    asset_id: z.string(),
    asset_name: z.string(),
    date: z.string(),
    sale_amount: z.string(),
    cash_box_id: z.string().nullable(),
    currency_code: z.string(),
    cost: z.string(),
    accumulated: z.string(),
    depreciation_to_date: z.string(),
    gain_loss: z.string(),
    note: z.string().nullable(),
    created_at: timestamp,
  }),
  saved: z.object({ id: z.string(), invoice_id: z.string(), gain_loss: z.string() }),
  access: {
    list: ['asset_clearance_list'],
    get: ['asset_clearance_list'],
    create: ['asset_clearance_create'],
    edit: ['asset_clearance_edit'],
    delete: ['asset_clearance_delete'],
  },
});

/** The assets whose last depreciation run failed, with the error kept on them (shown above the list). */
export const depreciationFailuresEndpoint = defineEndpoint({
  method: 'GET',
  path: 'accounting/asset/depreciation-failures',
  response: z.array(
    z.object({ id: z.string(), invoice_id: z.string(), name: z.string(), error: z.string() }),
  ),
  access: ['asset_list'],
  tag: 'accounting',
});
