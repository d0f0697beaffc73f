import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { timestamp } from '../endpoints/define.js';
import { rules } from '../resources/define.js';

/**
 * Profit distribution (issue 19): a period's profit (income less expenses, base currency) shared among the
 * active shareholders by their share percentage and posted: retained earnings debited, each shareholder's
 * capital credited (the shareholder as ledger party), so their statements show it and a withdrawal is a
 * cashback capital. Exact: each share rounded half up to 6 decimals, the last shareholder taking the
 * remainder. A period overlapping one already distributed is refused; deleting the document reverses it.
 * Dated on or after the period's end (the profit is known then); the branch only numbers it.
 */
export const profitDistributionInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  start_date: isoDate,
  end_date: isoDate,
  note: rules.optionalText(2000),
});
export type ProfitDistributionInput = z.infer<typeof profitDistributionInput>;

export const profitDistributionLine = z.object({
  shareholder_id: z.string(),
  name: z.string(),
  share_percentage: z.string(),
  amount: z.string(),
});

export const profitDistributionRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  currency_code: z.string(),
  profit: z.string(),
  total: z.string(),
  note: z.string().nullable(),
  created_at: timestamp,
  lines: z.array(profitDistributionLine),
});
export type ProfitDistributionRecord = z.infer<typeof profitDistributionRecord>;

export const profitDistributionEndpoints = documentEndpoints({
  base: 'shareholder/profit-distribution',
  tag: 'accounting',
  input: profitDistributionInput,
  record: profitDistributionRecord,
  saved: z.object({ id: z.string(), invoice_id: z.string(), total: z.string() }),
  access: {
    list: ['profit_distribution_list', 'report_shareholder_account_statement_summary'],
    get: ['profit_distribution_list', 'report_shareholder_account_statement_summary'],
    create: ['profit_distribution_create'],
    edit: ['profit_distribution_edit'],
    delete: ['profit_distribution_delete'],
  },
});
