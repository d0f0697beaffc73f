/**
 * Numbers are shown en-US style in every language (spec: "Numbers in en-US style"), grouped with commas.
 * Decimal strings from the API (money, rates, quantities) are formatted from the string itself, so no
 * digit is lost to a JS number.
 */
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
const formatters = new Map<string, Intl.NumberFormat>();

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: Math.max(min, max),
      roundingMode: 'halfExpand',
    });
    formatters.set(key, f);
  }
  return f;
}

export function formatNumber(
  value: string | number | bigint | null | undefined,
  { minimumFractionDigits = 0, maximumFractionDigits = 2 }: NumberFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const f = formatter(minimumFractionDigits, maximumFractionDigits);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return DECIMAL.test(trimmed) ? f.format(trimmed as `${number}`) : value;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return f.format(value);
}

/** A quantity (numeric(18,4) on the server): "1.0000" -> "1", "1250.5000" -> "1,250.5". */
export function formatQuantity(value: string | number | null | undefined): string {
  return formatNumber(value, { maximumFractionDigits: 4 });
}
