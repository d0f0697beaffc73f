import type { TableQuery } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * For grouped reports, which apply the table query's date range (or year) to their rows before grouping:
 * the condition on `col`. Their `report_date` column (`reportDate`) is the range's first day, so the
 * table module's own date filter on that column keeps every group.
 */
export function dateRange(q: TableQuery, col: RawBuilder<unknown>) {
  const parts = [sql`true`];
  if (q.start_date) parts.push(sql`${col} >= ${q.start_date}::date`);
  if (q.end_date) parts.push(sql`${col} < ${q.end_date}::date + 1`);
  if (q.year)
    parts.push(sql`${col} >= make_date(${q.year}, 1, 1) and ${col} < make_date(${q.year + 1}, 1, 1)`);
  return sql.join(parts, sql` and `);
}

export const reportDate = (q: TableQuery) =>
  q.start_date
    ? sql`${q.start_date}::date`
    : q.year
      ? sql`make_date(${q.year}, 1, 1)`
      : q.end_date
        ? sql`${q.end_date}::date`
        : sql`current_date`;
