import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, dec } from '../money.js';
import { buildSchedule, isPlanError, type PlanInput, premiumDueDate, type Schedule } from './schedule.js';

const plan = (over: Partial<PlanInput> = {}): PlanInput => ({
  total: '30000',
  currency: 'USD',
  premium_type: 1,
  down_payment: '0',
  premium_count: 3,
  frequency: 1,
  sale_date: '2026-01-31',
  first_due_date: '2026-01-31',
  pre_key_percent: '60',
  key_handover_date: null,
  ...over,
});
const ok = (p: PlanInput, decimals = 2): Schedule => {
  const s = buildSchedule(p, decimals);
  if (isPlanError(s)) throw new Error(s.message);
  return s;
};
const amounts = (s: Schedule) => s.lines.map((l) => l.amount);

describe('residence sale schedule', () => {
  it('splits $30,000 in 3 into three equal premiums (not 10,000.20 + 9,999.90 + 9,999.90)', () => {
    expect(amounts(ok(plan()))).toEqual(['10000', '10000', '10000']);
  });

  it('schedules 5.47 in 3 premiums with the remainder on the last', () => {
    expect(amounts(ok(plan({ total: '5.47' })))).toEqual(['1.82', '1.82', '1.83']);
  });

  it('keeps a fixed first premium and shares the rest; a first premium too large is refused, never a negative last', () => {
    expect(amounts(ok(plan({ total: '1000', first_premium_amount: '400' })))).toEqual(['400', '300', '300']);
    const tooBig = buildSchedule(plan({ total: '1000', first_premium_amount: '1200' }), 2);
    expect(tooBig).toMatchObject({
      field: 'first_premium_amount',
      message: 'The first premium must be less than the amount left for premiums.',
    });
    const leavesCrumbs = buildSchedule(
      plan({ total: '1000', premium_count: 10, first_premium_amount: '999.95' }),
      2,
    );
    expect(leavesCrumbs).toMatchObject({
      field: 'first_premium_amount',
      message: 'The first premium leaves too little for the other premiums.',
    });
  });

  it('takes the down payment on the sale date and counts monthly dates from the first, across month ends', () => {
    const s = ok(
      plan({ total: '1000', down_payment: '100', premium_count: 4, first_due_date: '2026-01-31' }),
    );
    expect(s.lines).toEqual([
      { seq: 1, kind: 'down_payment', due_date: '2026-01-31', amount: '100' },
      { seq: 2, kind: 'premium', due_date: '2026-01-31', amount: '225' },
      { seq: 3, kind: 'premium', due_date: '2026-02-28', amount: '225' },
      { seq: 4, kind: 'premium', due_date: '2026-03-31', amount: '225' },
      { seq: 5, kind: 'premium', due_date: '2026-04-30', amount: '225' },
    ]);
    expect(premiumDueDate('2027-11-30', 3, 1)).toBe('2028-02-29');
  });

  it('reads frequencies above 12 as days', () => {
    const s = ok(plan({ premium_count: 3, frequency: 45, first_due_date: '2026-12-20' }));
    expect(s.lines.map((l) => l.due_date)).toEqual(['2026-12-20', '2027-02-03', '2027-03-20']);
  });

  it('cash until key: the pre-key 60% by the key date, the 40% in premiums after it', () => {
    const s = ok(
      plan({
        premium_type: 2,
        total: '100000',
        down_payment: '20000',
        key_handover_date: '2026-06-30',
        first_due_date: '2026-07-31',
        premium_count: 4,
      }),
      0,
    );
    expect(s.pre_key_amount).toBe('60000');
    expect(s.lines.map((l) => [l.kind, l.due_date, l.amount])).toEqual([
      ['down_payment', '2026-01-31', '20000'],
      ['key', '2026-06-30', '40000'],
      ['premium', '2026-07-31', '10000'],
      ['premium', '2026-08-31', '10000'],
      ['premium', '2026-09-30', '10000'],
      ['premium', '2026-10-31', '10000'],
    ]);
    expect(buildSchedule(plan({ premium_type: 2 }), 2)).toMatchObject({ field: 'key_handover_date' });
  });

  it('cash: one line of the whole total on the sale date', () => {
    expect(ok(plan({ premium_type: 3, total: '250000' }), 0).lines).toEqual([
      { seq: 1, kind: 'cash', due_date: '2026-01-31', amount: '250000' },
    ]);
  });

  it('refuses a down payment above the total, a first due date before the sale, and crumbs too small to split', () => {
    expect(buildSchedule(plan({ down_payment: '30000.01' }), 2)).toMatchObject({ field: 'down_payment' });
    expect(buildSchedule(plan({ first_due_date: '2026-01-30' }), 2)).toMatchObject({
      field: 'first_due_date',
    });
    expect(buildSchedule(plan({ total: '0.02', premium_count: 3 }), 2)).toMatchObject({
      field: 'premium_count',
      message: 'The amount is too small for 3 premiums.',
    });
  });

  it('property: any total, count, frequency, down payment and first premium sums exactly, no line below 0.01, dates valid', () => {
    const cents = fc.bigInt({ min: 1n, max: 10n ** 14n });
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom(1, 2),
        fc.option(fc.integer({ min: 1, max: 90 })),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (total, downPct, count, frequency, type, firstPct, day) => {
          const t = dec(total.toString()).div(100);
          const down = t.times(downPct).div(100).toDecimalPlaces(2, 1);
          const first = firstPct ? t.minus(down).times(firstPct).div(100).toDecimalPlaces(2, 1) : null;
          const date = day.toISOString().slice(0, 10);
          const s = buildSchedule(
            plan({
              total: t.toFixed(),
              down_payment: down.toFixed(),
              premium_count: count,
              frequency,
              premium_type: type as 1 | 2,
              sale_date: date,
              first_due_date: date,
              key_handover_date: date,
              first_premium_amount: first?.gt(0) ? first.toFixed() : null,
            }),
            2,
          );
          if (isPlanError(s)) return; // refused plans name a field; sums are checked on the accepted ones
          expect(add(...amounts(s)).eq(t)).toBe(true);
          for (const l of s.lines) {
            expect(dec(l.amount).gte('0.01')).toBe(true);
            expect(l.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(new Date(`${l.due_date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(l.due_date);
            expect(l.due_date >= date).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
