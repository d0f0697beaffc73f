import { z } from 'zod';
import { defineTable } from '../endpoints/table.js';

const tag = 'stock';

/** A lot as the products list answers it (modules/stock/products-table.ts). */
export const productListRow = z.looseObject({
  id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  barcode: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  batch_number: z.string(),
  expire_date: z.string().nullable(),
  quantity: z.string(),
  cost: z.string(),
  purchase_price: z.string(),
  sale_price: z.string(),
  wholesale_price: z.string(),
  currency_code: z.string(),
});
export type ProductListRow = z.input<typeof productListRow>;

/** The stock module's lists besides its documents': lots (products), stock-out lines, backups, transfer returns. */
export const STOCK_TABLES = {
  products: defineTable({ path: 'inventory/product', tag, access: ['product_list'], row: productListRow }),
  stockOutItems: defineTable({
    path: 'inventory/goods-stock-out-items',
    tag,
    access: ['goods_stock_out_list'],
  }),
  backups: defineTable({ path: 'inventory/stock-backup', tag, access: ['stock_backup_list'] }),
  transferReturns: defineTable({ path: 'inventory/transfer-return', tag, access: ['item_transfer_list'] }),
};
