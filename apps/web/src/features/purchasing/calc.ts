import { add, type DecimalInput, dec, divide, mul, sub, toText } from '@bb/contracts';

/** Decimal text that may be half typed: blank or partial input counts as 0. */
export function num(v: string | null | undefined): string {
  const s = (v ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? s : /^-?\d+\.$/.test(s) ? s.slice(0, -1) : '0';
}

const text = (v: DecimalInput) => toText(v);

/** Purchase price after a discount percent off the price before discount (6 decimals). */
export function discounted(before: string, discountPercent: string): string {
  const factor = sub('100', num(discountPercent));
  return text(divide(mul(num(before), factor), '100', 6, 'halfUp'));
}

/** The discount percent between a price before discount and the price paid (4 decimals). */
export function discountOf(before: string, price: string): string {
  const b = dec(num(before));
  if (b.isZero()) return '0';
  return text(divide(mul(sub(b, num(price)), '100'), b, 4, 'halfUp'));
}

/** quantity x price, exactly. */
export const lineTotal = (quantity: string, price: string) => text(mul(num(quantity), num(price)));

/** The exact sum. */
export const sum = (values: string[]) => text(add(...values.map(num)));

export const minus = (a: string, b: string) => text(sub(num(a), num(b)));

export const isPositive = (v: string | null | undefined) => dec(num(v)).greaterThan(0);

/**
 * The unit cost of each line once the landed costs are spread over the lines by value: (line value +
 * its share of the expenses) / (quantity + bonus). This preview follows the server's rule; the server's
 * figure is the one stored.
 */
export function unitCosts(
  lines: { quantity: string; bonus: string; purchase_price: string }[],
  expenses: string,
): string[] {
  const values = lines.map((l) => mul(num(l.quantity), num(l.purchase_price)));
  const total = add(...values);
  return lines.map((l, i) => {
    const units = add(num(l.quantity), num(l.bonus));
    if (units.isZero()) return '0';
    const share = total.isZero() ? dec(0) : divide(mul(values[i]!, num(expenses)), total, 6, 'halfUp');
    return text(divide(add(values[i]!, share), units, 6, 'halfUp'));
  });
}

/** amount x rate: the base-currency equivalent shown beside a foreign amount. */
export const times = (amount: string, rate: string | null | undefined) =>
  text(mul(num(amount), num(rate ?? '0')));

/** Stored decimal text without its trailing zeros ("500.000000" -> "500"); blank stays blank. */
export function tidy(v: string | null | undefined): string {
  const s = (v ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? toText(s) : '';
}

/** Runs `focus` only while nothing else has the focus (the user may already be in a field). */
export function focusIfIdle(focus: () => void): void {
  const active = document.activeElement;
  if (!active || active === document.body) focus();
}
