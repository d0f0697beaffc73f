import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { approveAllInput, pendingAllInput, saleInput } from '../sales.js';

const tag = 'sales';
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const idParams = z.object({ id });
const flag01 = z.union([z.literal(0), z.literal(1)]);

/** Answer of POST /api/sale and PUT /api/sale/{id}. */
export const saleSaved = z.object({
  id: z.string(),
  invoice_id: z.string(),
  status: flag01,
  total: z.string(),
  currency_code: z.string(),
});
export type SaleSaved = z.input<typeof saleSaved>;

/** A line of GET /api/sale/{id} (spec "Sale detail"). */
export const saleDetailLine = z.object({
  id: z.string(),
  product_id: z.string(),
  item_id: z.string(),
  name: z.string(),
  barcode: z.string(),
  batch_number: z.string().nullable(),
  expire_date: z.string().nullable(),
  sale_quantity: z.string(),
  price_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Unit cost in the cart currency. */
  cost: z.string(),
  total_cost: z.string(),
  sale_price: z.string(),
  total_sale_price: z.string(),
  /** Item type (3 is a service: never capped at stock) and units per packet. */
  item_type: z.number(),
  per_packet: z.number(),
  /** The lot's stock on hand now. */
  stock_quantity: z.string(),
  /**
   * What an edit of this sale may sell from the lot: on hand plus what the sale itself took (for a
   * return: less what it brought back).
   */
  available_quantity: z.string(),
  /** The lot's own currency and prices (in that currency), as the product search answers them. */
  lot_currency_code: z.string(),
  stock_sale_price: z.string(),
  stock_wholesale_price: z.string(),
  stock_purchase_price: z.string(),
  stock_cost: z.string(),
  /** The lot's per-currency price entries. */
  sale_prices: z.array(
    z.object({ currency_code: z.string(), sale_price: z.string(), wholesale_price: z.string() }),
  ),
});
export type SaleDetailLine = z.input<typeof saleDetailLine>;

/** A sale extra of GET /api/sale/{id} ("Sale extra on a sale"). */
export const saleExtraLine = z.object({
  id: z.string(),
  sale_extra_id: z.string(),
  sale_extra: z.object({ id: z.string(), name: z.string() }),
  price: z.string(),
  cost: z.string(),
  note: z.string().nullable(),
});
export type SaleExtraLine = z.input<typeof saleExtraLine>;

/** GET /api/sale/{id}: the sale with details and extras (also what the invoice/receipt prints). */
export const saleDetail = z.object({
  id: z.string(),
  invoice_id: z.string(),
  is_return: flag01,
  return_of_sale_id: z.string().nullable(),
  status: flag01,
  sale_date: z.string(),
  created_at: z.string(),
  inventory_id: z.string(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  subtotal: z.string(),
  /** Percent. */
  discount: z.string(),
  discount_amount: z.string(),
  minus: z.string(),
  extras_total: z.string(),
  total: z.string(),
  /** Settled through the cash box now (cart currency). */
  cash: z.string(),
  /** Left on the customer's account (cart currency). */
  debit: z.string(),
  cash_box_id: z.string().nullable(),
  amount_paid: z.string(),
  amount_currency_code: z.string(),
  amount_exchange_rate: z.string().nullable(),
  amount_change: z.string(),
  note: z.string().nullable(),
  hospital_patient_id: z.string().nullable(),
  patient_id: z.string().nullable(),
  patient: z.string().nullable(),
  invoice_audit_status: z.boolean(),
  has_receipts: z.boolean(),
  details: z.array(saleDetailLine),
  extras: z.array(saleExtraLine),
});
export type SaleDetail = z.input<typeof saleDetail>;

/** Answer of approve-all / pending-all. */
export const saleBulkResult = z.object({
  updated: z.number().int(),
  /** Receipts created by approve-all (one per currency of the selected sales). */
  receipts: z.array(
    z.object({ id: z.string(), invoice_id: z.string(), amount: z.string(), currency_code: z.string() }),
  ),
});
export type SaleBulkResult = z.input<typeof saleBulkResult>;

/**
 * POST /api/sale/import (multipart: file, inventory_id, cash_box_id, currency_code, preview '1' | '0'):
 * one entry per sale of the sheet (rows sharing an invoice value form one sale), with its row numbers and
 * row-level errors. A preview, or an import with any error, saves nothing (the import then answers 422
 * with every row error under `errors.file`).
 */
export const saleImportEntry = z.object({
  key: z.string(),
  rows: z.array(z.number().int()),
  /** The invoice number the sale got (a preview shows the number it would get). */
  invoice_id: z.string().nullable(),
  total: z.string().nullable(),
  currency_code: z.string(),
  errors: z.array(z.string()),
});
export type SaleImportEntry = z.input<typeof saleImportEntry>;
export const saleImportResult = z.object({
  preview: z.boolean(),
  saved: z.boolean(),
  sales: z.array(saleImportEntry),
});
export type SaleImportResult = z.input<typeof saleImportResult>;

/** A customer's sale or return as the receipt dialog lists it. */
export const customerSale = z.object({
  id: z.string(),
  invoice_id: z.string(),
  is_return: flag01,
  status: z.number().int(),
  sale_date: z.string(),
  currency_code: z.string(),
  total: z.string(),
  debit: z.string(),
  received: z.string(),
});
export type CustomerSale = z.input<typeof customerSale>;

const VIEW = [
  'report_sale_list',
  'report_cashier_sale_list',
  'sale_list',
  'sale_return_list',
  'sale_create',
  'sale_edit',
] as const;

/**
 * The sale's own calls (the lists are table-protocol routes): the POS save (idempotent), edit, delete,
 * detail, bulk approval, the customer's sales and the xlsx import. A return needs the return ability
 * (or the POS's sale ability): checked by the handler, since it depends on the body.
 */
export const saleEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: 'sale',
    body: saleInput,
    response: saleSaved,
    status: 201,
    access: ['sale_create', 'sale_return_create'],
    tag,
  }),
  approveAll: defineEndpoint({
    method: 'PUT',
    path: 'sale/approve-all',
    body: approveAllInput,
    response: saleBulkResult,
    access: ['sale_approve'],
    tag,
  }),
  pendingAll: defineEndpoint({
    method: 'PUT',
    path: 'sale/pending-all',
    body: pendingAllInput,
    response: saleBulkResult,
    access: ['sale_approve'],
    tag,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: 'sale/:id',
    params: idParams,
    response: saleDetail,
    access: [...VIEW],
    tag,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'sale/:id',
    params: idParams,
    body: saleInput,
    response: saleSaved,
    access: ['sale_edit', 'sale_return_edit'],
    tag,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'sale/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['sale_delete', 'sale_return_delete'],
    tag,
  }),
  customerSales: defineEndpoint({
    method: 'GET',
    path: 'customer/:id/sales',
    params: idParams,
    response: z.array(customerSale),
    access: ['customer_list', 'receipt_list', 'receipt_create', 'sale_create'],
    tag,
  }),
  /** file, inventory_id, cash_box_id, currency_code and preview ('1' | '0'). */
  import: defineEndpoint({
    method: 'POST',
    path: 'sale/import',
    multipart: true,
    response: saleImportResult,
    access: ['sale_import'],
    tag,
  }),
};
