import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { withHandoff } from './handoff';
import { loadState, mergeStored, saveState } from './storage';
import type { ColumnFilter, PageSize, TableColumn, TableState } from './types';

/** The spec: the saved state comes back 300 ms after the table mounts. */
export const RESTORE_DELAY_MS = 300;
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const today = (): [string, string] => {
  const d = dayjs().format('YYYY-MM-DD');
  return [d, d];
};

export function defaultState(columns: TableColumn[], withDates: boolean): TableState {
  return {
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    sortBy: 'id',
    sortDir: 'desc',
    search: '',
    filters: {},
    visible: columns.filter((c) => !c.hidden).map((c) => c.key),
    dateRange: withDates ? today() : null,
    currency: null,
    showHidden: false,
  };
}

/**
 * A table's state: paging (10 a page), sort (id descending), search, column filters, visible columns,
 * date range (today), currency and the hidden-items toggle. Paging, sort, search, filters and columns
 * are saved per table and restored 300 ms after mount; a notification's handoff for `routeId` and the
 * route's `searchParam` (the notification jump) then apply over them. `ready` turns true once restored: the first load waits for it.
 */
export function useTableState(
  id: string,
  columns: TableColumn[],
  opts: { dateRange?: boolean; searchParam?: string; routeId?: string },
) {
  const params = useParams();
  const routeSearch = params[opts.searchParam ?? 'invoiceId'];
  const withDates = Boolean(opts.dateRange);
  const routeId = opts.routeId;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const [state, setState] = useState(() => defaultState(columns, withDates));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      const cols = columnsRef.current;
      const restored = withHandoff(mergeStored(defaultState(cols, withDates), loadState(id), cols), routeId);
      setState(routeSearch ? { ...restored, search: routeSearch, page: 1 } : restored);
      setReady(true);
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, withDates, routeSearch, routeId]);

  useEffect(() => {
    if (ready)
      saveState(
        id,
        state,
        columnsRef.current.map((c) => c.key),
      );
  }, [id, ready, state]);

  const patch = useCallback((p: Partial<TableState>) => setState((s) => ({ ...s, ...p })), []);

  const actions = useMemo(
    () => ({
      setPage: (page: number) => patch({ page }),
      setPerPage: (perPage: PageSize) => patch({ perPage, page: 1 }),
      setSort: (sortBy: string | undefined, sortDir: 'asc' | 'desc' | undefined) =>
        patch(sortBy && sortDir ? { sortBy, sortDir } : { sortBy: 'id', sortDir: 'desc' }),
      setSearch: (search: string) => patch({ search, page: 1 }),
      setFilter: (column: string, filter: ColumnFilter | null) =>
        setState((s) => {
          const filters = { ...s.filters };
          if (filter) filters[column] = filter;
          else delete filters[column];
          return { ...s, filters, page: 1 };
        }),
      clearFilters: () => patch({ filters: {}, page: 1 }),
      setVisible: (visible: string[]) => patch({ visible }),
      setDateRange: (dateRange: [string, string] | null) => patch({ dateRange, page: 1 }),
      setCurrency: (currency: string | null) => patch({ currency, page: 1 }),
      setShowHidden: (showHidden: boolean) => patch({ showHidden, page: 1 }),
      /** Back to the defaults, keeping the page size and the chosen columns. */
      reset: () =>
        setState((s) => ({
          ...defaultState(columnsRef.current, withDates),
          perPage: s.perPage,
          visible: s.visible,
        })),
    }),
    [patch, withDates],
  );

  return { state, ready, ...actions };
}

export type TableStateApi = ReturnType<typeof useTableState>;
