import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups en-US style and trims to the decimals asked for', () => {
    expect(formatNumber('1310.00000000', { maximumFractionDigits: 4 })).toBe('1,310');
    expect(formatNumber('1305.50000000', { maximumFractionDigits: 4 })).toBe('1,305.5');
    expect(formatNumber('1234567.891')).toBe('1,234,567.89');
    expect(formatNumber(0.5, { minimumFractionDigits: 2 })).toBe('0.50');
    expect(formatNumber('-2500')).toBe('-2,500');
  });

  it('keeps every digit of a decimal string (no JS number in between)', () => {
    expect(formatNumber('123456789012345678.123456', { maximumFractionDigits: 6 })).toBe(
      '123,456,789,012,345,678.123456',
    );
  });

  it('leaves blanks blank and non-numbers as they are', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('n/a')).toBe('n/a');
  });
});
