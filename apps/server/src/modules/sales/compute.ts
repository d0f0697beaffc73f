import { add, type DecimalInput, dec, divide, mul, round, SCALE, sub, toAmount } from '@bb/contracts';
import type { RateInfo } from '../cash/rates.js';

/** A line total as the cart computes it: quantity x price at the stored scale. */
export const lineTotal = (quantity: DecimalInput, price: DecimalInput) => toAmount(mul(quantity, price));

export interface SaleTotals {
  subtotal: string;
  extras_total: string;
  extras_cost: string;
  discount_amount: string;
  total: string;
}

/**
 * The totals of a sale exactly as the POS cart shows them: the discount (percent) applies to the
 * lines' subtotal, the extras are added, the minus is taken off last.
 */
export function saleTotals(input: {
  lines: { sale_quantity: string; sale_price: string }[];
  extras: { price: string; cost: string }[];
  discount: string;
  minus: string;
}): SaleTotals {
  const subtotal = add(...input.lines.map((l) => lineTotal(l.sale_quantity, l.sale_price)));
  const extras = add(...input.extras.map((e) => e.price));
  const extrasCost = add(...input.extras.map((e) => e.cost));
  const discountAmount = round(mul(subtotal, dec(input.discount).div(100)), SCALE.amount, 'halfUp');
  const total = sub(sub(add(subtotal, extras), discountAmount), input.minus);
  return {
    subtotal: toAmount(subtotal),
    extras_total: toAmount(extras),
    extras_cost: toAmount(extrasCost),
    discount_amount: toAmount(discountAmount),
    total: toAmount(total),
  };
}

/** A base-currency amount in the document currency (the inverse of the document's own conversion). */
export function fromBase(value: DecimalInput, rate: RateInfo): string {
  if (rate.pairRate === '1') return toAmount(value);
  return rate.direction === 'multiply'
    ? toAmount(divide(value, rate.pairRate, SCALE.amount, 'halfUp'))
    : toAmount(mul(value, rate.pairRate));
}

/** A document-currency amount in base currency. */
export function toBase(value: DecimalInput, rate: RateInfo): string {
  if (rate.pairRate === '1') return toAmount(value);
  return rate.direction === 'multiply'
    ? toAmount(mul(value, rate.pairRate))
    : toAmount(divide(value, rate.pairRate, SCALE.amount, 'halfUp'));
}

/**
 * What settles the sale now and what is left on the customer's account. Without a customer
 * everything is cash. With one, the payment (converted to the sale's currency, less the change) up to
 * the total is cash; the rest is debit.
 */
export function settlement(total: string, hasCustomer: boolean, paidInSaleCurrency: string, change: string) {
  if (!hasCustomer) return { cash: toAmount(total), debit: toAmount('0') };
  let cash = sub(paidInSaleCurrency, change);
  if (cash.isNeg()) cash = dec(0);
  if (cash.gt(total)) cash = dec(total);
  return { cash: toAmount(cash), debit: toAmount(sub(total, cash)) };
}
