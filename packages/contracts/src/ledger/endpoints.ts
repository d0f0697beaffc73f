import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint, exportOf, timestamp } from '../endpoints/define.js';
import { detailStatementOf, summaryTotals } from './statement.js';

const tag = 'ledger';
const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const currency = z.string().regex(/^[A-Z]{3}$/);

/** A trial balance row: an account's debits and credits up to the day, and their difference. */
export const trialBalanceRow = z.object({
  account_id: z.string(),
  code: z.string(),
  name: z.string(),
  /** The system account's key (named on screen), null for an account the tenant added. */
  key: z.string().nullable(),
  type: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});

/** A balance sheet line: an account in the base currency and per currency. */
export const balanceSheetLine = z.object({
  account_id: z.string(),
  code: z.string(),
  name: z.string(),
  /** The system account's key, or 'current_earnings'; null for an account the tenant added. */
  key: z.string().nullable(),
  base: z.string(),
  currencies: z.array(z.object({ currency_code: z.string(), amount: z.string() })),
});

export const balanceSheet = z.object({
  as_of: z.string(),
  assets: z.array(balanceSheetLine),
  liabilities: z.array(balanceSheetLine),
  equity: z.array(balanceSheetLine),
  totals: z.object({
    assets: z.string(),
    liabilities: z.string(),
    equity: z.string(),
    liabilities_and_equity: z.string(),
  }),
  balanced: z.boolean(),
});
export type BalanceSheet = z.input<typeof balanceSheet>;

/** A cash box the user may use, with its balance in its currency. */
export const myCashbox = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currency_code: z.string(),
  inventory_id: z.string().nullable(),
  for_user_id: z.string().nullable(),
  is_default: z.boolean(),
  balance: z.string(),
  /** The box is the user's own (for_user_id), not only one of their branch's. */
  own: z.boolean(),
});
export type MyCashbox = z.input<typeof myCashbox>;

export const cashBoxStatementQuery = z.object({
  cash_box_id: id,
  start_date: isoDate,
  end_date: isoDate,
});

export const cashBoxStatement = detailStatementOf(
  'cash_box',
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    currency_code: z.string(),
    for_user_id: z.string().nullable(),
  }),
);
export type CashBoxStatement = z.input<typeof cashBoxStatement>;

export const cashBoxSummaryRow = z.object({
  cash_box_id: z.string(),
  code: z.string(),
  name: z.string(),
  ...summaryTotals,
});
export type CashBoxSummaryRow = z.input<typeof cashBoxSummaryRow>;

const journalLine = z.object({
  id: z.string(),
  code: z.string(),
  account_name: z.string(),
  debit: z.string(),
  credit: z.string(),
  currency_code: z.string(),
  amount: z.string(),
  rate: z.string(),
  party_type: z.string().nullable(),
  party_id: z.string().nullable(),
  cash_box_id: z.string().nullable(),
  dim_type: z.string().nullable(),
  dim_id: z.string().nullable(),
});

/** One journal entry with its lines (account code and name). */
export const journalEntry = z.object({
  id: z.string(),
  entry_date: z.string(),
  document_type: z.string(),
  document_id: z.string().nullable(),
  inventory_id: z.string().nullable(),
  description: z.string(),
  user_id: z.string().nullable(),
  reverses_entry_id: z.string().nullable(),
  created_at: timestamp,
  lines: z.array(journalLine),
});
export type JournalEntry = z.input<typeof journalEntry>;

/** The ledger's reads: trial balance, balance sheet, accounts, the user's cash boxes, cash-box statements. */
const detailStatement = defineEndpoint({
  method: 'GET',
  path: 'accounting/cash-box/detail-account-statement',
  query: cashBoxStatementQuery,
  response: cashBoxStatement,
  access: ['report_cash_box_account_statement'],
  tag,
});

export const ledgerEndpoints = {
  trialBalance: defineEndpoint({
    method: 'GET',
    path: 'accounting/trial-balance',
    query: z.object({ start_date: isoDate.optional(), end_date: isoDate.optional() }),
    response: z.object({
      data: z.array(trialBalanceRow),
      footer: z.object({ debit: z.string(), credit: z.string(), difference: z.string() }),
    }),
    access: ['general_ledger', 'balance_sheet'],
    tag,
  }),
  balanceSheet: defineEndpoint({
    method: 'GET',
    path: 'accounting/balance-sheet',
    query: z.object({ as_of: isoDate.optional() }),
    response: balanceSheet,
    access: ['balance_sheet'],
    tag,
  }),
  accounts: defineEndpoint({
    method: 'GET',
    path: 'accounting/account/list',
    response: z.object({
      data: z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          name: z.string(),
          type: z.string(),
          system_key: z.string().nullable(),
        }),
      ),
    }),
    access: 'authenticated',
    tag: 'lookups',
  }),
  /** Profile -> My cash box: no ability; the boxes the user may use, with their balances. */
  myCashbox: defineEndpoint({
    method: 'GET',
    path: 'accounting/cash-box/my-cashbox',
    response: z.object({ data: z.array(myCashbox) }),
    access: 'authenticated',
    tag,
  }),
  detailStatement,
  detailStatementExport: exportOf(detailStatement),
  summaryStatement: defineEndpoint({
    method: 'GET',
    path: 'accounting/cash-box/summary-account-statement',
    query: z.object({ start_date: isoDate, end_date: isoDate, currency_code: currency.optional() }),
    response: z.object({ data: z.array(cashBoxSummaryRow) }),
    access: ['report_cash_box_account_statement_summary'],
    tag,
  }),
  journalEntry: defineEndpoint({
    method: 'GET',
    path: 'accounting/journal-entry/:id',
    params: z.object({ id }),
    response: journalEntry,
    access: ['general_ledger', 'journal_entry_list', 'report_journal_entry'],
    tag,
  }),
};
