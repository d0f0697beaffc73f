import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * Money and quantities: decimal strings on the wire and in the database, decimal.js in code, never a
 * JS number. One Decimal configuration for the whole product; every rounding names its mode.
 */
export const D = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -30,
  toExpPos: 40,
});
export type Dec = InstanceType<typeof D>;
export type DecimalInput = string | Dec;

/** Stored scale of amounts and prices (numeric(24,6)), quantities (numeric(18,4)) and rates (numeric(18,8)). */
export const SCALE = { amount: 6, quantity: 4, rate: 8 } as const;
/** The largest magnitude a user may enter (spec: big-number bound 1e15). */
export const BOUND = new D('1e15');
/**
 * The largest quantity a user may enter: quantities are stored as numeric(18,4) (below 1e14), and a lot
 * adds a purchase's quantity and bonus, so the bound leaves room for sums.
 */
export const QUANTITY_BOUND = new D('1e12');
/** The largest exchange rate: rates are stored as numeric(18,8), below 1e10. */
export const RATE_BOUND = new D('1e9');

export const RoundingMode = {
  halfUp: Decimal.ROUND_HALF_UP,
  halfEven: Decimal.ROUND_HALF_EVEN,
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
} as const;
export type RoundingModeName = keyof typeof RoundingMode;

/** Decimals shown per currency (stored at 6 whatever the currency). */
export const CURRENCY_DECIMALS: Record<string, number> = { IQD: 0, USD: 2 };
export const shownDecimals = (currency: string) => CURRENCY_DECIMALS[currency] ?? 2;

export const dec = (v: DecimalInput | number): Dec => {
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new Error('only safe integers may enter money arithmetic as numbers');
    return new D(v);
  }
  return v instanceof D ? v : new D(v);
};

export const add = (...vs: DecimalInput[]): Dec => vs.reduce<Dec>((s, v) => s.plus(dec(v)), new D(0));
export const sub = (a: DecimalInput, b: DecimalInput): Dec => dec(a).minus(dec(b));
export const mul = (a: DecimalInput, b: DecimalInput): Dec => dec(a).times(dec(b));
export const isZero = (v: DecimalInput) => dec(v).isZero();

/** Rounds to `scale` decimals with the named mode. */
export const round = (v: DecimalInput, scale: number, mode: RoundingModeName): Dec =>
  dec(v).toDecimalPlaces(scale, RoundingMode[mode]);

/** Divides and rounds in one step, so no unrounded quotient escapes. */
export const divide = (a: DecimalInput, b: DecimalInput, scale: number, mode: RoundingModeName): Dec => {
  const divisor = dec(b);
  if (divisor.isZero()) throw new Error('division by zero');
  return round(dec(a).div(divisor), scale, mode);
};

/** The canonical text of a decimal: no exponent, no trailing zeros ("1310.50000000" -> "1310.5"). */
export const toText = (v: DecimalInput): string => {
  const s = dec(v).toFixed();
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s === '-0' ? '0' : s;
};

/** Text at the stored scale of amounts (what goes into numeric(24,6)). */
export const toAmount = (v: DecimalInput): string => round(v, SCALE.amount, 'halfUp').toFixed(SCALE.amount);

/**
 * Converts an amount between currencies. `rate` is how many units of `to` one unit of `from` is worth
 * when `direction` is 'multiply' (USD -> IQD at 1310: amount x 1310); 'divide' goes the other way
 * (IQD -> USD at 1310: amount / 1310). The result is rounded to the stored scale.
 */
export function convert(
  amount: DecimalInput,
  rate: DecimalInput,
  direction: 'multiply' | 'divide',
  mode: RoundingModeName = 'halfUp',
): Dec {
  if (dec(rate).lte(0)) throw new Error('the exchange rate must be above zero');
  return direction === 'multiply'
    ? round(mul(amount, rate), SCALE.amount, mode)
    : divide(amount, rate, SCALE.amount, mode);
}

/** en-US grouping with the currency's shown decimals: 1234567.5 USD -> "1,234,567.50"; IQD -> "1,234,568". */
export function formatMoney(v: DecimalInput, currency: string): string {
  return formatNumber(v, shownDecimals(currency));
}

export function formatNumber(v: DecimalInput, decimals: number): string {
  const fixed = round(v, decimals, 'halfUp').toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = (int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = frac ? `${grouped}.${frac}` : grouped;
  return negative && !/^[0.,]+$/.test(text) ? `-${text}` : text;
}

/** Reads what a person typed ("1,234.5", " -12 ") into a decimal string, or undefined. */
export function parseMoney(text: string): string | undefined {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return toText(cleaned);
}

/**
 * A decimal string within ±`bound` (default 1e15) with at most `scale` decimals; numbers are accepted only
 * when exact.
 */
export function decimalString(
  opts: { scale?: number; min?: string; max?: string; positive?: boolean; bound?: Dec } = {},
) {
  const scale = opts.scale ?? SCALE.amount;
  const bound = opts.bound ?? BOUND;
  return z.union([z.string(), z.number()]).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    if (!new RegExp(`^-?\\d{1,16}(\\.\\d{1,${scale}})?$`).test(s)) {
      ctx.addIssue({ code: 'custom', message: `Must be a number with at most ${scale} decimals.` });
      return z.NEVER;
    }
    const d = new D(s);
    if (d.abs().gt(bound))
      ctx.addIssue({ code: 'custom', message: `Must be at most ${bound.toExponential().replace('+', '')}.` });
    if (opts.positive && d.lte(0)) ctx.addIssue({ code: 'custom', message: 'Must be greater than 0.' });
    if (opts.min !== undefined && d.lt(opts.min))
      ctx.addIssue({ code: 'custom', message: `Must be at least ${opts.min}.` });
    if (opts.max !== undefined && d.gt(opts.max))
      ctx.addIssue({ code: 'custom', message: `May not be greater than ${opts.max}.` });
    return toText(d);
  });
}

/** An exchange rate: a decimal string of at most 8 decimals within ±RATE_BOUND. */
export const rateString = (opts: { min?: string; positive?: boolean } = {}) =>
  decimalString({ ...opts, scale: SCALE.rate, bound: RATE_BOUND });

/** A quantity: a decimal string of at most 4 decimals within ±QUANTITY_BOUND. */
export const quantityString = (opts: { min?: string; max?: string; positive?: boolean } = {}) =>
  decimalString({ ...opts, scale: SCALE.quantity, bound: QUANTITY_BOUND });

const SUM_UNIT = 10n ** BigInt(SCALE.amount);
const PLAIN_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,6}))?$/;

/**
 * The exact sum of stored amounts as PostgreSQL's `sum` of numeric(24,6) prints it ('0' over no rows): the
 * amounts are added as integers of millionths (BigInt), about 30 times faster than decimal.js over a
 * statement's thousands of lines; anything not a plain decimal of at most 6 places goes through decimal.js.
 */
export function sumAmounts(vs: readonly string[]): string {
  if (vs.length === 0) return '0';
  let sum = 0n;
  for (const v of vs) {
    const m = PLAIN_AMOUNT.exec(v);
    if (!m) return toAmount(add(...vs));
    const units = BigInt(m[2]!) * SUM_UNIT + BigInt((m[3] ?? '').padEnd(SCALE.amount, '0'));
    sum += m[1] ? -units : units;
  }
  const neg = sum < 0n;
  const abs = neg ? -sum : sum;
  return `${neg ? '-' : ''}${abs / SUM_UNIT}.${(abs % SUM_UNIT).toString().padStart(SCALE.amount, '0')}`;
}
