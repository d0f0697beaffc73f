import {
  add,
  type Cart,
  type CartContext,
  type CartItem,
  dec,
  emptyCart,
  type PriceType,
  priceItem,
  type SaleDetail,
  type SaleDetailLine,
  toText,
} from '@bb/contracts';

/**
 * POS edit mode (/inventory/sale/pos/:id/yes/:isReturn): a saved sale loaded back into a cart. The cart
 * remembers the sale it edits (saved with PUT sale/{id}, not as a new sale) and the sale a return
 * returns. Extra fields survive the cart book's JSON storage and the cart operations' spreads.
 */
export interface EditState {
  edit_sale_id?: string;
  edit_invoice_id?: string;
  return_of_sale_id?: string | null;
  /** Per lot, what the edited sale itself holds (added back to the stock a search row reports). */
  edit_held?: Record<string, string>;
}
export type PosCart = Cart & EditState;

export const editOf = (cart: Cart | null): EditState => (cart ?? {}) as EditState;
export const isEditCart = (cart: Cart | null): boolean => Boolean(editOf(cart).edit_sale_id);

/** A search row's stock as the edit sees it: on hand plus what the edited sale holds of that lot. */
export function withHeldStock<R extends { id: string; quantity: string }>(cart: Cart, row: R): R {
  const held = editOf(cart).edit_held?.[row.id];
  return held ? { ...row, quantity: toText(add(row.quantity, held)) } : row;
}

const PRICE_FIELD = { 1: 'sale_price', 2: 'wholesale_price', 3: 'cost' } as const;
const asPriceType = (v: number): PriceType => (v === 2 || v === 3 ? v : 1);

/** A saved line as a cart item: the lot's prices worked out for the cart, the charged price as saved. */
function itemOf(line: SaleDetailLine, cart: Cart, ctx: CartContext): CartItem {
  const item: CartItem = {
    product_id: line.product_id,
    item_id: line.item_id,
    name: line.name,
    barcode: line.barcode,
    // on hand plus what the sale itself took: what the edit may sell
    quantity: toText(line.available_quantity),
    sale_quantity: toText(line.sale_quantity),
    sale_price: toText(line.stock_sale_price),
    wholesale_price: toText(line.stock_wholesale_price),
    purchase_price: toText(line.stock_purchase_price),
    cost: toText(line.stock_cost),
    stock_sale_price: toText(line.stock_sale_price),
    stock_wholesale_price: toText(line.stock_wholesale_price),
    stock_purchase_price: toText(line.stock_purchase_price),
    stock_cost: toText(line.stock_cost),
    currency_code: line.lot_currency_code,
    sale_prices: line.sale_prices ?? [],
    price_type: asPriceType(line.price_type),
    additional_profit: '0',
    item_type: line.item_type,
    batch_number: line.batch_number ?? '',
    expire_date: line.expire_date,
    per_packet: line.per_packet ?? 1,
  };
  const priced = priceItem(item, cart, ctx);
  const type = asPriceType(line.price_type);
  return { ...priced, price_type: type, [PRICE_FIELD[type]]: toText(line.sale_price) };
}

/** Lines of one lot become one cart item (a cart holds a lot once): quantities add up. */
function mergeLines(lines: SaleDetailLine[]): SaleDetailLine[] {
  const byLot = new Map<string, SaleDetailLine>();
  for (const l of lines) {
    const seen = byLot.get(l.product_id);
    byLot.set(
      l.product_id,
      seen ? { ...seen, sale_quantity: toText(add(seen.sale_quantity, l.sale_quantity)) } : l,
    );
  }
  return [...byLot.values()];
}

export interface EditCartInit {
  id: string;
  name: string;
  idempotencyKey: string;
  /** Today's rate of a currency (base units per foreign unit); for the base currency, the foreign rate. */
  rateOf: (currency: string) => string;
}

/** The cart of a saved sale (edit mode). */
export function cartFromSale(sale: SaleDetail, ctx: CartContext, init: EditCartInit): PosCart {
  const offBase = sale.currency_code !== ctx.baseCurrency;
  const rate = offBase ? toText(sale.exchange_rate) : init.rateOf(sale.currency_code);
  const types = new Set(sale.details.map((d) => d.price_type));
  const base = emptyCart({
    id: init.id,
    name: init.name,
    currency_code: sale.currency_code,
    exchange_rate: rate,
    sale_date: String(sale.sale_date).slice(0, 10),
    idempotency_key: init.idempotencyKey,
    inventory_id: sale.inventory_id,
    customer_id: sale.customer_id,
    customer_name: sale.customer_name ?? '',
    customer_cash: !dec(sale.debit).gt(0),
    discount: toText(sale.discount),
    minus: toText(sale.minus),
    note: sale.note ?? '',
    is_return: sale.is_return === 1,
    amount_currency_code: sale.amount_currency_code || sale.currency_code,
    amount_exchange_rate:
      sale.amount_exchange_rate && dec(sale.amount_exchange_rate).gt(0)
        ? toText(sale.amount_exchange_rate)
        : rate,
    amount_paid: toText(sale.amount_paid),
    cash_box_id: sale.cash_box_id,
    price_type: types.size === 1 ? asPriceType([...types][0] ?? 1) : 1,
    hospital_patient_id: sale.hospital_patient_id,
    patient_id: sale.patient_id,
    extras: sale.extras.map((x) => ({
      sale_extra_id: x.sale_extra_id,
      name: x.sale_extra.name,
      price: toText(x.price),
      cost: toText(x.cost),
      note: x.note ?? '',
    })),
  });
  return {
    ...base,
    products: mergeLines(sale.details).map((l) => itemOf(l, base, ctx)),
    edit_sale_id: sale.id,
    edit_invoice_id: sale.invoice_id,
    return_of_sale_id: sale.return_of_sale_id,
    edit_held: Object.fromEntries(
      sale.details.map((d) => [d.product_id, toText(dec(d.available_quantity).minus(d.stock_quantity))]),
    ),
  };
}
