import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, sumAmounts, toAmount } from './money.js';

/** Exact sums in integer millionths (statement totals) against decimal.js, the reference. */
const reference = (vs: string[]) => (vs.length ? toAmount(add(...vs)) : '0');

const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), fc.integer({ min: 0, max: 6 }))
  .map(([neg, digits, scale]) => {
    const s = digits.toString().padStart(scale + 1, '0');
    const text = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
    return neg && digits !== 0n ? `-${text}` : text;
  });

describe('sumAmounts', () => {
  it('equals decimal.js to the last digit, for any numeric(24,6) texts', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 50 }), (vs) => {
        expect(sumAmounts(vs)).toBe(reference(vs));
      }),
      { numRuns: 500 },
    );
  });

  it('answers 0 over no rows and keeps six places otherwise', () => {
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['0', '0'])).toBe('0.000000');
    expect(sumAmounts(['1.5', '2.250000', '0'])).toBe('3.750000');
    expect(sumAmounts(['-1.000001', '1'])).toBe('-0.000001');
  });

  it('falls back to decimal.js for anything that is not a plain decimal', () => {
    expect(sumAmounts(['1e-7', '1'])).toBe(reference(['1e-7', '1']));
    expect(sumAmounts(['0.1234567', '1'])).toBe(reference(['0.1234567', '1']));
  });
});
