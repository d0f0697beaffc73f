import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, round } from '../money.js';
import {
  DEPRECIATION_METHODS,
  type DepreciationMethod,
  depreciationSchedule,
  depreciationThrough,
} from './depreciation.js';

/** Amounts with 6 decimals from a millionth to a thousand billion. */
const money = fc.bigInt({ min: 1n, max: 10n ** 18n }).map((n) => dec(n.toString()).div(1e6).toFixed(6));
const asset = fc.record({
  method: fc.constantFrom(...DEPRECIATION_METHODS),
  cost: money,
  salvagePart: fc.integer({ min: 0, max: 99 }),
  months: fc.integer({ min: 1, max: 240 }),
  rate: fc.integer({ min: 1, max: 1_000_000 }).map((n) => dec(n).div(10_000).toFixed(4)),
  startDay: fc.integer({ min: 1, max: 28 }),
});
interface Asset {
  method: DepreciationMethod;
  cost: string;
  salvagePart: number;
  months: number;
  rate: string;
  startDay: number;
}
const scheduleOf = (a: Asset) => {
  const salvage = round(dec(a.cost).times(a.salvagePart).div(100), 6, 'down').toFixed(6);
  const start = `2026-03-${String(a.startDay).padStart(2, '0')}`;
  return {
    salvage,
    rows: depreciationSchedule({
      cost: a.cost,
      salvage,
      months: a.months,
      start,
      method: a.method,
      rate: a.rate,
    }),
  };
};

describe('depreciation schedules, every method', () => {
  it('sum to cost minus salvage exactly for any cost, salvage, life and rate; the book never drops below salvage', () => {
    fc.assert(
      fc.property(asset, (a) => {
        const { salvage, rows } = scheduleOf(a);
        expect(rows).toHaveLength(a.months);
        const sum = rows.reduce((s, r) => s.plus(r.amount), dec(0));
        expect(sum.eq(dec(a.cost).minus(salvage))).toBe(true);
        expect(dec(rows.at(-1)!.book_value).eq(salvage)).toBe(true);
        const bad = rows.find(
          (r) => dec(r.amount).lt(0) || dec(r.book_value).lt(salvage) || !/^\d+\.\d{6}$/.test(r.amount),
        );
        expect(bad).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('declining balance takes the larger of the rate on the book and straight line over what is left', () => {
    fc.assert(
      fc.property(asset, (a) => {
        const { salvage, rows } = scheduleOf({ ...a, method: 'declining_balance' });
        let book = dec(a.cost);
        const wrong = rows.slice(0, -1).findIndex((r, i) => {
          const left = book.minus(salvage);
          const straight = round(left.div(a.months - i), 6, 'down');
          const declining = round(book.times(a.rate).div(1200), 6, 'down');
          const larger = declining.gt(straight) ? declining : straight;
          book = book.minus(r.amount);
          return !dec(r.amount).eq(larger.gt(left) ? left : larger);
        });
        expect(wrong).toBe(-1);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('declining balance at 100% a year: 1/12 of the book each month, straight line once that gives more', () => {
    const rows = depreciationSchedule({
      cost: '12000',
      salvage: '0',
      months: 24,
      start: '2026-01-05',
      method: 'declining_balance',
      rate: '100',
    });
    expect(rows.slice(0, 2).map((r) => r.amount)).toEqual(['1000.000000', '916.666666']);
    // after 12 months 12 remain: 1/12 of the book is then exactly straight line, which it keeps to the end
    const rest = rows.slice(12).map((r) => dec(r.amount));
    const book12 = dec(rows[11]!.book_value);
    for (const r of rest) expect(r.minus(book12.div(12)).abs().lt('0.00001')).toBe(true);
    expect(rows.at(-1)!.book_value).toBe('0.000000');
    // straight line for the same asset is 500 a month
    expect(
      depreciationSchedule({ cost: '12000', salvage: '0', months: 24, start: '2026-01-05' })[0]!.amount,
    ).toBe('500.000000');
  });

  it('a clearance prorates its month by the day and never passes cost minus salvage, for every method', () => {
    fc.assert(
      fc.property(
        asset,
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 1, max: 31 }),
        (a, month, day) => {
          const { salvage, rows } = scheduleOf(a);
          const period = rows[Math.min(month, rows.length - 1)]!.period;
          const d = Math.min(day, Number(period.slice(8, 10)));
          const date = `${period.slice(0, 8)}${String(d).padStart(2, '0')}`;
          const through = dec(depreciationThrough(rows, date));
          const before = rows.filter((r) => r.period < date).reduce((s, r) => s.plus(r.amount), dec(0));
          const row = rows.find((r) => r.period.slice(0, 7) === date.slice(0, 7))!;
          const share = round(
            dec(row.amount)
              .times(d)
              .div(Number(period.slice(8, 10))),
            6,
            'halfUp',
          );
          expect(through.eq(before.plus(share))).toBe(true);
          expect(through.lte(dec(a.cost).minus(salvage))).toBe(true);
          // the month's last day takes the whole month
          if (date === period) expect(through.eq(dec(row.accumulated))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
