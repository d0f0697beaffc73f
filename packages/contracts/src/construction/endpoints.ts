import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { quantityString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Construction (issue 18 item 4). A stock-out order asks for materials of a project's bill-of-quantities
 * lines; approving it reserves them in the project's branch (nothing else may sell, issue or move what is
 * reserved). Stock-outs issue against an approved order, never more than approved and not yet issued, or
 * return what was issued; each line cites its bill-of-quantities line and is posted at cost to the
 * project's own ledger account. Quantification compares planned with issued per line, building and project.
 */
const tag = 'construction';
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const saved = z.object({ id: z.string(), invoice_id: z.string() });

/** Order statuses: 1 pending, 2 approved (reserved), 3 cancelled, 4 closed (what was left released). */
export const ORDER_STATUS = { pending: 1, approved: 2, cancelled: 3, closed: 4 } as const;

const uniqueBy =
  <T>(key: (l: T) => string, field: string) =>
  (lines: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    lines.forEach((l, i) => {
      if (seen.has(key(l)))
        ctx.addIssue({ code: 'custom', path: [i, field], message: 'A line appears twice.' });
      seen.add(key(l));
    });
  };

export const constructionOrderInput = z.object({
  project_id: rules.id,
  date: isoDate,
  note: rules.optionalText(1000),
  lines: z
    .array(z.object({ boq_line_id: rules.id, quantity: quantityString({ positive: true }) }))
    .min(1)
    .max(500)
    .superRefine(uniqueBy((l) => l.boq_line_id, 'boq_line_id')),
});
export type ConstructionOrderInput = z.input<typeof constructionOrderInput>;

export const constructionOrderRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  date: z.string(),
  note: z.string().nullable(),
  status: z.number().int(),
  created_by_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: timestamp.nullable(),
  created_at: timestamp,
  lines: z.array(
    z.object({
      id: z.string(),
      boq_line_id: z.string(),
      boq_code: z.string().nullable(),
      boq_name: z.string(),
      building_name: z.string().nullable(),
      item_id: z.string(),
      item_name: z.string(),
      barcode: z.string(),
      quantity: z.string(),
      /** Net of returns. */
      issued: z.string(),
      /** Approved and not yet issued (0 unless approved). */
      outstanding: z.string(),
      /** What the order holds on the branch's lots now. */
      reserved: z.string(),
    }),
  ),
});
export type ConstructionOrderRecord = z.input<typeof constructionOrderRecord>;

export const constructionOrderEndpoints = documentEndpoints({
  base: 'construction/stock-out-order',
  tag,
  input: constructionOrderInput,
  record: constructionOrderRecord,
  saved,
  access: {
    list: ['construction_stock_out_order_list'],
    get: [
      'construction_stock_out_order_list',
      'construction_stock_out_order_edit',
      'construction_stock_out_order_approve',
      'construction_stock_out_create',
      'construction_stock_out_edit',
    ],
    create: ['construction_stock_out_order_create'],
    edit: ['construction_stock_out_order_edit'],
    delete: ['construction_stock_out_order_delete'],
    approve: ['construction_stock_out_order_approve'],
  },
  cancellable: true,
});

export const constructionStockOutInput = z.object({
  order_id: rules.id,
  date: isoDate,
  /** A return brings issued materials back into the lots they left (and under the order's reservation). */
  is_return: z.boolean().default(false),
  note: rules.optionalText(1000),
  lines: z
    .array(z.object({ order_line_id: rules.id, quantity: quantityString({ positive: true }) }))
    .min(1)
    .max(500)
    .superRefine(uniqueBy((l) => l.order_line_id, 'order_line_id')),
});
export type ConstructionStockOutInput = z.input<typeof constructionStockOutInput>;

export const constructionStockOutRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  order_id: z.string(),
  order_invoice_id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  date: z.string(),
  is_return: z.boolean(),
  note: z.string().nullable(),
  value: z.string(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  lines: z.array(
    z.object({
      order_line_id: z.string(),
      boq_line_id: z.string(),
      boq_name: z.string(),
      item_id: z.string(),
      item_name: z.string(),
      product_id: z.string(),
      batch_number: z.string(),
      quantity: z.string(),
      unit_cost: z.string(),
    }),
  ),
});
export type ConstructionStockOutRecord = z.input<typeof constructionStockOutRecord>;

export const constructionStockOutEndpoints = documentEndpoints({
  base: 'construction/stock-out',
  tag,
  input: constructionStockOutInput,
  record: constructionStockOutRecord,
  saved,
  access: {
    list: ['construction_stock_out_list'],
    get: ['construction_stock_out_list', 'construction_stock_out_edit'],
    create: ['construction_stock_out_create'],
    edit: ['construction_stock_out_edit'],
    delete: ['construction_stock_out_delete'],
  },
});

/** A project's bill of quantities with what is ordered (pending or approved) and issued per line. */
export const projectBoqAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      code: z.string().nullable(),
      name: z.string(),
      item_id: z.string(),
      item_name: z.string(),
      building_name: z.string().nullable(),
      planned_quantity: z.string(),
      planned_cost: z.string(),
      ordered: z.string(),
      issued: z.string(),
    }),
  ),
});
export type ProjectBoq = z.infer<typeof projectBoqAnswer>['data'];

export const BOQ_IMPORT_COLUMNS = [
  'code',
  'name',
  'barcode',
  'building',
  'planned_quantity',
  'planned_cost',
  'note',
] as const;

export const constructionEndpoints = {
  /** The project's bill of quantities for the order form. */
  projectBoq: defineEndpoint({
    method: 'GET',
    path: 'construction/project/:id/boq',
    params: z.object({ id }),
    response: projectBoqAnswer,
    access: [
      'construction_stock_out_order_create',
      'construction_stock_out_order_edit',
      'construction_boq_line_list',
      'construction_quantification',
    ],
    tag,
  }),
  /** Approved orders that a stock-out may issue against, newest first. */
  openOrders: defineEndpoint({
    method: 'GET',
    path: 'construction/stock-out-order/open-list',
    response: z.object({
      data: z.array(
        z.object({
          id: z.string(),
          invoice_id: z.string(),
          project_name: z.string(),
          inventory_id: z.string(),
          date: z.string(),
        }),
      ),
    }),
    access: ['construction_stock_out_create', 'construction_stock_out_edit'],
    tag,
  }),
  /** Closes an approved order: what is not issued is released; nothing more can be issued. */
  closeOrder: defineEndpoint({
    method: 'POST',
    path: 'construction/stock-out-order/:id/close',
    params: z.object({ id }),
    response: z.object({ id: z.string(), status: z.number().int() }),
    access: ['construction_stock_out_order_approve'],
    tag,
  }),
  /**
   * Bill-of-quantities import (multipart: file, project_id): an xlsx sheet whose first row names the
   * columns (BOQ_IMPORT_COLUMNS; name, barcode and planned_quantity required). Every bad row is reported
   * at once (422, `errors.file`), and then nothing is saved.
   */
  importBoq: defineEndpoint({
    method: 'POST',
    path: 'construction/boq-line/import',
    multipart: true,
    response: z.object({ imported: z.number().int() }),
    status: 201,
    access: ['construction_boq_line_create'],
    tag,
  }),
};

/** The quantification lists (table protocol, with xlsx export): per line, per building, per project. */
export const QUANTIFICATION_LISTS = {
  lines: 'construction/quantification',
  buildings: 'construction/quantification/buildings',
  projects: 'construction/quantification/projects',
} as const;
