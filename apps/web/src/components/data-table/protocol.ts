import { ENUMS } from '@bb/contracts';
import dayjs from 'dayjs';
import { enumLabel } from './cells';
import type { ColumnFilter, TableColumn, TableState } from './types';

export interface BodyOptions {
  dateRange?: boolean;
  hiddenToggle?: boolean;
  /** Send the year filter. */
  year?: boolean;
  /** Columns whose number filters go as `having_number` (aggregates of grouped lists). */
  aggregates?: readonly string[];
  extraBody?: Record<string, unknown>;
}

/** What the table sends (the contracts' `tableQuery`, as this client fills it in). */
export interface ListBody {
  [key: string]: unknown;
  sortBy: string;
  sortDir: 'asc' | 'desc';
  page: number;
  perPage: number;
  search?: string;
  show_hidden_item?: boolean;
  start_date?: string;
  end_date?: string;
  currency_code?: string;
  year?: number;
  text?: { column: string; symbol: string; value: string }[];
  number?: { column: string; symbol: string; value: string }[];
  having_number?: { column: string; symbol: string; value: string }[];
  list?: { column: string; values: string[] }[];
}

/**
 * A header of an export; `labels` names the stored keys of an enumeration column in the user's language
 * (looked up by the `labelsBy` column's value when that is given).
 */
export interface ExportHeader {
  text: string;
  value: string;
  labels?: Record<string, string>;
  labelsBy?: string;
}

/** A column's export header: its title, and for a column of keys (labels or an enumeration) their names. */
export function exportHeader(
  col: Pick<TableColumn, 'title' | 'key' | 'labels' | 'enumName' | 'exportLabels'>,
): ExportHeader {
  const header: ExportHeader = { text: col.title, value: col.key };
  if (col.exportLabels) return { ...header, labels: col.exportLabels.labels, labelsBy: col.exportLabels.by };
  const keys = col.labels
    ? Object.keys(col.labels)
    : col.enumName
      ? Object.keys(ENUMS[col.enumName] as Record<string, string>)
      : [];
  if (keys.length > 0) header.labels = Object.fromEntries(keys.map((k) => [k, enumLabel(col, k)]));
  return header;
}

export interface ExportBody extends ListBody {
  visibleHeaders: ExportHeader[];
  title: string;
  localTime: string;
  flag?: string;
}

type Filtered<T extends ColumnFilter['type']> = Extract<ColumnFilter, { type: T }> & { column: string };

function ofType<T extends ColumnFilter['type']>(state: TableState, type: T): Filtered<T>[] {
  return Object.entries(state.filters)
    .filter(([, f]) => f.type === type)
    .map(([column, f]) => ({ ...(f as Extract<ColumnFilter, { type: T }>), column }));
}

/** The table protocol body (contracts `tableQuery`) for the table's state. */
export function listBody(state: TableState, opts: BodyOptions = {}): ListBody {
  const body: ListBody = {
    ...opts.extraBody,
    sortBy: state.sortBy,
    sortDir: state.sortDir,
    page: state.page,
    perPage: state.perPage,
  };
  const search = state.search.trim();
  if (search) body.search = search;
  if (opts.hiddenToggle && state.showHidden) body.show_hidden_item = true;
  if (opts.dateRange && state.dateRange) {
    body.start_date = state.dateRange[0];
    body.end_date = state.dateRange[1];
  }
  if (state.currency) body.currency_code = state.currency;
  if (opts.year && state.year) body.year = state.year;
  const text = ofType(state, 'text').map(({ column, symbol, value }) => ({ column, symbol, value }));
  const aggregates = new Set(opts.aggregates ?? []);
  const numbers = ofType(state, 'number').map(({ column, symbol, value }) => ({ column, symbol, value }));
  const number = numbers.filter((f) => !aggregates.has(f.column));
  const having = numbers.filter((f) => aggregates.has(f.column));
  const list = ofType(state, 'list').map(({ column, values }) => ({ column, values }));
  if (text.length) body.text = text;
  if (number.length) body.number = number;
  if (having.length) body.having_number = having;
  if (list.length) body.list = list;
  return body;
}

/** The export body: the same filters plus the visible headers in the user's language, the title and local time. */
export function exportBody(
  state: TableState,
  opts: BodyOptions,
  headers: ExportHeader[],
  title: string,
  now = dayjs(),
  flag?: string,
): ExportBody {
  return {
    ...listBody(state, opts),
    visibleHeaders: headers,
    title,
    localTime: now.format('YYYY-MM-DD HH:mm'),
    ...(flag ? { flag } : {}),
  };
}
