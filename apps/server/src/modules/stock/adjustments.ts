import { add, dec, mul, type StockAdjustmentInput, sub, toAmount, toText } from '@bb/contracts';
import { baseCurrency } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';
import { checkLots } from '../stock-movements/lots-check.js';

type CountedLine = {
  product_id: string;
  counted: string;
  system_quantity: string;
  difference: string;
  unit_cost: string;
};

interface Prepared {
  input: StockAdjustmentInput;
  lines: CountedLine[];
  /** The value of the differences at cost: positive a gain, negative a loss. */
  gain: string;
}

/**
 * A count correction: each lot's counted quantity replaces what the system holds (read under the lot
 * lock); the differences move stock, and their value at cost goes to the ledger (inventory against stock
 * adjustments). 'entry' is a stock adjustment entry, 'daily' the daily stock adjustment: the same document
 * under two numbering sequences and prefixes.
 */
export const adjustmentDocument = (kind: 'entry' | 'daily') =>
  defineDocument<StockAdjustmentInput, Prepared, { id: string; invoice_id: string; value: string }>({
    type: 'stock_adjustment',
    table: 'stock_adjustments',
    lines: { table: 'stock_adjustment_lines', parent: 'adjustment_id' },
    branchColumn: 'inventory_id',
    branchOf: (input) => input.inventory_id,
    scope: 'connected',
    sequence: () => `stock_adjustment_${kind}`,
    prefix: () => (kind === 'daily' ? 'DSA-' : 'SA-'),
    journalColumn: 'journal_entry_id',

    async validate(tx, _auth, input) {
      const lots = await checkLots(
        tx,
        input.lines.map((l) => ({ product_id: l.product_id, quantity: l.counted })),
        input.inventory_id,
        { outgoing: false },
      );
      let gain = dec(0);
      const lines = input.lines.map((l) => {
        const lot = lots.get(l.product_id)!;
        const difference = sub(l.counted, lot.quantity);
        gain = add(gain, mul(difference, lot.base_cost));
        return {
          product_id: l.product_id,
          counted: l.counted,
          system_quantity: lot.quantity,
          difference: toText(difference),
          unit_cost: lot.base_cost,
        };
      });
      return { input, lines, gain: toText(gain) };
    },
    header: (input) => ({ kind, date: input.date, reason: input.reason }),
    lineRows: (_input, p) => p.lines,
    movements: async (_tx, { prepared }) =>
      prepared.lines.map((l) => ({ productId: l.product_id, quantity: l.difference })),
    async posting(tx, { prepared: { input, gain } }) {
      const value = dec(gain);
      if (value.isZero()) return null;
      const money = {
        amount: toAmount(value.abs()),
        currency: await baseCurrency(tx),
        rate: '1',
        inventoryId: input.inventory_id,
      };
      const inventory = { account: 'inventory' as const, ...money };
      const adjustment = { account: 'stock_adjustment' as const, ...money };
      return {
        description: input.reason,
        inventoryId: input.inventory_id,
        lines: value.isPos()
          ? [
              { ...inventory, side: 'debit' },
              { ...adjustment, side: 'credit' },
            ]
          : [
              { ...adjustment, side: 'debit' },
              { ...inventory, side: 'credit' },
            ],
      };
    },
    result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, value: p.gain }),
  });
