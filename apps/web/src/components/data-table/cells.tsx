import { ENUMS, labelledText } from '@bb/contracts';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { currencyName } from '../../platform/format/currency';
import { formatNumber } from '../../platform/format/numbers';
import { Amount } from '../Amount';
import { gt } from '../loose-t';
import type { TableColumn, TableRow } from './types';

export const DATE_SHOWN = 'DD/MM/YYYY';
export const DATETIME_SHOWN = 'DD/MM/YYYY hh:mm a';

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** The translated label of an enumeration value, or the value itself. */
export function enumLabel(col: Pick<TableColumn, 'enumName' | 'labels'>, value: unknown): string {
  const key = String(value);
  if (col.labels?.[key]) return col.labels[key];
  const labels = col.enumName ? (ENUMS[col.enumName] as Record<string, string>) : undefined;
  const labelKey = labels?.[key];
  return labelKey ? gt(`resources:${labelKey}`) : key;
}

/** Columns holding a currency code (`currency_code`, `to_currency_code`) show its name. */
const CURRENCY_COLUMN = /(^|_)currency_code$/;

export const currencyOf = (col: TableColumn, row: TableRow) =>
  String(row[col.currencyKey ?? 'currency_code'] ?? '');

/** A cell as plain text (print, sums and tests use it). */
export function cellText(col: TableColumn, row: TableRow): string {
  const value = row[col.key];
  if (isBlank(value)) return '';
  switch (col.kind) {
    case 'number':
      return formatNumber(value as string, { maximumFractionDigits: 8 });
    case 'money': {
      const currency = currencyOf(col, row);
      return `${formatNumber(value as string, { maximumFractionDigits: 6 })}${currency ? ` ${currencyName(currency)}` : ''}`;
    }
    case 'date':
      return dayjs(value as string).format(DATE_SHOWN);
    case 'datetime':
      return dayjs(value as string).format(DATETIME_SHOWN);
    case 'bool':
      return gt(value === true || value === 1 || value === 'true' ? 'table:values.yes' : 'table:values.no');
    case 'status':
    case 'enum':
      return enumLabel(col, value);
    default:
      if (CURRENCY_COLUMN.test(col.key)) return currencyName(String(value));
      // a text column with `labels` names the texts it knows (fixed journal descriptions), others as stored
      if (col.labels) return labelledText(col.labels, String(value)) ?? String(value);
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A cell as shown in the table. */
export function renderCell(col: TableColumn, row: TableRow): ReactNode {
  if (col.render) return col.render(row);
  const value = row[col.key];
  if (isBlank(value)) return null;
  switch (col.kind) {
    case 'money': {
      const currency = currencyOf(col, row);
      return currency ? <Amount value={value as string} currency={currency} /> : cellText(col, row);
    }
    case 'number':
    case 'id':
      return <bdi style={{ fontVariantNumeric: 'tabular-nums' }}>{cellText(col, row)}</bdi>;
    case 'date':
    case 'datetime':
      return <bdi style={{ whiteSpace: 'nowrap' }}>{cellText(col, row)}</bdi>;
    case 'bool':
      return <Tag color={value === true ? 'blue' : undefined}>{cellText(col, row)}</Tag>;
    case 'status':
      return <Tag color={String(value) === '1' ? 'green' : 'default'}>{cellText(col, row)}</Tag>;
    default:
      return cellText(col, row);
  }
}
