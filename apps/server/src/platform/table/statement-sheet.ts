import { PassThrough } from 'node:stream';
import {
  ENGLISH_JOURNAL_DESCRIPTIONS,
  labelledText,
  type SheetWord,
  type SheetWords,
  sheetWordsOf,
} from '@bb/contracts';
import type { FastifyReply } from 'fastify';
import type { ColumnKind } from './spec.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from './xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Line = { date: string; description: string; debit?: string; credit?: string; balance: string };

/**
 * A line with its description named by the request's `descriptions` (the fixed journal descriptions in the
 * user's language, sent by the web), in English for a request that sends none; a description typed by a
 * user is not among them and stays as typed.
 */
export function namedDescription<R extends object>(
  r: R,
  descriptions: Record<string, string> | undefined,
): R {
  const d = (r as { description?: unknown }).description;
  const named =
    typeof d === 'string' ? labelledText(descriptions ?? ENGLISH_JOURNAL_DESCRIPTIONS, d) : undefined;
  return named === undefined ? { ...r } : { ...r, description: named };
}

/** What an export request carries besides its query: the caller's title, local time and names. */
interface ExportRequest {
  title?: string | undefined;
  localTime?: string | undefined;
  descriptions?: Record<string, string> | undefined;
  words?: Partial<SheetWords> | undefined;
  documentTypes?: Record<string, string> | undefined;
}

/** A line's document type by the name the request sent for it (a type without one stays its id). */
function namedType(r: Record<string, unknown>, names: Record<string, string> | undefined) {
  const type = r.document_type;
  return typeof type === 'string' && names && Object.hasOwn(names, type)
    ? { ...r, document_type: names[type] }
    : r;
}

/**
 * A detail statement's export rows: the opening row, the period's lines (their descriptions and document
 * types named, then `shape`d), the closing row with the totals; the opening and closing rows in the
 * request's words.
 */
export async function* framedStatement<T extends object>(
  s: {
    opening_balance: string;
    data: T[];
    total_debit: string;
    total_credit: string;
    closing_balance: string;
  },
  q: ExportRequest & { start_date: string; end_date: string },
  shape: (r: Record<string, unknown>) => Record<string, unknown> = (r) => r,
): AsyncGenerator<Record<string, unknown>> {
  const w = sheetWordsOf(q.words);
  yield { date: q.start_date, description: w.opening_balance, balance: s.opening_balance } satisfies Line;
  for (const r of s.data) {
    yield shape(namedType(namedDescription(r as Record<string, unknown>, q.descriptions), q.documentTypes));
  }
  yield {
    date: q.end_date,
    description: w.closing_balance,
    debit: s.total_debit,
    credit: s.total_credit,
    balance: s.closing_balance,
  } satisfies Line;
}

/** Streams rows as an xlsx download named by the title (and the caller's local time). */
export async function sendSheet(
  reply: FastifyReply,
  title: string,
  localTime: string | undefined,
  columns: SheetColumn[],
  rows: AsyncGenerator<Record<string, unknown>>,
  sheetName: string = title,
) {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX)
    .header('content-disposition', attachmentHeader(title, localTime))
    .send(out);
  await writeXlsx(out, sheetName, columns, rows);
  return reply;
}

/** A column headed by one of the sheet words (`[word, key, kind]`, text by default). */
export type WordColumn = readonly [word: SheetWord, key: string, kind?: ColumnKind];

/** Columns headed in the request's words. */
export const wordColumns = (w: SheetWords, columns: readonly WordColumn[]): SheetColumn[] =>
  columns.map(([word, key, kind]) => ({ header: w[word], key, kind: kind ?? 'text' }));

/** Debit, credit and balance columns headed with the statement's currency: `Debit (IQD)`. */
export const statementMoneyColumns = (c: string, w: SheetWords): SheetColumn[] => [
  { header: `${w.debit} (${c})`, key: 'debit', kind: 'number' },
  { header: `${w.credit} (${c})`, key: 'credit', kind: 'number' },
  { header: `${w.balance} (${c})`, key: 'balance', kind: 'number' },
];

/** The opening, debit, credit and closing columns of a summary statement's export. */
const summaryMoneyColumns: readonly WordColumn[] = [
  ['opening_balance', 'opening_balance', 'number'],
  ['debit', 'debit', 'number'],
  ['credit', 'credit', 'number'],
  ['closing_balance', 'closing_balance', 'number'],
];

/**
 * A detail statement's export columns: date, the document column (invoice by default), description (unless
 * left out), money.
 */
export const detailColumns = (
  currency: string,
  w: SheetWords,
  document: readonly WordColumn[] = [['invoice', 'invoice_id']],
): SheetColumn[] => [
  ...wordColumns(w, [['date', 'date', 'date'], ...document, ['description', 'description']]),
  ...statementMoneyColumns(currency, w),
];

/** Rows already read, as the sheet writer's stream. */
export async function* sheetRows(rows: readonly object[]): AsyncGenerator<Record<string, unknown>> {
  yield* rows as Record<string, unknown>[];
}

/**
 * A detail statement as an xlsx download: the opening row, its lines and the closing row under `columns`
 * (date, invoice, description and the money columns by default) in the request's words, titled by the
 * request or `fallbackTitle`.
 */
export function sendDetailSheet(
  reply: FastifyReply,
  q: ExportRequest & { start_date: string; end_date: string },
  fallbackTitle: string,
  statement: Parameters<typeof framedStatement>[0] & { currency_code: string },
  columns: (w: SheetWords) => SheetColumn[] = (w) => detailColumns(statement.currency_code, w),
) {
  const w = sheetWordsOf(q.words);
  return sendSheet(reply, q.title ?? fallbackTitle, q.localTime, columns(w), framedStatement(statement, q));
}

/**
 * A summary statement as an xlsx download: the party's columns, its currency, then opening, debit, credit
 * and closing, in the request's words; titled by the request or the `fallbackTitle` word.
 */
export function sendSummarySheet(
  reply: FastifyReply,
  q: ExportRequest,
  fallbackTitle: SheetWord,
  partyColumns: readonly WordColumn[],
  rows: readonly object[],
) {
  const w = sheetWordsOf(q.words);
  const columns = wordColumns(w, [...partyColumns, ['currency', 'currency_code'], ...summaryMoneyColumns]);
  return sendSheet(reply, q.title ?? w[fallbackTitle], q.localTime, columns, sheetRows(rows));
}
