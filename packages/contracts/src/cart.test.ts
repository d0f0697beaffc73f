import { describe, expect, it } from 'vitest';
import {
  addProduct,
  type Cart,
  type CartContext,
  cartTotals,
  convertCurrency,
  EXCEEDED_QUANTITY,
  emptyCart,
  lineTotal,
  type ProductRow,
  removeItem,
  setCurrency,
  setCustomer,
  setPricing,
  setQuantity,
  setUnitPrice,
  unitPrice,
} from './cart.js';

const ctx: CartContext = {
  baseCurrency: 'IQD',
  foreignCurrency: 'USD',
  inventoryProcessMode: false,
  customerPricing: true,
};
const retail: CartContext = { ...ctx, customerPricing: false };

const cart = (over: Partial<Cart> = {}): Cart =>
  emptyCart({
    id: 'c1',
    name: 'Cart 1',
    currency_code: 'IQD',
    exchange_rate: '1310',
    sale_date: '2025-01-02',
    idempotency_key: 'k1',
    ...over,
  });

const row = (over: Partial<ProductRow> = {}): ProductRow => ({
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

const add = (c: Cart, r: ProductRow, x: CartContext = ctx) => addProduct(c, r, x).cart;

describe('adding products', () => {
  it('adds a new product with quantity 1 at the front', () => {
    let c = add(cart(), row());
    c = add(c, row({ id: '11', name: 'Ibuprofen' }));
    expect(c.products.map((p) => p.product_id)).toEqual(['11', '10']);
    expect(c.products[1]?.sale_quantity).toBe('1');
  });

  it('takes the search row sale_quantity when given', () => {
    const c = add(cart(), row({ sale_quantity: '3' }));
    expect(c.products[0]?.sale_quantity).toBe('3');
  });

  it('a product already in the cart gets +1 and moves to the front', () => {
    let c = add(cart(), row());
    c = add(c, row({ id: '11' }));
    const r = addProduct(c, row(), ctx);
    expect(r.outcome).toBe('incremented');
    expect(r.cart.products.map((p) => [p.product_id, p.sale_quantity])).toEqual([
      ['10', '2'],
      ['11', '1'],
    ]);
  });

  it('at stock: refused with Exceeded Quantity. and nothing changes', () => {
    let c = add(cart(), row({ quantity: '2' }));
    c = add(c, row({ quantity: '2' }));
    const r = addProduct(c, row({ quantity: '2' }), ctx);
    expect(r.outcome).toBe('exceeded');
    expect(r.message).toBe(EXCEEDED_QUANTITY);
    expect(r.message).toBe('Exceeded Quantity.');
    expect(r.cart).toBe(c);
  });

  it('caps at a fractional stock before refusing', () => {
    let c = add(cart(), row({ quantity: '1.5' }));
    const r = addProduct(c, row({ quantity: '1.5' }), ctx);
    expect(r.outcome).toBe('capped');
    expect(r.cart.products[0]?.sale_quantity).toBe('1.5');
    c = r.cart;
    expect(addProduct(c, row({ quantity: '1.5' }), ctx).outcome).toBe('exceeded');
  });

  it('a new product over stock is capped; with no stock it is refused', () => {
    const capped = addProduct(cart(), row({ quantity: '0.5' }), ctx);
    expect(capped.outcome).toBe('capped');
    expect(capped.cart.products[0]?.sale_quantity).toBe('0.5');
    const none = addProduct(cart(), row({ quantity: '0' }), ctx);
    expect(none.outcome).toBe('exceeded');
    expect(none.message).toBe('Exceeded Quantity.');
    expect(none.cart.products).toHaveLength(0);
  });

  it('services are never capped', () => {
    let c = add(cart(), row({ quantity: '0', item_type: 3 }));
    c = add(c, row({ quantity: '0', item_type: 3 }));
    expect(c.products[0]?.sale_quantity).toBe('2');
  });

  it('inventory process mode lifts the cap', () => {
    const pm = { ...ctx, inventoryProcessMode: true };
    let c = add(cart(), row({ quantity: '1' }), pm);
    c = add(c, row({ quantity: '1' }), pm);
    c = add(c, row({ quantity: '1' }), pm);
    expect(c.products[0]?.sale_quantity).toBe('3');
  });

  it('return mode does not cap at stock', () => {
    let c = add(cart({ is_return: true }), row({ quantity: '0' }));
    c = add(c, row({ quantity: '0' }));
    expect(c.products[0]?.sale_quantity).toBe('2');
  });

  it('refreshes the known stock of the line', () => {
    let c = add(cart(), row({ quantity: '1' }));
    c = add(c, row({ quantity: '4' }));
    expect(c.products[0]?.quantity).toBe('4');
    expect(c.products[0]?.sale_quantity).toBe('2');
  });
});

describe('editing lines', () => {
  it('setQuantity caps at stock and says so', () => {
    const c = add(cart(), row({ quantity: '3' }));
    const r = setQuantity(c, '10', '7', ctx);
    expect(r.outcome).toBe('capped');
    expect(r.message).toBe('Exceeded Quantity.');
    expect(r.cart.products[0]?.sale_quantity).toBe('3');
    expect(setQuantity(c, '10', '2.25', ctx).cart.products[0]?.sale_quantity).toBe('2.25');
    expect(setQuantity(c, '10', '-1', ctx).cart.products[0]?.sale_quantity).toBe('0');
  });

  it('setQuantity on a service goes past stock', () => {
    const c = add(cart(), row({ quantity: '0', item_type: 3 }));
    expect(setQuantity(c, '10', '9', ctx).cart.products[0]?.sale_quantity).toBe('9');
  });

  it('removes a line', () => {
    const c = add(add(cart(), row()), row({ id: '11' }));
    expect(removeItem(c, '10').products.map((p) => p.product_id)).toEqual(['11']);
  });

  it('setUnitPrice writes the field its price type charges', () => {
    let c = add(cart(), row());
    c = setUnitPrice(c, '10', '1200');
    expect(unitPrice(c.products[0] as never)).toBe('1200');
    c = setPricing(c, 2, '0', ctx);
    c = setUnitPrice(c, '10', '750');
    expect(c.products[0]?.wholesale_price).toBe('750');
    expect(c.products[0]?.sale_price).toBe('1000');
  });
});

describe('price types and additional profit', () => {
  it('price type 1/2/3 charges sale, wholesale or cost', () => {
    let c = add(cart(), row());
    expect(unitPrice(c.products[0] as never)).toBe('1000');
    c = setPricing(c, 2, '0', ctx);
    expect(unitPrice(c.products[0] as never)).toBe('800');
    c = setPricing(c, 3, '0', ctx);
    expect(unitPrice(c.products[0] as never)).toBe('650');
    c = add(c, row({ id: '11', cost: '100' }));
    expect(c.products[0]?.price_type).toBe(3);
    expect(unitPrice(c.products[0] as never)).toBe('100');
  });

  it('the customer price type and additional profit apply to existing and new lines', () => {
    let c = add(cart(), row());
    c = setCustomer(c, { id: '7', name: 'Ali', price_type: 2, additional_profit_percentage: '10' }, ctx);
    const p = c.products[0];
    expect(p?.price_type).toBe(2);
    expect(p?.sale_price).toBe('1100');
    expect(p?.wholesale_price).toBe('880');
    expect(p?.purchase_price).toBe('660');
    expect(p?.cost).toBe('715');
    expect(unitPrice(p as never)).toBe('880');
    c = add(c, row({ id: '11', wholesale_price: '50' }));
    expect(unitPrice(c.products[0] as never)).toBe('55');
    expect(c.customer_id).toBe('7');
  });

  it('clearing the customer goes back to type 1 without profit', () => {
    let c = setCustomer(
      add(cart(), row()),
      { id: '7', name: 'Ali', price_type: 3, additional_profit_percentage: '5' },
      ctx,
    );
    c = setCustomer(c, null, ctx);
    expect(c.price_type).toBe(1);
    expect(c.products[0]?.sale_price).toBe('1000');
    expect(c.customer_id).toBeNull();
  });

  it('without customer pricing (branch type not 0) the customer neither sets the type nor adds profit', () => {
    let c = add(cart(), row(), retail);
    c = setCustomer(c, { id: '7', name: 'Ali', price_type: 2, additional_profit_percentage: '10' }, retail);
    expect(c.price_type).toBe(1);
    expect(c.additional_profit).toBe('0');
    expect(unitPrice(c.products[0] as never)).toBe('1000');
    expect(setPricing(c, 3, '20', retail).products[0]?.sale_price).toBe('1000');
  });

  it('an unknown price type means 1; profit is kept within 0..100', () => {
    const c = setCustomer(
      cart(),
      { id: '7', name: 'Ali', price_type: 9, additional_profit_percentage: '150' },
      ctx,
    );
    expect(c.price_type).toBe(1);
    expect(c.additional_profit).toBe('100');
  });

  it('fractional profit keeps 6 decimals', () => {
    const c = setPricing(add(cart(), row({ sale_price: '3' })), 1, '12.5', ctx);
    expect(c.products[0]?.sale_price).toBe('3.375');
  });
});

describe('currency conversion', () => {
  it('convertCurrency multiplies foreign -> base and divides base -> foreign', () => {
    expect(convertCurrency('2', 'USD', 'IQD', '1310', 'IQD')).toBe('2620');
    expect(convertCurrency('1310', 'IQD', 'USD', '1310', 'IQD')).toBe('1');
    expect(convertCurrency('1000', 'IQD', 'USD', '1310', 'IQD')).toBe('0.763359');
    expect(convertCurrency('5', 'IQD', 'IQD', '0', 'IQD')).toBe('5');
    expect(convertCurrency('5', 'USD', 'IQD', '0', 'IQD')).toBe('0');
    expect(() => convertCurrency('5', 'USD', 'EUR', '2', 'IQD')).toThrow();
  });

  it('a USD lot in an IQD cart: every price multiplied', () => {
    const c = add(
      cart(),
      row({
        currency_code: 'USD',
        sale_price: '2',
        wholesale_price: '1.5',
        purchase_price: '1',
        cost: '1.1',
      }),
    );
    const p = c.products[0];
    expect([p?.sale_price, p?.wholesale_price, p?.purchase_price, p?.cost]).toEqual([
      '2620',
      '1965',
      '1310',
      '1441',
    ]);
    expect(p?.stock_sale_price).toBe('2');
    expect(p?.currency_code).toBe('USD');
  });

  it('an IQD lot in a USD cart: every price divided', () => {
    const c = add(
      cart({ currency_code: 'USD' }),
      row({ sale_price: '2620', wholesale_price: '1310', purchase_price: '655', cost: '1000' }),
    );
    const p = c.products[0];
    expect([p?.sale_price, p?.wholesale_price, p?.purchase_price, p?.cost]).toEqual([
      '2',
      '1',
      '0.5',
      '0.763359',
    ]);
  });

  it('the per-currency entry wins for sale and wholesale when its sale price is above 0', () => {
    const prices = [{ currency_code: 'USD', sale_price: '2.5', wholesale_price: '2' }];
    const c = add(cart({ currency_code: 'USD' }), row({ sale_price: '2620', sale_prices: prices }));
    const p = c.products[0];
    expect(p?.sale_price).toBe('2.5');
    expect(p?.wholesale_price).toBe('2');
    expect(p?.cost).toBe('0.496183');
  });

  it('an entry with sale price 0 is ignored; an entry without wholesale keeps the converted one', () => {
    const zero = [{ currency_code: 'USD', sale_price: '0', wholesale_price: '3' }];
    expect(
      add(cart({ currency_code: 'USD' }), row({ sale_price: '2620', sale_prices: zero })).products[0]
        ?.sale_price,
    ).toBe('2');
    const noWholesale = [{ currency_code: 'USD', sale_price: '3', wholesale_price: '0' }];
    const p = add(cart({ currency_code: 'USD' }), row({ wholesale_price: '1310', sale_prices: noWholesale }))
      .products[0];
    expect(p?.sale_price).toBe('3');
    expect(p?.wholesale_price).toBe('1');
  });

  it('entries of the IQD currency apply to a USD lot in an IQD cart', () => {
    const prices = [{ currency_code: 'IQD', sale_price: '3000', wholesale_price: '2500' }];
    const p = add(cart(), row({ currency_code: 'USD', sale_price: '2', sale_prices: prices })).products[0];
    expect(p?.sale_price).toBe('3000');
    expect(p?.wholesale_price).toBe('2500');
  });

  it('entries are not used when the lot is already in the cart currency', () => {
    const prices = [{ currency_code: 'IQD', sale_price: '3000', wholesale_price: '2500' }];
    expect(add(cart(), row({ sale_prices: prices })).products[0]?.sale_price).toBe('1000');
  });

  it('switching the cart currency reprices every line from the lot prices, both ways', () => {
    let c = add(cart(), row({ sale_price: '2620' }));
    c = setCurrency(c, 'USD', '1310', ctx);
    expect(c.products[0]?.sale_price).toBe('2');
    expect(c.currency_code_from).toBe('USD');
    c = setCurrency(c, 'IQD', '1310', ctx);
    expect(c.products[0]?.sale_price).toBe('2620');
    c = setCurrency(c, 'USD', '1500', ctx);
    expect(c.products[0]?.sale_price).toBe('1.746667');
  });

  it('profit applies after conversion', () => {
    let c = setPricing(cart({ currency_code: 'USD' }), 1, '10', ctx);
    c = add(c, row({ sale_price: '1310' }));
    expect(c.products[0]?.sale_price).toBe('1.1');
  });
});

describe('totals', () => {
  it('subtotal, discount percent, minus, extras and total', () => {
    let c = add(cart(), row({ sale_price: '1000', quantity: '10' }));
    c = add(c, row({ sale_price: '1000', quantity: '10' }));
    c = add(c, row({ id: '11', sale_price: '2500' }));
    c = {
      ...c,
      discount: '10',
      minus: '250',
      extras: [{ sale_extra_id: '1', name: 'Delivery', price: '1000', cost: '500', note: '' }],
    };
    const t = cartTotals(c, ctx);
    expect(t.subtotal).toBe('4500');
    expect(t.discount_amount).toBe('450');
    expect(t.extras_total).toBe('1000');
    expect(t.total).toBe('4800');
    expect(t.fc_currency).toBe('USD');
    expect(t.total_fc).toBe('3.664122');
    expect(t.subtotal_fc).toBe('3.435115');
    expect(t.minus_fc).toBe('0.19084');
    expect(t.item_count).toBe('3');
    expect(lineTotal(c.products[1] as never)).toBe('2000');
  });

  it('an empty cart totals 0', () => {
    const t = cartTotals(cart(), ctx);
    expect([t.subtotal, t.total, t.paid, t.amount_change, t.remaining]).toEqual(['0', '0', '0', '0', '0']);
  });

  it('fractional quantities and prices stay exact', () => {
    let c = add(
      cart({ currency_code: 'USD' }),
      row({ currency_code: 'USD', sale_price: '0.1', quantity: '100' }),
    );
    c = setQuantity(c, '10', '3', ctx).cart;
    expect(cartTotals(c, ctx).total).toBe('0.3');
  });

  it('paid in USD for an IQD cart: change in IQD and in USD', () => {
    let c = add(cart(), row({ sale_price: '15000' }));
    c = { ...c, amount_currency_code: 'USD', amount_exchange_rate: '1310', amount_paid: '20' };
    const t = cartTotals(c, ctx);
    expect(t.paid).toBe('26200');
    expect(t.amount_change).toBe('11200');
    expect(t.amount_change_paid_currency).toBe('8.549618');
    expect(t.remaining).toBe('0');
  });

  it('paid in IQD for a USD cart', () => {
    let c = add(cart({ currency_code: 'USD' }), row({ currency_code: 'USD', sale_price: '10' }));
    c = { ...c, amount_currency_code: 'IQD', amount_exchange_rate: '1300', amount_paid: '15600' };
    const t = cartTotals(c, ctx);
    expect(t.paid).toBe('12');
    expect(t.amount_change).toBe('2');
    expect(t.amount_change_paid_currency).toBe('2600');
    expect(t.total_fc).toBe('13100');
    expect(t.fc_currency).toBe('IQD');
  });

  it('underpaid leaves a remaining amount and no change', () => {
    let c = add(cart(), row({ sale_price: '5000' }));
    c = { ...c, amount_paid: '2000' };
    const t = cartTotals(c, ctx);
    expect(t.amount_change).toBe('0');
    expect(t.remaining).toBe('3000');
  });

  it('a missing rate gives 0 foreign amounts, not an error', () => {
    const c = add(cart({ exchange_rate: '0' }), row());
    expect(cartTotals(c, ctx).total_fc).toBe('0');
  });

  it('switching currency moves the paid currency with it when it followed the cart', () => {
    const c = setCurrency(cart(), 'USD', '1310', ctx);
    expect(c.amount_currency_code).toBe('USD');
    const paidInUsd = setCurrency({ ...cart(), amount_currency_code: 'USD' }, 'IQD', '1320', ctx);
    expect(paidInUsd.amount_currency_code).toBe('USD');
    expect(paidInUsd.amount_exchange_rate).toBe('1320');
  });
});
