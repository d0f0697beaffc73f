import { supplierEndpoints, supplierStatementExports } from '@bb/contracts';
import { tenantTx } from '../../../platform/access.js';
import type { App } from '../../../platform/app-types.js';
import { handle } from '../../../platform/endpoints.js';
import {
  statementMoneyColumns as money,
  sendDetailSheet,
  sendSummarySheet,
  textColumn as text,
} from '../../../platform/table/statement-sheet.js';
import type { SheetColumn } from '../../../platform/table/xlsx.js';
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
    const columns: SheetColumn[] = [
      { header: 'Date', key: 'date', kind: 'date' },
      { header: 'Invoice', key: 'invoice_id', kind: 'text' },
      { header: 'Description', key: 'description', kind: 'text' },
      { header: 'Currency', key: 'currency_code', kind: 'text' },
      { header: 'Amount', key: 'amount', kind: 'number' },
      { header: `Rate (${s.base_currency_code})`, key: 'rate', kind: 'number' },
      ...money(q.currency_code),
    ];
    return sendDetailSheet(reply, q, `${s.supplier.name} in ${q.currency_code}`, s, columns);
  });

  handle(app, supplierEndpoints.summaryStatement, (req) =>
    tenantTx(db, req, async (tx) => ({ data: (await supplierSummary(tx, req.query)) as never })),
  );
  handle(app, supplierStatementExports.summary, async (req, reply) => {
    const rows = await tenantTx(db, req, (tx) => supplierSummary(tx, req.body));
    const columns = [text('Supplier', 'name'), text('Phone', 'phone')];
    return sendSummarySheet(reply, req.body, 'Supplier summary account statement', columns, rows);
  });
}
