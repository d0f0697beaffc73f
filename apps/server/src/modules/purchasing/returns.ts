import {
  add,
  dec,
  MESSAGES,
  mul,
  PURCHASING_DOCUMENTS,
  type PurchaseReturnInput,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, rateInfo } from '../cash/rates.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { type PostLine, post, reverseDocument } from '../ledger/post.js';
import { moveStock } from '../stock/movements.js';
import { assertCurrency, assertInventory, assertSupplier, assertTodayRule } from './common.js';

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
      throw invalid({ [field]: ['The lot is not in this inventory.'] });
    if (!lot.from_supplier) throw invalid({ [field]: ['This lot was not bought from this supplier.'] });
    wanted.set(l.product_id, toText(add(wanted.get(l.product_id) ?? '0', l.quantity)));
  });
  for (const [id, q] of wanted)
    if (dec(lots.get(id)!.quantity).lt(q)) throw conflict(MESSAGES.returnNotAllowed);
  return lots;
}

async function apply(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  invoice: string,
  input: PurchaseReturnInput,
) {
  await assertInventory(tx, auth, input.inventory_id);
  await assertSupplier(tx, input.supplier_id);
  await assertCurrency(tx, input.currency_code);
  const base = await baseCurrency(tx);
  const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
  const total = add(...input.lines.map((l) => toText(mul(l.quantity, l.price))));
  if (dec(input.amount_received).gt(total))
    throw invalid({ amount_received: ['The amount received may not be greater than the total.'] });
  if (dec(input.amount_received).gt(0) && !input.cash_box_id)
    throw invalid({ cash_box_id: ['The cash box field is required when an amount is received.'] });
  if (input.cash_box_id) await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', input.currency_code);
  const lots = await lotsOf(tx, input);

  await moveStock(
    tx,
    input.lines.map((l) => ({
      productId: l.product_id,
      quantity: toText(dec(l.quantity).neg()),
      documentType: 'purchase_return',
      documentId: id,
      date: input.date,
    })),
  );
  await tx
    .insertInto('purchase_return_lines')
    .values(
      input.lines.map((l) => ({
        tenant_id: tx.tenantId,
        purchase_return_id: id,
        product_id: l.product_id,
        item_id: lots.get(l.product_id)!.item_id,
        quantity: l.quantity,
        price: l.price,
        base_unit_cost: lots.get(l.product_id)!.base_cost,
      })),
    )
    .execute();
  const amount = toAmount(total);
  await tx
    .updateTable('purchase_returns')
    .set({
      date: input.date,
      supplier_id: input.supplier_id,
      inventory_id: input.inventory_id,
      currency_code: input.currency_code,
      exchange_rate: rate.pairRate,
      cash_box_id: input.cash_box_id,
      total: amount,
      amount_received: input.amount_received,
      note: input.note ?? null,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  if (total.isZero()) return null;

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
  const owed = money(amount);
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
  return post(tx, {
    date: input.date,
    documentType: 'purchase_return',
    documentId: id,
    inventoryId: input.inventory_id,
    description: `${invoice}${input.note ? ` — ${input.note.slice(0, 200)}` : ''}`,
    lines,
  });
}

export async function createPurchaseReturn(tx: TenantTx, auth: AuthContext, input: PurchaseReturnInput) {
  await assertInventory(tx, auth, input.inventory_id);
  await assertSupplier(tx, input.supplier_id);
  await assertCurrency(tx, input.currency_code);
  const number = await nextNumber(tx, 'purchase_return', input.inventory_id);
  const invoice = await invoiceId(
    tx,
    PURCHASING_DOCUMENTS.purchase_return.prefix,
    number,
    input.inventory_id,
  );
  const row = await tx
    .insertInto('purchase_returns')
    .values({
      tenant_id: tx.tenantId,
      number: String(number),
      invoice_id: invoice,
      date: input.date,
      supplier_id: input.supplier_id,
      inventory_id: input.inventory_id,
      currency_code: input.currency_code,
      exchange_rate: '1',
      total: '0',
      created_by: auth.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = await apply(tx, auth, row.id, invoice, input);
  await tx
    .updateTable('purchase_returns')
    .set({ journal_entry_id: entry })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, invoice_id: invoice };
}

async function loadForChange(tx: TenantTx, auth: AuthContext, id: string, change: 'edit' | 'delete') {
  const doc = (
    await sql<{ id: string; invoice_id: string; date: string }>`
      select id, invoice_id, date::text from purchase_returns where id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!doc) throw notFound();
  await assertNotAudited(tx, 'purchase_return', id);
  await assertTodayRule(tx, auth, 'purchase_return', 'purchase_returns', id, change);
  return doc;
}

/** Puts the returned units back into their lots and reverses the entry. */
async function undo(tx: TenantTx, id: string, date: string) {
  const lines = await tx
    .selectFrom('purchase_return_lines')
    .select(['product_id', 'quantity'])
    .where('purchase_return_id', '=', id)
    .execute();
  await moveStock(
    tx,
    lines.map((l) => ({
      productId: l.product_id,
      quantity: l.quantity,
      documentType: 'purchase_return',
      documentId: id,
      date,
    })),
  );
  await tx.deleteFrom('purchase_return_lines').where('purchase_return_id', '=', id).execute();
  await reverseDocument(tx, 'purchase_return', id);
}

export async function updatePurchaseReturn(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  input: PurchaseReturnInput,
) {
  const doc = await loadForChange(tx, auth, id, 'edit');
  await undo(tx, id, doc.date);
  const entry = await apply(tx, auth, id, doc.invoice_id, input);
  await tx.updateTable('purchase_returns').set({ journal_entry_id: entry }).where('id', '=', id).execute();
  return { id, invoice_id: doc.invoice_id };
}

export async function deletePurchaseReturn(tx: TenantTx, auth: AuthContext, id: string) {
  const doc = await loadForChange(tx, auth, id, 'delete');
  await undo(tx, id, doc.date);
  await tx.deleteFrom('purchase_returns').where('id', '=', id).execute();
}
