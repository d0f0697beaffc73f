import type { TableQuery } from '@bb/contracts';
import type { Expression, RawBuilder } from 'kysely';
import type { AuthContext } from '../auth/session.js';
import type { TenantTx } from '../db/tenant.js';

export type ColumnKind = 'id' | 'text' | 'number' | 'date' | 'datetime' | 'bool';

export interface ColumnSpec {
  kind: ColumnKind;
  /** May the list be sorted by it (default true). */
  sort?: boolean;
  /** Is it part of the search box's OR (default false). */
  search?: boolean;
  /** May column filters (text, number, list, having) name it (default true). */
  filter?: boolean;
  /** An aggregate of a grouped source: only `having_number` may filter it. */
  aggregate?: boolean;
  /**
   * The same rows as `t.<key>::text ilike pattern`, by a cheaper route (e.g. ids from a trigram index that
   * the tenant policy hides from ILIKE). Used by the search box and the contains / starts / ends filters.
   */
  like?: (pattern: string) => RawBuilder<unknown>;
}

export interface TableContext {
  auth: AuthContext;
  /**
   * What the source is read for (set by runTable and streamSheet): `page`, a sorted page and the footer
   * (few rows leave the sort: names shown beside are best looked up per row), or `all`, every row for an
   * export (joins are cheaper than a lookup per row). Sources may ignore it.
   */
  rows?: 'page' | 'all';
}

/**
 * One list's whitelist. `source` selects every column under its key (joins and groupings are its
 * business); the table module wraps it as `t` and applies search, filters, sorting and paging on
 * `t.<key>` only for keys declared here. Nothing from the request becomes SQL text.
 */
/** A list's row count and its footer's sums (as text, null over no rows). */
export interface TableTotals {
  total: number;
  footer: Record<string, string | null>;
}

export interface TableSpec {
  source(tx: TenantTx, q: TableQuery, ctx: TableContext): Expression<unknown>;
  columns: Record<string, ColumnSpec>;
  /** Date column filtered by start_date/end_date and year. */
  dateColumn?: string;
  /** Boolean column: rows with true are shown only with show_hidden_item (needs item_show_hidden). */
  hiddenColumn?: string;
  /** Column compared with the currency filter. */
  currencyColumn?: string;
  /** Number columns summed over the filtered rows into the footer. */
  footer?: readonly string[];
  /**
   * The count and the footer without reading the rows, when the spec can answer them for this request
   * from totals it keeps (exactly what summing the filtered rows gives); `undefined` to sum the rows.
   */
  totals?(tx: TenantTx, q: TableQuery, ctx: TableContext): Promise<TableTotals | undefined>;
  /** Also answer the footer's sums per value of `currencyColumn` (`footer_currencies`). */
  footerByCurrency?: boolean;
  /** Named expressions over `t` for number filters with `query`. */
  queries?: Record<string, RawBuilder<unknown>>;
  /** Sort when none is asked (default `id`, descending). */
  defaultSort?: string;
}
