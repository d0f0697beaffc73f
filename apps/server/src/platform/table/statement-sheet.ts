import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentHeader, type SheetColumn, writeXlsx } from './xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Line = { date: string; description: string; debit?: string; credit?: string; balance: string };

/** A detail statement's export rows: the opening row, the period's lines, the closing row with the totals. */
export async function* framedStatement<T extends object>(
  s: {
    opening_balance: string;
    data: T[];
    total_debit: string;
    total_credit: string;
    closing_balance: string;
  },
  q: { start_date: string; end_date: string },
): AsyncGenerator<Record<string, unknown>> {
  yield { date: q.start_date, description: 'Opening balance', balance: s.opening_balance } satisfies Line;
  for (const r of s.data) yield { ...(r as Record<string, unknown>) };
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
