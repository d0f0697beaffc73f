import { ledgerEndpoints as e, GENERAL_LEDGER_TABLE, MESSAGES, sheetWordsOf } from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { conflict, notFound } from '../../platform/errors.js';
import { registerTable } from '../../platform/table/routes.js';
import {
  framedStatement,
  sendSheet,
  statementMoneyColumns,
  wordColumns,
} from '../../platform/table/statement-sheet.js';
import { usableCashBoxes, userInventories } from '../identity/queries.js';
import { balancesOf } from './balances.js';
import { balanceSheet, generalLedgerTable, trialBalance } from './reports.js';
import { cashBoxSummary, detailStatement } from './statements.js';

const today = () => new Date().toISOString().slice(0, 10);
type StatementQuery = { cash_box_id: string; start_date: string; end_date: string; localTime?: string };

/** General ledger, trial balance, balance sheet, the user's cash boxes and the cash-box statements. */
export async function ledgerRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  registerTable(app, GENERAL_LEDGER_TABLE, generalLedgerTable, { title: 'General ledger' });

  handle(app, e.trialBalance, (req) =>
    tenantTx(db, req, (tx) => trialBalance(tx, req.query.end_date ?? today(), req.query.start_date)),
  );

  handle(app, e.balanceSheet, (req) =>
    tenantTx(db, req, (tx) => balanceSheet(tx, req.query.as_of ?? today())),
  );

  handle(app, e.accounts, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await tx
        .selectFrom('accounts')
        .select(['id', 'code', 'name', 'type', 'system_key'])
        .orderBy('code')
        .execute(),
    })),
  );

  // Profile -> My cash box: no ability; the boxes the user may use, with their balances.
  handle(app, e.myCashbox, (req) =>
    tenantTx(db, req, async (tx) => {
      const auth = authOf(req);
      const inventories = (await userInventories(tx, auth)).map((i) => i.id);
      const boxes = await usableCashBoxes(tx, auth, inventories);
      const data = await Promise.all(
        boxes.map(async (b) => {
          const [balance] = (await balancesOf(tx, { cashBoxId: b.id })).filter(
            (x) => x.currency_code === b.currency_code,
          );
          return { ...b, balance: balance?.balance ?? '0', own: b.for_user_id === auth.userId };
        }),
      );
      return { data };
    }),
  );

  const statementOf = (req: Parameters<typeof authOf>[0], q: StatementQuery) =>
    tenantTx(db, req, async (tx) => {
      const auth = authOf(req);
      const box = await tx
        .selectFrom('cash_boxes')
        .select(['id', 'code', 'name', 'currency_code', 'for_user_id'])
        .where('id', '=', q.cash_box_id)
        .executeTakeFirst();
      if (!box) throw notFound();
      if (
        !auth.isSuperuser &&
        auth.abilities.has('only_from_my_cash_box') &&
        box.for_user_id !== auth.userId
      ) {
        throw conflict(MESSAGES.ownCashBoxOnly);
      }
      return {
        cash_box: box,
        ...(await detailStatement(tx, { cashBoxId: box.id }, box.currency_code, q.start_date, q.end_date)),
      };
    });

  handle(app, e.detailStatement, (req) => statementOf(req, req.query));
  handle(app, e.detailStatementExport, async (req, reply) => {
    const q = req.body;
    const s = await statementOf(req, q);
    const w = sheetWordsOf(q.words);
    // the document's number before its (named) description, as the screen shows it
    const rows = framedStatement(s, q, (r) =>
      r.invoice_id ? { ...r, description: `${r.invoice_id} ${r.description}` } : r,
    );
    const columns = [
      ...wordColumns(w, [
        ['date', 'date', 'date'],
        ['description', 'description'],
      ]),
      ...statementMoneyColumns(s.currency_code, w),
    ];
    return sendSheet(reply, `${w.cash_box} ${s.cash_box.code}`, q.localTime, columns, rows, s.cash_box.name);
  });

  handle(app, e.summaryStatement, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await cashBoxSummary(tx, req.query.start_date, req.query.end_date, req.query.currency_code),
    })),
  );

  handle(app, e.journalEntry, (req) =>
    tenantTx(db, req, async (tx) => {
      const entry = await tx
        .selectFrom('journal_entries')
        .selectAll()
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (!entry) throw notFound();
      const lines =
        await sql`select l.id, a.code, a.name as account_name, l.debit, l.credit, l.currency_code, l.amount, l.rate,
            l.party_type, l.party_id, l.cash_box_id, l.dim_type, l.dim_id
          from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          where l.entry_id = ${req.params.id} order by l.id`.execute(tx);
      const { tenant_id: _t, ...rest } = entry;
      return { ...rest, lines: lines.rows as never };
    }),
  );
}
