import { addProduct, type Cart, type CartContext, emptyCart, type ProductRow } from '../cart.js';

/** The carts, search rows and contexts the cart tests share. */
export const ctx: CartContext = {
  baseCurrency: 'IQD',
  foreignCurrency: 'USD',
  inventoryProcessMode: false,
  customerPricing: true,
};
export const retail: CartContext = { ...ctx, customerPricing: false };

export const cart = (over: Partial<Cart> = {}): Cart =>
  emptyCart({
    id: 'c1',
    name: 'Cart 1',
    currency_code: 'IQD',
    exchange_rate: '1310',
    sale_date: '2025-01-02',
    idempotency_key: 'k1',
    ...over,
  });

export const row = (over: Partial<ProductRow> = {}): ProductRow => ({
  id: '10',
  item_id: '1',
  name: 'Paracetamol',
  barcode: '111',
  quantity: '5',
  sale_price: '1000',
  wholesale_price: '800',
  purchase_price: '600',
  cost: '650',
  currency_code: 'IQD',
  sale_prices: [],
  item_type: 1,
  ...over,
});

export const add = (c: Cart, r: ProductRow, x: CartContext = ctx) => addProduct(c, r, x).cart;
