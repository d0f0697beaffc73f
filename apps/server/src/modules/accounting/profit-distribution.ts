import {
  dec,
  formatMessage,
  MESSAGES,
  type ProfitDistributionInput,
  type ProfitShare,
  toAmount,
} from '@bb/contracts';
import { sql } from 'kysely';
import { conflict, invalid } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';
import { activeShareholders, periodProfit, shareProfit } from './profit-share.js';

interface Prepared {
  input: ProfitDistributionInput;
  currency: string;
  profit: string;
  total: string;
  shares: ProfitShare[];
}

/**
 * Profit distribution (PD-): the period's profit, as the ledger has it when the document is saved, shared
 * by the active shareholders' percentages (shareProfit: exact, the last taking the remainder) and posted in
 * base currency from retained earnings to each shareholder's capital. Periods are distributed once: a
 * period overlapping another distribution is refused, checked under a tenant-wide lock so two saves cannot
 * both pass. Deleting the document reverses the entry; editing recomputes it from the new period.
 */
export const profitDistributionDocument = defineDocument<
  ProfitDistributionInput,
  Prepared,
  { id: string; invoice_id: string; total: string }
>({
  type: 'profit_distribution',
  table: 'profit_distributions',
  lines: { table: 'profit_distribution_lines', parent: 'profit_distribution_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, _auth, input, current) {
    if (input.start_date > input.end_date)
      throw invalid({ end_date: ['The end date must not be before the start date.'] });
    if (input.date < input.end_date) throw invalid({ date: [MESSAGES.distributedAfterEnd] });
    await sql`select pg_advisory_xact_lock(hashtext('profit_distribution'))`.execute(tx);
    const overlap = (
      await sql<{ invoice_id: string }>`select invoice_id from profit_distributions
        where start_date <= ${input.end_date}::date and end_date >= ${input.start_date}::date
          and id <> ${current?.id ?? '0'} order by start_date limit 1`.execute(tx)
    ).rows[0];
    if (overlap) throw conflict(formatMessage('periodDistributed', { invoice: overlap.invoice_id }));
    const holders = await activeShareholders(tx);
    const sharing = holders.filter((h) => dec(h.share_percentage).gt(0));
    if (sharing.length === 0) throw conflict(MESSAGES.noShareholderShares);
    if (sharing.reduce((s, h) => s.plus(h.share_percentage), dec(0)).gt(100))
      throw conflict(MESSAGES.sharesOverHundred);
    const profit = await periodProfit(tx, input.start_date, input.end_date);
    if (dec(profit).lte(0)) throw conflict(MESSAGES.noProfitToDistribute);
    const shares = shareProfit(profit, holders);
    const total = toAmount(shares.reduce((s, r) => s.plus(r.amount), dec(0)));
    // a profit of a few millionths rounds to nothing (or below nothing for the last share)
    if (dec(total).lte(0) || shares.some((s) => dec(s.amount).lt(0)))
      throw conflict(MESSAGES.noProfitToDistribute);
    return { input, currency: await baseCurrency(tx), profit: toAmount(profit), total, shares };
  },
  header: (input, p) => ({
    date: input.date,
    start_date: input.start_date,
    end_date: input.end_date,
    currency_code: p.currency,
    profit: p.profit,
    total: p.total,
    note: input.note,
  }),
  lineRows: (_input, p) =>
    p.shares.map((s) => ({
      shareholder_id: s.shareholder_id,
      share_percentage: s.share_percentage,
      amount: s.amount,
    })),
  async posting(_tx, { prepared: p }) {
    const money = (amount: string) => ({ amount, currency: p.currency, rate: '1' });
    const lines: PostLine[] = [{ account: 'retained_earnings', side: 'debit', ...money(p.total) }];
    for (const s of p.shares)
      if (dec(s.amount).gt(0))
        lines.push({
          account: 'capital',
          side: 'credit',
          party: { type: 'shareholder', id: s.shareholder_id },
          ...money(s.amount),
        });
    return {
      lines,
      description: p.input.note ?? `${p.input.start_date} - ${p.input.end_date}`,
      inventoryId: p.input.inventory_id,
    };
  },
  result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, total: p.total }),
});
