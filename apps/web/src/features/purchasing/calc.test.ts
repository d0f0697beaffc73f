import { describe, expect, it } from 'vitest';
import { discounted, discountOf, lineTotal, num, sum, times, unitCosts } from './calc';

describe('purchase line arithmetic', () => {
  it('reads half-typed text as a number or 0', () => {
    expect(num('12.')).toBe('12');
    expect(num('')).toBe('0');
    expect(num('abc')).toBe('0');
    expect(num('0.25')).toBe('0.25');
  });

  it('applies and recovers a discount percent exactly', () => {
    expect(discounted('1000', '10')).toBe('900');
    expect(discounted('0.1', '0')).toBe('0.1');
    expect(discountOf('1000', '900')).toBe('10');
    expect(discountOf('0', '5')).toBe('0');
  });

  it('sums without float error', () => {
    expect(sum(['0.1', '0.2'])).toBe('0.3');
    expect(lineTotal('3', '0.1')).toBe('0.3');
    expect(times('10.5', '1310')).toBe('13755');
  });

  it('spreads landed costs by value over quantity plus bonus', () => {
    const costs = unitCosts(
      [
        { quantity: '10', bonus: '0', purchase_price: '100' },
        { quantity: '10', bonus: '10', purchase_price: '300' },
      ],
      '400',
    );
    // values 1000 and 3000; shares 100 and 300
    expect(costs).toEqual(['110', '165']);
  });

  it('gives 0 for a line without units', () => {
    expect(unitCosts([{ quantity: '', bonus: '', purchase_price: '5' }], '0')).toEqual(['0']);
  });
});
