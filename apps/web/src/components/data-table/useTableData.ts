import type { TableAnswer, TableDecl } from '@bb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../platform/api/call';
import type { TableRow } from './types';

/**
 * Query keys of every list start with it; `[TABLE_KEY, table.path]` refreshes one list after a save.
 */
export const TABLE_KEY = 'table';

/**
 * Loads one page through the declared list (`table.list`, POST {path}/list). After a load: a page beyond the first that came back empty
 * (the last row of the last page was deleted, a filter narrowed the list) steps back one page, and
 * `onLoaded` runs (the table clears its selection).
 */
export function useTableData<Row extends TableRow>(
  table: TableDecl,
  body: Record<string, unknown> & { page?: number },
  ready: boolean,
  on: { stepBack: (page: number) => void; onLoaded: () => void },
  /** Bumped to load again with the same body (Reset on an unchanged state). */
  reloads = 0,
) {
  const query = useQuery({
    queryKey: [TABLE_KEY, table.path, body, reloads],
    queryFn: async ({ signal }) => (await call(table.list, { body }, { signal })) as TableAnswer<Row>,
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
