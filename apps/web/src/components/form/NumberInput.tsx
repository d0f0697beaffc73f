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
 * The spec's numeric input: minus and plus buttons (step 1 by default, disabled at min and max), typed
 * text is normalized when the field is left: non-numbers become 0, rounded to `precision` decimals
 * (default 0), clamped to min/max and to ±1e15. The value is decimal text, never a float.
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
  const [draft, setDraft] = useState(text(value));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(text(value));
  }, [value, editing]);

  const rules = { min, max, precision };
  const commit = (raw: string) => {
    const next = normalizeNumber(raw, rules);
    setDraft(next);
    if (next !== text(value)) onChange?.(next);
  };
  const current = text(value) === '' ? undefined : text(value);
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
        onFocus={() => setEditing(true)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          setEditing(false);
          commit(draft);
        }}
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
