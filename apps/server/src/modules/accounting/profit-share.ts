import { dec, type ProfitShare, round, toAmount } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * The period's profit shared by percentage: each shareholder's part is profit x percentage / 100 rounded
 * half up to 6 decimals, and the last takes what is left of the rounded total, so the parts always sum to
 * exactly round(profit x (sum of percentages) / 100).
 */
export function shareProfit(
  profit: string,
  holders: readonly { shareholder_id: string; name: string; share_percentage: string }[],
): ProfitShare[] {
  const sharing = holders.filter((h) => dec(h.share_percentage).gt(0));
  const totalPct = sharing.reduce((s, h) => s.plus(h.share_percentage), dec(0));
  const total = round(dec(profit).times(totalPct).div(100), 6, 'halfUp');
  let given = dec(0);
  return sharing.map((h, i) => {
    const amount =
      i === sharing.length - 1
        ? total.minus(given)
        : round(dec(profit).times(h.share_percentage).div(100), 6, 'halfUp');
    given = given.plus(amount);
    return { ...h, amount: toAmount(amount) };
  });
}

/** Income less expenses between two dates, in base currency (from the per-day sums). */
export async function periodProfit(tx: TenantTx, start: string, end: string): Promise<string> {
  const r = await sql<{ p: string }>`select coalesce(sum(d.credit - d.debit), 0)::text as p
    from journal_daily d join accounts a on a.tenant_id = d.tenant_id and a.id = d.account_id
    where a.type in ('income', 'expense') and d.entry_date between ${start}::date and ${end}::date`.execute(
    tx,
  );
  return r.rows[0]!.p;
}

/** The active shareholders with their share, in the order shares are given (the last takes the remainder). */
export async function activeShareholders(tx: TenantTx) {
  const r = await sql<{ shareholder_id: string; name: string; share_percentage: string }>`
    select id as shareholder_id, name, share_percentage::text as share_percentage from shareholders
    where status = 1 order by name collate "und-x-icu", id`.execute(tx);
  return r.rows;
}
