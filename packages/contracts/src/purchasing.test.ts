import { describe, expect, it } from 'vitest';
import { purchaseInput, purchaseOrderInput, purchaseReturnInput } from './purchasing.js';

const line = { item_id: 5, quantity: '10', purchase_price: '2.5', sale_price: '4' };

describe('purchasing contract', () => {
  it('fills the defaults of a purchase and keeps decimals as strings', () => {
    const r = purchaseInput.parse({
      supplier_id: '1',
      inventory_id: 2,
      purchase_date: '2026-01-05',
      currency_code: 'USD',
      exchange_rate: '1310',
      purchase_order_id: '',
      lines: [line],
    });
    expect(r.supplier_id).toBe('1');
    expect(r.inventory_id).toBe('2');
    expect(r.purchase_order_id).toBeNull();
    expect(r.amount_paid).toBe('0');
    expect(r.expenses).toBe('0');
    expect(r.lines[0]).toMatchObject({
      item_id: '5',
      quantity: '10',
      bonus: '0',
      purchase_price: '2.5',
      batch_number: '',
      per_packet: 1,
      sale_prices: [],
    });
  });

  it('refuses bad purchase input', () => {
    const base = { supplier_id: 1, inventory_id: 2, purchase_date: '2026-01-05', currency_code: 'IQD' };
    expect(purchaseInput.safeParse({ ...base, lines: [] }).success).toBe(false);
    expect(purchaseInput.safeParse({ ...base, lines: [{ ...line, quantity: '0' }] }).success).toBe(false);
    expect(purchaseInput.safeParse({ ...base, lines: [{ ...line, purchase_price: '-1' }] }).success).toBe(
      false,
    );
    expect(purchaseInput.safeParse({ ...base, lines: [{ ...line, discount: '101' }] }).success).toBe(false);
    // a sale price is required above 0 (its lot would otherwise sell for nothing in the POS)
    const { sale_price: _, ...unpriced } = line;
    expect(purchaseInput.safeParse({ ...base, lines: [unpriced] }).success).toBe(false);
    expect(purchaseInput.safeParse({ ...base, lines: [{ ...line, sale_price: '0' }] }).success).toBe(false);
    expect(purchaseInput.safeParse({ ...base, purchase_date: '05/01/2026', lines: [line] }).success).toBe(
      false,
    );
  });

  it('parses orders and returns', () => {
    const o = purchaseOrderInput.parse({
      supplier_id: 1,
      inventory_id: 1,
      date: '2026-01-01',
      currency_code: 'IQD',
      lines: [{ item_id: 3, quantity: '4' }],
    });
    expect(o.lines[0]!.expected_price).toBe('0');
    const r = purchaseReturnInput.parse({
      supplier_id: 1,
      inventory_id: 1,
      date: '2026-01-01',
      currency_code: 'IQD',
      lines: [{ product_id: 9, quantity: '1', price: '1000' }],
    });
    expect(r.amount_received).toBe('0');
    expect(r.cash_box_id).toBeNull();
    expect(purchaseReturnInput.safeParse({ ...r, lines: [{ product_id: 9, quantity: '1' }] }).success).toBe(
      false,
    );
  });
});
