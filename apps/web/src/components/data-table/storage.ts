import { PAGE_SIZES } from '@bb/contracts';
import type { ColumnFilter, PageSize, TableState } from './types';

/** What a table remembers between visits (per table, in localStorage): paging, sort, filters, columns. */
export interface StoredState {
  page: number;
  perPage: PageSize;
  sortBy: string;
  sortDir: 'asc' | 'desc';
  search: string;
  filters: Record<string, ColumnFilter>;
  visible: string[];
  /** Every column key the table had when saved, so columns added since show by their default. */
  known: string[];
}

export const storageKey = (id: string) => `bb.table.${id}`;

export function loadState(id: string): Partial<StoredState> | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
    if (!raw) return undefined;
    const v = JSON.parse(raw) as Partial<StoredState>;
    return typeof v === 'object' && v !== null ? v : undefined;
  } catch {
    return undefined;
  }
}

export function saveState(id: string, state: TableState, known: string[]): void {
  const stored: StoredState = {
    page: state.page,
    perPage: state.perPage,
    sortBy: state.sortBy,
    sortDir: state.sortDir,
    search: state.search,
    filters: state.filters,
    visible: state.visible,
    known,
  };
  try {
    window.localStorage.setItem(storageKey(id), JSON.stringify(stored));
  } catch {
    // storage full or disabled: the state lives for this visit only
  }
}

/** Stored values over the defaults, each checked, and only for columns that still exist. */
export function mergeStored(
  base: TableState,
  stored: Partial<StoredState> | undefined,
  columns: { key: string; hidden?: boolean; noSort?: boolean }[],
): TableState {
  if (!stored) return base;
  const keys = new Set(columns.map((c) => c.key));
  const known = new Set(stored.known ?? []);
  const next = { ...base };
  if (Number.isInteger(stored.page) && (stored.page ?? 0) >= 1) next.page = stored.page!;
  if ((PAGE_SIZES as readonly number[]).includes(stored.perPage ?? 0)) next.perPage = stored.perPage!;
  const sortable = columns.find((c) => c.key === stored.sortBy && !c.noSort);
  if (sortable) next.sortBy = sortable.key;
  if (stored.sortDir === 'asc' || stored.sortDir === 'desc') next.sortDir = stored.sortDir;
  if (typeof stored.search === 'string') next.search = stored.search;
  if (stored.filters && typeof stored.filters === 'object') {
    next.filters = Object.fromEntries(Object.entries(stored.filters).filter(([k]) => keys.has(k)));
  }
  if (Array.isArray(stored.visible)) {
    const visible = new Set(stored.visible.filter((k) => keys.has(k)));
    // a column the saved state never knew shows by its own default
    for (const c of columns) if (!known.has(c.key) && !c.hidden) visible.add(c.key);
    next.visible = columns.map((c) => c.key).filter((k) => visible.has(k));
  }
  return next;
}
