import { z } from 'zod';
import { isoDate } from './dates.js';
import { timestamp } from './endpoints/define.js';
import { decimalString, quantityString, rateString } from './money.js';
import { rules } from './resources/define.js';

/**
 * Purchasing wire contract (issue 7): purchase orders, purchases (P-) and purchase returns (PR-).
 * The web's purchasing screens rely on these names and shapes: make additive changes only.
 *
 * Money and quantities are decimal strings. Prices are in the document's currency; `exchange_rate` is
 * the pair rate as the tenant states it (1 USD = 1310 IQD), required when the currency is not the base.
 *
 * Endpoints (all under /api/); lists use the table protocol (GET {base} with query, POST {base}/list
 * with a body, POST {base}/export for xlsx):
 *   inventory/purchase-order  list; POST create; GET/PUT/DELETE /{id}; POST /{id}/approve;
 *                             GET general/purchase-order/list?supplier_id&inventory_id (approved, outstanding)
 *   inventory/purchase        list; POST create; GET/PUT/DELETE /{id};
 *                             GET purchase/newest-list?inventory_id (the latest purchase lines of a branch)
 *   inventory/purchase-return list; POST create; GET/PUT/DELETE /{id};
 *                             GET purchase-return/lots?supplier_id&inventory_id&keyword (lots that can go back)
 * The three lookups answer `{ data: [...] }` (ReceivableOrder, NewestPurchaseRow, ReturnableLot rows).
 * Creation accepts an `Idempotency-Key` header.
 */

const money = decimalString({ min: '0' });
const quantity = quantityString({ positive: true });
const quantityOrZero = quantityString({ min: '0' });
const rate = rateString({ positive: true });

/** Purchase order status: pending until approved; received once nothing is outstanding. */
export const PURCHASE_ORDER_STATUS = { pending: 0, approved: 1, received: 2 } as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUS)[keyof typeof PURCHASE_ORDER_STATUS];

/** Document types (ledger, stock movements, numbering) and shown prefixes. */
export const PURCHASING_DOCUMENTS = {
  purchase_order: { prefix: 'PO-' },
  purchase: { prefix: 'P-' },
  purchase_return: { prefix: 'PR-' },
} as const;

// ---------------------------------------------------------------- purchase orders

export const purchaseOrderLineInput = z.object({
  /** The saved line, when editing. */
  id: rules.optionalId,
  item_id: rules.id,
  quantity,
  /** Expected unit price in the order's currency. */
  expected_price: money.default('0'),
});

export const purchaseOrderInput = z.object({
  supplier_id: rules.id,
  inventory_id: rules.id,
  date: isoDate,
  currency_code: rules.currency,
  note: rules.optionalText(2000),
  lines: z.array(purchaseOrderLineInput).min(1).max(500),
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInput>;

// ---------------------------------------------------------------- purchases

export const purchaseSalePriceInput = z.object({
  currency_code: rules.currency,
  sale_price: money,
  wholesale_price: money.default('0'),
});

export const purchaseLineInput = z.object({
  /** The saved detail line, when editing. */
  id: rules.optionalId,
  item_id: rules.id,
  /** The order line this line receives, when the purchase comes from an order (else matched by item). */
  purchase_order_line_id: rules.optionalId,
  batch_number: z.string().trim().max(64).default(''),
  expire_date: isoDate.nullish(),
  /** Paid units. */
  quantity,
  /** Free units from the supplier: they enter stock and lower the unit cost. */
  bonus: quantityOrZero.default('0'),
  purchase_price_before_discount: money.optional(),
  /** Discount percent (0-100) from purchase_price_before_discount to purchase_price; informative. */
  discount: decimalString({ scale: 4, min: '0', max: '100' }).default('0'),
  /** Unit price actually paid (document currency): the amounts are quantity x purchase_price. */
  purchase_price: money,
  /** Required above 0, as in Add To Stock: a lot without a price would sell for nothing. */
  sale_price: decimalString({ positive: true }),
  wholesale_price: money.default('0'),
  /** Per-currency sale prices (setting productFcPrices). */
  sale_prices: z.array(purchaseSalePriceInput).max(10).default([]),
  /** Units per packet, as entered (informative). */
  per_packet: z.coerce.number().int().min(1).max(100000).default(1),
});
export type PurchaseLineInput = z.infer<typeof purchaseLineInput>;

export const purchaseInput = z.object({
  supplier_id: rules.id,
  inventory_id: rules.id,
  /** The approved order received (the web route sends 0 for none: send null or omit). */
  purchase_order_id: rules.optionalId,
  purchase_date: isoDate,
  currency_code: rules.currency,
  exchange_rate: rate.optional(),
  /** Required when amount_paid > 0; the box's currency must be the purchase's currency. */
  cash_box_id: rules.optionalId,
  amount_paid: money.default('0'),
  /** The supplier's own invoice number. */
  invoice_reference: rules.optionalText(100),
  /**
   * Landed costs (transport, customs...) in the document currency. They belong to the supplier's
   * invoice total and are spread over the lines by value into the lots' cost.
   */
  expenses: money.default('0'),
  note: rules.optionalText(2000),
  lines: z.array(purchaseLineInput).min(1).max(500),
});
export type PurchaseInput = z.infer<typeof purchaseInput>;

// ---------------------------------------------------------------- purchase returns

export const purchaseReturnLineInput = z.object({
  id: rules.optionalId,
  /** The lot returned. */
  product_id: rules.id,
  quantity,
  /** Unit price credited by the supplier, in the return's currency. */
  price: money,
});

export const purchaseReturnInput = z.object({
  supplier_id: rules.id,
  inventory_id: rules.id,
  date: isoDate,
  currency_code: rules.currency,
  exchange_rate: rate.optional(),
  /** Required when amount_received > 0; same currency as the return. */
  cash_box_id: rules.optionalId,
  /** Cash the supplier paid back now; the rest lowers what we owe them. */
  amount_received: money.default('0'),
  note: rules.optionalText(2000),
  lines: z.array(purchaseReturnLineInput).min(1).max(500),
});
export type PurchaseReturnInput = z.infer<typeof purchaseReturnInput>;

export const purchaseLookupInput = z.object({
  inventory_id: z.coerce.number().int().min(0).optional(),
  supplier_id: z.coerce.number().int().min(0).optional(),
  keyword: z.string().max(200).default(''),
});

// ---------------------------------------------------------------- answers

const documentAudit = z.object({
  /** An audited document can be neither edited nor deleted. */
  audited: z.boolean(),
  invoice_audit_user_id: z.string().nullable(),
  invoice_audit_at: timestamp.nullable(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** What every purchasing document's header answers: its number, supplier, branch and currency. */
const supplierDocument = documentAudit.extend({
  id: z.string(),
  invoice_id: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  currency_code: z.string(),
});

/** How a purchase or a return was settled: its rate to the base currency and the cash box used. */
const settled = { exchange_rate: z.string(), cash_box_id: z.string().nullable() };

/** The item of a line. */
const itemOf = { item_id: z.string(), item_name: z.string(), barcode: z.string() };

/** The lot of a line (`product_id`): its batch and expiry. */
const lotOf = { product_id: z.string(), batch_number: z.string(), expire_date: z.string().nullable() };

export const purchaseOrderRow = supplierDocument.extend({
  date: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  approved_by: z.string().nullable(),
  approved_at: timestamp.nullable(),
  /** Sum of quantity x expected_price. */
  total: z.string(),
  quantity: z.string(),
  received_quantity: z.string(),
  note: z.string().nullable(),
});
export type PurchaseOrderRow = z.input<typeof purchaseOrderRow>;

export const purchaseOrderLine = z.object({
  id: z.string(),
  ...itemOf,
  per_packet: z.number(),
  quantity: z.string(),
  expected_price: z.string(),
  received_quantity: z.string(),
  /** quantity - received_quantity, never below 0. */
  outstanding_quantity: z.string(),
});
export type PurchaseOrderLine = z.input<typeof purchaseOrderLine>;

export const purchaseOrder = purchaseOrderRow.extend({
  lines: z.array(purchaseOrderLine),
});
export type PurchaseOrder = z.input<typeof purchaseOrder>;

export const purchaseRow = supplierDocument.extend({
  purchase_date: z.string(),
  purchase_order_id: z.string().nullable(),
  purchase_order_invoice_id: z.string().nullable(),
  ...settled,
  invoice_reference: z.string().nullable(),
  /** Lines total (sum of quantity x purchase_price). */
  subtotal: z.string(),
  expenses: z.string(),
  /** subtotal + expenses: what the supplier is owed for this invoice. */
  total: z.string(),
  amount_paid: z.string(),
  /** total - amount_paid. */
  remaining: z.string(),
  note: z.string().nullable(),
  /** True when any lot of the purchase has been sold or moved out: no edit, no delete. */
  sold: z.boolean(),
});
export type PurchaseRow = z.input<typeof purchaseRow>;

/** A purchase line; its lot (`product_id`) is the one the line created. */
export const purchaseDetail = z.object({
  id: z.string(),
  ...itemOf,
  ...lotOf,
  purchase_order_line_id: z.string().nullable(),
  quantity: z.string(),
  bonus: z.string(),
  purchase_price_before_discount: z.string(),
  discount: z.string(),
  purchase_price: z.string(),
  /** Unit cost with the landed-cost share, over quantity + bonus. */
  cost: z.string(),
  sale_price: z.string(),
  wholesale_price: z.string(),
  sale_prices: z.array(
    z.object({ currency_code: z.string(), sale_price: z.string(), wholesale_price: z.string() }),
  ),
  per_packet: z.number(),
  /** quantity x purchase_price. */
  total: z.string(),
  /** What is left in the lot now. */
  lot_quantity: z.string(),
});
export type PurchaseDetail = z.input<typeof purchaseDetail>;

export const purchase = purchaseRow.extend({
  lines: z.array(purchaseDetail),
});
export type Purchase = z.input<typeof purchase>;

export const purchaseReturnRow = supplierDocument.extend({
  date: z.string(),
  ...settled,
  total: z.string(),
  amount_received: z.string(),
  remaining: z.string(),
  note: z.string().nullable(),
});
export type PurchaseReturnRow = z.input<typeof purchaseReturnRow>;

export const purchaseReturnLine = z.object({
  id: z.string(),
  ...lotOf,
  ...itemOf,
  quantity: z.string(),
  price: z.string(),
  total: z.string(),
  /** The lot's unit cost in base currency when it left. */
  base_unit_cost: z.string(),
  lot_quantity: z.string(),
});
export type PurchaseReturnLine = z.input<typeof purchaseReturnLine>;

export const purchaseReturn = purchaseReturnRow.extend({
  lines: z.array(purchaseReturnLine),
});
export type PurchaseReturn = z.input<typeof purchaseReturn>;

/** purchase/newest-list row: the latest purchase lines of a branch. */
export const newestPurchaseRow = z.object({
  id: z.string(),
  purchase_id: z.string(),
  invoice_id: z.string(),
  purchase_date: z.string(),
  supplier_name: z.string(),
  ...itemOf,
  product_id: z.string(),
  quantity: z.string(),
  bonus: z.string(),
  purchase_price: z.string(),
  currency_code: z.string(),
});
export type NewestPurchaseRow = z.input<typeof newestPurchaseRow>;

/** general/purchase-order/list row: an approved order with something outstanding. */
export const receivableOrder = z.object({
  id: z.string(),
  invoice_id: z.string(),
  date: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  inventory_id: z.string(),
  currency_code: z.string(),
});
export type ReceivableOrder = z.input<typeof receivableOrder>;

/** purchase-return/lots row: a lot that can be returned (with its last purchase price). */
export const returnableLot = z.object({
  ...lotOf,
  ...itemOf,
  quantity: z.string(),
  purchase_price: z.string(),
  cost: z.string(),
  currency_code: z.string(),
  supplier_id: z.string().nullable(),
});
export type ReturnableLot = z.input<typeof returnableLot>;
