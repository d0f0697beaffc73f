import {
  dec,
  MESSAGES,
  type ResidenceSaleReturnInput,
  returnSplit,
  toText,
  UNIT_STATUS,
} from '@bb/contracts';
import { sql } from 'kysely';
import { conflict, invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { assertConnected } from '../documents/branch-scope.js';
import { defineDocument } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';
import { openInstalments } from './receipt-document.js';
import { releaseUnits } from './units.js';

interface SaleHead {
  id: string;
  inventory_id: string;
  customer_id: string;
  currency_code: string;
  date: string;
  total: string;
  returned: boolean;
}

export interface PreparedReturn {
  input: ResidenceSaleReturnInput;
  sale: SaleHead;
  rate: RateInfo;
  paid: string;
  unpaid: string;
  forfeit: string;
  refund: string;
  /** What is left on each instalment: its receivable is credited by the return. */
  open: { instalment_id: string; amount: string }[];
}

export const ALREADY_RETURNED = 'This residence sale is already returned.';

/** The forfeit and refund of a return (the rule is `returnSplit` in contracts). */
function forfeitOf(paid: string, currency: string, input: ResidenceSaleReturnInput) {
  const split = returnSplit(paid, currency, input);
  if (!split)
    throw invalid({
      forfeit_amount: [`The forfeit may not be more than what was paid (${toText(paid)} ${currency}).`],
    });
  return split;
}

/**
 * A residence sale return on the document kernel: the sale row is locked and refused when already
 * returned; the units become sellable again (status Returned, the sale's unit lines marked so the unit
 * index lets them sell again), the sale is marked returned (no more receipts, key handover, edit or
 * delete). The entry: sale returns debited with the sale's total; each instalment's receivable credited
 * with what is left on it; of what was paid, the forfeit credited to forfeited residence payments and the
 * refund paid out of the cash box. So the customer's account closes for this sale.
 */
export const residenceSaleReturnDocument = defineDocument<ResidenceSaleReturnInput, PreparedReturn>({
  type: 'residence_sale_return',
  table: 'residence_sale_returns',
  branchColumn: 'inventory_id',
  branchOf: (_input, prepared) => prepared?.sale.inventory_id ?? null,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, auth, input) {
    const sale = (
      await sql<SaleHead>`select id, inventory_id, customer_id, currency_code, date::text as date, total::text as total,
          returned from residence_sales where id = ${input.residence_sale_id} for update`.execute(tx)
    ).rows[0];
    if (!sale) throw invalid({ residence_sale_id: ['The selected residence sale is invalid.'] });
    await assertConnected(tx, auth, sale.inventory_id);
    if (sale.returned) throw conflict(ALREADY_RETURNED);
    if (input.date < sale.date) throw invalid({ date: [MESSAGES.returnBeforeSale] });
    const instalments = await openInstalments(tx, sale.id);
    const paid = toText(instalments.reduce((s, x) => s.plus(x.paid), dec(0)));
    const { forfeit, refund } = forfeitOf(paid, sale.currency_code, input);
    if (dec(refund).gt(0)) {
      if (!input.cash_box_id) throw invalid({ cash_box_id: [MESSAGES.chooseRefundCashBox] });
      await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', sale.currency_code);
    }
    const rate = await rateInfo(tx, sale.currency_code, input.exchange_rate, await baseCurrency(tx));
    const open = instalments
      .map((x) => ({ instalment_id: x.id, amount: toText(dec(x.amount).minus(x.paid)) }))
      .filter((x) => dec(x.amount).gt(0));
    const unpaid = toText(open.reduce((s, x) => s.plus(x.amount), dec(0)));
    return { input, sale, rate, paid, unpaid, forfeit, refund, open };
  },
  header: (input, p) => ({
    residence_sale_id: p.sale.id,
    customer_id: p.sale.customer_id,
    date: input.date,
    currency_code: p.sale.currency_code,
    exchange_rate: p.rate.pairRate,
    total: p.sale.total,
    paid: p.paid,
    unpaid: p.unpaid,
    forfeit_percent: input.forfeit_percent ?? null,
    forfeit: p.forfeit,
    refund: p.refund,
    cash_box_id: dec(p.refund).gt(0) ? input.cash_box_id : null,
    note: input.note,
  }),

  /** The sale's "stock" is its units: they come back (Returned, sellable) and the sale is closed. */
  async applyStock(tx, doc) {
    const saleId = doc.prepared.sale.id;
    await releaseUnits(tx, saleId, UNIT_STATUS.returned);
    await sql`update residence_sale_units set returned = true where residence_sale_id = ${saleId}`.execute(
      tx,
    );
    await sql`update residence_sales set returned = true, updated_at = now() where id = ${saleId}`.execute(
      tx,
    );
  },

  async posting(_tx, { prepared: p }) {
    const money = (amount: string) => ({
      amount,
      currency: p.sale.currency_code,
      rate: p.rate.rate,
      base: baseValue(amount, p.rate),
    });
    const lines: PostLine[] = [
      { account: 'sale_returns', side: 'debit', ...money(p.sale.total) },
      ...p.open.map((x) => ({
        account: 'receivable' as const,
        side: 'credit' as const,
        party: { type: 'customer' as const, id: p.sale.customer_id },
        dim: { type: 'residence_instalment', id: x.instalment_id },
        ...money(x.amount),
      })),
    ];
    if (dec(p.forfeit).gt(0))
      lines.push({ account: 'residence_forfeits', side: 'credit', ...money(p.forfeit) });
    if (dec(p.refund).gt(0))
      lines.push({ account: 'cash', side: 'credit', cashBoxId: p.input.cash_box_id!, ...money(p.refund) });
    return { inventoryId: p.sale.inventory_id, description: p.input.note, lines };
  },
  result: (row, p) => ({
    id: row.id,
    invoice_id: row.invoice_id,
    paid: p.paid,
    forfeit: p.forfeit,
    refund: p.refund,
  }),
});
