import { customerEndpoints, customerStatementExports } from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../../platform/access.js';
import type { App } from '../../../platform/app-types.js';
import type { TenantTx } from '../../../platform/db/tenant.js';
import { handle } from '../../../platform/endpoints.js';
import { sendDetailSheet, sendSummarySheet } from '../../../platform/table/statement-sheet.js';
import { type Period, partyDetailStatement, partySummary } from '../../ledger/party-statements.js';

type Summary = Period & { currency_code?: string | undefined; customer_type_id?: string | undefined };

/**
 * Per customer and currency: the balance before the period, debits and credits in it, and the balance at
 * its end; customers without any movement up to the end are left out.
 */
export function customerSummary(tx: TenantTx, q: Summary) {
  return partySummary<Record<string, string>>(
    tx,
    {
      table: 'customers',
      type: 'customer',
      idAs: 'customer_id',
      columns: ['code', 'name', 'phone'],
      orderBy: 'name',
      ...(q.customer_type_id ? { where: sql`p.customer_type_id = ${q.customer_type_id}` } : {}),
    },
    q,
  );
}

const customerStatement = (tx: TenantTx, q: Period & { party_id: string; currency_code: string }) =>
  partyDetailStatement(
    tx,
    'customer',
    sql<{ id: string; code: string; name: string }>`select id, code, name from customers`,
    q,
  );

/** Customer account statements: the summary (with export) and the detail statement's export. */
export async function customerStatementRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  handle(app, customerStatementExports.detail, async (req, reply) => {
    const q = req.body;
    const s = await tenantTx(db, req, (tx) => customerStatement(tx, q));
    return sendDetailSheet(reply, q, `${s.customer.name} ${s.currency_code}`, s);
  });

  handle(app, customerEndpoints.summaryStatement, (req) =>
    tenantTx(db, req, async (tx) => ({ data: (await customerSummary(tx, req.query)) as never })),
  );
  handle(app, customerStatementExports.summary, async (req, reply) => {
    const rows = await tenantTx(db, req, (tx) => customerSummary(tx, req.body));
    const columns = [
      ['code', 'code'],
      ['customer', 'name'],
      ['phone', 'phone'],
    ] as const;
    return sendSummarySheet(reply, req.body, 'customer_summary', columns, rows);
  });
}
