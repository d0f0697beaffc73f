import { add, dec, toAmount } from '@bb/contracts';
import type { RateInfo } from '../cash/rates.js';
import type { PostLine } from '../ledger/post.js';
import { toBase } from './compute.js';

export interface SalePosting {
  isReturn: boolean;
  currency: string;
  rate: RateInfo;
  baseCurrency: string;
  customerId: string | null;
  cashBoxId: string | null;
  inventoryId: string;
  subtotal: string;
  extrasTotal: string;
  discountAmount: string;
  minus: string;
  cash: string;
  debit: string;
  /** Cost of the goods at the lots' base cost (base currency). */
  baseCost: string;
  /** The patient of the prescription the sale dispenses (a ledger party), if any. */
  patientId?: string | null;
}

/**
 * The journal lines of a sale: cash and/or receivable against sales (goods) and income (extras), the
 * discount and the minus as discount given, and the cost of the goods out of inventory into cost of
 * goods sold at the lots' base cost. A return posts the mirror, with the goods against sale returns.
 */
export function saleLines(s: SalePosting): PostLine[] {
  const money = (amount: string) => ({
    amount,
    currency: s.currency,
    rate: s.rate.rate,
    base: toBase(amount, s.rate),
  });
  const inSide = s.isReturn ? 'credit' : 'debit';
  const outSide = s.isReturn ? 'debit' : 'credit';
  const lines: PostLine[] = [];
  const positive = (v: string) => dec(v).gt(0);
  if (positive(s.cash))
    lines.push({ account: 'cash', cashBoxId: s.cashBoxId, side: inSide, ...money(s.cash) });
  if (positive(s.debit))
    lines.push({
      account: 'receivable',
      party: { type: 'customer', id: s.customerId! },
      side: inSide,
      ...money(s.debit),
    });
  const discount = toAmount(add(s.discountAmount, s.minus));
  if (positive(discount)) lines.push({ account: 'discount_given', side: inSide, ...money(discount) });
  if (positive(s.subtotal))
    lines.push({ account: s.isReturn ? 'sale_returns' : 'sales', side: outSide, ...money(s.subtotal) });
  if (positive(s.extrasTotal)) lines.push({ account: 'income', side: outSide, ...money(s.extrasTotal) });
  // the patient's account shows what was dispensed to them and that the sale settled it (cash or the
  // customer's account): a debit and a credit of the sale's total, balance unchanged
  const total = toAmount(add(s.cash, s.debit));
  if (s.patientId && positive(total)) {
    const party = { type: 'patient' as const, id: s.patientId };
    lines.push(
      { account: 'receivable', party, side: inSide, ...money(total) },
      { account: 'receivable', party, side: outSide, ...money(total) },
    );
  }
  if (positive(s.baseCost)) {
    const cost = { amount: s.baseCost, currency: s.baseCurrency, rate: '1' };
    lines.push({ account: 'cogs', side: inSide, ...cost }, { account: 'inventory', side: outSide, ...cost });
  }
  return lines;
}
