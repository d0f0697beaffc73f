import type { TableQueryInput } from '@bb/contracts';
import type { NumberSymbol, TableState } from './types';

/**
 * What a list finds in storage when it opens from a notification or a dashboard tile: table-protocol
 * filters.
 */
export type TableHandoff = Pick<TableQueryInput, 'search' | 'start_date' | 'end_date'> & {
  text?: { column: string; symbol: 'ex'; value: string }[];
  number?: { column: string; symbol: NumberSymbol; value: string }[];
  list?: { column: string; values: string[] }[];
  /**
   * Exactly what was counted (a dashboard tile): the list's own filters, search and date range are dropped,
   * so it opens on every date with only these filters.
   */
  only?: true;
};

/** localStorage key of the filter handed to a list; read it once with `takeTableHandoff`. */
export const handoffKey = (routeId: string) => `bb.table-handoff.${routeId}`;
/** A handoff older than this is ignored (a tab that never opened). */
const HANDOFF_TTL_MS = 5 * 60_000;

/** Leaves a filter for the list of `routeId`, read once when it next opens (within five minutes). */
export function leaveTableHandoff(routeId: string, filter: TableHandoff, now = Date.now()): void {
  try {
    window.localStorage.setItem(handoffKey(routeId), JSON.stringify({ at: now, filter }));
  } catch {
    // storage disabled: the list opens with its own filters
  }
}

/**
 * For the list screens (DataTable): the filter a notification left for this route, removed as it is
 * read, so a later visit opens unfiltered. Undefined when there is none or it is stale.
 */
export function takeTableHandoff(routeId: string, now = Date.now()): TableHandoff | undefined {
  try {
    const raw = window.localStorage.getItem(handoffKey(routeId));
    if (raw === null) return undefined;
    window.localStorage.removeItem(handoffKey(routeId));
    const { at, filter } = JSON.parse(raw) as { at: number; filter: TableHandoff };
    return now - at <= HANDOFF_TTL_MS ? filter : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The filter a notification (features/notifications/jump.ts: exact invoice_id or id, the record's day, a
 * search) or a dashboard tile (a status, `only`) left for this list, applied over the restored state on the
 * first page. Read once.
 */
export function withHandoff(state: TableState, routeId: string | undefined): TableState {
  const handoff: TableHandoff | undefined = routeId ? takeTableHandoff(routeId) : undefined;
  if (!handoff) return state;
  const filters = handoff.only ? {} : { ...state.filters };
  for (const f of handoff.text ?? []) filters[f.column] = { type: 'text', symbol: f.symbol, value: f.value };
  for (const f of handoff.number ?? [])
    filters[f.column] = { type: 'number', symbol: f.symbol, value: f.value };
  for (const f of handoff.list ?? []) filters[f.column] = { type: 'list', values: f.values };
  return {
    ...state,
    page: 1,
    filters,
    search: handoff.search ?? (handoff.only ? '' : state.search),
    dateRange:
      handoff.start_date && handoff.end_date
        ? [handoff.start_date, handoff.end_date]
        : handoff.only
          ? null
          : state.dateRange,
  };
}
