import { PAGE_SIZES } from '@bb/contracts';
import { Table } from 'antd';
import { type Key, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../platform/auth/session';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { antdColumns } from './antd-columns';
import { exportTable } from './export-table';
import { FooterRow, footerLabel } from './FooterRow';
import { printTable } from './print-table';
import { exportBody, exportHeader, listBody } from './protocol';
import { SelectionSum } from './SelectionSum';
import { TableToolbar } from './TableToolbar';
import type { DataTableProps, PageSize, TableColumn, TableRow } from './types';
import { useActionsWidth } from './useActionsWidth';
import { useTableData } from './useTableData';
import { useTableState } from './useTableState';

/** The spec's table: fixed header 540 high. */
export const TABLE_HEIGHT = 540;

/** The footer's rows: the one of `footer`, or one per currency when the list answers `footer_currencies`. */
function footerRows(
  footer: Record<string, string | null>,
  perCurrency: Record<string, string | null>[] | undefined,
): { currency?: string; sums: Record<string, string | null> }[] {
  if (!perCurrency) return [{ sums: footer }];
  return perCurrency.map(({ currency_code, ...sums }) => ({ currency: currency_code ?? '', sums }));
}

/**
 * The list pattern of shared-screens.md 2.1 over the table protocol: toolbar (date range, currency,
 * search, reset, column-filter counter, actions, hidden items, print, export, column chooser, Add New),
 * sortable and filterable headers, selection with per-currency sums, expandable rows, a totals footer
 * and paging (10/25/50/100). State is kept per table in localStorage (see useTableState).
 */
export function DataTable<Row extends TableRow = TableRow>(props: DataTableProps<Row>) {
  const { t } = useTranslation('table');
  const can = useCan();
  const { language, direction } = useLanguage();
  const allColumns = props.columns as TableColumn[];
  const table = useTableState(props.tableId, allColumns, {
    dateRange: props.dateRange,
    ...(props.defaultDateRange ? { defaultDateRange: props.defaultDateRange } : {}),
    searchParam: props.searchParam,
    routeId: props.routeId,
    ...(props.defaultSort ? { defaultSort: props.defaultSort } : {}),
  });
  const { state } = table;
  const aggregates = allColumns
    .filter((c) => c.aggregate)
    .map((c) => c.key)
    .join(',');
  const yearFrom =
    props.yearFilter === undefined || props.yearFilter === false
      ? undefined
      : props.yearFilter === true
        ? new Date().getFullYear() - 9
        : props.yearFilter.from;
  const options = useMemo(
    () => ({
      dateRange: props.dateRange,
      hiddenToggle: props.hiddenToggle,
      extraBody: props.extraBody,
      year: yearFrom !== undefined,
      aggregates: aggregates ? aggregates.split(',') : [],
    }),
    [props.dateRange, props.hiddenToggle, props.extraBody, yearFrom, aggregates],
  );
  const body = useMemo(() => listBody(state, options), [state, options]);
  const [selected, setSelected] = useState<Key[]>([]);
  const clearSelection = useCallback(() => setSelected([]), []);
  const [reloads, setReloads] = useState(0);
  const query = useTableData<Row>(
    props.table,
    body,
    table.ready,
    { stepBack: table.setPage, onLoaded: clearSelection },
    reloads,
  );
  const reset = () => {
    table.reset();
    setReloads((n) => n + 1);
  };
  const rows = query.data?.data ?? [];
  const footer = query.data?.footer;
  const footerCurrencies = query.data?.footer_currencies;

  const visible = props.columns.filter((c) => state.visible.includes(c.key));
  const selectable = Boolean(props.selectionActions) || visible.some((c) => c.kind === 'money');
  const selectedRows = rows.filter((r) => selected.includes(String(r.id)));
  const actions = useActionsWidth();
  // the body scrolls inside its 540 px: a keyboard user must be able to focus it to scroll it (WCAG 2.1.1),
  // and the region is named by the table's title. antd has no prop for its scrolling div.
  useEffect(() => {
    for (const el of actions.ref.current?.querySelectorAll<HTMLElement>('.ant-table-body') ?? []) {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', props.title);
    }
  });
  const columns = antdColumns(
    visible,
    table,
    props.rowActions
      ? { title: t('actions.column'), render: props.rowActions, width: actions.width }
      : undefined,
  );

  const [exporting, setExporting] = useState(false);
  const onExport = async (flag?: string) => {
    setExporting(true);
    try {
      const headers = visible.map((c) => exportHeader(c));
      await exportTable(props.table, exportBody(state, options, headers, props.title, undefined, flag));
    } catch {
      // the spec: no message when an export fails
    } finally {
      setExporting(false);
    }
  };
  const showHiddenToggle = Boolean(props.hiddenToggle) && can('item_show_hidden');
  const canAdd = Boolean(props.onAdd) && (!props.createAbility || can(props.createAbility));

  return (
    <div
      ref={actions.ref}
      data-testid={props['data-testid'] ?? `table-${props.tableId}`}
      data-ready={table.ready}
    >
      <TableToolbar
        table={table}
        onReset={reset}
        columns={allColumns}
        dateRange={props.dateRange}
        yearFrom={yearFrom}
        currencyFilter={props.currencyFilter ?? props.columns.some((c) => c.key === 'currency_code')}
        hiddenToggle={showHiddenToggle}
        onAdd={canAdd ? props.onAdd : undefined}
        addLabel={props.addLabel}
        onPrint={
          props.printable === false
            ? undefined
            : () =>
                printTable(props.title, visible as TableColumn[], rows, direction, language, {
                  // the totals as on screen, so a printed list adds up too
                  footer: footer
                    ? footerRows(footer, footerCurrencies).map((f) => ({
                        label: footerLabel(t, f.currency),
                        sums: f.sums,
                      }))
                    : [],
                })
        }
        onExport={props.exportable === false ? undefined : onExport}
        exportOptions={props.exportOptions}
        exporting={exporting}
        actions={props.selectionActions?.(selectedRows, clearSelection)}
      />
      {selectedRows.length > 0 ? (
        <SelectionSum columns={visible as TableColumn[]} rows={selectedRows} />
      ) : null}
      <Table<Row>
        rowKey={(r) => String(r.id)}
        columns={columns}
        dataSource={rows}
        loading={!table.ready || query.isFetching}
        bordered
        size="middle"
        scroll={{ y: TABLE_HEIGHT, x: 'max-content' }}
        rowSelection={
          selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys) } : undefined
        }
        expandable={
          props.expandable
            ? { expandedRowRender: props.expandable.render, rowExpandable: props.expandable.rowExpandable }
            : undefined
        }
        pagination={{
          current: state.page,
          pageSize: state.perPage,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          // the range is isolated left to right, so "1-10" keeps its order in right-to-left text
          showTotal: (total, range) =>
            t('pagination.range', { range: `\u2066${range[0]}-${range[1]}\u2069`, total }),
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'paginate') {
            if (pagination.pageSize && pagination.pageSize !== state.perPage)
              table.setPerPage(pagination.pageSize as PageSize);
            else if (pagination.current) table.setPage(pagination.current);
          } else if (extra.action === 'sort') {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const dir = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
            table.setSort(dir ? String(s?.columnKey) : undefined, dir);
          }
        }}
        summary={
          footer
            ? () => (
                // one row of totals, or one per currency when the list answers them so
                <Table.Summary fixed="bottom">
                  {footerRows(footer, footerCurrencies).map((f) => (
                    <FooterRow
                      key={f.currency ?? ''}
                      columns={visible as TableColumn[]}
                      footer={f.sums}
                      currency={f.currency}
                      leading={(selectable ? 1 : 0) + (props.expandable ? 1 : 0)}
                      trailing={props.rowActions ? 1 : 0}
                    />
                  ))}
                </Table.Summary>
              )
            : undefined
        }
      />
    </div>
  );
}
