import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDecimal, BIG_BOUND, compareDecimals, normalizeNumber } from './decimal';

export interface NumberInputProps {
  id?: string;
  value?: string | number | null;
  onChange?: (value: string) => void;
  min?: number | string;
  max?: number | string;
  /** Decimal places kept (default 0). */
  precision?: number;
  step?: number;
  disabled?: boolean;
  placeholder?: string;
}

const text = (v: NumberInputProps['value']) => (v === null || v === undefined ? '' : String(v));

/**
 * The spec's numeric input: minus and plus buttons (step 1 by default, disabled at min and max); typed
 * text is normalized (non-numbers become 0, rounded to `precision` decimals, default 0, clamped to
 * min/max and to ±1e15) into the form at once, and in the field when it is left. The value is decimal
 * text, never a float.
 */
export function NumberInput({
  id,
  value,
  onChange,
  min = `-${BIG_BOUND}`,
  max = BIG_BOUND,
  precision = 0,
  step = 1,
  disabled,
  placeholder,
}: NumberInputProps) {
  const { t } = useTranslation('table');
  const rules = { min, max, precision };
  const shown = text(value);
  const [draft, setDraft] = useState(shown);
  // the draft follows the value unless it already stands for it (a half-typed "12." for 12)
  useEffect(() => {
    setDraft((d) => (d.trim() !== '' && normalizeNumber(d, { min, max, precision }) === shown ? d : shown));
  }, [shown, min, max, precision]);

  const send = (next: string) => {
    if (next !== shown) onChange?.(next);
  };
  const commit = (raw: string) => {
    const next = normalizeNumber(raw, rules);
    setDraft(next);
    send(next);
  };
  const current = shown === '' ? undefined : shown;
  const atMin = current !== undefined && compareDecimals(current, min) <= 0;
  const atMax = current !== undefined && compareDecimals(current, max) >= 0;

  return (
    <Space.Compact block>
      <Button
        icon={<MinusOutlined />}
        tabIndex={-1}
        disabled={disabled || atMin}
        aria-label={t('form.decrease')}
        onClick={() => commit(addDecimal(current ?? '0', -step))}
      />
      <Input
        id={id}
        value={draft}
        disabled={disabled}
        placeholder={placeholder}
        inputMode="decimal"
        dir="ltr"
        style={{ textAlign: 'center' }}
        onChange={(e) => {
          // the form holds the normalized number at once (a Save without leaving the field sends it)
          setDraft(e.target.value);
          if (e.target.value.trim() !== '') send(normalizeNumber(e.target.value, rules));
        }}
        onBlur={() => commit(draft)}
      />
      <Button
        icon={<PlusOutlined />}
        tabIndex={-1}
        disabled={disabled || atMax}
        aria-label={t('form.increase')}
        onClick={() => commit(addDecimal(current ?? '0', step))}
      />
    </Space.Compact>
  );
}
