import { Input } from 'antd';
import type { ReactNode } from 'react';
import { BIG_BOUND, compareDecimals } from './decimal';

export interface MoneyInputProps {
  id?: string;
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** Negative amounts allowed (where the schema allows them). */
  allowNegative?: boolean;
  /** Decimal places accepted, 0 to 6 (default 6). */
  decimals?: number;
  disabled?: boolean;
  placeholder?: string;
  addonAfter?: ReactNode;
}

/** Leaves only a complete number: "5." -> "5", ".5" -> "0.5", "-" -> "", bounded by ±1e15. */
export function tidyMoney(raw: string): string {
  let v = raw.trim();
  if (v === '-' || v === '.' || v === '-.') return '';
  if (v.endsWith('.')) v = v.slice(0, -1);
  v = v.replace(/^(-?)\./, '$10.');
  if (v === '') return v;
  if (compareDecimals(v, BIG_BOUND) > 0) return BIG_BOUND;
  if (compareDecimals(v, `-${BIG_BOUND}`) < 0) return `-${BIG_BOUND}`;
  return v;
}

/**
 * A money amount typed as decimal text (0 to 6 decimals, a minus only where allowed); the value stays
 * a string end to end, so no amount is ever rounded by a JS number.
 */
export function MoneyInput({
  id,
  value,
  onChange,
  allowNegative = false,
  decimals = 6,
  disabled,
  placeholder,
  addonAfter,
}: MoneyInputProps) {
  const pattern = new RegExp(
    `^${allowNegative ? '-?' : ''}\\d{0,16}${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`,
  );
  const shown = value === null || value === undefined ? '' : String(value);
  return (
    <Input
      id={id}
      value={shown}
      disabled={disabled}
      placeholder={placeholder}
      inputMode="decimal"
      dir="ltr"
      suffix={addonAfter}
      onChange={(e) => {
        const next = e.target.value.replace(',', '.');
        if (pattern.test(next)) onChange?.(next);
      }}
      onBlur={() => {
        const tidy = tidyMoney(shown);
        if (tidy !== shown) onChange?.(tidy);
      }}
    />
  );
}
