import type { ColumnKind, ENUMS, NUMBER_SYMBOLS, PAGE_SIZES, TableDecl, TEXT_SYMBOLS } from '@bb/contracts';
import type { ReactNode } from 'react';

export type TableRow = Record<string, unknown> & { id?: string | number };
export type PageSize = (typeof PAGE_SIZES)[number];
export type TextSymbol = (typeof TEXT_SYMBOLS)[number];
export type NumberSymbol = (typeof NUMBER_SYMBOLS)[number];

/** How a column can be filtered from its header. */
export type FilterKind = 'text' | 'number' | 'list' | false;

export interface TableColumn<Row extends TableRow = TableRow> {
  /** The row field, and the protocol's column name. */
  key: string;
  /** Header, already translated. */
  title: string;
  kind: ColumnKind;
  /** Offered in the column chooser but hidden at first. */
  hidden?: boolean;
  noSort?: boolean;
  /** Labels of an enumeration (ENUMS in the contracts) for `enum` and `status` columns. */
  enumName?: keyof typeof ENUMS;
  /** Value -> translated label, for enumerations that are not in ENUMS. */
  labels?: Record<string, string>;
  /**
   * Names the export writes instead of this column's value, looked up by another column's value (`by`): a
   * system account's name by its key. The screen shows them through `render`; a row without one keeps its value.
   */
  exportLabels?: { by: string; labels: Record<string, string> };
  /** The header filter; by default from the kind (text, number, list for enumerations, none for dates). */
  filter?: FilterKind;
  /** For money columns: the row field holding the currency (default `currency_code`). */
  currencyKey?: string;
  /** An aggregate of a grouped list: its number filter is sent as `having_number`. */
  aggregate?: boolean;
  /** Custom cell. */
  render?: (row: Row) => ReactNode;
  width?: number;
  /** A value longer than the width ends in an ellipsis on one line (the whole value in its title). */
  ellipsis?: boolean;
}

/**
 * The date range a list opens on: today (the spec's default), since the first day of last month, or every
 * date (`all`: a register such as the assets, or cash still in transit, must not hide what an older date
 * holds; the filter is still there to narrow it).
 */
export type DefaultDateRange = 'today' | 'sinceLastMonth' | 'all';

export type ColumnFilter =
  | { type: 'text'; symbol: TextSymbol; value: string }
  | { type: 'number'; symbol: NumberSymbol; value: string }
  | { type: 'list'; values: string[] };

export interface TableState {
  page: number;
  perPage: PageSize;
  sortBy: string;
  sortDir: 'asc' | 'desc';
  /** The search text sent (the box's text once Search is pressed). */
  search: string;
  /** Column key -> its header filter. */
  filters: Record<string, ColumnFilter>;
  /** Keys of the visible columns. */
  visible: string[];
  /** Start and end day, YYYY-MM-DD; null for no date filter. */
  dateRange: [string, string] | null;
  currency: string | null;
  showHidden: boolean;
  /** The year filter (null: any year). */
  year: number | null;
}

/** One of a table's export options: its label (translated) and the `flag` the export call sends. */
export interface ExportOption {
  flag: string;
  label: string;
}

export interface DataTableProps<Row extends TableRow = TableRow> {
  /** Names the table's saved state (one per screen). */
  tableId: string;
  /** The first sort and the one Reset returns to (default: id descending, newest first). */
  defaultSort?: { sortBy: string; sortDir: 'asc' | 'desc' };
  /** The list declared in contracts (`defineTable`): its `list` loads a page, its `export` the xlsx. */
  table: TableDecl;
  /** Section title (translated): the print heading and the export's file name. */
  title: string;
  columns: TableColumn<Row>[];
  /** Ability needed for Add New (a superuser passes). */
  createAbility?: string;
  onAdd?: () => void;
  /** Text of the Add New button (default 'Add New'). */
  addLabel?: string;
  /** The date-range filter (default off). */
  dateRange?: boolean;
  /** The range the date filter opens on: today (default), since the first day of last month, or every date. */
  defaultDateRange?: DefaultDateRange;
  /** The currency filter (on when a column is `currency_code`). */
  currencyFilter?: boolean;
  /** The hidden-items toggle (shown only with item_show_hidden). */
  hiddenToggle?: boolean;
  /** The year filter: `true` offers the last 10 years, or give the first year offered. */
  yearFilter?: boolean | { from: number };
  exportable?: boolean;
  /** Two (or more) export options: the Excel button opens a menu and the chosen one's flag is sent. */
  exportOptions?: ExportOption[];
  printable?: boolean;
  /** Buttons of one row (an Actions column at the end). */
  rowActions?: (row: Row) => ReactNode;
  /** The Actions menu for the selected rows (sales: Approve, Pending). */
  selectionActions?: (rows: Row[], clear: () => void) => ReactNode;
  /** Expandable rows. */
  expandable?: { render: (row: Row) => ReactNode; rowExpandable?: (row: Row) => boolean };
  /** The screen's route id: a notification's filter left for it applies when the list opens. */
  routeId?: string;
  /** Route parameter read as the search text (the notification jump); default `invoiceId`. */
  searchParam?: string;
  /** More protocol fields sent with every load and export. */
  extraBody?: Record<string, unknown>;
  'data-testid'?: string;
}
