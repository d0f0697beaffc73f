import { z } from 'zod';
import { isoDate } from './dates.js';

/**
 * The table protocol (shared-screens.md sections 2.1 and 7): what every list screen sends and receives.
 * One schema for the web's DataTable and the server's table module.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const TEXT_SYMBOLS = ['sw', 'ew', 'co', 'ex', 'exc'] as const;
export const NUMBER_SYMBOLS = ['=', '>', '>=', '<', '<=', '!='] as const;

const columnKey = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'Unknown column.');
const decimalText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'Must be a number.'));

/** A query-string value may carry a JSON list (GET); a body carries it as it is (POST). */
const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.array(item).max(50));

export const textFilter = z.object({
  column: columnKey,
  symbol: z.enum(TEXT_SYMBOLS).default('co'),
  value: z.string().max(200),
});

export const numberFilter = z.object({
  /** The column compared; with `complex`, the sum of `columns`; with `query`, a named server expression. */
  column: columnKey.optional(),
  symbol: z.enum(NUMBER_SYMBOLS).default('='),
  value: decimalText,
  complex: z.boolean().optional(),
  columns: z.array(columnKey).max(10).optional(),
  query: columnKey.optional(),
});

export const listFilter = z.object({
  column: columnKey,
  values: z
    .array(z.union([z.string().max(200), z.number()]))
    .min(1)
    .max(500),
});

const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

export const tableQuery = z.object({
  sortBy: columnKey.optional(),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 25, 50 or 100.')
    .default(10),
  search: z.string().max(200).optional(),
  show_hidden_item: bool.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  currency_code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  text: jsonList(textFilter).optional(),
  number: jsonList(numberFilter).optional(),
  having_number: jsonList(numberFilter).optional(),
  list: jsonList(listFilter).optional(),
});
export type TableQuery = z.infer<typeof tableQuery>;
export type TableQueryInput = z.input<typeof tableQuery>;

/**
 * Stored value -> its name in the user's language, for a column that holds keys (document types, statuses):
 * the export writes the name instead of the key. At most 500 entries.
 */
export const valueLabels = z
  .record(z.string().max(100), z.string().max(200))
  .refine((o) => Object.keys(o).length <= 500, 'Too many labels.')
  .optional();

/** How a document's journal entry joins its number and its note: `PAY-3 — salaries` (documents/lifecycle.ts). */
export const DESCRIPTION_SEPARATOR = ' — ';

/** Where a label holds a stored text's value: `opening_stock — {value}` -> `Opening stock of {value}`. */
export const DESCRIPTION_VALUE = '{value}';

/** The label keys that are patterns (`<prefix>{value}`): a text starting with the prefix holds a value. */
export function valuePatterns(labels: Readonly<Record<string, string>>): [prefix: string, name: string][] {
  const out: [string, string][] = [];
  for (const [key, name] of Object.entries(labels))
    if (key.length > DESCRIPTION_VALUE.length && key.endsWith(DESCRIPTION_VALUE))
      out.push([key.slice(0, -DESCRIPTION_VALUE.length), name]);
  // the longest prefix first, so a longer pattern wins over one it starts with
  return out.sort((a, b) => b[0].length - a[0].length);
}

/** A name with the value in its `{value}` (a name without one is kept as it is). */
export const withValue = (name: string, value: string): string =>
  name.replace(DESCRIPTION_VALUE, () => value);

/**
 * A stored text as named by `labels`: the whole text; a text with a value, by a label key ending in
 * `{value}` (`opening_stock — Rice` by `opening_stock — {value}`, or an older `Opening stock of Rice` by
 * `Opening stock of {value}`) with the value put in the name's `{value}`; or a note after a document number
 * (`PAY-3 — salaries` -> `PAY-3 — <name>`). Undefined when `labels` names none of them (the text is shown as
 * stored).
 */
export function labelledText(labels: Readonly<Record<string, string>>, text: string): string | undefined {
  const plain = (k: string) => Object.hasOwn(labels, k) && !k.endsWith(DESCRIPTION_VALUE);
  if (plain(text)) return labels[text];
  for (const [prefix, name] of valuePatterns(labels))
    if (text.length > prefix.length && text.startsWith(prefix))
      return withValue(name, text.slice(prefix.length));
  const at = text.indexOf(DESCRIPTION_SEPARATOR);
  if (at < 0) return undefined;
  const head = text.slice(0, at + DESCRIPTION_SEPARATOR.length);
  const tail = text.slice(head.length);
  return plain(tail) ? `${head}${labels[tail]}` : undefined;
}

/** The export call: the same filters plus the headers shown, in order. */
export const exportQuery = tableQuery.extend({
  visibleHeaders: jsonList(
    z.object({
      text: z.string().max(200),
      value: columnKey,
      labels: valueLabels,
      /**
       * The column whose value `labels` are looked up by, when it is not this one (a system account's name
       * by its key, `account_key`); a row without a label keeps this column's own value.
       */
      labelsBy: columnKey.optional(),
    }),
  ).optional(),
  flag: z.string().max(50).optional(),
  /** Local date-time of the browser for the file name, e.g. 2026-11-22 14-05. */
  localTime: z.string().max(40).optional(),
  title: z.string().max(120).optional(),
});
export type ExportQuery = z.infer<typeof exportQuery>;

/**
 * What a table-protocol list answers: a page of rows (the table's own columns), the count of every filtered
 * row and the footer's sums. The rows' columns are each list's own (its TableSpec on the server).
 */
export const tableAnswer = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  total: z.number().int(),
  footer: z.record(z.string(), z.string().nullable()).optional(),
  /**
   * The footer's sums per currency (lists whose amounts are in several currencies): one entry per currency
   * among the filtered rows, `currency_code` and the same keys as `footer`.
   */
  footer_currencies: z.array(z.record(z.string(), z.string().nullable())).optional(),
});

/** A spreadsheet answer (xlsx, streamed): the schema OpenAPI shows for an export. */
export const xlsxAnswer = z
  .string()
  .describe('An xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)');

export interface TableAnswer<Row> {
  data: Row[];
  total: number;
  footer?: Record<string, string | null>;
  footer_currencies?: Record<string, string | null>[];
}
