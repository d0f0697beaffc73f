import { add, type DecimalInput, dec, mul, round, SCALE, sub } from '../money.js';
import type { Cart, CartContext } from './model.js';
import { amount, qty } from './numbers.js';
import { convertCurrency, lineTotal } from './pricing.js';

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
