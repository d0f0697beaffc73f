import { add, convert, type DecimalInput, dec, mul, toText } from '../money.js';
import { type Cart, type CartContext, type CartItem, SERVICE_ITEM_TYPE } from './model.js';
import { amount, isPositive } from './numbers.js';

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
