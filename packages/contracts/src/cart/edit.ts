import { add, type DecimalInput, dec, toText } from '../money.js';
import {
  type AddOutcome,
  type Cart,
  type CartChange,
  type CartContext,
  type CartItem,
  type CustomerPricing,
  EXCEEDED_QUANTITY,
  type PriceType,
  type ProductRow,
} from './model.js';
import { amount, isPositive, qty } from './numbers.js';
import { isCapped, priceItem } from './pricing.js';

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
