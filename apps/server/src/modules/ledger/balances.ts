import type { TenantTx } from '../../platform/db/tenant.js';
import type { PartyType } from './post.js';

export interface Balance {
  currency_code: string;
  /** Signed, in the currency: positive is a debit balance (the party owes us; the box holds money). */
  balance: string;
  /** The same in base currency. */
  base_balance: string;
}

type Who = { party: { type: PartyType; id: string } } | { cashBoxId: string } | { accountId: string };

/** Balance per currency of a party, a cash box or an account, at the end of `asOf` (default: now). */
export async function balancesOf(tx: TenantTx, who: Who, asOf?: string): Promise<Balance[]> {
  let q = tx
    .selectFrom('journal_lines')
    .select((eb) => [
      'currency_code',
      eb.fn.sum<string>('amount').as('balance'),
      eb(eb.fn.sum<string>('debit'), '-', eb.fn.sum<string>('credit')).as('base_balance'),
    ])
    .groupBy('currency_code')
    .orderBy('currency_code');
  if ('party' in who) q = q.where('party_type', '=', who.party.type).where('party_id', '=', who.party.id);
  else if ('cashBoxId' in who) q = q.where('cash_box_id', '=', who.cashBoxId);
  else q = q.where('account_id', '=', who.accountId);
  if (asOf) q = q.where('entry_date', '<=', asOf);
  const rows = await q.execute();
  return rows.map((r) => ({
    currency_code: r.currency_code,
    balance: String(r.balance),
    base_balance: String(r.base_balance),
  }));
}
