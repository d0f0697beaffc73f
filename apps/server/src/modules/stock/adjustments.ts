import { add, dec, mul, type StockAdjustmentInput, sub, toAmount, toText } from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { post } from '../ledger/post.js';
import { type Movement, moveStock } from './movements.js';

/**
 * A count correction: each lot's counted quantity replaces what the system holds; the differences move
 * stock, and their value at cost goes to the ledger (inventory against stock adjustments). 'entry' is a
 * stock adjustment entry, 'daily' the daily stock adjustment; both work the same way.
 */
export async function createAdjustment(
  tx: TenantTx,
  auth: AuthContext,
  kind: 'entry' | 'daily',
  input: StockAdjustmentInput,
) {
  const ids = input.lines.map((l) => l.product_id);
  if (new Set(ids).size !== ids.length) throw invalid({ lines: ['A lot appears twice.'] });
  const lots = await tx
    .selectFrom('products')
    .select(['id', 'inventory_id', 'quantity', 'base_cost'])
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  input.lines.forEach((l, i) => {
    const lot = lots.find((x) => x.id === l.product_id);
    if (!lot || lot.inventory_id !== input.inventory_id)
      throw invalid({ [`lines.${i}.product_id`]: ['The lot is not in this inventory.'] });
  });
  const number = await nextNumber(tx, `stock_adjustment_${kind}`, input.inventory_id);
  const invoice = await invoiceId(tx, kind === 'daily' ? 'DSA-' : 'SA-', number, input.inventory_id);
  const adj = await tx
    .insertInto('stock_adjustments')
    .values({
      tenant_id: tx.tenantId,
      kind,
      number: String(number),
      invoice_id: invoice,
      inventory_id: input.inventory_id,
      date: input.date,
      reason: input.reason,
      created_by: auth.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let gain = dec(0);
  const movements: Movement[] = [];
  const rows = input.lines.map((l) => {
    const lot = lots.find((x) => x.id === l.product_id)!;
    const difference = sub(l.counted, lot.quantity);
    if (!difference.isZero()) {
      movements.push({
        productId: l.product_id,
        quantity: toText(difference),
        documentType: 'stock_adjustment',
        documentId: adj.id,
        date: input.date,
      });
      gain = add(gain, mul(difference, lot.base_cost));
    }
    return {
      tenant_id: tx.tenantId,
      adjustment_id: adj.id,
      product_id: l.product_id,
      counted: l.counted,
      system_quantity: lot.quantity,
      difference: toText(difference),
      unit_cost: lot.base_cost,
    };
  });
  await tx.insertInto('stock_adjustment_lines').values(rows).execute();
  await moveStock(tx, movements);
  if (!gain.isZero()) {
    const base = await baseCurrency(tx);
    const amount = toAmount(gain.abs());
    const inventoryLine = {
      account: 'inventory' as const,
      amount,
      currency: base,
      rate: '1',
      inventoryId: input.inventory_id,
    };
    const adjustmentLine = {
      account: 'stock_adjustment' as const,
      amount,
      currency: base,
      rate: '1',
      inventoryId: input.inventory_id,
    };
    const entryId = await post(tx, {
      date: input.date,
      documentType: 'stock_adjustment',
      documentId: adj.id,
      inventoryId: input.inventory_id,
      description: `${invoice} — ${input.reason.slice(0, 200)}`,
      lines: gain.isPos()
        ? [
            { ...inventoryLine, side: 'debit' },
            { ...adjustmentLine, side: 'credit' },
          ]
        : [
            { ...adjustmentLine, side: 'debit' },
            { ...inventoryLine, side: 'credit' },
          ],
    });
    await tx
      .updateTable('stock_adjustments')
      .set({ journal_entry_id: entryId })
      .where('id', '=', adj.id)
      .execute();
  }
  return { id: adj.id, invoice_id: invoice, value: toText(gain) };
}
