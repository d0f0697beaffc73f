import { z } from 'zod';
import { decimalString, SCALE } from './money.js';
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

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const money = decimalString({ min: '0' });
const quantity = decimalString({ scale: SCALE.quantity, positive: true });
const quantityOrZero = decimalString({ scale: SCALE.quantity, min: '0' });
const rate = decimalString({ scale: SCALE.rate, positive: true });

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
  sale_price: money.default('0'),
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

interface DocumentAudit {
  /** An audited document can be neither edited nor deleted. */
  audited: boolean;
  invoice_audit_user_id: string | null;
  invoice_audit_at: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface PurchaseOrderRow extends DocumentAudit {
  id: string;
  invoice_id: string;
  date: string;
  supplier_id: string;
  supplier_name: string;
  inventory_id: string;
  inventory_name: string;
  currency_code: string;
  status: PurchaseOrderStatus;
  approved_by: string | null;
  approved_at: string | null;
  /** Sum of quantity x expected_price. */
  total: string;
  quantity: string;
  received_quantity: string;
  note: string | null;
}

export interface PurchaseOrderLine {
  id: string;
  item_id: string;
  item_name: string;
  barcode: string;
  per_packet: number;
  quantity: string;
  expected_price: string;
  received_quantity: string;
  /** quantity - received_quantity, never below 0. */
  outstanding_quantity: string;
}

export interface PurchaseOrder extends PurchaseOrderRow {
  lines: PurchaseOrderLine[];
}

export interface PurchaseRow extends DocumentAudit {
  id: string;
  invoice_id: string;
  purchase_date: string;
  supplier_id: string;
  supplier_name: string;
  inventory_id: string;
  inventory_name: string;
  purchase_order_id: string | null;
  purchase_order_invoice_id: string | null;
  currency_code: string;
  exchange_rate: string;
  cash_box_id: string | null;
  invoice_reference: string | null;
  /** Lines total (sum of quantity x purchase_price). */
  subtotal: string;
  expenses: string;
  /** subtotal + expenses: what the supplier is owed for this invoice. */
  total: string;
  amount_paid: string;
  /** total - amount_paid. */
  remaining: string;
  note: string | null;
  /** True when any lot of the purchase has been sold or moved out: no edit, no delete. */
  sold: boolean;
}

export interface PurchaseDetail {
  id: string;
  item_id: string;
  item_name: string;
  barcode: string;
  /** The lot this line created. */
  product_id: string;
  purchase_order_line_id: string | null;
  batch_number: string;
  expire_date: string | null;
  quantity: string;
  bonus: string;
  purchase_price_before_discount: string;
  discount: string;
  purchase_price: string;
  /** Unit cost with the landed-cost share, over quantity + bonus. */
  cost: string;
  sale_price: string;
  wholesale_price: string;
  sale_prices: { currency_code: string; sale_price: string; wholesale_price: string }[];
  per_packet: number;
  /** quantity x purchase_price. */
  total: string;
  /** What is left in the lot now. */
  lot_quantity: string;
}

export interface Purchase extends PurchaseRow {
  lines: PurchaseDetail[];
}

export interface PurchaseReturnRow extends DocumentAudit {
  id: string;
  invoice_id: string;
  date: string;
  supplier_id: string;
  supplier_name: string;
  inventory_id: string;
  inventory_name: string;
  currency_code: string;
  exchange_rate: string;
  cash_box_id: string | null;
  total: string;
  amount_received: string;
  remaining: string;
  note: string | null;
}

export interface PurchaseReturnLine {
  id: string;
  product_id: string;
  item_id: string;
  item_name: string;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
  quantity: string;
  price: string;
  total: string;
  /** The lot's unit cost in base currency when it left. */
  base_unit_cost: string;
  lot_quantity: string;
}

export interface PurchaseReturn extends PurchaseReturnRow {
  lines: PurchaseReturnLine[];
}

/** purchase/newest-list row: the latest purchase lines of a branch. */
export interface NewestPurchaseRow {
  id: string;
  purchase_id: string;
  invoice_id: string;
  purchase_date: string;
  supplier_name: string;
  item_id: string;
  item_name: string;
  barcode: string;
  product_id: string;
  quantity: string;
  bonus: string;
  purchase_price: string;
  currency_code: string;
}

/** general/purchase-order/list row: an approved order with something outstanding. */
export interface ReceivableOrder {
  id: string;
  invoice_id: string;
  date: string;
  supplier_id: string;
  supplier_name: string;
  inventory_id: string;
  currency_code: string;
}

/** purchase-return/lots row: a lot that can be returned (with its last purchase price). */
export interface ReturnableLot {
  product_id: string;
  item_id: string;
  item_name: string;
  barcode: string;
  batch_number: string;
  expire_date: string | null;
  quantity: string;
  purchase_price: string;
  cost: string;
  currency_code: string;
  supplier_id: string | null;
}
