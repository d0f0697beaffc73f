import { dec, MESSAGES, type ResidenceReceiptInput, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { assertConnected } from '../documents/branch-scope.js';
import { defineDocument } from '../documents/define.js';
import { allocate, type OpenInstalment } from './allocation.js';

interface SaleHead {
  id: string;
  returned: boolean;
  inventory_id: string;
  customer_id: string;
  currency_code: string;
  date: string;
}

/** The refusal of receipts, key handover and changes once a sale is returned. */
export const SALE_RETURNED = 'This residence sale is returned.';

export interface PreparedReceipt {
  input: ResidenceReceiptInput;
  sale: SaleHead;
  rate: RateInfo;
  allocations: { instalment_id: string; amount: string }[];
}

/** A sale's instalments with what is paid on each (excluding nothing: an edited receipt's lines are gone by then). */
export async function openInstalments(tx: TenantTx, saleId: string): Promise<OpenInstalment[]> {
  return (
    await sql<OpenInstalment>`select i.id, i.seq, i.due_date::text as due_date, i.amount,
        coalesce((select sum(a.amount) from residence_receipt_allocations a
          where a.tenant_id = i.tenant_id and a.instalment_id = i.id), 0)::text as paid
      from residence_sale_instalments i where i.residence_sale_id = ${saleId}
      order by i.due_date, i.seq`.execute(tx)
  ).rows;
}

/**
 * A receipt against a residence sale: cash in, the customer's receivable down, allocated to the sale's
 * instalments (the chosen one first, then the oldest due). The sale row is locked so two receipts of one sale
 * allocate one after the other; more than is left on the sale is refused.
 */
export const residenceReceiptDocument = defineDocument<ResidenceReceiptInput, PreparedReceipt>({
  type: 'residence_receipt',
  table: 'residence_receipts',
  lines: { table: 'residence_receipt_allocations', parent: 'residence_receipt_id' },
  branchColumn: 'inventory_id',
  branchOf: (_input, prepared) => prepared?.sale.inventory_id ?? null,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, auth, input, current) {
    const sale = (
      await sql<SaleHead>`select id, inventory_id, customer_id, currency_code, date::text as date, returned
        from residence_sales where id = ${input.residence_sale_id} for update`.execute(tx)
    ).rows[0];
    if (!sale) throw invalid({ residence_sale_id: ['The selected residence sale is invalid.'] });
    if (current && String(current.residence_sale_id) !== sale.id)
      throw invalid({ residence_sale_id: [MESSAGES.receiptSaleLocked] });
    await assertConnected(tx, auth, sale.inventory_id);
    if (sale.returned) throw conflict(SALE_RETURNED);
    if (input.date < sale.date) throw invalid({ date: [MESSAGES.receiptBeforeSale] });
    await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', sale.currency_code);
    const rate = await rateInfo(tx, sale.currency_code, input.exchange_rate, await baseCurrency(tx));
    const instalments = await openInstalments(tx, sale.id);
    if (input.instalment_id) {
      const chosen = instalments.find((x) => x.id === input.instalment_id);
      if (!chosen) throw invalid({ instalment_id: ['The selected instalment is invalid.'] });
      if (dec(chosen.amount).lte(chosen.paid)) throw invalid({ instalment_id: [MESSAGES.instalmentPaid] });
    }
    const { allocations, unplaced } = allocate(instalments, input.amount, input.instalment_id);
    if (unplaced.gt(0)) {
      const left = instalments.reduce((s, x) => s.plus(x.amount).minus(x.paid), dec(0));
      throw invalid({
        amount: [`The amount is more than what is left to pay on this sale (${toText(left)}).`],
      });
    }
    return { input, sale, rate, allocations };
  },
  header: (input, p) => ({
    residence_sale_id: p.sale.id,
    customer_id: p.sale.customer_id,
    cash_box_id: input.cash_box_id,
    date: input.date,
    amount: input.amount,
    currency_code: p.sale.currency_code,
    exchange_rate: p.rate.pairRate,
    note: input.note,
  }),
  lineRows: (_input, p) => p.allocations,
  // what a return refunded and kept was counted from the receipts: they stay as they were
  async assertChangeable(tx, row) {
    const sale =
      await sql`select 1 from residence_sales where id = ${String(row.residence_sale_id)} and returned`.execute(
        tx,
      );
    if (sale.rows.length > 0) throw conflict(SALE_RETURNED);
  },

  async posting(_tx, { prepared: p }) {
    const money = (amount: string) => ({
      amount,
      currency: p.sale.currency_code,
      rate: p.rate.rate,
      base: baseValue(amount, p.rate),
    });
    return {
      inventoryId: p.sale.inventory_id,
      description: p.input.note,
      lines: [
        { account: 'cash', side: 'debit', cashBoxId: p.input.cash_box_id, ...money(p.input.amount) },
        ...p.allocations.map((a) => ({
          account: 'receivable' as const,
          side: 'credit' as const,
          party: { type: 'customer' as const, id: p.sale.customer_id },
          dim: { type: 'residence_instalment', id: a.instalment_id },
          ...money(a.amount),
        })),
      ],
    };
  },
  result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, allocations: p.allocations }),
});
