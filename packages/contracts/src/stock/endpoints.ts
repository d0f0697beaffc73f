import { z } from 'zod';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { defineTable, type TableDecl } from '../endpoints/table.js';
import { goodsStockOutInput, stockAdjustmentInput, transferInput } from './inputs.js';

const tag = 'stock';
const saved = z.object({ id: z.string(), invoice_id: z.string() });

/** An item transfer (or transfer return) with its lines, as `GET inventory/item-transfer/{id}` answers it. */
export const transferRecord = z.object({
  id: z.string(),
  number: z.string(),
  invoice_id: z.string(),
  from_inventory_id: z.string(),
  to_inventory_id: z.string(),
  date: z.string(),
  note: z.string().nullable(),
  /** 1 pending, 2 approved, 3 cancelled. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_return: z.boolean(),
  created_by: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lines: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      /** The lot it became in the receiving branch, once approved. */
      to_product_id: z.string().nullable(),
      quantity: z.string(),
      name: z.string(),
      barcode: z.string(),
      batch_number: z.string(),
      expire_date: z.string().nullable(),
      /** What the sending lot holds now. */
      stock: z.string(),
    }),
  ),
});
export type TransferRecord = z.input<typeof transferRecord>;

/** A goods stock-out with its lines, as `GET inventory/goods-stock-out/{id}` answers it. */
export const stockOutRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  date: z.string(),
  reason: z.string(),
  created_at: timestamp,
  lines: z.array(
    z.object({
      id: z.string(),
      product_id: z.string(),
      quantity: z.string(),
      unit_cost: z.string(),
      name: z.string(),
      barcode: z.string(),
      batch_number: z.string(),
      expire_date: z.string().nullable(),
    }),
  ),
});
export type StockOutRecord = z.input<typeof stockOutRecord>;

/** Item transfers: created pending, approved (stock moves then) or cancelled by the receiving side. */
export const transferEndpoints = documentEndpoints({
  base: 'inventory/item-transfer',
  tag,
  input: transferInput,
  record: transferRecord,
  saved,
  access: {
    list: ['item_transfer_list'],
    get: ['item_transfer_list'],
    create: ['item_transfer_create'],
    edit: ['item_transfer_create', 'item_transfer_edit'],
    approve: ['item_transfer_list'],
  },
  decisionMethod: 'PUT',
  cancellable: true,
  deletable: false,
});

export const stockOutEndpoints = documentEndpoints({
  base: 'inventory/goods-stock-out',
  tag,
  input: goodsStockOutInput,
  record: stockOutRecord,
  saved,
  access: {
    list: ['goods_stock_out_list'],
    get: ['goods_stock_out_list', 'goods_stock_out_edit'],
    create: ['goods_stock_out_create'],
    edit: ['goods_stock_out_edit'],
    delete: ['goods_stock_out_delete'],
  },
});

/**
 * Stock adjustment entries and daily adjustments: a list and a create (an adjustment is corrected by another,
 * never edited). The answer carries the value gained (negative for a loss) in base currency.
 */
const adjustmentEndpointsOf = (base: string, prefix: string) => ({
  base,
  listAccess: [`${prefix}_list`] as [string],
  table: defineTable({ path: base, tag, access: [`${prefix}_list`] }) as TableDecl,
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: stockAdjustmentInput,
    response: z.object({ id: z.string(), invoice_id: z.string(), value: z.string() }),
    status: 201,
    access: [`${prefix}_create`],
    tag,
  }),
});

export const ADJUSTMENT_ENDPOINTS = {
  entry: adjustmentEndpointsOf('inventory/stock-adjustment-entry', 'stock_adjustment_entry'),
  daily: adjustmentEndpointsOf('inventory/daily-stock-adjustment', 'daily_stock_adjustment_entry'),
};
