import { describe, expect, it } from 'vitest';
import { approveAllInput, pendingAllInput, SALE_MESSAGES, saleInput } from './sales.js';

const line = { product_id: 12, sale_quantity: '2', sale_price: '1500' };

describe('saleInput', () => {
  it('fills the defaults of a plain cash sale and keeps money as strings', () => {
    const s = saleInput.parse({
      inventory_id: 1,
      sale_date: '2026-11-22',
      currency_code: 'IQD',
      lines: [line],
    });
    expect(s).toMatchObject({
      inventory_id: '1',
      customer_id: null,
      is_return: false,
      discount: '0',
      minus: '0',
      amount_paid: '0',
      amount_change: '0',
      extras: [],
    });
    expect(s.lines[0]).toEqual({ product_id: '12', sale_quantity: '2', sale_price: '1500', price_type: 1 });
  });

  it('reads flags and price types as the POS sends them', () => {
    const s = saleInput.parse({
      inventory_id: '1',
      sale_date: '2026-11-22',
      currency_code: 'USD',
      exchange_rate: '1310',
      is_return: 1,
      customer_id: '',
      lines: [{ ...line, price_type: '3' }],
      extras: [{ sale_extra_id: 4, price: 2000 }],
    });
    expect(s.is_return).toBe(true);
    expect(s.customer_id).toBeNull();
    expect(s.lines[0]!.price_type).toBe(3);
    expect(s.extras[0]).toMatchObject({ sale_extra_id: '4', price: '2000', cost: '0', note: null });
  });

  it('refuses what the spec does not allow', () => {
    const base = { inventory_id: 1, sale_date: '2026-11-22', currency_code: 'IQD', lines: [line] };
    for (const bad of [
      { ...base, lines: [] },
      { ...base, discount: '100.5' },
      { ...base, minus: '-1' },
      { ...base, sale_date: '22/11/2026' },
      { ...base, lines: [{ ...line, sale_quantity: '0' }] },
      { ...base, lines: [{ ...line, sale_price: '1.1234567' }] },
      { ...base, lines: [{ ...line, price_type: 4 }] },
      { ...base, currency_code: 'iqd' },
      { ...base, exchange_rate: '0' },
    ]) {
      expect(saleInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('bulk approval', () => {
  it('defaults to empty selections and no receipt', () => {
    expect(approveAllInput.parse({})).toMatchObject({
      sale_ids: [],
      sale_return_ids: [],
      create_receipt: false,
      customer_ids: [],
    });
    expect(
      approveAllInput.parse({ sale_ids: [1, '2'], create_receipt: 'true', customer_ids: [5, null] }),
    ).toMatchObject({
      sale_ids: ['1', '2'],
      create_receipt: true,
      customer_ids: ['5', null],
    });
    expect(pendingAllInput.parse({ sale_return_ids: [3] }).sale_return_ids).toEqual(['3']);
  });

  it('words the max debit refusal with the limit and currency', () => {
    expect(SALE_MESSAGES.maxDebitExceeded('20000', 'IQD')).toContain('20000 IQD');
  });
});
