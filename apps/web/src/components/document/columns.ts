import type { ColumnKind } from '@bb/contracts';
import type { TableColumn } from '../data-table';

/** A list column in short: the row field, the translation key of its header, its kind, and any options. */
export type ColumnSpec = readonly [
  key: string,
  label: string,
  kind: ColumnKind,
  options?: Partial<TableColumn>,
];

/** List columns from short specs, headers translated by the screen's `t`. */
export function columnsFrom(t: (key: string) => string, specs: readonly ColumnSpec[]): TableColumn[] {
  return specs.map(([key, label, kind, options]) => ({ key, title: t(label), kind, ...options }));
}
