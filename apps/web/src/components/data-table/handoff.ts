import { type TableHandoff, takeTableHandoff } from '../../features/notifications/jump';
import type { TableState } from './types';

/**
 * The filter a notification left for this list (features/notifications/jump.ts): exact invoice_id or id,
 * the record's day and a search, applied over the restored state on the first page. Read once.
 */
export function withHandoff(state: TableState, routeId: string | undefined): TableState {
  const handoff: TableHandoff | undefined = routeId ? takeTableHandoff(routeId) : undefined;
  if (!handoff) return state;
  const filters = { ...state.filters };
  for (const f of handoff.text ?? []) filters[f.column] = { type: 'text', symbol: f.symbol, value: f.value };
  for (const f of handoff.number ?? [])
    filters[f.column] = { type: 'number', symbol: f.symbol, value: f.value };
  return {
    ...state,
    page: 1,
    filters,
    search: handoff.search ?? state.search,
    dateRange:
      handoff.start_date && handoff.end_date ? [handoff.start_date, handoff.end_date] : state.dateRange,
  };
}
