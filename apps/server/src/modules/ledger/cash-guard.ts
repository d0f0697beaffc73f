import { type Dec, dec, formatMessage, formatMoney } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict } from '../../platform/errors.js';
import { tenantSettings } from '../settings/queries.js';

/** A cash box and currency an entry takes money out of, with the net amount it takes (negative). */
export interface CashOutflow {
  cashBoxId: string;
  currency: string;
  net: Dec;
}

/**
 * The boxes an entry's lines take money out of: per box and currency, the signed sum of its lines when that
 * sum is below zero (a box debited and credited alike, or only debited as by a sale, is not there).
 * Pure and cheap: post() calls it on every entry, and an entry with no outflow costs no query.
 */
export function cashOutflows(
  lines: readonly { cashBoxId?: string | null; currency: string | null; signed: Dec }[],
): CashOutflow[] {
  let net: Map<string, CashOutflow> | undefined;
  for (const l of lines) {
    if (!l.cashBoxId || !l.currency) continue;
    net ??= new Map();
    const key = `${l.cashBoxId}|${l.currency}`;
    const o = net.get(key);
    if (o) o.net = o.net.plus(l.signed);
    else net.set(key, { cashBoxId: l.cashBoxId, currency: l.currency, net: l.signed });
  }
  if (!net) return [];
  return [...net.values()].filter((o) => o.net.isNeg());
}

/**
 * Refuses (409) an entry that leaves a cash box below zero in its currency, unless the tenant allows
 * negative cash. Called by post() after the entry's lines are written. The boxes are locked first (in id
 * order, so two entries crediting the same boxes cannot deadlock) and only then summed, in a statement of
 * its own: a concurrent withdrawal from the same box waits for this transaction, and its sum then sees
 * this one's lines, so two withdrawals cannot both pass on the same money.
 */
export async function assertCashCovers(tx: TenantTx, outflows: readonly CashOutflow[]): Promise<void> {
  if (outflows.length === 0) return;
  if ((await tenantSettings(tx)).allowNegativeCash) return;
  const ids = [...new Set(outflows.map((o) => o.cashBoxId))].sort((a, b) =>
    a.length === b.length ? (a < b ? -1 : 1) : a.length - b.length,
  );
  const boxes = await sql<{ id: string; name: string }>`
    select id, name from cash_boxes
    where tenant_id = ${tx.tenantId} and id = any(${ids}::bigint[])
    order by id for no key update`.execute(tx);
  const balances = await sql<{ cash_box_id: string; currency_code: string; balance: string }>`
    select cash_box_id, currency_code, sum(amount)::text as balance from journal_lines
    where tenant_id = ${tx.tenantId} and cash_box_id = any(${ids}::bigint[])
    group by cash_box_id, currency_code`.execute(tx);
  for (const o of outflows) {
    const after = dec(
      balances.rows.find((b) => b.cash_box_id === o.cashBoxId && b.currency_code === o.currency)?.balance ??
        '0',
    );
    if (!after.isNeg()) continue;
    const name = boxes.rows.find((b) => b.id === o.cashBoxId)?.name ?? o.cashBoxId;
    const before = after.minus(o.net);
    throw conflict(
      formatMessage('cashBoxNegative', {
        box: name,
        balance: formatMoney(before, o.currency),
        currency: o.currency,
      }),
    );
  }
}
