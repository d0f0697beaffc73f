import { supplierEndpoints, supplierStatementExports } from '@bb/contracts';
import { tenantTx } from '../../../platform/access.js';
import type { App } from '../../../platform/app-types.js';
import { handle } from '../../../platform/endpoints.js';
import {
  statementMoneyColumns as money,
  sendDetailSheet,
  sendSummarySheet,
  wordColumns,
} from '../../../platform/table/statement-sheet.js';
import { oneCurrencyStatement, supplierStatement, supplierSummary } from './queries.js';

/**
 * Supplier account statements (the detail statement itself is served by modules/parties): the detail
 * statement's export, the summary per supplier and currency, and the statement of every currency converted
 * into one (each with its xlsx export).
 */
export async function supplierStatementRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  handle(app, supplierStatementExports.detail, async (req, reply) => {
    const q = req.body;
    const s = await tenantTx(db, req, (tx) => supplierStatement(tx, q));
    return sendDetailSheet(reply, q, `${s.supplier.name} ${q.currency_code}`, s);
  });

  handle(app, supplierEndpoints.oneCurrencyStatement, (req) =>
    tenantTx(db, req, (tx) => oneCurrencyStatement(tx, req.query) as never),
  );
  handle(app, supplierStatementExports.oneCurrency, async (req, reply) => {
    const q = req.body;
    const s = await tenantTx(db, req, (tx) => oneCurrencyStatement(tx, q));
    return sendDetailSheet(reply, q, `${s.supplier.name} ${q.currency_code}`, s, (w) => [
      ...wordColumns(w, [
        ['date', 'date', 'date'],
        ['invoice', 'invoice_id'],
        ['description', 'description'],
        ['currency', 'currency_code'],
        ['amount', 'amount', 'number'],
      ]),
      { header: `${w.rate} (${s.base_currency_code})`, key: 'rate', kind: 'number' },
      ...money(q.currency_code, w),
    ]);
  });

  handle(app, supplierEndpoints.summaryStatement, (req) =>
    tenantTx(db, req, async (tx) => ({ data: (await supplierSummary(tx, req.query)) as never })),
  );
  handle(app, supplierStatementExports.summary, async (req, reply) => {
    const rows = await tenantTx(db, req, (tx) => supplierSummary(tx, req.body));
    const columns = [
      ['supplier', 'name'],
      ['phone', 'phone'],
    ] as const;
    return sendSummarySheet(reply, req.body, 'supplier_summary', columns, rows);
  });
}
