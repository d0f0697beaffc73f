import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, quantityString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Stocktake (`/inventory-adjustment/...`, issue 18). An inventory process counts one branch: starting it
 * takes a snapshot of every lot in scope (quantity and base cost, never re-read); counters enter counts per
 * lot (typed counts replace, barcode scans add one); the comparison is counted minus the system quantity
 * when the lot was counted (the snapshot plus the movements since), so selling during the count stays
 * right; applying values the differences at snapshot cost and posts them as one STK- document.
 *
 * Lists (table protocol): `inventory-adjustment` (the processes), `inventory-process-count` (a process's
 * lines for counting, without system quantities when the count is blind) and `inventory-process-comparison`
 * (every line with snapshot, expected, counted, current and difference); both line lists take the process
 * as the list filter `process_id`.
 */
export const PROCESS_STATUS = { counting: 1, applied: 2, cancelled: 3 } as const;
export const PROCESS_SCOPES = ['all', 'group', 'category', 'rack'] as const;
/** The most lines one count call saves (a page of the counting screen is at most 100). */
export const MAX_COUNT_LINES = 1000;
/** How many problems a refused application lists by name; the total is always given. */
export const MAX_LISTED_PROBLEMS = 500;

const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const tag = 'stocktake';

export const startProcessInput = z
  .object({
    inventory_id: rules.id,
    scope: z.enum(PROCESS_SCOPES).default('all'),
    scope_id: rules.optionalId,
    blind: z.boolean().default(true),
    /** Percent of the expected quantity above which a difference asks for a recount; null: never. */
    recount_threshold: decimalString({ scale: 4, min: '0', max: '1000' }).nullish(),
    note: rules.optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.scope !== 'all' && !v.scope_id)
      ctx.addIssue({
        code: 'custom',
        path: ['scope_id'],
        message: 'Choose the group, category or rack to count.',
      });
  });
export type StartProcessInput = z.input<typeof startProcessInput>;

export const processHeader = z.object({
  id: z.string(),
  snapshot_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  status: z.number().int(),
  scope: z.enum(PROCESS_SCOPES),
  scope_id: z.string().nullable(),
  scope_name: z.string().nullable(),
  blind: z.boolean(),
  recount_threshold: z.string().nullable(),
  note: z.string().nullable(),
  started_by_name: z.string().nullable(),
  taken_at: timestamp,
  closed_at: timestamp.nullable(),
  adjustment_id: z.string().nullable(),
  adjustment_invoice_id: z.string().nullable(),
  lines: z.number().int(),
  counted_lines: z.number().int(),
  flagged_lines: z.number().int(),
  snapshot_value: z.string(),
  /**
   * Documents that superseded the applied count: they moved a counted lot, were recorded after it was
   * counted and are dated before that day (backdated). They moved stock after the count and never rewrote
   * it; `superseded` lists them.
   */
  superseded_documents: z.number().int(),
});
export type ProcessHeader = z.input<typeof processHeader>;

/** A document that superseded an applied count (see `processHeader.superseded_documents`). */
export const supersedingDocument = z.object({
  document_type: z.string(),
  document_id: z.string().nullable(),
  /** The document's shown number (S-12), when its type is a numbered kernel document. */
  invoice_id: z.string().nullable(),
  /** The date it carries (before the day the lots were counted). */
  date: z.string(),
  recorded_at: timestamp,
  recorded_by_name: z.string().nullable(),
  /** Counted lots it moved, and its net quantity over them (signed: in positive). */
  lots: z.number().int(),
  quantity: z.string(),
});
export type SupersedingDocument = z.input<typeof supersedingDocument>;

/** One problem that stops the application, named by lot. */
export const stocktakeProblem = z.object({
  product_id: z.string(),
  name: z.string(),
  batch_number: z.string(),
  /** 'recount': flagged above the threshold and not counted again; 'negative': the lot would go below zero. */
  kind: z.enum(['recount', 'negative']),
  counted: z.string(),
  expected: z.string(),
  current: z.string(),
});
export type StocktakeProblem = z.infer<typeof stocktakeProblem>;

/** Gains and losses valued at snapshot cost, and every problem, before (or without) applying. */
export const stocktakeCalculation = z.object({
  process_id: z.string(),
  snapshot_id: z.string(),
  counted_lines: z.number().int(),
  uncounted_lines: z.number().int(),
  lines_with_difference: z.number().int(),
  gain_quantity: z.string(),
  loss_quantity: z.string(),
  /** Value of the lots found over the system quantity (base currency). */
  gain: z.string(),
  /** Value of the lots found short (base currency, positive). */
  loss: z.string(),
  net: z.string(),
  problems: z.array(stocktakeProblem),
  problems_total: z.number().int(),
});
export type StocktakeCalculation = z.infer<typeof stocktakeCalculation>;

export const applyStocktakeInput = z.object({
  inventory_process_id: rules.id,
  snapshot_id: rules.id,
  date: isoDate,
});
export type ApplyStocktakeInput = z.input<typeof applyStocktakeInput>;

export const countInput = z.object({
  lines: z
    .array(z.object({ product_id: rules.id, counted: quantityString({ min: '0' }) }))
    .min(1)
    .max(MAX_COUNT_LINES),
});
export type CountInput = z.input<typeof countInput>;

export const scanInput = z.object({
  barcode: z.string().trim().min(1).max(100),
  quantity: quantityString({ positive: true }).default('1'),
});

export const processLookupRow = z.object({
  id: z.string(),
  snapshot_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  status: z.number().int(),
  taken_at: timestamp,
});
export type ProcessLookupRow = z.input<typeof processLookupRow>;

const params = z.object({ id });

export const stocktakeEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: 'inventory-process',
    body: startProcessInput,
    response: z.object({ id: z.string(), snapshot_id: z.string(), lines: z.number().int() }),
    status: 201,
    access: ['inventory_adjustment_create'],
    tag,
  }),
  /** The processes still counting, for the counting and comparison screens. */
  open: defineEndpoint({
    method: 'GET',
    path: 'inventory-process',
    response: z.array(processLookupRow),
    access: ['inventory_adjustment_create', 'inventory_adjustment_comparison', 'inventory_adjustment_list'],
    tag,
  }),
  /** Processes with counts that may be calculated and applied. */
  forCalculation: defineEndpoint({
    method: 'GET',
    path: 'inventory-process-list-for-calculation',
    response: z.array(processLookupRow),
    access: ['inventory_adjustment_calculate'],
    tag,
  }),
  snapshots: defineEndpoint({
    method: 'GET',
    path: 'snapshot-list',
    query: z.object({ inventory_process_id: id }),
    response: z.array(
      z.object({ id: z.string(), taken_at: timestamp, lines: z.number().int(), value: z.string() }),
    ),
    access: ['inventory_adjustment_calculate', 'inventory_adjustment_comparison'],
    tag,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'inventory-process/:id',
    params,
    response: processHeader,
    access: [
      'inventory_adjustment_create',
      'inventory_adjustment_comparison',
      'inventory_adjustment_list',
      'inventory_adjustment_calculate',
    ],
    tag,
  }),
  /** The documents that superseded an applied count, newest first (at most 200; the header counts all). */
  superseded: defineEndpoint({
    method: 'GET',
    path: 'inventory-process/:id/superseded',
    params,
    response: z.array(supersedingDocument),
    access: [
      'inventory_adjustment_list',
      'inventory_adjustment_comparison',
      'inventory_adjustment_calculate',
    ],
    tag,
  }),
  count: defineEndpoint({
    method: 'PUT',
    path: 'inventory-process/:id/counts',
    params,
    body: countInput,
    response: z.object({ saved: z.number().int(), flagged: z.number().int() }),
    access: ['inventory_adjustment_create'],
    tag,
  }),
  scan: defineEndpoint({
    method: 'POST',
    path: 'inventory-process/:id/scan',
    params,
    body: scanInput,
    response: z.object({
      product_id: z.string(),
      name: z.string(),
      batch_number: z.string(),
      counted: z.string(),
      flagged: z.boolean(),
    }),
    access: ['inventory_adjustment_create'],
    tag,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: 'inventory-process/:id/cancel',
    params,
    response: z.object({ id: z.string(), status: z.number().int() }),
    access: ['inventory_adjustment_create'],
    tag,
  }),
  calculation: defineEndpoint({
    method: 'GET',
    path: 'inventory-adjustment/calculate-income-and-expense/:id',
    params,
    response: stocktakeCalculation,
    access: ['inventory_adjustment_calculate'],
    tag,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: 'inventory-adjustment/calculate-income-and-expense',
    body: applyStocktakeInput,
    response: z.object({
      id: z.string(),
      invoice_id: z.string(),
      gain: z.string(),
      loss: z.string(),
      lines: z.number().int(),
    }),
    status: 201,
    access: ['inventory_adjustment_calculate'],
    tag,
  }),
};
