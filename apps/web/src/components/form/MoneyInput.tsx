import { Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { BIG_BOUND, normalizeAmount } from './decimal';

export interface MoneyInputProps {
  id?: string;
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** Negative amounts allowed (where the schema allows them); the lowest is then -1e15, else 0. */
  allowNegative?: boolean;
  /** Bounds inside ±1e15 (defaults: 0 or -1e15, and 1e15). */
  min?: number | string;
  max?: number | string;
  /** Decimal places accepted, 0 to 6 (default 6). */
  decimals?: number;
  disabled?: boolean;
  placeholder?: string;
  addonAfter?: ReactNode;
  /** Marks the input as wrong (red border, aria-invalid), e.g. a required price still missing. */
  status?: 'error' | 'warning';
  /** Shown instead of the value while the input is not focused (e.g. grouped money). */
  display?: (value: string) => string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const text = (v: MoneyInputProps['value']) => (v === null || v === undefined ? '' : String(v));

/**
 * A money amount (or quantity) typed as decimal text. The spec's currency input: what is typed shows as
 * typed while the field has focus, and the form already holds it normalized: clamped to min and max
 * (a minus below a minimum of 0 gives 0, 1e16 gives 1e15), rounded to `decimals`, non-numeric text 0;
 * an empty field stays empty. Leaving the field shows the normalized value (through `display` when
 * given). Never a JS number.
 */
export function MoneyInput({
  id,
  value,
  onChange,
  allowNegative = false,
  min,
  max = BIG_BOUND,
  decimals = 6,
  disabled,
  placeholder,
  addonAfter,
  status,
  display,
  ...aria
}: MoneyInputProps) {
  const lowest = min ?? (allowNegative ? `-${BIG_BOUND}` : 0);
  const rules = { min: lowest, max, precision: decimals };
  const shown = text(value);
  const [draft, setDraft] = useState(shown);
  const [focused, setFocused] = useState(false);
  // the draft follows the value unless it already stands for it ("12." while 12 is being typed)
  useEffect(() => {
    setDraft((d) => (normalizeAmount(d, { min: lowest, max, precision: decimals }) === shown ? d : shown));
  }, [shown, lowest, max, decimals]);

  const send = (next: string) => {
    if (next !== shown) onChange?.(next);
  };
  return (
    <Input
      id={id}
      value={display && !focused && draft !== '' ? display(draft) : draft}
      disabled={disabled}
      placeholder={placeholder}
      inputMode="decimal"
      dir="ltr"
      suffix={addonAfter}
      status={status}
      aria-invalid={status === 'error' ? true : undefined}
      {...aria}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        // a decimal comma is taken for the point, as on a keypad
        const typed = e.target.value.replace(',', '.');
        setDraft(typed);
        send(normalizeAmount(typed, rules));
      }}
      onBlur={() => {
        setFocused(false);
        const next = normalizeAmount(draft, rules);
        setDraft(next);
        send(next);
      }}
    />
  );
}
