import type { TableAnswer } from '@bb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../platform/api/client';
import type { TableRow } from './types';

/** Query keys of every list start with it; `[TABLE_KEY, path]` refreshes one list after a save. */
export const TABLE_KEY = 'table';

/**
 * Loads one page with POST {path}/list. After a load: a page beyond the first that came back empty
 * (the last row of the last page was deleted, a filter narrowed the list) steps back one page, and
 * `onLoaded` runs (the table clears its selection).
 */
export function useTableData<Row extends TableRow>(
  path: string,
  body: Record<string, unknown> & { page?: number },
  ready: boolean,
  on: { stepBack: (page: number) => void; onLoaded: () => void },
  /** Bumped to load again with the same body (Reset on an unchanged state). */
  reloads = 0,
) {
  const query = useQuery({
    queryKey: [TABLE_KEY, path, body, reloads],
    queryFn: ({ signal }) => api.post<TableAnswer<Row>>(`${path}/list`, body, { signal }),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { data, isPlaceholderData, dataUpdatedAt } = query;
  const page = body.page ?? 1;
  const { stepBack, onLoaded } = on;

  useEffect(() => {
    if (!data || isPlaceholderData) return;
    if (data.data.length === 0 && page > 1) stepBack(page - 1);
  }, [data, isPlaceholderData, page, stepBack]);

  useEffect(() => {
    if (dataUpdatedAt) onLoaded();
  }, [dataUpdatedAt, onLoaded]);

  return query;
}
