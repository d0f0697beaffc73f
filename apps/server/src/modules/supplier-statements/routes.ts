import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { attachmentHeader, type SheetColumn, writeXlsx } from '../../platform/table/xlsx.js';
import { detailStatement } from '../ledger/statements.js';
import { checkRange, oneCurrencyStatement, supplierOf, supplierSummary } from './queries.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');
const currency = z.string().regex(/^[A-Z]{3}$/, 'The selected currency code is invalid.');
const extras = { localTime: z.string().max(40).optional(), title: z.string().max(120).optional() };
const detailQuery = z.object({
  party_id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.'),
  currency_code: currency,
  start_date: isoDate,
  end_date: isoDate,
});
const summaryQuery = z.object({ start_date: isoDate, end_date: isoDate, currency_code: currency.optional() });

type Line = { date: string; description: string; debit?: string; credit?: string; balance: string };
/** Opening row, the period's lines, closing row with the period's totals. */
async function* framed<T extends object>(
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

async function send(
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

const money = (c: string): SheetColumn[] => [
  { header: `Debit (${c})`, key: 'debit', kind: 'number' },
  { header: `Credit (${c})`, key: 'credit', kind: 'number' },
  { header: `Balance (${c})`, key: 'balance', kind: 'number' },
];

/**
 * Supplier account statements (the detail statement itself is served by modules/parties): the detail
 * statement's export, the summary per supplier and currency, and the statement of every currency converted
 * into one (each with its xlsx export).
 */
export async function supplierStatementRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const tags = ['suppliers'];
  const detailAccess = { access: ['report_supplier_account_statement'] as const };
  const oneAccess = { access: ['report_supplier_account_statement_all_in_one_currency'] as const };
  const summaryAccess = { access: ['report_supplier_account_statement_summary'] as const };

  app.post(
    '/api/supplier/detail-account-statement/export',
    { schema: { tags, body: detailQuery.extend(extras) }, config: detailAccess },
    async (req, reply) => {
      const q = req.body;
      const s = await tenantTx(db, req, async (tx) => {
        checkRange(q);
        const supplier = await supplierOf(tx, q.party_id);
        const st = await detailStatement(
          tx,
          { party: { type: 'supplier', id: supplier.id } },
          q.currency_code,
          q.start_date,
          q.end_date,
        );
        return { supplier, ...st };
      });
      const columns: SheetColumn[] = [
        { header: 'Date', key: 'date', kind: 'date' },
        { header: 'Invoice', key: 'invoice_id', kind: 'text' },
        { header: 'Description', key: 'description', kind: 'text' },
        ...money(q.currency_code),
      ];
      const title = q.title ?? `${s.supplier.name} ${q.currency_code}`;
      return send(reply, title, q.localTime, columns, framed(s, q));
    },
  );

  app.get(
    '/api/supplier/detail-account-statement-all-in-one-currency',
    { schema: { tags, querystring: detailQuery }, config: oneAccess },
    (req) => tenantTx(db, req, (tx) => oneCurrencyStatement(tx, req.query)),
  );
  app.post(
    '/api/supplier/detail-account-statement-all-in-one-currency/export',
    { schema: { tags, body: detailQuery.extend(extras) }, config: oneAccess },
    async (req, reply) => {
      const q = req.body;
      const s = await tenantTx(db, req, (tx) => oneCurrencyStatement(tx, q));
      const columns: SheetColumn[] = [
        { header: 'Date', key: 'date', kind: 'date' },
        { header: 'Invoice', key: 'invoice_id', kind: 'text' },
        { header: 'Description', key: 'description', kind: 'text' },
        { header: 'Currency', key: 'currency_code', kind: 'text' },
        { header: 'Amount', key: 'amount', kind: 'number' },
        { header: `Rate (${s.base_currency_code})`, key: 'rate', kind: 'number' },
        ...money(q.currency_code),
      ];
      const title = q.title ?? `${s.supplier.name} in ${q.currency_code}`;
      return send(reply, title, q.localTime, columns, framed(s, q));
    },
  );

  app.get(
    '/api/supplier/summary-account-statement',
    { schema: { tags, querystring: summaryQuery }, config: summaryAccess },
    (req) => tenantTx(db, req, async (tx) => ({ data: await supplierSummary(tx, req.query) })),
  );
  app.post(
    '/api/supplier/summary-account-statement/export',
    { schema: { tags, body: summaryQuery.extend(extras) }, config: summaryAccess },
    async (req, reply) => {
      const rows = await tenantTx(db, req, (tx) => supplierSummary(tx, req.body));
      const columns: SheetColumn[] = [
        { header: 'Supplier', key: 'name', kind: 'text' },
        { header: 'Phone', key: 'phone', kind: 'text' },
        { header: 'Currency', key: 'currency_code', kind: 'text' },
        { header: 'Opening balance', key: 'opening_balance', kind: 'number' },
        { header: 'Debit', key: 'debit', kind: 'number' },
        { header: 'Credit', key: 'credit', kind: 'number' },
        { header: 'Closing balance', key: 'closing_balance', kind: 'number' },
      ];
      async function* all() {
        yield* rows;
      }
      const title = req.body.title ?? 'Supplier summary account statement';
      return send(reply, title, req.body.localTime, columns, all());
    },
  );
}
