import {
  type Cart,
  type CartContext,
  type CartItem,
  type CartTotals,
  convertCurrency,
  dec,
  sub,
  unitPrice,
} from '@bb/contracts';
import { type BoxLike, boxesFor } from '../../../components/form/money-document-rules';

/**
 * What the POS checks before Pay, as the server does when the sale is saved (modules/sales/sale-rules.ts):
 * a box of the cart's currency for the cash taken, and no line at zero or below its cost without the
 * `sale_below_cost` ability.
 */

/** The cash the sale takes now, in the cart's currency: all of it without a customer, else what was paid. */
export function cashTaken(cart: Cart, totals: CartTotals): string {
  return cart.customer_id ? sub(totals.total, totals.remaining).toFixed() : totals.total;
}

/**
 * Whether no cash box can take the cash: the user has no box of the cart's currency (the journal books the
 * cash in the cart's currency, whatever the customer paid with). The server would refuse the sale.
 */
export function noBoxForCash(cart: Cart, totals: CartTotals, boxes: readonly BoxLike[]): boolean {
  return dec(cashTaken(cart, totals)).gt(0) && boxesFor(boxes, cart.currency_code).length === 0;
}

/** What a line's cost check reads from its cart. */
export type CartPricing = Pick<Cart, 'currency_code' | 'exchange_rate' | 'is_return'>;

/** A line's cost in the cart's currency, converted as the cart converts prices. */
export function costInCart(line: CartItem, cart: CartPricing, ctx: CartContext): string {
  return convertCurrency(
    line.stock_cost,
    line.currency_code,
    cart.currency_code,
    cart.exchange_rate,
    ctx.baseCurrency,
  );
}

/** Whether a line sells at zero or below its cost (a return gives back what was charged: never). */
export function sellsBelowCost(line: CartItem, cart: CartPricing, ctx: CartContext): boolean {
  if (cart.is_return || !dec(line.sale_quantity).gt(0)) return false;
  const price = dec(unitPrice(line));
  return price.lte(0) || price.lt(costInCart(line, cart, ctx));
}

export function belowCostLines(cart: Cart, ctx: CartContext): CartItem[] {
  return cart.products.filter((l) => sellsBelowCost(l, cart, ctx));
}

/** The cost a line is below (its warning in the cart), or null when its price is fine. */
export function belowCostOf(line: CartItem, cart: CartPricing, ctx: CartContext): string | null {
  return sellsBelowCost(line, cart, ctx) ? costInCart(line, cart, ctx) : null;
}
