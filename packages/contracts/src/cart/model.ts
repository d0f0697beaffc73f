/** The cart's data: its lines, extras, customer, context and the outcome of a change. */

export const PRICE_TYPES = { sale: 1, wholesale: 2, cost: 3 } as const;
export type PriceType = 1 | 2 | 3;
export const SERVICE_ITEM_TYPE = 3;
export const EXCEEDED_QUANTITY = 'Exceeded Quantity.';

export interface CartPriceEntry {
  currency_code: string;
  sale_price: string;
  wholesale_price: string;
}

/** "Sale item in cart". Prices are in the cart's currency; `stock_*` are the lot's own, in its currency. */
export interface CartItem {
  product_id: string;
  item_id: string;
  name: string;
  barcode: string;
  /** Stock on hand of the lot when it was added. */
  quantity: string;
  sale_quantity: string;
  sale_price: string;
  wholesale_price: string;
  purchase_price: string;
  cost: string;
  stock_sale_price: string;
  stock_wholesale_price: string;
  stock_purchase_price: string;
  stock_cost: string;
  /** The lot's currency. */
  currency_code: string;
  sale_prices: CartPriceEntry[];
  price_type: PriceType;
  additional_profit: string;
  item_type: number;
  batch_number: string;
  expire_date: string | null;
  per_packet: number;
}

export interface CartExtra {
  sale_extra_id: string;
  name: string;
  price: string;
  cost: string;
  note: string;
}

export interface CustomerBalance {
  currency_code: string;
  balance: string;
}

/** "Cart (point-of-sale draft)". Totals are not stored: `cartTotals` derives them. */
export interface Cart {
  /** Local id of the draft (also the base of its idempotency key). */
  id: string;
  name: string;
  products: CartItem[];
  customer_id: string | null;
  customer_name: string;
  customer_balance: CustomerBalance[];
  /** Whether the customer pays now (cash) rather than on account (debt). */
  customer_cash: boolean;
  /** Percent of the subtotal. */
  discount: string;
  /** A fixed amount off, in the cart's currency. */
  minus: string;
  note: string;
  extras: CartExtra[];
  /** The cart's currency: every line price and total is in it. */
  currency_code: string;
  /** The currency the cart's prices were last worked out in (to tell a currency switch). */
  currency_code_from: string;
  /** Base units per foreign unit (1 USD = 1310 IQD). */
  exchange_rate: string;
  /** The currency the customer pays in, and the rate used for it (same meaning as exchange_rate). */
  amount_currency_code: string;
  amount_exchange_rate: string;
  amount_paid: string;
  is_return: boolean;
  sale_date: string;
  price_type: PriceType;
  additional_profit: string;
  cash_box_id: string | null;
  inventory_id: string | null;
  /** Sent as Idempotency-Key when the cart is saved; renewed when the cart is cleared. */
  idempotency_key: string;
  api_connection_detail: string | null;
  hospital_patient_id: string | null;
  patient_id: string | null;
}

/** What the cart needs to know about the tenant, the branch and the user. */
export interface CartContext {
  baseCurrency: string;
  /** The other currency (spec: the foreign currency is the other of IQD and USD). */
  foreignCurrency: string;
  /** Branch setting inventory_process_mode: stock is not a cap while a stocktake runs. */
  inventoryProcessMode: boolean;
  /** The user's default branch type is 0, or a custom price type is allowed. */
  customerPricing: boolean;
}

/** A product/batch search row as the stock module answers it (POST product/search). */
export interface ProductRow {
  id: string;
  item_id: string;
  name: string;
  barcode: string;
  quantity: string;
  sale_quantity?: string;
  sale_price: string;
  wholesale_price: string;
  purchase_price: string;
  cost: string;
  currency_code: string;
  sale_prices?: CartPriceEntry[];
  item_type: number;
  batch_number?: string;
  expire_date?: string | null;
  per_packet?: number;
}

export interface CustomerPricing {
  id: string;
  name: string;
  price_type?: number | null;
  additional_profit_percentage?: string | null;
  balance?: CustomerBalance[];
}

export type AddOutcome = 'added' | 'incremented' | 'capped' | 'exceeded';
export interface CartChange {
  cart: Cart;
  outcome: AddOutcome;
  /** 'Exceeded Quantity.' when the line was already at stock. */
  message?: string;
}
