import {
  type EndpointRequest,
  isoDate,
  shareholderDetailEndpoint,
  shareholderSummaryEndpoint,
  xlsxAnswer,
} from '@bb/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { invalid, notFound } from '../../platform/errors.js';
import { framedStatement, sendSheet, statementMoneyColumns } from '../../platform/table/statement-sheet.js';
import { baseCurrency } from '../cash/rates.js';
import { detailStatement } from '../ledger/statements.js';
import { distributionsOverlapping } from './profit-distribution-queries.js';
import { activeShareholders, periodProfit, shareProfit } from './profit-share.js';

type DetailQuery = EndpointRequest<typeof shareholderDetailEndpoint>['query'];
type SummaryQuery = EndpointRequest<typeof shareholderSummaryEndpoint>['query'];

const checkRange = (q: { start_date: string; end_date: string }) => {
  if (q.start_date > q.end_date)
    throw invalid({ end_date: ['The end date must not be before the start date.'] });
};

async function detail(tx: TenantTx, q: DetailQuery) {
  checkRange(q);
  const shareholder = (
    await sql<{
      id: string;
      name: string;
    }>`select id, name from shareholders where id = ${q.party_id}`.execute(tx)
  ).rows[0];
  if (!shareholder) throw notFound();
  const st = await detailStatement(
    tx,
    { party: { type: 'shareholder', id: shareholder.id } },
    q.currency_code,
    q.start_date,
    q.end_date,
  );
  return { shareholder, ...st };
}

/**
 * Per shareholder and currency as of the period's end: the balance before it, its debits and credits and
 * the closing balance (capital, cashback capital and anything else posted to the shareholder); and the
 * period's profit (income less expenses in base) shared by percentage among the active shareholders.
 */
async function summary(tx: TenantTx, q: SummaryQuery) {
  checkRange(q);
  const rows = await sql<Record<string, string>>`
    select s.id as shareholder_id, s.name, s.phone, s.share_percentage::text as share_percentage, l.currency_code,
      coalesce(sum(l.amount) filter (where l.entry_date < ${q.start_date}::date), 0)::text as opening_balance,
      coalesce(sum(greatest(l.amount, 0)) filter (where l.entry_date >= ${q.start_date}::date), 0)::text as debit,
      coalesce(sum(greatest(-l.amount, 0)) filter (where l.entry_date >= ${q.start_date}::date), 0)::text as credit,
      coalesce(sum(l.amount), 0)::text as closing_balance
    from shareholders s
    join journal_lines l on l.tenant_id = s.tenant_id and l.party_type = 'shareholder' and l.party_id = s.id
      and l.entry_date <= ${q.end_date}::date
    where ${q.currency_code ? sql`l.currency_code = ${q.currency_code}` : sql`true`}
    group by s.id, s.name, s.phone, s.share_percentage, l.currency_code
    order by l.currency_code, s.name collate "und-x-icu", s.id`.execute(tx);
  const profit = await periodProfit(tx, q.start_date, q.end_date);
  const holders = await activeShareholders(tx);
  return {
    data: rows.rows as never,
    distribution: {
      base_currency_code: await baseCurrency(tx),
      profit,
      rows: shareProfit(profit, holders),
      posted: await distributionsOverlapping(tx, q.start_date, q.end_date),
    },
  };
}

const extras = { localTime: z.string().max(40).optional(), title: z.string().max(120).optional() };

/** The shareholders' detail and summary statements with their xlsx exports. */
export function shareholderStatementRoutes(app: App): void {
  const { db } = app.deps;
  handle(app, shareholderDetailEndpoint, (req) => tenantTx(db, req, (tx) => detail(tx, req.query)));
  handle(app, shareholderSummaryEndpoint, (req) => tenantTx(db, req, (tx) => summary(tx, req.query)));
  app.post(
    `/api/${shareholderDetailEndpoint.path}/export`,
    {
      schema: {
        tags: ['accounting'],
        body: shareholderDetailEndpoint.query!.extend(extras),
        response: { 200: xlsxAnswer },
      },
      config: { access: ['report_shareholder_account_statement'] },
    },
    async (req, reply) => {
      const q = req.body;
      const s = await tenantTx(db, req, (tx) => detail(tx, q));
      const title = q.title ?? `${s.shareholder.name} ${q.currency_code}`;
      return sendSheet(
        reply,
        title,
        q.localTime,
        [
          { header: 'Date', key: 'date', kind: 'date' },
          { header: 'Invoice', key: 'invoice_id', kind: 'text' },
          { header: 'Description', key: 'description', kind: 'text' },
          ...statementMoneyColumns(q.currency_code),
        ],
        framedStatement(s, q),
      );
    },
  );
  app.post(
    `/api/${shareholderSummaryEndpoint.path}/export`,
    {
      schema: {
        tags: ['accounting'],
        body: z.object({ start_date: isoDate, end_date: isoDate, ...extras }),
        response: { 200: xlsxAnswer },
      },
      config: { access: ['report_shareholder_account_statement_summary'] },
    },
    async (req, reply) => {
      const s = await tenantTx(db, req, (tx) => summary(tx, req.body));
      async function* rows() {
        yield* s.data as Record<string, unknown>[];
      }
      return sendSheet(
        reply,
        req.body.title ?? 'Shareholder summary account statement',
        req.body.localTime,
        [
          { header: 'Shareholder', key: 'name', kind: 'text' },
          { header: 'Share %', key: 'share_percentage', kind: 'number' },
          { header: 'Currency', key: 'currency_code', kind: 'text' },
          { header: 'Opening balance', key: 'opening_balance', kind: 'number' },
          { header: 'Debit', key: 'debit', kind: 'number' },
          { header: 'Credit', key: 'credit', kind: 'number' },
          { header: 'Closing balance', key: 'closing_balance', kind: 'number' },
        ],
        rows(),
      );
    },
  );
}
