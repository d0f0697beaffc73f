import { addProduct, type Cart, type CartContext, dec, setQuantity, toText } from '@bb/contracts';
import type { OpenedJson } from './api';

export interface MissingLine {
  name: string;
  quantity: string;
}

/** The cart's name: the patient, then the time it was opened (spec 4). */
export const prescriptionCartName = (fullname: string, now: Date) =>
  `${fullname} ${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;

/** The open cart that already holds this prescription, if any (it is not opened twice). */
export const cartOfPrescription = (carts: readonly Cart[], detailId: string) =>
  carts.find((c) => c.api_connection_detail === detailId) ?? null;

/**
 * A new cart from an opened prescription: the patient on it, each line's lots (first expiry first) at the
 * quantity the server picked, and the lines it could not fill (unknown drug code or not in stock).
 */
export function cartFromPrescription(
  opened: OpenedJson,
  empty: Cart,
  ctx: CartContext,
): { cart: Cart; missing: MissingLine[] } {
  const patient = opened.detail.meta.patient;
  let cart: Cart = {
    ...empty,
    api_connection_detail: opened.detail.id,
    hospital_patient_id: patient.hospital_patient_id,
    patient_id: patient.id,
    note: opened.detail.meta.prescriber ?? empty.note,
  };
  const missing: MissingLine[] = [];
  for (const line of opened.lines) {
    for (const lot of line.lots) {
      const already = cart.products.find((p) => p.product_id === lot.id);
      cart = already
        ? setQuantity(cart, lot.id, toText(dec(already.sale_quantity).plus(lot.sale_quantity)), ctx).cart
        : addProduct(cart, lot, ctx).cart;
    }
    if (dec(line.missing).gt(0))
      missing.push({ name: line.item_name ?? line.drug_name ?? line.drug_code, quantity: line.missing });
  }
  return { cart, missing };
}
