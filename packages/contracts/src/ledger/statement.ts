import { z } from 'zod';
import { isoDate } from '../dates.js';

/** One line of a detail account statement, with its running balance (amounts in the statement's currency). */
export const statementLine = z.object({
  id: z.string(),
  entry_id: z.string(),
  date: z.string(),
  document_type: z.string(),
  document_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** A detail statement of one subject in one currency: opening, lines, totals, closing. */
export const detailStatementOf = <K extends string, S extends z.ZodType>(key: K, subject: S) =>
  z.object({
    [key]: subject,
    currency_code: z.string(),
    opening_balance: z.string(),
    data: z.array(statementLine),
    total_debit: z.string(),
    total_credit: z.string(),
    closing_balance: z.string(),
  } as { [k in K]: S } & {
    currency_code: z.ZodString;
    opening_balance: z.ZodString;
    data: z.ZodArray<typeof statementLine>;
    total_debit: z.ZodString;
    total_credit: z.ZodString;
    closing_balance: z.ZodString;
  });

/** One subject's period in a summary statement (per currency). */
export const summaryTotals = {
  currency_code: z.string(),
  opening_balance: z.string(),
  debit: z.string(),
  credit: z.string(),
  closing_balance: z.string(),
};

export const statementQuery = z.object({
  party_id: z.string().regex(/^\d{1,18}$/),
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  start_date: isoDate,
  end_date: isoDate,
});
