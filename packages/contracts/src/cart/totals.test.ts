import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotal, setCurrency, setQuantity } from '../cart.js';
import { add, cart, ctx, row } from './test-fixtures.js';

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
