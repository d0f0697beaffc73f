import { ENUMS, NUMBER_SYMBOLS, TEXT_SYMBOLS } from '@bb/contracts';
import { Button, Checkbox, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDecimalText } from '../form/decimal';
import { enumLabel } from './cells';
import type { ColumnFilter, FilterKind, NumberSymbol, TableColumn, TextSymbol } from './types';

/** The header filter a column gets by default: text, number, a list of values, or none for dates. */
export function filterKindOf(col: TableColumn): FilterKind {
  if (col.filter !== undefined) return col.filter;
  switch (col.kind) {
    case 'text':
      return 'text';
    case 'id':
    case 'number':
    case 'money':
      return 'number';
    case 'enum':
    case 'status':
    case 'bool':
      return 'list';
    default:
      return false;
  }
}

/** The values a list filter offers. */
function listOptions(col: TableColumn): { value: string; label: string }[] {
  if (col.kind === 'bool') return ['true', 'false'].map((v) => ({ value: v, label: enumLabel(col, v) }));
  const values = col.labels
    ? Object.keys(col.labels)
    : Object.keys(col.enumName ? (ENUMS[col.enumName] as Record<string, string>) : {});
  return values.map((value) => ({ value, label: enumLabel(col, value) }));
}

/**
 * A list filter as the protocol wants it: `list` for text columns; a status is a number column on the
 * server, so one chosen value becomes `number =` and both mean no filter.
 */
function listFilter(col: TableColumn, values: string[]): ColumnFilter | null {
  if (values.length === 0) return null;
  if (col.kind === 'status')
    return values.length === 1 ? { type: 'number', symbol: '=', value: values[0]! } : null;
  return { type: 'list', values };
}

function currentList(current: ColumnFilter | undefined): string[] {
  if (!current) return [];
  if (current.type === 'list') return current.values;
  return current.type === 'number' ? [current.value] : [];
}

interface Props {
  col: TableColumn;
  kind: Exclude<FilterKind, false>;
  current: ColumnFilter | undefined;
  onApply: (filter: ColumnFilter | null) => void;
  close: () => void;
}

/** The filter panel under a column header: operator and value (text: sw/ew/co/ex/exc, default co). */
export function ColumnFilterDropdown({ col, kind, current, onApply, close }: Props) {
  const { t } = useTranslation('table');
  const [textSymbol, setTextSymbol] = useState<TextSymbol>(current?.type === 'text' ? current.symbol : 'co');
  const [numberSymbol, setNumberSymbol] = useState<NumberSymbol>(
    current?.type === 'number' ? current.symbol : '=',
  );
  const [value, setValue] = useState(current && current.type !== 'list' ? current.value : '');
  const [values, setValues] = useState<string[]>(currentList(current));
  const badNumber = kind === 'number' && value.trim() !== '' && !isDecimalText(value);

  const apply = () => {
    if (badNumber) return;
    let next: ColumnFilter | null = null;
    if (kind === 'list') next = listFilter(col, values);
    else if (value.trim() !== '')
      next =
        kind === 'text'
          ? { type: 'text', symbol: textSymbol, value: value.trim() }
          : { type: 'number', symbol: numberSymbol, value: value.trim() };
    onApply(next);
    close();
  };
  const clear = () => {
    setValue('');
    setValues([]);
    onApply(null);
    close();
  };

  return (
    <Flex vertical gap={8} style={{ padding: 8, minWidth: 220 }} data-testid={`filter-${col.key}`}>
      {kind === 'list' ? (
        <Checkbox.Group
          value={values}
          onChange={(v) => setValues(v as string[])}
          options={listOptions(col)}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        />
      ) : (
        <>
          {kind === 'text' ? (
            <Select<TextSymbol>
              value={textSymbol}
              onChange={setTextSymbol}
              data-testid={`filter-${col.key}-symbol`}
              options={TEXT_SYMBOLS.map((s) => ({ value: s, label: t(`filters.text.${s}`) }))}
            />
          ) : (
            <Select<NumberSymbol>
              value={numberSymbol}
              onChange={setNumberSymbol}
              data-testid={`filter-${col.key}-symbol`}
              options={NUMBER_SYMBOLS.map((s) => ({ value: s, label: s }))}
            />
          )}
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={apply}
            status={badNumber ? 'error' : undefined}
            placeholder={t('filters.value')}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            aria-label={t('filters.value')}
            data-testid={`filter-${col.key}-value`}
          />
        </>
      )}
      <Flex gap={8} justify="end">
        <Button size="small" onClick={clear} data-testid={`filter-${col.key}-clear`}>
          {t('filters.clear')}
        </Button>
        <Button size="small" type="primary" onClick={apply} data-testid={`filter-${col.key}-apply`}>
          {t('filters.apply')}
        </Button>
      </Flex>
    </Flex>
  );
}
