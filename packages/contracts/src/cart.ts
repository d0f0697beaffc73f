import { add, convert, type DecimalInput, dec, mul, round, SCALE, sub, toText } from './money.js';

/**
 * The point-of-sale cart (shared-screens.md sections 3 and 4) as pure functions: no React, no storage,
 * no I/O. Every function takes a cart and answers a new one; money and quantities are decimal strings.
 *
 * Rates: `exchange_rate` is how many units of the base currency one unit of the foreign currency is
 * worth (1 USD = 1310 IQD). Foreign -> base multiplies, base -> foreign divides.
 */

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

const isPositive = (v: DecimalInput) => dec(v).gt(0);
const amount = (v: DecimalInput) => toText(round(v, SCALE.amount, 'halfUp'));
const qty = (v: DecimalInput) => toText(round(v, SCALE.quantity, 'halfUp'));

export function emptyCart(
  init: Pick<Cart, 'id' | 'name' | 'currency_code' | 'exchange_rate' | 'sale_date' | 'idempotency_key'> &
    Partial<Cart>,
): Cart {
  return {
    products: [],
    customer_id: null,
    customer_name: '',
    customer_balance: [],
    customer_cash: true,
    discount: '0',
    minus: '0',
    note: '',
    extras: [],
    currency_code_from: init.currency_code,
    amount_currency_code: init.currency_code,
    amount_exchange_rate: init.exchange_rate,
    amount_paid: '0',
    is_return: false,
    price_type: 1,
    additional_profit: '0',
    cash_box_id: null,
    inventory_id: null,
    api_connection_detail: null,
    hospital_patient_id: null,
    patient_id: null,
    ...init,
  };
}

/**
 * Converts between the base and the foreign currency with `rate` base units per foreign unit.
 * A zero or missing rate converts to 0 (the rate field is then required before saving).
 */
export function convertCurrency(
  value: DecimalInput,
  from: string,
  to: string,
  rate: DecimalInput,
  baseCurrency: string,
): string {
  if (from === to) return toText(value);
  if (!isPositive(rate)) return '0';
  if (to === baseCurrency) return toText(convert(value, rate, 'multiply'));
  if (from === baseCurrency) return toText(convert(value, rate, 'divide'));
  throw new Error(`no rate between ${from} and ${to}`);
}

/** Whether stock caps the line: not for services, not while a stocktake runs, not on a return. */
export function isCapped(item: Pick<CartItem, 'item_type'>, cart: Pick<Cart, 'is_return'>, ctx: CartContext) {
  return !ctx.inventoryProcessMode && item.item_type !== SERVICE_ITEM_TYPE && !cart.is_return;
}

/**
 * The line's prices in the cart's currency (section 4): purchase price and cost converted by the rate;
 * sale and wholesale from the per-currency entry when it exists with a sale price above 0, otherwise
 * converted; then the customer's additional profit raises all four (customer pricing only).
 */
export function priceItem(item: CartItem, cart: Cart, ctx: CartContext): CartItem {
  const to = cart.currency_code;
  const conv = (v: string) =>
    convertCurrency(v, item.currency_code, to, cart.exchange_rate, ctx.baseCurrency);
  let sale = conv(item.stock_sale_price);
  let wholesale = conv(item.stock_wholesale_price);
  if (item.currency_code !== to) {
    const entry = item.sale_prices.find((p) => p.currency_code === to);
    if (entry && isPositive(entry.sale_price)) {
      sale = toText(entry.sale_price);
      // an entry without a wholesale price keeps the converted one (a 0 would sell for nothing)
      if (isPositive(entry.wholesale_price)) wholesale = toText(entry.wholesale_price);
    }
  }
  const profit = ctx.customerPricing ? item.additional_profit : '0';
  const raise = (v: string) => (isPositive(profit) ? amount(mul(v, add('1', dec(profit).div(100)))) : v);
  return {
    ...item,
    price_type: ctx.customerPricing ? item.price_type : 1,
    sale_price: raise(sale),
    wholesale_price: raise(wholesale),
    purchase_price: raise(conv(item.stock_purchase_price)),
    cost: raise(conv(item.stock_cost)),
  };
}

/** The unit price charged: by the line's price type (1 sale, 2 wholesale, 3 cost). */
export function unitPrice(item: CartItem): string {
  if (item.price_type === 2) return item.wholesale_price;
  if (item.price_type === 3) return item.cost;
  return item.sale_price;
}

export function lineTotal(item: CartItem): string {
  return amount(mul(item.sale_quantity, unitPrice(item)));
}

function itemFromRow(row: ProductRow, cart: Cart, ctx: CartContext): CartItem {
  const item: CartItem = {
    product_id: row.id,
    item_id: row.item_id,
    name: row.name,
    barcode: row.barcode,
    quantity: toText(row.quantity),
    sale_quantity: toText(row.sale_quantity ?? '1'),
    sale_price: row.sale_price,
    wholesale_price: row.wholesale_price,
    purchase_price: row.purchase_price,
    cost: row.cost,
    stock_sale_price: toText(row.sale_price),
    stock_wholesale_price: toText(row.wholesale_price),
    stock_purchase_price: toText(row.purchase_price),
    stock_cost: toText(row.cost),
    currency_code: row.currency_code,
    sale_prices: row.sale_prices ?? [],
    price_type: cart.price_type,
    additional_profit: cart.additional_profit,
    item_type: row.item_type,
    batch_number: row.batch_number ?? '',
    expire_date: row.expire_date ?? null,
    per_packet: row.per_packet ?? 1,
  };
  return priceItem(item, cart, ctx);
}

/**
 * Adds a search row (section 4): a lot already in the cart gets +1 and moves to the front; a quantity
 * over stock is capped at stock; a line already at stock is refused with 'Exceeded Quantity.'.
 */
export function addProduct(cart: Cart, row: ProductRow, ctx: CartContext): CartChange {
  const index = cart.products.findIndex((p) => p.product_id === row.id);
  if (index >= 0) {
    const current = cart.products[index] as CartItem;
    const stock = dec(row.quantity);
    const wanted = add(current.sale_quantity, '1');
    let outcome: AddOutcome = 'incremented';
    let next = wanted;
    if (isCapped(current, cart, ctx) && wanted.gt(stock)) {
      if (dec(current.sale_quantity).gte(stock))
        return { cart, outcome: 'exceeded', message: EXCEEDED_QUANTITY };
      next = stock;
      outcome = 'capped';
    }
    const updated = { ...current, quantity: toText(row.quantity), sale_quantity: qty(next) };
    const rest = cart.products.filter((_, i) => i !== index);
    return { cart: { ...cart, products: [updated, ...rest] }, outcome };
  }
  const item = itemFromRow(row, cart, ctx);
  let outcome: AddOutcome = 'added';
  if (isCapped(item, cart, ctx) && dec(item.sale_quantity).gt(item.quantity)) {
    if (!isPositive(item.quantity)) return { cart, outcome: 'exceeded', message: EXCEEDED_QUANTITY };
    item.sale_quantity = item.quantity;
    outcome = 'capped';
  }
  return { cart: { ...cart, products: [item, ...cart.products] }, outcome };
}

/** Sets a line's quantity as typed: at least 0, capped at stock like addProduct. */
export function setQuantity(
  cart: Cart,
  productId: string,
  value: DecimalInput,
  ctx: CartContext,
): CartChange {
  const current = cart.products.find((p) => p.product_id === productId);
  if (!current) return { cart, outcome: 'exceeded' };
  let next = dec(value).lt(0) ? dec(0) : dec(value);
  let outcome: AddOutcome = 'incremented';
  if (isCapped(current, cart, ctx) && next.gt(current.quantity)) {
    next = dec(current.quantity);
    outcome = 'capped';
  }
  const products = cart.products.map((p) =>
    p.product_id === productId ? { ...p, sale_quantity: qty(next) } : p,
  );
  return {
    cart: { ...cart, products },
    outcome,
    ...(outcome === 'capped' ? { message: EXCEEDED_QUANTITY } : {}),
  };
}

export function removeItem(cart: Cart, productId: string): Cart {
  return { ...cart, products: cart.products.filter((p) => p.product_id !== productId) };
}

/** Overrides the charged unit price of a line (the field its price type reads). */
export function setUnitPrice(cart: Cart, productId: string, value: DecimalInput): Cart {
  const field = { 1: 'sale_price', 2: 'wholesale_price', 3: 'cost' } as const;
  return {
    ...cart,
    products: cart.products.map((p) =>
      p.product_id === productId
        ? { ...p, [field[p.price_type]]: amount(dec(value).lt(0) ? '0' : value) }
        : p,
    ),
  };
}

function reprice(cart: Cart, ctx: CartContext): Cart {
  return {
    ...cart,
    currency_code_from: cart.currency_code,
    products: cart.products.map((p) =>
      priceItem({ ...p, price_type: cart.price_type, additional_profit: cart.additional_profit }, cart, ctx),
    ),
  };
}

/** Price type and additional profit for the whole cart; ignored unless customer pricing applies. */
export function setPricing(
  cart: Cart,
  priceType: PriceType,
  additionalProfit: DecimalInput,
  ctx: CartContext,
) {
  const allowed = ctx.customerPricing;
  const profit = dec(additionalProfit);
  return reprice(
    {
      ...cart,
      price_type: allowed ? priceType : 1,
      additional_profit: allowed && profit.gt(0) ? toText(profit.gt(100) ? '100' : profit) : '0',
    },
    ctx,
  );
}

/** Picks (or clears) the customer: their price type and additional profit set the cart's pricing. */
export function setCustomer(cart: Cart, customer: CustomerPricing | null, ctx: CartContext): Cart {
  const type = customer?.price_type;
  const priceType: PriceType = type === 2 || type === 3 ? type : 1;
  const next: Cart = {
    ...cart,
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? '',
    customer_balance: customer?.balance ?? [],
    customer_cash: customer ? cart.customer_cash : true,
  };
  return setPricing(next, priceType, customer?.additional_profit_percentage ?? '0', ctx);
}

/** Switches the cart's currency (and/or rate) and works every line's prices out again. */
export function setCurrency(cart: Cart, currency: string, rate: DecimalInput, ctx: CartContext): Cart {
  const r = toText(dec(rate).lt(0) ? '0' : rate);
  return reprice(
    {
      ...cart,
      currency_code: currency,
      exchange_rate: r,
      amount_currency_code:
        cart.amount_currency_code === cart.currency_code ? currency : cart.amount_currency_code,
      amount_exchange_rate: r,
    },
    ctx,
  );
}

export interface CartTotals {
  /** Sum of the lines. */
  subtotal: string;
  /** Sum of the extras' prices. */
  extras_total: string;
  /** subtotal x discount%. */
  discount_amount: string;
  minus: string;
  /** subtotal + extras - discount - minus. */
  total: string;
  /** The same amounts in the other currency (0 without a rate). */
  fc_currency: string;
  subtotal_fc: string;
  minus_fc: string;
  total_fc: string;
  /** What was paid, in the cart's currency. */
  paid: string;
  /** Given back, in the cart's currency, and in the currency paid with. */
  amount_change: string;
  amount_change_paid_currency: string;
  /** Left unpaid (on the customer's account), in the cart's currency. */
  remaining: string;
  item_count: string;
}

export function cartTotals(cart: Cart, ctx: CartContext): CartTotals {
  const subtotal = add(...cart.products.map(lineTotal));
  const extras = add(...cart.extras.map((e) => e.price));
  const discountAmount = round(mul(subtotal, dec(cart.discount).div(100)), SCALE.amount, 'halfUp');
  const total = sub(sub(add(subtotal, extras), discountAmount), cart.minus);
  const fcCurrency = cart.currency_code === ctx.baseCurrency ? ctx.foreignCurrency : ctx.baseCurrency;
  const fc = (v: DecimalInput) =>
    convertCurrency(v, cart.currency_code, fcCurrency, cart.exchange_rate, ctx.baseCurrency);
  const paid = convertCurrency(
    cart.amount_paid,
    cart.amount_currency_code,
    cart.currency_code,
    cart.amount_exchange_rate,
    ctx.baseCurrency,
  );
  const change = dec(paid).gt(total) ? sub(paid, total) : dec(0);
  const remaining = total.gt(paid) ? sub(total, paid) : dec(0);
  return {
    subtotal: amount(subtotal),
    extras_total: amount(extras),
    discount_amount: amount(discountAmount),
    minus: amount(cart.minus),
    total: amount(total),
    fc_currency: fcCurrency,
    subtotal_fc: fc(subtotal),
    minus_fc: fc(cart.minus),
    total_fc: fc(total),
    paid: amount(paid),
    amount_change: amount(change),
    amount_change_paid_currency: convertCurrency(
      change,
      cart.currency_code,
      cart.amount_currency_code,
      cart.amount_exchange_rate,
      ctx.baseCurrency,
    ),
    remaining: amount(remaining),
    item_count: qty(add(...cart.products.map((p) => p.sale_quantity))),
  };
}
