import {
  add,
  dec,
  divide,
  MESSAGES,
  mul,
  type PurchaseInput,
  type PurchaseLineInput,
  toAmount,
  toText,
} from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { usableBox } from '../cash/boxes.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';
import type { PostLine } from '../ledger/post.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { lotsUsedAfter, receiveLots, unreceiveLots } from '../stock/receive.js';
import { assertCurrency, assertInventory, assertSupplier, stockItems } from './common.js';
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
    throw invalid({ cash_box_id: [MESSAGES.cashBoxWhenPaid] });
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

interface Received extends Prepared {
  /** The lot each line was received into (set by applyStock, read by the lines). */
  productIds?: string[];
}

/** A purchase's stored lines, as undo needs them. */
async function detailsOf(tx: TenantTx, id: string) {
  return tx
    .selectFrom('purchase_details')
    .select(['product_id', 'quantity', 'bonus', 'cost', 'base_cost', 'purchase_order_line_id'])
    .where('purchase_id', '=', id)
    .orderBy('id')
    .execute();
}

/**
 * A purchase: goods received from a supplier into lots (each lot takes the weighted average cost),
 * received against its purchase order when it names one, inventory debited and the supplier credited, an
 * amount paid from a cash box. It changes only while none of its units has left its lots.
 */
export const purchaseDocument = defineDocument<PurchaseInput, Received>({
  type: 'purchase',
  table: 'purchases',
  lines: { table: 'purchase_details', parent: 'purchase_id' },
  dateColumn: 'purchase_date',
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  journalColumn: 'journal_entry_id',
  onlyToday: { edit: 'purchase_edit_only_today', delete: 'purchase_delete_only_today' },

  validate: (tx, auth, input) => prepare(tx, auth, input),
  header: (_input, p) => headerOf(p),
  async assertChangeable(tx, row) {
    const lots = [...new Set((await detailsOf(tx, row.id)).map((d) => d.product_id))];
    if (await lotsUsedAfter(tx, 'purchase', row.id, lots)) throw conflict(MESSAGES.soldLocked);
  },
  async applyStock(tx, { id, prepared: p }) {
    const { input } = p;
    p.productIds = await receiveLots(tx, {
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
    if (input.purchase_order_id)
      await receiveOnOrder(
        tx,
        input.purchase_order_id,
        p.lines.flatMap((l) => (l.orderLineId ? [{ lineId: l.orderLineId, quantity: l.quantity }] : [])),
      );
  },
  /** Takes the purchase back out of its lots (their costs too) and off its order. */
  async undoStock(tx, row) {
    const details = await detailsOf(tx, row.id);
    await unreceiveLots(tx, {
      date: row.date,
      documentType: 'purchase',
      documentId: row.id,
      lines: details.map((d) => ({
        productId: d.product_id,
        quantity: toText(add(d.quantity, d.bonus)),
        cost: d.cost,
        baseCost: d.base_cost,
      })),
    });
    const order = row.purchase_order_id as string | null;
    if (order)
      await receiveOnOrder(
        tx,
        order,
        details.flatMap((d) =>
          d.purchase_order_line_id
            ? [{ lineId: d.purchase_order_line_id, quantity: toText(dec(d.quantity).neg()) }]
            : [],
        ),
      );
  },
  lineRows: (_input, p) =>
    p.lines.map((l, i) => ({
      item_id: l.item_id,
      product_id: p.productIds![i]!,
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
  posting: async (_tx, { prepared: p }) =>
    dec(p.total).isZero()
      ? null
      : { description: p.input.note ?? null, inventoryId: p.input.inventory_id, lines: ledgerLines(p) },

  async notify(tx, auth, event, row) {
    if (event !== 'create') return;
    await notify(tx, {
      userIds: await usersWithAbility(tx, 'purchase_list'),
      type: 'notify.create',
      message: {
        key: 'document.created',
        params: {
          document: 'purchase',
          invoice: row.invoice_id,
          amount: toText(String(row.total)),
          currency: String(row.currency_code),
          actor: auth.name,
        },
      },
      modelType: 'purchase',
      modelId: row.id,
      modelDate: row.date,
    });
  },
});

function headerOf(p: Prepared) {
  const { input } = p;
  return {
    purchase_date: input.purchase_date,
    supplier_id: input.supplier_id,
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
