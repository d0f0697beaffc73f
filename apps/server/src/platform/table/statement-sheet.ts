import { PassThrough } from 'node:stream';
import { labelledText } from '@bb/contracts';
import type { FastifyReply } from 'fastify';
import { attachmentHeader, type SheetColumn, writeXlsx } from './xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Line = { date: string; description: string; debit?: string; credit?: string; balance: string };

/**
 * A line with its description named by the request's `descriptions` (the fixed journal descriptions in the
 * user's language, sent by the web); a description typed by a user is not among them and stays as typed.
 */
export function namedDescription<R extends object>(
  r: R,
  descriptions: Record<string, string> | undefined,
): R {
  const d = (r as { description?: unknown }).description;
  const named = typeof d === 'string' && descriptions ? labelledText(descriptions, d) : undefined;
  return named === undefined ? { ...r } : { ...r, description: named };
}

/** A detail statement's export rows: the opening row, the period's lines, the closing row with the totals. */
export async function* framedStatement<T extends object>(
  s: {
    opening_balance: string;
    data: T[];
    total_debit: string;
    total_credit: string;
    closing_balance: string;
  },
  q: { start_date: string; end_date: string; descriptions?: Record<string, string> | undefined },
): AsyncGenerator<Record<string, unknown>> {
  yield { date: q.start_date, description: 'Opening balance', balance: s.opening_balance } satisfies Line;
  for (const r of s.data) yield namedDescription(r as Record<string, unknown>, q.descriptions);
  yield {
    date: q.end_date,
    description: 'Closing balance',
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
) {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX)
    .header('content-disposition', attachmentHeader(title, localTime))
    .send(out);
  await writeXlsx(out, title, columns, rows);
  return reply;
}

/** Debit, credit and balance columns headed with the statement's currency. */
export const statementMoneyColumns = (c: string): SheetColumn[] => [
  { header: `Debit (${c})`, key: 'debit', kind: 'number' },
  { header: `Credit (${c})`, key: 'credit', kind: 'number' },
  { header: `Balance (${c})`, key: 'balance', kind: 'number' },
];

/** A text column. */
export const textColumn = (header: string, key: string): SheetColumn => ({ header, key, kind: 'text' });

/** The opening, debit, credit and closing columns of a summary statement's export. */
export const summaryMoneyColumns: SheetColumn[] = [
  { header: 'Opening balance', key: 'opening_balance', kind: 'number' },
  { header: 'Debit', key: 'debit', kind: 'number' },
  { header: 'Credit', key: 'credit', kind: 'number' },
  { header: 'Closing balance', key: 'closing_balance', kind: 'number' },
];

/** A detail statement's export columns: date, the document column (invoice by default), description, money. */
export const detailColumns = (
  currency: string,
  document: SheetColumn = textColumn('Invoice', 'invoice_id'),
): SheetColumn[] => [
  { header: 'Date', key: 'date', kind: 'date' },
  document,
  textColumn('Description', 'description'),
  ...statementMoneyColumns(currency),
];

/** Rows already read, as the sheet writer's stream. */
export async function* sheetRows(rows: readonly object[]): AsyncGenerator<Record<string, unknown>> {
  yield* rows as Record<string, unknown>[];
}

/** What an export request carries besides its query: the caller's title and local time. */
interface ExportRequest {
  title?: string | undefined;
  localTime?: string | undefined;
  descriptions?: Record<string, string> | undefined;
}

/**
 * A detail statement as an xlsx download: the opening row, its lines and the closing row under `columns`
 * (date, invoice, description and the money columns by default), titled by the request or `fallbackTitle`.
 */
export function sendDetailSheet(
  reply: FastifyReply,
  q: ExportRequest & { start_date: string; end_date: string },
  fallbackTitle: string,
  statement: Parameters<typeof framedStatement>[0] & { currency_code: string },
  columns: SheetColumn[] = detailColumns(statement.currency_code),
) {
  return sendSheet(reply, q.title ?? fallbackTitle, q.localTime, columns, framedStatement(statement, q));
}

/**
 * A summary statement as an xlsx download: the party's columns, its currency, then opening, debit, credit
 * and closing; titled by the request or `fallbackTitle`.
 */
export function sendSummarySheet(
  reply: FastifyReply,
  q: ExportRequest,
  fallbackTitle: string,
  partyColumns: SheetColumn[],
  rows: readonly object[],
) {
  const columns = [...partyColumns, textColumn('Currency', 'currency_code'), ...summaryMoneyColumns];
  return sendSheet(reply, q.title ?? fallbackTitle, q.localTime, columns, sheetRows(rows));
}
