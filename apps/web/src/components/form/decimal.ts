import { dec } from '@bb/contracts';

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

const TYPED = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Past the bound, so clamping brings it back; keeps a typed 1e999999 from becoming a million digits. */
const BEYOND = `${BIG_BOUND}0`;

/**
 * What a person typed, as plain decimal text, or null when it is not a number. Group commas and spaces
 * are dropped ("1,250 000"), a leading plus or a bare point is read ("+5", ".5", "5."), and exponent
 * notation is expanded exactly ("1e16"); anything past ±1e16 comes back as ±1e16.
 */
export function readNumber(text: string | number | null | undefined): string | null {
  const typed = String(text ?? '').replace(/[\s,]/g, '');
  if (!TYPED.test(typed)) return null;
  const value = dec(typed);
  if (value.abs().gt(BEYOND)) return value.isNegative() ? `-${BEYOND}` : BEYOND;
  const plain = value.toFixed();
  return plain === '-0' ? '0' : plain;
}

const bounded = (limit: number | string, fallback: string) =>
  compareDecimals(limit, BIG_BOUND) > 0 || compareDecimals(limit, `-${BIG_BOUND}`) < 0 ? fallback : limit;

/**
 * The spec's numeric input rule: non-numeric text becomes 0, the value is rounded to `precision`
 * decimals and clamped to [min, max] (each bounded by ±1e15).
 */
export function normalizeNumber(text: string | number | null | undefined, rules: NumberRules = {}): string {
  const precision = rules.precision ?? 0;
  const min = bounded(rules.min ?? `-${BIG_BOUND}`, `-${BIG_BOUND}`);
  const max = bounded(rules.max ?? BIG_BOUND, BIG_BOUND);
  const units = toUnits(readNumber(text) ?? '0', precision) ?? 0n;
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

/**
 * An amount field's value (the spec's currency input: 0 to 6 decimals, clamped to min and max, ±1e15 at
 * most, non-numeric text 0): blank stays blank (so 'required' can say so), a number already within the
 * rules keeps the digits typed ("12.50"), anything else is normalized.
 */
export function normalizeAmount(text: string | null | undefined, rules: NumberRules = {}): string {
  const raw = String(text ?? '').trim();
  if (raw === '') return '';
  const typed = raw.replace(/[\s,]/g, '');
  const plain = /^-?\d+(\.\d+)?$/.test(typed) ? typed : null;
  const normalized = normalizeNumber(raw, rules);
  if (plain === null || compareDecimals(plain, normalized) !== 0) return normalized;
  const decimals = (plain.split('.')[1] ?? '').length;
  if (decimals > (rules.precision ?? 0)) return normalized;
  const kept = plain.replace(/^(-?)0+(?=\d)/, '$1');
  return /^-0(\.0*)?$/.test(kept) ? kept.slice(1) : kept;
}
