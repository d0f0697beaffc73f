import {
  add,
  dec,
  divide,
  MESSAGES,
  mul,
  PURCHASING_DOCUMENTS,
  type PurchaseInput,
  type PurchaseLineInput,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertNotAudited } from '../audit/guard.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { invoiceId, nextNumber } from '../ledger/numbering.js';
import { type PostLine, post, reverseDocument } from '../ledger/post.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { lotsUsedAfter, receiveLots, unreceiveLots } from '../stock/receive.js';
import { assertCurrency, assertInventory, assertSupplier, assertTodayRule, stockItems } from './common.js';
import { orderForReceiving, receiveOnOrder } from './orders.js';

interface Line extends PurchaseLineInput {
  units: string;
  cost: string;
  baseCost: string;
  orderLineId: string | null;
}

interface Prepared {
  input: PurchaseInput;
  lines: Line[];
  subtotal: string;
  total: string;
  rate: RateInfo;
  base: string;
}

/** Checks the input and computes the amounts: landed costs spread by line value into the unit cost. */
async function prepare(tx: TenantTx, auth: AuthContext, input: PurchaseInput): Promise<Prepared> {
  await assertInventory(tx, auth, input.inventory_id);
  await assertSupplier(tx, input.supplier_id);
  await assertCurrency(tx, input.currency_code);
  await stockItems(
    tx,
    input.lines.map((l) => l.item_id),
  );
  const base = await baseCurrency(tx);
  const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, base);
  const values = input.lines.map((l) => mul(l.quantity, l.purchase_price));
  const subtotal = add(...values.map(toText));
  const total = subtotal.plus(input.expenses);
  if (dec(input.amount_paid).gt(total))
    throw invalid({ amount_paid: ['The amount paid may not be greater than the total.'] });
  if (dec(input.amount_paid).gt(0) && !input.cash_box_id)
    throw invalid({ cash_box_id: ['The cash box field is required when an amount is paid.'] });
  if (input.cash_box_id) await usableBox(tx, auth, input.cash_box_id, 'cash_box_id', input.currency_code);

  const orderLines = input.purchase_order_id
    ? await orderForReceiving(tx, input.purchase_order_id, input.supplier_id, input.inventory_id)
    : [];
  const totalUnits = add(...input.lines.map((l) => toText(add(l.quantity, l.bonus))));
  const lines = input.lines.map((l, i): Line => {
    const units = add(l.quantity, l.bonus);
    const share = subtotal.gt(0)
      ? mul(input.expenses, values[i]!).div(subtotal)
      : mul(input.expenses, units).div(totalUnits);
    const cost = toAmount(divide(values[i]!.plus(share), units, 6, 'halfUp'));
    let orderLineId: string | null = null;
    if (input.purchase_order_id) {
      const wanted = l.purchase_order_line_id
        ? orderLines.find((o) => o.id === l.purchase_order_line_id)
        : (orderLines.find((o) => o.item_id === l.item_id && dec(o.received_quantity).lt(o.quantity)) ??
          orderLines.find((o) => o.item_id === l.item_id));
      if (l.purchase_order_line_id && (!wanted || wanted.item_id !== l.item_id))
        throw invalid({ [`lines.${i}.purchase_order_line_id`]: ['The order line is invalid.'] });
      orderLineId = wanted?.id ?? null;
    } else if (l.purchase_order_line_id) {
      throw invalid({ [`lines.${i}.purchase_order_line_id`]: ['The order line is invalid.'] });
    }
    return {
      ...l,
      units: toText(units),
      cost,
      baseCost: toAmount(baseValue(cost, rate)),
      orderLineId,
    };
  });
  return { input, lines, subtotal: toAmount(subtotal), total: toAmount(total), rate, base };
}

function ledgerLines(p: Prepared): PostLine[] {
  const { input, rate } = p;
  const money = (amount: string) => ({
    amount,
    currency: input.currency_code,
    rate: rate.rate,
    base: toAmount(baseValue(amount, rate)),
    inventoryId: input.inventory_id,
  });
  const supplier = { type: 'supplier' as const, id: input.supplier_id };
  const lines: PostLine[] = [
    { account: 'inventory', side: 'debit', ...money(p.total) },
    { account: 'payable', side: 'credit', party: supplier, ...money(p.total) },
  ];
  if (dec(input.amount_paid).gt(0))
    lines.push(
      { account: 'payable', side: 'debit', party: supplier, ...money(input.amount_paid) },
      { account: 'cash', side: 'credit', cashBoxId: input.cash_box_id, ...money(input.amount_paid) },
    );
  return lines;
}

/** Lots in, lines written, order received, ledger posted: the body shared by create and update. */
async function apply(tx: TenantTx, id: string, invoice: string, p: Prepared) {
  const { input } = p;
  const productIds = await receiveLots(tx, {
    inventoryId: input.inventory_id,
    currency: input.currency_code,
    date: input.purchase_date,
    documentType: 'purchase',
    documentId: id,
    lines: p.lines.map((l) => ({
      itemId: l.item_id,
      batchNumber: l.batch_number,
      expireDate: l.expire_date ?? null,
      quantity: l.units,
      cost: l.cost,
      baseCost: l.baseCost,
      purchasePrice: l.purchase_price,
      purchasePriceBeforeDiscount: l.purchase_price_before_discount ?? l.purchase_price,
      salePrice: l.sale_price,
      wholesalePrice: l.wholesale_price,
      prices: l.sale_prices,
    })),
  });
  await tx
    .insertInto('purchase_details')
    .values(
      p.lines.map((l, i) => ({
        tenant_id: tx.tenantId,
        purchase_id: id,
        item_id: l.item_id,
        product_id: productIds[i]!,
        purchase_order_line_id: l.orderLineId,
        batch_number: l.batch_number,
        expire_date: l.expire_date ?? null,
        quantity: l.quantity,
        bonus: l.bonus,
        purchase_price_before_discount: l.purchase_price_before_discount ?? l.purchase_price,
        discount: l.discount,
        purchase_price: l.purchase_price,
        cost: l.cost,
        base_cost: l.baseCost,
        sale_price: l.sale_price,
        wholesale_price: l.wholesale_price,
        sale_prices: JSON.stringify(l.sale_prices),
        per_packet: l.per_packet,
      })),
    )
    .execute();
  if (input.purchase_order_id)
    await receiveOnOrder(
      tx,
      input.purchase_order_id,
      p.lines.flatMap((l) => (l.orderLineId ? [{ lineId: l.orderLineId, quantity: l.quantity }] : [])),
    );
  if (dec(p.total).isZero()) return null;
  return post(tx, {
    date: input.purchase_date,
    documentType: 'purchase',
    documentId: id,
    inventoryId: input.inventory_id,
    description: `${invoice}${input.note ? ` — ${input.note.slice(0, 200)}` : ''}`,
    lines: ledgerLines(p),
  });
}

function headerOf(p: Prepared) {
  const { input } = p;
  return {
    purchase_date: input.purchase_date,
    supplier_id: input.supplier_id,
    inventory_id: input.inventory_id,
    purchase_order_id: input.purchase_order_id,
    currency_code: input.currency_code,
    exchange_rate: p.rate.pairRate,
    cash_box_id: input.cash_box_id,
    subtotal: p.subtotal,
    expenses: input.expenses,
    total: p.total,
    amount_paid: input.amount_paid,
    invoice_reference: input.invoice_reference ?? null,
    note: input.note ?? null,
  };
}

export async function createPurchase(tx: TenantTx, auth: AuthContext, input: PurchaseInput) {
  const p = await prepare(tx, auth, input);
  const number = await nextNumber(tx, 'purchase', input.inventory_id);
  const invoice = await invoiceId(tx, PURCHASING_DOCUMENTS.purchase.prefix, number, input.inventory_id);
  const row = await tx
    .insertInto('purchases')
    .values({
      ...headerOf(p),
      tenant_id: tx.tenantId,
      number: String(number),
      invoice_id: invoice,
      created_by: auth.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = await apply(tx, row.id, invoice, p);
  await tx.updateTable('purchases').set({ journal_entry_id: entry }).where('id', '=', row.id).execute();
  await notify(tx, {
    userIds: await usersWithAbility(tx, 'purchase_list'),
    type: 'notify.create',
    message: {
      key: 'document.created',
      params: {
        document: 'purchase',
        invoice,
        amount: toText(p.total),
        currency: input.currency_code,
        actor: auth.name,
      },
    },
    modelType: 'purchase',
    modelId: row.id,
    modelDate: input.purchase_date,
  });
  return { id: row.id, invoice_id: invoice };
}

/** A purchase may change only while not audited and while none of its units has left its lots. */
async function loadForChange(tx: TenantTx, auth: AuthContext, id: string, change: 'edit' | 'delete') {
  const doc = (
    await sql<{ id: string; invoice_id: string; purchase_date: string; purchase_order_id: string | null }>`
      select id, invoice_id, purchase_date::text, purchase_order_id from purchases where id = ${id} for update`.execute(
      tx,
    )
  ).rows[0];
  if (!doc) throw notFound();
  await assertNotAudited(tx, 'purchase', id);
  await assertTodayRule(tx, auth, 'purchase', 'purchases', id, change);
  const details = await tx
    .selectFrom('purchase_details')
    .select(['product_id', 'quantity', 'bonus', 'cost', 'base_cost', 'purchase_order_line_id'])
    .where('purchase_id', '=', id)
    .orderBy('id')
    .execute();
  const lots = [...new Set(details.map((d) => d.product_id))];
  if (await lotsUsedAfter(tx, 'purchase', id, lots)) throw conflict(MESSAGES.soldLocked);
  return { doc, details };
}

/** Takes the purchase back out: stock, order receipts, ledger entry, lines. */
async function undo(tx: TenantTx, id: string, loaded: Awaited<ReturnType<typeof loadForChange>>) {
  const { doc, details } = loaded;
  await unreceiveLots(tx, {
    date: doc.purchase_date,
    documentType: 'purchase',
    documentId: id,
    lines: details.map((d) => ({
      productId: d.product_id,
      quantity: toText(add(d.quantity, d.bonus)),
      cost: d.cost,
      baseCost: d.base_cost,
    })),
  });
  if (doc.purchase_order_id)
    await receiveOnOrder(
      tx,
      doc.purchase_order_id,
      details.flatMap((d) =>
        d.purchase_order_line_id
          ? [{ lineId: d.purchase_order_line_id, quantity: toText(dec(d.quantity).neg()) }]
          : [],
      ),
    );
  await tx.deleteFrom('purchase_details').where('purchase_id', '=', id).execute();
  await reverseDocument(tx, 'purchase', id);
}

/** Edit = take the old purchase out (stock, order, ledger) and apply the new one; the number stays. */
export async function updatePurchase(tx: TenantTx, auth: AuthContext, id: string, input: PurchaseInput) {
  const loaded = await loadForChange(tx, auth, id, 'edit');
  await undo(tx, id, loaded);
  const p = await prepare(tx, auth, input);
  await tx
    .updateTable('purchases')
    .set({ ...headerOf(p), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  const entry = await apply(tx, id, loaded.doc.invoice_id, p);
  await tx.updateTable('purchases').set({ journal_entry_id: entry }).where('id', '=', id).execute();
  return { id, invoice_id: loaded.doc.invoice_id };
}

export async function deletePurchase(tx: TenantTx, auth: AuthContext, id: string) {
  const loaded = await loadForChange(tx, auth, id, 'delete');
  await undo(tx, id, loaded);
  await tx.updateTable('purchases').set({ journal_entry_id: null }).where('id', '=', id).execute();
  await tx.deleteFrom('purchases').where('id', '=', id).execute();
}
