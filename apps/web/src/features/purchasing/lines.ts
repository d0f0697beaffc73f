import type { PurchaseDetail } from '@bb/contracts';
import { compareDecimals } from '../../components/form/decimal';
import { discounted, discountOf, isPositive, num, tidy } from './calc';
import type { Pick } from './ItemSearch';

export interface FcPrice {
  currency_code: string;
  sale_price: string;
  wholesale_price: string;
}

/** A purchase line as the entry screen edits it (decimal text throughout). */
export interface PurchaseLine {
  key: string;
  id?: string;
  item_id: string;
  item_name: string;
  barcode: string;
  purchase_order_line_id?: string | null;
  /** Still to receive on the order line (receiving from an order). */
  outstanding?: string;
  batch_number: string;
  expire_date: string;
  quantity: string;
  bonus: string;
  purchase_price_before_discount: string;
  discount: string;
  purchase_price: string;
  sale_price: string;
  wholesale_price: string;
  sale_prices: FcPrice[];
  per_packet: number;
  /** Saved lines: what is left in their lot. */
  lot_quantity?: string;
  /** A lot of the item (the saved line's, or the one its prices came from), for the purchase history. */
  product_id?: string;
}

let counter = 0;
export const newKey = () => `l${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new line from a search pick: a new batch, or the picked lot's batch; prices from the lot. */
export function lineFromPick({ item, lot }: Pick, inventoryId?: string): PurchaseLine {
  const source =
    lot ?? item.lots.find((l) => !inventoryId || String(l.inventory_id) === inventoryId) ?? item.lots[0];
  const price = tidy(source?.purchase_price);
  return {
    key: newKey(),
    item_id: item.item_id,
    item_name: item.name,
    barcode: item.barcode,
    batch_number: lot?.batch_number ?? '',
    expire_date: lot?.expire_date ?? '',
    quantity: '1',
    bonus: '0',
    purchase_price_before_discount: tidy(source?.purchase_price_before_discount) || price,
    discount: '0',
    purchase_price: price,
    sale_price: tidy(source?.sale_price),
    wholesale_price: tidy(source?.wholesale_price),
    sale_prices: (source?.sale_prices ?? []).map((p) => ({
      currency_code: p.currency_code,
      sale_price: tidy(p.sale_price),
      wholesale_price: tidy(p.wholesale_price),
    })),
    per_packet: item.per_packet,
    product_id: source ? String(source.id) : undefined,
  };
}

/** A saved purchase line back into the editor. */
export function lineFromDetail(d: PurchaseDetail): PurchaseLine {
  return {
    key: newKey(),
    id: String(d.id),
    item_id: String(d.item_id),
    item_name: d.item_name,
    barcode: d.barcode,
    purchase_order_line_id: d.purchase_order_line_id,
    batch_number: d.batch_number ?? '',
    expire_date: d.expire_date ?? '',
    quantity: tidy(d.quantity),
    bonus: tidy(d.bonus),
    purchase_price_before_discount: tidy(d.purchase_price_before_discount),
    discount: tidy(d.discount),
    purchase_price: tidy(d.purchase_price),
    sale_price: tidy(d.sale_price),
    wholesale_price: tidy(d.wholesale_price),
    sale_prices: d.sale_prices ?? [],
    per_packet: d.per_packet,
    lot_quantity: tidy(d.lot_quantity),
    product_id: String(d.product_id),
  };
}

/** One field changed: the discount rule keeps price before discount, discount and price in step. */
export function editLine(line: PurchaseLine, field: keyof PurchaseLine, value: string): PurchaseLine {
  const next = { ...line, [field]: value } as PurchaseLine;
  if (field === 'purchase_price_before_discount' || field === 'discount') {
    if (num(next.purchase_price_before_discount) !== '0')
      next.purchase_price = discounted(next.purchase_price_before_discount, next.discount);
  } else if (field === 'purchase_price') {
    // no discount yet, or a price above the one before discount: the price is the price before discount
    if (
      num(next.discount) === '0' ||
      compareDecimals(num(value), num(next.purchase_price_before_discount)) > 0
    ) {
      next.purchase_price_before_discount = value;
      next.discount = '0';
    } else next.discount = discountOf(next.purchase_price_before_discount, value);
  }
  return next;
}

/** The foreign-currency sale price of a line in `currency` (setting productFcPrices). */
export function setFcPrice(line: PurchaseLine, currency: string, value: string): PurchaseLine {
  const rest = line.sale_prices.filter((p) => p.currency_code !== currency);
  const old = line.sale_prices.find((p) => p.currency_code === currency);
  return {
    ...line,
    sale_prices: [
      ...rest,
      { currency_code: currency, sale_price: value, wholesale_price: old?.wholesale_price ?? '0' },
    ],
  };
}

/** The first line whose sale price is missing or 0 (a purchase line needs one, as Add To Stock does). */
export const lineWithoutSalePrice = (lines: readonly PurchaseLine[]) =>
  lines.find((l) => !isPositive(l.sale_price));

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The wire shape of a line (contracts purchaseLineInput). */
export function lineBody(l: PurchaseLine) {
  return {
    id: l.id ?? null,
    item_id: l.item_id,
    purchase_order_line_id: l.purchase_order_line_id ?? null,
    batch_number: l.batch_number.trim(),
    expire_date: blankToNull(l.expire_date),
    quantity: num(l.quantity),
    bonus: num(l.bonus),
    purchase_price_before_discount: num(l.purchase_price_before_discount),
    discount: num(l.discount),
    purchase_price: num(l.purchase_price),
    sale_price: num(l.sale_price),
    wholesale_price: num(l.wholesale_price),
    sale_prices: l.sale_prices
      .filter((p) => num(p.sale_price) !== '0')
      .map((p) => ({
        currency_code: p.currency_code,
        sale_price: num(p.sale_price),
        wholesale_price: num(p.wholesale_price),
      })),
    per_packet: l.per_packet > 0 ? l.per_packet : 1,
  };
}
