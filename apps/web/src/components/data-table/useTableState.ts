import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { withHandoff } from './handoff';
import { loadState, mergeStored, saveState } from './storage';
import type { ColumnFilter, DefaultDateRange, PageSize, TableColumn, TableState } from './types';

/** The spec: the saved state comes back 300 ms after the table mounts. */
export const RESTORE_DELAY_MS = 300;
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const today = (): [string, string] => {
  const d = dayjs().format('YYYY-MM-DD');
  return [d, d];
};

/**
 * From the first day of last month to today: a list of monthly work (payroll runs) opens on last month's
 * runs and this month's, not on today's alone.
 */
export const sinceLastMonth = (): [string, string] => [
  dayjs().subtract(1, 'month').startOf('month').format('YYYY-MM-DD'),
  dayjs().format('YYYY-MM-DD'),
];

/** The range each `DefaultDateRange` opens on. */
const FIRST_RANGE = {
  today,
  sinceLastMonth,
  all: () => null,
} satisfies Record<DefaultDateRange, () => [string, string] | null>;

/** A list's first sort; every list starts newest first unless it says otherwise (a report by quantity, say). */
export interface DefaultSort {
  sortBy: string;
  sortDir: 'asc' | 'desc';
}
const NEWEST_FIRST: DefaultSort = { sortBy: 'id', sortDir: 'desc' };

export function defaultState(
  columns: TableColumn[],
  withDates: boolean,
  sort: DefaultSort = NEWEST_FIRST,
  firstRange: DefaultDateRange = 'today',
): TableState {
  return {
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    sortBy: sort.sortBy,
    sortDir: sort.sortDir,
    search: '',
    filters: {},
    visible: columns.filter((c) => !c.hidden).map((c) => c.key),
    dateRange: withDates ? FIRST_RANGE[firstRange]() : null,
    currency: null,
    showHidden: false,
    year: null,
  };
}

/**
 * A table's state: paging (10 a page), sort (id descending), search, column filters, visible columns,
 * date range (today, or `defaultDateRange`), currency and the hidden-items toggle. Paging, sort, search, filters and columns
 * are saved per table and restored 300 ms after mount; a notification's handoff for `routeId` and the
 * route's `searchParam` (the notification jump) then apply over them. `ready` turns true once restored: the first load waits for it.
 */
export function useTableState(
  id: string,
  columns: TableColumn[],
  opts: {
    dateRange?: boolean;
    defaultDateRange?: DefaultDateRange;
    searchParam?: string;
    routeId?: string;
    defaultSort?: DefaultSort;
  },
) {
  const params = useParams();
  const routeSearch = params[opts.searchParam ?? 'invoiceId'];
  const withDates = Boolean(opts.dateRange);
  const firstRange = opts.defaultDateRange ?? 'today';
  const routeId = opts.routeId;
  const sortBy0 = opts.defaultSort?.sortBy ?? NEWEST_FIRST.sortBy;
  const sortDir0 = opts.defaultSort?.sortDir ?? NEWEST_FIRST.sortDir;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const [state, setState] = useState(() =>
    defaultState(columns, withDates, { sortBy: sortBy0, sortDir: sortDir0 }, firstRange),
  );
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      const cols = columnsRef.current;
      const first = defaultState(cols, withDates, { sortBy: sortBy0, sortDir: sortDir0 }, firstRange);
      const restored = withHandoff(mergeStored(first, loadState(id), cols), routeId);
      setState(routeSearch ? { ...restored, search: routeSearch, page: 1 } : restored);
      setReady(true);
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, withDates, firstRange, routeSearch, routeId, sortBy0, sortDir0]);

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
        patch(sortBy && sortDir ? { sortBy, sortDir } : { sortBy: sortBy0, sortDir: sortDir0 }),
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
      setYear: (year: number | null) => patch({ year, page: 1 }),
      /** Back to the defaults, keeping the page size and the chosen columns. */
      reset: () =>
        setState((s) => ({
          ...defaultState(columnsRef.current, withDates, { sortBy: sortBy0, sortDir: sortDir0 }, firstRange),
          perPage: s.perPage,
          visible: s.visible,
        })),
    }),
    [patch, withDates, firstRange, sortBy0, sortDir0],
  );

  return { state, ready, ...actions };
}

export type TableStateApi = ReturnType<typeof useTableState>;
