import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ColumnFilterDropdown, filterKindOf } from './ColumnFilterDropdown';
import { cellText, renderCell } from './cells';
import type { TableColumn, TableRow } from './types';
import { ACTIONS_COLUMN, ACTIONS_CONTENT } from './useActionsWidth';
import type { TableStateApi } from './useTableState';

const NUMERIC = new Set(['id', 'number', 'money']);
/** Widths by kind, so short values do not take half the table; text columns share the rest. */
const WIDTHS: Partial<Record<TableColumn['kind'], number>> = {
  id: 90,
  number: 130,
  money: 130,
  date: 130,
  datetime: 190,
  bool: 110,
  status: 120,
};

/** The inline padding of a cell of a middle-size table (8 px each side). */
const CELL_PADDING = 16;
/** One line cut with an ellipsis (a column's `ellipsis`). */
const ELLIPSIS = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** antd columns for the visible table columns: controlled sort and header filters, cells by kind. */
export function antdColumns<Row extends TableRow>(
  columns: TableColumn<Row>[],
  table: TableStateApi,
  rowActions?: { title: string; render: (row: Row) => ReactNode; width: number },
): TableColumnsType<Row> {
  const { state } = table;
  const out: TableColumnsType<Row> = columns.map((col) => {
    const kind = filterKindOf(col as TableColumn);
    const filter = state.filters[col.key];
    return {
      key: col.key,
      dataIndex: col.key,
      title: col.title,
      width: col.width ?? WIDTHS[col.kind],
      align: NUMERIC.has(col.kind) ? ('end' as const) : undefined,
      sorter: !col.noSort,
      sortOrder:
        state.sortBy === col.key
          ? state.sortDir === 'asc'
            ? ('ascend' as const)
            : ('descend' as const)
          : null,
      showSorterTooltip: false,
      render: (_: unknown, row: Row) =>
        col.ellipsis ? (
          // the table is as wide as its content (scroll x max-content): without a bound the whole text
          // widens the column and nothing is ever cut; the cell's inline padding (middle size) is taken off
          <span
            style={col.width ? { ...ELLIPSIS, maxWidth: col.width - CELL_PADDING } : ELLIPSIS}
            title={cellText(col as TableColumn, row)}
          >
            {renderCell(col as TableColumn, row)}
          </span>
        ) : (
          renderCell(col as TableColumn, row)
        ),
      ...(kind
        ? {
            filteredValue: filter ? ['on'] : null,
            filterDropdown: ({ close }: { close: () => void }) => (
              <ColumnFilterDropdown
                key={JSON.stringify(filter ?? null)}
                col={col as TableColumn}
                kind={kind}
                current={filter}
                onApply={(f) => table.setFilter(col.key, f)}
                close={close}
              />
            ),
          }
        : {}),
    };
  });
  if (rowActions) {
    out.push({
      key: '__actions',
      title: <span className={ACTIONS_CONTENT}>{rowActions.title}</span>,
      fixed: 'end',
      // measured by useActionsWidth: a sticky column narrower than its buttons covers its neighbour
      width: rowActions.width,
      className: ACTIONS_COLUMN,
      render: (_: unknown, row: Row) => (
        <span className={ACTIONS_CONTENT} style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
          {rowActions.render(row)}
        </span>
      ),
    });
  }
  return out;
}
