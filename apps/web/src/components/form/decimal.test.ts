import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimals, normalizeNumber, sumDecimals, toUnits } from './decimal';

describe('decimal text arithmetic', () => {
  it('sums exactly, beyond what a JS number keeps', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['999999999999999.123456', '0.000001'])).toBe('999999999999999.123457');
    expect(sumDecimals(['-2.5', '1', null, 'x'])).toBe('-1.5');
  });

  it('rounds half away from zero', () => {
    expect(toUnits('1.005', 2)).toBe(101n);
    expect(toUnits('-1.005', 2)).toBe(-101n);
    expect(toUnits('abc', 2)).toBeNull();
  });

  it('normalizes a numeric input: non-numbers to 0, precision, min and max', () => {
    expect(normalizeNumber('abc')).toBe('0');
    expect(normalizeNumber('12.345', { precision: 2 })).toBe('12.35');
    expect(normalizeNumber('12.7')).toBe('13');
    expect(normalizeNumber('150', { min: 0, max: 100 })).toBe('100');
    expect(normalizeNumber('-3', { min: 0, max: 100 })).toBe('0');
    expect(normalizeNumber('abc', { min: 1, max: 4 })).toBe('1');
    expect(normalizeNumber('99999999999999999')).toBe('1000000000000000');
  });

  it('steps and compares', () => {
    expect(addDecimal('1.5', 1)).toBe('2.5');
    expect(addDecimal('0', -1)).toBe('-1');
    expect(compareDecimals('10', '9.99')).toBe(1);
    expect(compareDecimals('0.10', '0.1')).toBe(0);
  });
});
