import type { TableDecl } from '@bb/contracts';
/**
 * A report declared once as data: which route shows it, which table-protocol list feeds it, its
 * columns and filters. One generic ReportScreen renders every declaration (no per-report screens).
 * The file holds data only (no React), so tests and scripts can read it.
 */

/**
 * How a column shows: money (coloured by the row's currency, or the tenant's base currency with
 * `baseCurrency`), quantity, number (counts, rates, percentages), date, text, or status
 * (a sale's pending/approved).
 */
export type ReportColumnType =
  | 'money'
  | 'quantity'
  | 'number'
  | 'date'
  | 'text'
  | 'status'
  /** A document type id, named `documents:type.<id>`. */
  | 'document'
  /** A ledger party type (customer, supplier...), named `reports:partyTypes.<type>`. */
  | 'party'
  /** An account group (asset, liability...), named `reports:accountTypes.<type>`. */
  | 'accountType'
  /** An account's name; a system account (the row's `account_key`) in the user's language. */
  | 'account'
  /** A journal description: the fixed ones (JOURNAL_DESCRIPTIONS) named `documents:description.<key>`. */
  | 'description';

export interface ReportColumn {
  /** The row field and the protocol's column name (a column the server's whitelist declares). */
  key: string;
  type: ReportColumnType;
  /** Translation key under `reports:columns.` (default: the key). */
  label?: string;
  /** Offered in the column chooser but hidden at first. */
  hidden?: boolean;
  /** An aggregate of a grouped report: its number filter goes as `having_number`. */
  aggregate?: boolean;
  /** The server does not sort by it. */
  noSort?: boolean;
  /** Money in the tenant's base currency (the row has no currency of its own). */
  baseCurrency?: boolean;
}

export interface ReportDef {
  /** Route id in the route map of @bb/contracts (e.g. `report.sale_items`). */
  route: string;
  /** The report's list declared in contracts: its `list` loads a page, its `export` the xlsx. */
  table: TableDecl;
  /** Which menu group of the route map it belongs to (for the declarations test). */
  group: 'sales' | 'purchases' | 'stock' | 'accounting';
  columns: ReportColumn[];
  /** The date-range filter (the report has a date column or filters its source by the range). */
  dateRange: boolean;
  /** The currency filter (the report has a currency column). */
  currency: boolean;
  /** The branch filter: the report lists `inventory_id`, sent as a `list` filter on it. */
  inventory: boolean;
  /** Columns the server sums into the footer row (shown under their column when visible). */
  footer: readonly string[];
  /** The "expiring within N days" box: sends `end_date` = today + N (the list has no date-range picker). */
  expiryDays?: boolean;
  /** The report compares one branch with the others: the branch filter starts on the user's default branch. */
  oneBranch?: boolean;
  /** Sort when the user has chosen none (default: id, descending). */
  defaultSort?: { key: string; dir: 'asc' | 'desc' };
}
