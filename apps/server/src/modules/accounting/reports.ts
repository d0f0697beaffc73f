import { ACCOUNTING_REPORT_TABLES, MONEY_DOCUMENT_KIND_NAMES, type TableQuery } from '@bb/contracts';
import { sql } from 'kysely';
import type { App } from '../../platform/app-types.js';
import { dateRange, reportDate } from '../../platform/table/report-range.js';
import { registerTable } from '../../platform/table/routes.js';
import type { ColumnSpec, TableContext, TableSpec } from '../../platform/table/spec.js';
import { generalLedgerTable } from '../ledger/reports.js';

/**
 * The accounting reports (issue 19), each a table-protocol list with footer and xlsx export under
 * /api/report/. All read the journal: an expense is a line on the expense account, its category the
 * line's `expense_category` dimension, so variable expenses, expense documents and any later writer of
 * categorised expenses are counted alike. Values are in the base currency (debit minus credit, so a
 * reversed document nets to nothing).
 */

/** A superuser sees every branch; others the lines of their connected branches (and lines without one). */
function scope(ctx: TableContext) {
  if (ctx.auth.isSuperuser) return sql``;
  return sql`and (l.inventory_id is null or l.inventory_id in
    (select inventory_id from user_inventories where user_id = ${ctx.auth.userId}))`;
}

const EXPENSE_LINES = sql`journal_lines l
  join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.system_key = 'expense'`;

const num = (aggregate = true): ColumnSpec => ({ kind: 'number', aggregate });
const text: ColumnSpec = { kind: 'text' };

/** Per expense category and branch: how many expense lines and their net total in the period. */
const totalByCategory: TableSpec = {
  source: (_tx, q, ctx) => sql`(select
      row_number() over (order by c.name, l.inventory_id) as id, ${reportDate(q)} as report_date,
      l.dim_id as expense_category_id, c.name as category_name, l.inventory_id, max(i.name) as inventory_name,
      count(*) as lines_count, sum(l.debit - l.credit) as total
    from ${EXPENSE_LINES}
    left join expense_categories c on c.tenant_id = l.tenant_id and c.id = l.dim_id
      and l.dim_type = 'expense_category'
    left join inventories i on i.tenant_id = l.tenant_id and i.id = l.inventory_id
    where ${dateRange(q, sql`l.entry_date`)} ${scope(ctx)}
    group by l.dim_id, c.name, l.inventory_id)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    expense_category_id: { kind: 'id' },
    category_name: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: text,
    lines_count: num(),
    total: num(),
  },
  dateColumn: 'report_date',
  footer: ['lines_count', 'total'],
  defaultSort: 'category_name',
};

/** The number shown for a line's document: money documents and expense documents carry one. */
const INVOICE = sql`case
    when e.document_type = any(${MONEY_DOCUMENT_KIND_NAMES}::text[]) then (select md.invoice_id
      from money_documents md where md.tenant_id = e.tenant_id and md.kind = e.document_type and md.id = e.document_id)
    when e.document_type = 'expense_document' then (select d.invoice_id
      from expense_documents d where d.tenant_id = e.tenant_id and d.id = e.document_id)
  end`;

/** Every expense line: date, category, document, branch, amount in its currency and in base. */
const detailsByCategory: TableSpec = {
  source: (
    _tx,
    _q: TableQuery,
    ctx,
  ) => sql`(select l.id, l.entry_date as date, l.dim_id as expense_category_id,
      c.name as category_name, e.document_type, e.document_id, ${INVOICE} as invoice_id, e.description,
      l.inventory_id, i.name as inventory_name, l.currency_code, l.amount, l.debit - l.credit as total
    from ${EXPENSE_LINES}
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    left join expense_categories c on c.tenant_id = l.tenant_id and c.id = l.dim_id
      and l.dim_type = 'expense_category'
    left join inventories i on i.tenant_id = l.tenant_id and i.id = l.inventory_id
    where true ${scope(ctx)})`,
  columns: {
    id: { kind: 'id' },
    date: { kind: 'date' },
    expense_category_id: { kind: 'id' },
    category_name: { kind: 'text', search: true },
    document_type: text,
    document_id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    description: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: text,
    currency_code: text,
    amount: { kind: 'number' },
    total: { kind: 'number' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total'],
};

/**
 * Per account group (asset, liability, equity, income, expense) and account: the period's net movement
 * against the period of the same length just before it, and the difference.
 */
const summaryComparison: TableSpec = {
  source: (_tx, q) => {
    const end = q.end_date ? sql`${q.end_date}::date` : sql`current_date`;
    const start = q.start_date ? sql`${q.start_date}::date` : sql`date_trunc('month', ${end})::date`;
    return sql`(with p as (select ${start} as s, ${end} as e, ${end} - ${start} + 1 as days)
      select a.id, p.s as report_date, a.type as account_type, a.code as account_code, a.name as account_name,
        a.system_key as account_key,
        coalesce(sum(l.debit - l.credit) filter (where l.entry_date between p.s and p.e), 0) as current_period,
        coalesce(sum(l.debit - l.credit) filter (where l.entry_date between p.s - p.days and p.s - 1), 0)
          as previous_period,
        coalesce(sum(l.debit - l.credit) filter (where l.entry_date between p.s and p.e), 0)
          - coalesce(sum(l.debit - l.credit) filter (where l.entry_date between p.s - p.days and p.s - 1), 0)
          as difference
      from accounts a cross join p
      join journal_daily l on l.tenant_id = a.tenant_id and l.account_id = a.id
        and l.entry_date between p.s - p.days and p.e
      group by a.id, p.s, a.type, a.code, a.name, a.system_key)`;
  },
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    account_type: text,
    account_code: text,
    account_name: { kind: 'text', search: true },
    account_key: text,
    current_period: num(),
    previous_period: num(),
    difference: num(),
  },
  dateColumn: 'report_date',
  defaultSort: 'account_code',
};

/** Per party type and currency: how many parties moved, their debits, credits and the net, in the period. */
const creditDebitSummary: TableSpec = {
  source: (_tx, q, ctx) => sql`(select row_number() over (order by l.party_type, l.currency_code) as id,
      ${reportDate(q)} as report_date, l.party_type, l.currency_code,
      count(distinct l.party_id) as parties,
      sum(greatest(l.amount, 0)) as debit, sum(greatest(-l.amount, 0)) as credit, sum(l.amount) as balance
    from journal_lines l
    where l.party_type is not null and ${dateRange(q, sql`l.entry_date`)} ${scope(ctx)}
    group by l.party_type, l.currency_code)`,
  columns: {
    id: { kind: 'id' },
    report_date: { kind: 'date', sort: false },
    party_type: text,
    currency_code: text,
    parties: num(),
    debit: num(),
    credit: num(),
    balance: num(),
  },
  dateColumn: 'report_date',
  currencyColumn: 'currency_code',
  footer: ['debit', 'credit', 'balance'],
  defaultSort: 'party_type',
};

export function accountingReportRoutes(app: App): void {
  const reports: [keyof typeof ACCOUNTING_REPORT_TABLES, TableSpec, string][] = [
    ['total-expenses-by-category', totalByCategory, 'Total expenses by category'],
    ['expense-details-by-category', detailsByCategory, 'Expense details by category'],
    ['journal-entry', generalLedgerTable, 'Journal entries'],
    ['summary-comparison', summaryComparison, 'Summary comparison'],
    ['credit-debit-summary', creditDebitSummary, 'Credit and debit summary'],
  ];
  for (const [name, spec, title] of reports)
    registerTable(app, ACCOUNTING_REPORT_TABLES[name], spec, { title });
}
