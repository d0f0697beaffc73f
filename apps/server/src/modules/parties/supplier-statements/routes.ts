import { supplierEndpoints, supplierStatementExports } from '@bb/contracts';
import { tenantTx } from '../../../platform/access.js';
import type { App } from '../../../platform/app-types.js';
import { handle } from '../../../platform/endpoints.js';
import {
  framedStatement as framed,
  statementMoneyColumns as money,
  sendSheet as send,
} from '../../../platform/table/statement-sheet.js';
import type { SheetColumn } from '../../../platform/table/xlsx.js';
import { detailStatement } from '../../ledger/statements.js';
import { checkRange, oneCurrencyStatement, supplierOf, supplierSummary } from './queries.js';

/**
 * Supplier account statements (the detail statement itself is served by modules/parties): the detail
 * statement's export, the summary per supplier and currency, and the statement of every currency converted
 * into one (each with its xlsx export).
 */
export async function supplierStatementRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  handle(app, supplierStatementExports.detail, async (req, reply) => {
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
    const title = q.title ?? `${s.supplier.name} in ${q.currency_code}`;
    return send(reply, title, q.localTime, columns, framed(s, q));
  });

  handle(app, supplierEndpoints.summaryStatement, (req) =>
    tenantTx(db, req, async (tx) => ({ data: (await supplierSummary(tx, req.query)) as never })),
  );
  handle(app, supplierStatementExports.summary, async (req, reply) => {
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
  });
}
