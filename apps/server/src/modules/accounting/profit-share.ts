import { dec, type ProfitShare, round, toAmount } from '@bb/contracts';

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
