import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { sheetWordsInput } from '../sheet-words.js';
import { valueLabels, xlsxAnswer } from '../table.js';
import { pinProductInput, productSearchInput, stockBackupInput } from './inputs.js';

const tag = 'stock';
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const idParams = z.object({ id });
const priceEntry = z.object({
  currency_code: z.string(),
  sale_price: z.string(),
  wholesale_price: z.string(),
});

/** A lot as `POST product/search` answers it (shared-screens 3: product search row and batch search result). */
export const searchLot = z.object({
  id: z.string(),
  item_id: z.string(),
  inventory_id: z.string(),
  inventory: z.string(),
  item_name: z.string(),
  name: z.string(),
  scientific_name: z.string().nullable(),
  barcode: z.string(),
  batch_number: z.string(),
  expire_date: z.string().nullable(),
  expired: z.boolean(),
  quantity: z.string(),
  cost: z.string(),
  purchase_price: z.string(),
  purchase_price_before_discount: z.string(),
  sale_price: z.string(),
  wholesale_price: z.string(),
  currency_code: z.string(),
  per_packet: z.number(),
  item_type: z.number(),
  /** The keyword was the item's barcode (or old barcode); null when the item has no old barcode. */
  exact: z.boolean().nullable(),
  sale_prices: z.array(priceEntry),
});
export type SearchLot = z.input<typeof searchLot>;

/** A receipt of stock into one of the item's lots: opening stock, a purchase or a purchase return. */
export const purchaseHistoryRow = z.object({
  product_id: z.string(),
  product_name: z.string(),
  product_barcode: z.string(),
  number: z.string().nullable(),
  type: z.string(),
  supplier: z.string().nullable(),
  date: z.string(),
  quantity: z.string(),
  bonus: z.string(),
  purchase_price: z.string(),
  cost: z.string(),
  sale_price: z.string(),
  wholesale_price: z.string(),
  currency_code: z.string(),
  inventory: z.string(),
});
export type PurchaseHistoryRow = z.input<typeof purchaseHistoryRow>;
export const purchaseHistoryAnswer = z.object({
  product: z.object({ id: z.string(), name: z.string(), barcode: z.string() }),
  data: z.array(purchaseHistoryRow),
});
export type PurchaseHistoryAnswer = z.input<typeof purchaseHistoryAnswer>;

const historyBody = z.object({ product_id: z.coerce.string().regex(/^\d{1,18}$/) });

/** What the price checker shows of the best lot of a barcode. */
export const priceCheckAnswer = z.object({
  name: z.string(),
  barcode: z.string(),
  sale_price: z.string(),
  currency_code: z.string(),
  sale_prices: z.array(priceEntry),
  quantity: z.string(),
  inventory: z.string(),
});
export type PriceCheckAnswer = z.input<typeof priceCheckAnswer>;

/** A pinned product: the POS's quick button of a lot in a branch. */
export const pinnedProduct = z.object({
  id: z.string(),
  product_id: z.string(),
  position: z.number().int(),
  name: z.string(),
  barcode: z.string(),
  sale_price: z.string(),
  currency_code: z.string(),
  quantity: z.string(),
});
export type PinnedProduct = z.input<typeof pinnedProduct>;

/** Everyone who picks products: the top-bar search, POS, purchases, transfers and counts. */
const SEARCHERS = [
  'product_list',
  'sale_create',
  'purchase_create',
  'purchase_edit',
  'item_transfer_create',
  'stock_adjustment_entry_create',
  'daily_stock_adjustment_entry_create',
] as const;
const HISTORY = ['product_list', 'product_purchase_history', 'report_product_purchase_history'] as const;

/** The lots' own calls: search, purchase history (and its export), price check, stock backups, pins. */
export const productEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: 'product/search',
    body: productSearchInput,
    response: z.object({ data: z.array(searchLot) }),
    access: [...SEARCHERS],
    tag,
  }),
  purchaseHistory: defineEndpoint({
    method: 'POST',
    path: 'product/purchase-history',
    body: historyBody,
    response: purchaseHistoryAnswer,
    access: [...HISTORY],
    tag,
  }),
  /** The history as xlsx: the columns shown, in order, with the names of keys (the row type). */
  purchaseHistoryExport: defineEndpoint({
    method: 'POST',
    path: 'product/purchase-history/export',
    body: historyBody.extend({
      visibleHeaders: z
        .array(z.object({ text: z.string().max(200), value: z.string().max(60), labels: valueLabels }))
        .optional(),
      localTime: z.string().max(40).optional(),
    }),
    response: xlsxAnswer,
    access: [...HISTORY],
    tag,
  }),
  priceCheck: defineEndpoint({
    method: 'GET',
    path: 'product/price-check',
    query: z.object({ barcode: z.string().trim().min(1).max(64), inventory_id: id.optional() }),
    response: priceCheckAnswer,
    access: ['price_checker', 'product_list'],
    tag,
  }),
  createBackup: defineEndpoint({
    method: 'POST',
    path: 'inventory/stock-backup',
    body: stockBackupInput,
    response: z.object({ id: z.string() }),
    status: 201,
    access: ['stock_backup_create'],
    tag,
  }),
  /** The backup's lots as xlsx, opened by the browser with a download token. */
  downloadBackup: defineEndpoint({
    method: 'GET',
    path: 'inventory/stock-backup/:id/download',
    params: idParams,
    /** `words`: the sheet's headers in the user's language (SHEET_WORDS, as JSON), English without them. */
    query: z.object({ token: z.string().optional(), words: sheetWordsInput }),
    response: xlsxAnswer,
    access: ['stock_backup_list'],
    downloadToken: true,
    tag,
  }),
  pins: defineEndpoint({
    method: 'GET',
    path: 'pin-product/list',
    query: z.object({ inventory_id: z.string().regex(/^\d{1,18}$/) }),
    response: z.object({ data: z.array(pinnedProduct) }),
    access: ['pin_product_list', 'sale_create'],
    tag: 'lookups',
  }),
  pin: defineEndpoint({
    method: 'POST',
    path: 'pin-product',
    body: pinProductInput,
    response: z.object({ id: z.string() }),
    status: 201,
    access: ['pin_product_create'],
    tag,
  }),
  unpin: defineEndpoint({
    method: 'DELETE',
    path: 'pin-product/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['pin_product_delete'],
    tag,
  }),
};
