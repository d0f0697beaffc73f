import {
  dec,
  MESSAGES,
  MONEY_COLLECTION_STATUS,
  type ReceiveCollectionInput,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, rateInfo } from '../cash/rates.js';
import { assertConnected } from '../documents/branch-scope.js';
import { type PostLine, post } from '../ledger/post.js';

interface Bag {
  id: string;
  invoice_id: string;
  inventory_id: string;
  date: string;
  collector_id: string | null;
  amount: string;
  currency_code: string;
  exchange_rate: string;
  status: number;
}

/**
 * The accountant receives a pending bag (POST accounting/money-collection/{id}/receive): the row is locked
 * so a bag is received once; what was counted goes into the chosen box (of the bag's currency), the whole
 * amount leaves the collector's cash in transit, and the difference is posted to cash shortage (less
 * counted) or cash overage (more). Receiving only ever puts money into a box.
 */
export async function receiveCollection(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: ReceiveCollectionInput,
) {
  const bag = (
    await sql<Bag>`select id, invoice_id, inventory_id, date::text as date, collector_id, amount::text as amount,
      currency_code, exchange_rate::text as exchange_rate, status
    from money_collections where id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!bag) throw notFound();
  await assertConnected(tx, auth, bag.inventory_id);
  if (bag.status !== MONEY_COLLECTION_STATUS.pending) throw conflict(MESSAGES.collectionReceived);
  if (input.date < bag.date) throw invalid({ date: [MESSAGES.receiveBeforeCollection] });
  if (!bag.collector_id) throw conflict(MESSAGES.collectorGone);
  await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', bag.currency_code);

  const rate = await rateInfo(tx, bag.currency_code, bag.exchange_rate, await baseCurrency(tx));
  const money = (amount: string) => ({
    amount,
    currency: bag.currency_code,
    rate: rate.rate,
    base: baseValue(amount, rate),
  });
  const difference = dec(input.counted_amount).minus(bag.amount);
  const lines: PostLine[] = [
    {
      account: 'cash_in_transit',
      side: 'credit',
      party: { type: 'collector', id: bag.collector_id },
      ...money(bag.amount),
    },
  ];
  if (dec(input.counted_amount).gt(0))
    lines.push({
      account: 'cash',
      cashBoxId: input.cash_box_id,
      side: 'debit',
      ...money(input.counted_amount),
    });
  if (difference.lt(0))
    lines.push({ account: 'cash_shortage', side: 'debit', ...money(toText(difference.abs())) });
  if (difference.gt(0)) lines.push({ account: 'cash_overage', side: 'credit', ...money(toText(difference)) });
  await post(tx, {
    date: input.date,
    documentType: 'money_collection',
    documentId: bag.id,
    inventoryId: bag.inventory_id,
    description: input.note ?? `${bag.invoice_id} received`,
    lines,
  });
  await sql`update money_collections set status = ${MONEY_COLLECTION_STATUS.received},
      cash_box_id = ${input.cash_box_id}, counted_amount = ${input.counted_amount},
      difference = ${toAmount(difference)}, received_date = ${input.date}::date, received_by = ${auth.userId},
      updated_by = ${auth.userId}, updated_at = now()
    where id = ${bag.id}`.execute(tx);
  return {
    id: bag.id,
    status: MONEY_COLLECTION_STATUS.received,
    counted_amount: toAmount(input.counted_amount),
    difference: toAmount(difference),
  };
}
