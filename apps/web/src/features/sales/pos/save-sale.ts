import {
  type Cart,
  type CartContext,
  cartTotals,
  dec,
  type SaleDetail,
  type SaleInput,
  type SaleSaved,
  saleEndpoints,
  unitPrice,
} from '@bb/contracts';
import { call } from '../../../platform/api/call';
import type { EditState } from './edit-cart';

/** The POST /api/sale body of a cart (lines with a quantity above 0 only). */
export function saleInputOf(cart: Cart, ctx: CartContext, cashBoxId: string | null): SaleInput {
  const totals = cartTotals(cart, ctx);
  const offBase = cart.currency_code !== ctx.baseCurrency;
  const payOffBase = cart.amount_currency_code !== ctx.baseCurrency;
  return {
    inventory_id: cart.inventory_id ?? '',
    customer_id: cart.customer_id,
    is_return: cart.is_return,
    sale_date: cart.sale_date,
    currency_code: cart.currency_code,
    ...(offBase ? { exchange_rate: cart.exchange_rate } : {}),
    discount: cart.discount || '0',
    minus: cart.minus || '0',
    note: cart.note || null,
    cash_box_id: cashBoxId,
    amount_paid: cart.amount_paid || '0',
    amount_currency_code: cart.amount_currency_code,
    ...(payOffBase ? { amount_exchange_rate: cart.amount_exchange_rate } : {}),
    amount_change: totals.amount_change,
    lines: cart.products
      .filter((p) => dec(p.sale_quantity).gt(0))
      .map((p) => ({
        product_id: p.product_id,
        sale_quantity: p.sale_quantity,
        sale_price: unitPrice(p),
        price_type: p.price_type,
      })),
    extras: cart.extras.map((e) => ({
      sale_extra_id: e.sale_extra_id,
      price: e.price || '0',
      cost: e.cost || '0',
      note: e.note || null,
    })),
    hospital_patient_id: cart.hospital_patient_id,
    patient_id: cart.patient_id,
    api_connection_detail_id: cart.api_connection_detail,
  };
}

/** Saves the cart once: the cart's idempotency key makes a double click or a retry one sale. */
export async function saveSale(cart: Cart, ctx: CartContext, cashBoxId: string | null): Promise<SaleSaved> {
  return call(
    saleEndpoints.create,
    { body: saleInputOf(cart, ctx, cashBoxId) },
    { headers: { 'Idempotency-Key': cart.idempotency_key } },
  );
}

/** Saves an edited sale (edit mode): PUT sale/{id} with the cart, keeping the sale a return returns. */
export async function updateSale(
  cart: Cart,
  edit: EditState,
  ctx: CartContext,
  cashBoxId: string | null,
): Promise<SaleSaved> {
  return call(saleEndpoints.update, {
    params: { id: edit.edit_sale_id as string },
    body: { ...saleInputOf(cart, ctx, cashBoxId), return_of_sale_id: edit.return_of_sale_id ?? null },
  });
}

export async function fetchSale(id: string): Promise<SaleDetail> {
  return call(saleEndpoints.get, { params: { id } });
}
