import {
  type EndpointRequest,
  exportExtras,
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
import { sendDetailSheet, sendSummarySheet } from '../../platform/table/statement-sheet.js';
import { baseCurrency } from '../cash/rates.js';
import { partyDetailStatement, partySummary } from '../ledger/party-statements.js';
import { distributionsOverlapping } from './profit-distribution-queries.js';
import { activeShareholders, periodProfit, shareProfit } from './profit-share.js';

type DetailQuery = EndpointRequest<typeof shareholderDetailEndpoint>['query'];
type SummaryQuery = EndpointRequest<typeof shareholderSummaryEndpoint>['query'];

const detail = (tx: TenantTx, q: DetailQuery) =>
  partyDetailStatement(
    tx,
    'shareholder',
    sql<{ id: string; name: string }>`select id, name from shareholders`,
    q,
  );

/**
 * Per shareholder and currency as of the period's end: the balance before it, its debits and credits and
 * the closing balance (capital, cashback capital and anything else posted to the shareholder); and the
 * period's profit (income less expenses in base) shared by percentage among the active shareholders.
 */
async function summary(tx: TenantTx, q: SummaryQuery) {
  const spec = {
    table: 'shareholders',
    type: 'shareholder',
    idAs: 'shareholder_id',
    orderBy: 'name',
  } as const;
  const rows = await partySummary(tx, { ...spec, columns: ['name', 'phone', 'share_percentage::text'] }, q);
  const profit = await periodProfit(tx, q.start_date, q.end_date);
  const holders = await activeShareholders(tx);
  return {
    data: rows as never,
    distribution: {
      base_currency_code: await baseCurrency(tx),
      profit,
      rows: shareProfit(profit, holders),
      posted: await distributionsOverlapping(tx, q.start_date, q.end_date),
    },
  };
}

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
        body: shareholderDetailEndpoint.query!.extend(exportExtras),
        response: { 200: xlsxAnswer },
      },
      config: { access: ['report_shareholder_account_statement'] },
    },
    async (req, reply) => {
      const q = req.body;
      const s = await tenantTx(db, req, (tx) => detail(tx, q));
      return sendDetailSheet(reply, q, `${s.shareholder.name} ${q.currency_code}`, s);
    },
  );
  app.post(
    `/api/${shareholderSummaryEndpoint.path}/export`,
    {
      schema: {
        tags: ['accounting'],
        body: z.object({ start_date: isoDate, end_date: isoDate, ...exportExtras }),
        response: { 200: xlsxAnswer },
      },
      config: { access: ['report_shareholder_account_statement_summary'] },
    },
    async (req, reply) => {
      const s = await tenantTx(db, req, (tx) => summary(tx, req.body));
      const columns = [
        ['shareholder', 'name'],
        ['share_percentage', 'share_percentage', 'number'],
      ] as const;
      return sendSummarySheet(reply, req.body, 'shareholder_summary', columns, s.data);
    },
  );
}
