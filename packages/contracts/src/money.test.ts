import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  convert,
  D,
  decimalString,
  divide,
  formatMoney,
  formatNumber,
  parseMoney,
  quantityString,
  rateString,
  round,
  toAmount,
  toText,
} from './money.js';

describe('decimal module', () => {
  it('adds exactly where floats do not', () => {
    expect(toText(add('0.1', '0.2'))).toBe('0.3');
    expect(toText(add('999999999999999.999999', '0.000001'))).toBe('1000000000000000');
  });

  it('keeps 6 decimals at the bound', () => {
    expect(toAmount('999999999999999.9999994')).toBe('999999999999999.999999');
    expect(toAmount('999999999999999.9999995')).toBe('1000000000000000.000000');
  });

  it('rounds with the named mode', () => {
    expect(round('2.5', 0, 'halfUp').toFixed()).toBe('3');
    expect(round('2.5', 0, 'halfEven').toFixed()).toBe('2');
    expect(round('-2.5', 0, 'halfUp').toFixed()).toBe('-3');
    expect(round('1.239', 2, 'down').toFixed()).toBe('1.23');
    expect(round('1.231', 2, 'up').toFixed()).toBe('1.24');
  });

  it('converts IQD and USD both ways', () => {
    expect(toText(convert('25.50', '1310', 'multiply'))).toBe('33405');
    expect(toText(convert('33405', '1310', 'divide'))).toBe('25.5');
    expect(toText(convert('1000', '1310', 'divide'))).toBe('0.763359');
    expect(() => convert('1', '0', 'divide')).toThrow();
  });

  it('divides with rounding in one step and refuses zero', () => {
    expect(divide('10', '3', 6, 'halfUp').toFixed()).toBe('3.333333');
    expect(() => divide('1', '0', 2, 'halfUp')).toThrow('division by zero');
  });

  it('formats en-US with the currency’s decimals', () => {
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'IQD')).toBe('1,234,568');
    expect(formatMoney('-0.001', 'USD')).toBe('0.00');
    expect(formatMoney('-1000', 'IQD')).toBe('-1,000');
    expect(formatNumber('999999999999999.999999', 6)).toBe('999,999,999,999,999.999999');
  });

  it('parses typed amounts', () => {
    expect(parseMoney('1,234.50')).toBe('1234.5');
    expect(parseMoney(' -12 ')).toBe('-12');
    expect(parseMoney('12a')).toBeUndefined();
  });

  it('validates decimal strings with the 1e15 bound', () => {
    const s = decimalString();
    expect(s.parse('1000000000000000')).toBe('1000000000000000');
    expect(s.safeParse('1000000000000000.000001').success).toBe(false);
    expect(s.safeParse('1.1234567').success).toBe(false);
    expect(s.safeParse('1e5').success).toBe(false);
    expect(s.parse(12.5)).toBe('12.5');
    expect(decimalString({ positive: true }).safeParse('0').success).toBe(false);
    expect(decimalString({ min: '0', max: '100' }).safeParse('100.01').success).toBe(false);
  });

  it('bounds quantities and rates by what their columns hold, refusing with a message', () => {
    const q = quantityString({ positive: true });
    expect(q.parse('1000000000000')).toBe('1000000000000');
    const refused = q.safeParse('1000000000000000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Must be at most 1e12.');
    expect(decimalString().safeParse('1000000000000001').error?.issues[0]?.message).toBe(
      'Must be at most 1e15.',
    );
    // exchange rates are numeric(18,8): below 1e10
    expect(rateString().parse('1310.12345678')).toBe('1310.12345678');
    expect(rateString().safeParse('1000000000000000').error?.issues[0]?.message).toBe('Must be at most 1e9.');
  });

  it('property: a conversion there and back stays within the rounding step', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 5000 }),
        (minor, rate) => {
          const usd = new D(minor.toString()).div(100);
          const iqd = convert(usd, String(rate), 'multiply');
          const back = convert(iqd, String(rate), 'divide');
          return back.minus(usd).abs().lte('0.000001');
        },
      ),
    );
  });

  it('property: sums are associative and exact', () => {
    const amount = fc
      .bigInt({ min: -(10n ** 20n), max: 10n ** 20n })
      .map((n) => new D(n.toString()).div(1_000_000).toFixed());
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (xs) => add(...xs).eq(add(...[...xs].reverse()))),
    );
  });
});
