import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint } from '../endpoints/define.js';
import { statementQuery } from '../ledger/statement.js';
import { rules } from '../resources/define.js';

/**
 * Shareholders' statements (`/inventory/shareholder/detail-account-statement` and `/summary-account-statement`):
 * shareholders are ledger parties; capital and cashback capital documents post to them. Balances are
 * signed like the ledger (negative: capital the company holds for the shareholder). The summary also
 * shares the period's profit by percentage, exactly (the remainder on the last shareholder), and names the
 * profit distributions posted for the period (profit-distributions.ts), whose shares are then in the
 * balances.
 */
const period = { start_date: isoDate, end_date: isoDate };

/** The detail statement's query: the shared statement query (party, currency, period). */
export const shareholderStatementQuery = statementQuery;

export const shareholderStatementLine = z.object({
  id: z.string(),
  entry_id: z.string(),
  date: z.string(),
  document_type: z.string(),
  document_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  description: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});

export const shareholderDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: 'shareholder/detail-account-statement',
  query: shareholderStatementQuery,
  response: z.object({
    shareholder: z.object({ id: z.string(), name: z.string() }),
    currency_code: z.string(),
    opening_balance: z.string(),
    data: z.array(shareholderStatementLine),
    total_debit: z.string(),
    total_credit: z.string(),
    closing_balance: z.string(),
  }),
  access: ['report_shareholder_account_statement'],
  tag: 'accounting',
});

export const shareholderSummaryRow = z.object({
  shareholder_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  share_percentage: z.string(),
  currency_code: z.string(),
  opening_balance: z.string(),
  debit: z.string(),
  credit: z.string(),
  closing_balance: z.string(),
});
export type ShareholderSummaryRow = z.infer<typeof shareholderSummaryRow>;

export const profitShare = z.object({
  shareholder_id: z.string(),
  name: z.string(),
  share_percentage: z.string(),
  amount: z.string(),
});
export type ProfitShare = z.infer<typeof profitShare>;

export const shareholderSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: 'shareholder/summary-account-statement',
  query: z.object({ ...period, currency_code: rules.currency.optional() }),
  response: z.object({
    data: z.array(shareholderSummaryRow),
    /** The period's profit (income less expenses, base currency) shared by percentage. */
    distribution: z.object({
      base_currency_code: z.string(),
      profit: z.string(),
      rows: z.array(profitShare),
      /** Posted distributions whose period overlaps this one (such a period cannot be distributed again). */
      posted: z.array(
        z.object({
          id: z.string(),
          invoice_id: z.string(),
          date: z.string(),
          start_date: z.string(),
          end_date: z.string(),
          total: z.string(),
        }),
      ),
    }),
  }),
  access: ['report_shareholder_account_statement_summary'],
  tag: 'accounting',
});
