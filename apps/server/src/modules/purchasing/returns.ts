import { add, dec, MESSAGES, mul, type PurchaseReturnInput, toAmount, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, rateInfo } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';
import { assertCurrency, assertInventory, assertSupplier } from './common.js';

interface Lot {
  id: string;
  item_id: string;
  inventory_id: string;
  quantity: string;
  base_cost: string;
  from_supplier: boolean;
}

/** The lots of the lines, locked: in the branch, bought from this supplier, holding the quantity. */
async function lotsOf(tx: TenantTx, input: PurchaseReturnInput): Promise<Map<string, Lot>> {
  const ids = [...new Set(input.lines.map((l) => l.product_id))];
  const rows = (
    await sql<Lot>`
      select p.id, p.item_id, p.inventory_id, p.quantity, p.base_cost,
        exists (select 1 from purchase_details d join purchases b on b.tenant_id = d.tenant_id and b.id = d.purchase_id
                where d.tenant_id = p.tenant_id and d.product_id = p.id and b.supplier_id = ${input.supplier_id}) as from_supplier
      from products p where p.id in (${sql.join(ids)}) order by p.id for update of p`.execute(tx)
  ).rows;
  const lots = new Map(rows.map((r) => [r.id, r]));
  const wanted = new Map<string, string>();
  input.lines.forEach((l, i) => {
    const lot = lots.get(l.product_id);
    const field = `lines.${i}.product_id`;
    if (!lot || lot.inventory_id !== input.inventory_id)
      throw invalid({ [field]: [MESSAGES.lotNotInInventory] });
    if (!lot.from_supplier) throw invalid({ [field]: [MESSAGES.lotOtherSupplier] });
    wanted.set(l.product_id, toText(add(wanted.get(l.product_id) ?? '0', l.quantity)));
  });
  for (const [id, q] of wanted)
    if (dec(lots.get(id)!.quantity).lt(q)) throw conflict(MESSAGES.returnNotAllowed);
  return lots;
}

interface Prepared {
  input: PurchaseReturnInput;
  lots: Map<string, Lot>;
  rate: Awaited<ReturnType<typeof rateInfo>>;
  base: string;
  total: string;
}

/**
 * Goods sent back to the supplier from one branch: stock leaves the lots (bought from that supplier), the
 * supplier owes the return's value at its rate, inventory leaves at the lots' cost (the difference to stock
 * adjustments), and an amount received goes into a cash box.
 */
export const purchaseReturnDocument = defineDocument<PurchaseReturnInput, Prepared>({
  type: 'purchase_return',
  table: 'purchase_returns',
  lines: { table: 'purchase_return_lines', parent: 'purchase_return_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  journalColumn: 'journal_entry_id',
  // a return is a purchasing document: the purchase's "only today" abilities bind it
  onlyToday: { edit: 'purchase_edit_only_today', delete: 'purchase_delete_only_today' },

  async validate(tx, auth, input) {
    await assertInventory(tx, auth, input.inventory_id);
    await assertSupplier(tx, input.supplier_id);
    await assertCurrency(tx, input.currency_code);
    const base = await baseCurrency(tx);
    const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
    const total = add(...input.lines.map((l) => toText(mul(l.quantity, l.price))));
    if (dec(input.amount_received).gt(total))
      throw invalid({ amount_received: ['The amount received may not be greater than the total.'] });
    if (dec(input.amount_received).gt(0) && !input.cash_box_id)
      throw invalid({ cash_box_id: [MESSAGES.cashBoxWhenReceived] });
    if (input.cash_box_id) await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', input.currency_code);
    const lots = await lotsOf(tx, input);
    return { input, lots, rate, base, total: toAmount(total) };
  },
  header: (input, p) => ({
    date: input.date,
    supplier_id: input.supplier_id,
    currency_code: input.currency_code,
    exchange_rate: p.rate.pairRate,
    cash_box_id: input.cash_box_id,
    total: p.total,
    amount_received: input.amount_received,
    note: input.note ?? null,
  }),
  lineRows: (input, p) =>
    input.lines.map((l) => ({
      product_id: l.product_id,
      item_id: p.lots.get(l.product_id)!.item_id,
      quantity: l.quantity,
      price: l.price,
      base_unit_cost: p.lots.get(l.product_id)!.base_cost,
    })),
  movements: async (_tx, { prepared }) =>
    prepared.input.lines.map((l) => ({ productId: l.product_id, quantity: toText(dec(l.quantity).neg()) })),
  async posting(_tx, { prepared: { input, lots, rate, base, total } }) {
    if (dec(total).isZero()) return null;
    // What the supplier owes back at the return's rate; what leaves inventory at the lots' cost.
    const costValue = toAmount(
      add(...input.lines.map((l) => toText(mul(l.quantity, lots.get(l.product_id)!.base_cost)))),
    );
    const money = (a: string) => ({
      amount: a,
      currency: input.currency_code,
      rate: rate.rate,
      base: toAmount(baseValue(a, rate)),
      inventoryId: input.inventory_id,
    });
    const supplier = { type: 'supplier' as const, id: input.supplier_id };
    const owed = money(total);
    const lines: PostLine[] = [
      { account: 'payable', side: 'debit', party: supplier, ...owed },
      { account: 'inventory', side: 'credit', ...owed, base: costValue },
    ];
    const diff = dec(owed.base).minus(costValue);
    if (!diff.isZero())
      lines.push({
        account: 'stock_adjustment',
        side: diff.isPos() ? 'credit' : 'debit',
        amount: '0',
        currency: base,
        rate: '1',
        base: toAmount(diff.abs()),
        inventoryId: input.inventory_id,
      });
    if (dec(input.amount_received).gt(0))
      lines.push(
        { account: 'cash', side: 'debit', cashBoxId: input.cash_box_id, ...money(input.amount_received) },
        { account: 'payable', side: 'credit', party: supplier, ...money(input.amount_received) },
      );
    return { description: input.note ?? null, inventoryId: input.inventory_id, lines };
  },
});
