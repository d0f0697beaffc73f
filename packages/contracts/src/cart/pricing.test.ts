import { describe, expect, it } from 'vitest';
import { convertCurrency, setCurrency, setCustomer, setPricing, unitPrice } from '../cart.js';
import { add, cart, ctx, retail, row } from './test-fixtures.js';

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
