import { describe, expect, it } from 'vitest';
import {
  addProduct,
  EXCEEDED_QUANTITY,
  removeItem,
  setPricing,
  setQuantity,
  setUnitPrice,
  unitPrice,
} from '../cart.js';
import { add, cart, ctx, row } from './test-fixtures.js';

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
