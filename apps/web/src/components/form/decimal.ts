/**
 * Exact arithmetic on decimal text (money, quantities, rates) with BigInt, so no value ever passes
 * through a JS number: a value is an integer count of 10^-scale units.
 */
const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/;
/** The spec's big-number bound. */
export const BIG_BOUND = '1000000000000000';

export function isDecimalText(text: string): boolean {
  const m = DECIMAL.exec(text.trim());
  return m !== null && ((m[2] ?? '') !== '' || (m[3] ?? '') !== '');
}

/** The value in units of 10^-scale, rounded half away from zero; null for anything that is not a number. */
export function toUnits(text: string | number, scale: number): bigint | null {
  const m = DECIMAL.exec(String(text).trim());
  if (!m || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) return null;
  const negative = m[1] === '-';
  const int = m[2] || '0';
  const frac = m[3] ?? '';
  const kept = frac.slice(0, scale).padEnd(scale, '0');
  let units = BigInt(int + kept);
  const next = frac.charAt(scale);
  if (next !== '' && Number(next) >= 5) units += 1n;
  return negative ? -units : units;
}

/** Units back to text, without trailing zeros in the fraction unless `fixed`. */
export function fromUnits(units: bigint, scale: number, fixed = false): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  let frac = scale > 0 ? digits.slice(digits.length - scale) : '';
  if (!fixed) frac = frac.replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

function scaleOf(...values: string[]): number {
  return Math.max(0, ...values.map((v) => (v.split('.')[1] ?? '').length));
}

/** The exact sum of decimal texts; non-numbers count as 0. */
export function sumDecimals(values: readonly (string | number | null | undefined)[]): string {
  const texts = values.map((v) => (v === null || v === undefined ? '0' : String(v).trim()));
  const scale = scaleOf(...texts);
  let total = 0n;
  for (const v of texts) total += toUnits(v, scale) ?? 0n;
  return fromUnits(total, scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string | number, b: string | number): -1 | 0 | 1 {
  const scale = scaleOf(String(a), String(b));
  const x = toUnits(a, scale) ?? 0n;
  const y = toUnits(b, scale) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface NumberRules {
  min?: number | string;
  max?: number | string;
  /** Decimal places kept (default 0). */
  precision?: number;
}

/**
 * The spec's numeric input rule: non-numeric text becomes 0, the value is rounded to `precision`
 * decimals and clamped to [min, max] (each bounded by ±1e15).
 */
export function normalizeNumber(text: string | number | null | undefined, rules: NumberRules = {}): string {
  const precision = rules.precision ?? 0;
  const min = rules.min ?? `-${BIG_BOUND}`;
  const max = rules.max ?? BIG_BOUND;
  const units = toUnits(String(text ?? ''), precision) ?? 0n;
  let value = fromUnits(units, precision);
  if (compareDecimals(value, min) < 0) value = fromUnits(toUnits(min, precision) ?? 0n, precision);
  if (compareDecimals(value, max) > 0) value = fromUnits(toUnits(max, precision) ?? 0n, precision);
  return value;
}

/** value + step, exactly. */
export function addDecimal(value: string, step: string | number): string {
  const scale = scaleOf(value, String(step));
  return fromUnits((toUnits(value, scale) ?? 0n) + (toUnits(step, scale) ?? 0n), scale);
}
