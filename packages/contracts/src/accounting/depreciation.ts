import { D, type Dec, dec, divide, round, toAmount } from '../money.js';

/**
 * Depreciation methods of an asset (issue 19):
 * - `straight_line`: (cost - salvage) spread evenly over the useful life;
 * - `declining_balance`: each month the annual depreciation rate (app-shell section 9: the asset's, else its
 *   category's) applied to the book value at the month's start (rate / 12 per month), switching to straight
 *   line over the remaining months as soon as that gives more, so the asset still reaches its salvage value
 *   at the end of its life.
 */
export const DEPRECIATION_METHODS = ['straight_line', 'declining_balance'] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];

/** One month of a schedule: the month's last day, its depreciation, the total so far and the book value. */
export interface DepreciationLine {
  period: string;
  amount: string;
  accumulated: string;
  book_value: string;
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The month ends of `months` months from the purchase date's month. */
export function monthEnds(start: string, months: number): string[] {
  const y = Number(start.slice(0, 4));
  const m = Number(start.slice(5, 7));
  return Array.from({ length: months }, (_, i) => {
    const total = m - 1 + i;
    const year = y + Math.floor(total / 12);
    const month = (total % 12) + 1;
    return `${year}-${pad(month)}-${pad(lastDay(year, month))}`;
  });
}

/** Months of useful life from an annual rate in percent (20% -> 60), at least one. */
export const monthsFromRate = (rate: string): number =>
  Math.max(1, round(new D(1200).div(rate), 0, 'halfUp').toNumber());

export interface ScheduleInput {
  cost: string;
  salvage: string;
  months: number;
  /** The purchase date: the schedule starts with its month (a full month). */
  start: string;
  method?: DepreciationMethod;
  /** The annual rate in percent; the declining balance method needs it. */
  rate?: string;
  /**
   * The decimals of the asset's currency (IQD 0, USD 2): every month is rounded down to them, so no entry
   * posts a fraction of a dinar. Default 6, the amount scale.
   */
  decimals?: number;
  /**
   * Months already posted (month end -> amount): they keep their posted amount and the months after are
   * worked out from the book value they left, so the last month still closes at the salvage value exactly
   * (an asset posted before its currency's rounding applied).
   */
  posted?: ReadonlyMap<string, string>;
}

/**
 * A declining-balance month: the larger of book x rate / 1200 and (book - salvage) / remaining months (the
 * switch to straight line), never past the salvage value; rounded down to the currency's decimals.
 */
function decliningMonth(a: ScheduleInput, book: Dec, remaining: number): Dec {
  const places = a.decimals ?? 6;
  const left = book.minus(a.salvage);
  const straight = round(left.div(remaining), places, 'down');
  const declining = round(book.times(a.rate ?? '0').div(1200), places, 'down');
  return D.min(left, D.max(declining, straight));
}

/**
 * The whole schedule, one row per month of the useful life. Every amount is rounded down to the currency's
 * decimals (6 when not given) and the last month takes what is left, so the rows sum to cost - salvage
 * exactly and the book value ends at the salvage value, whatever the method.
 */
export function depreciationSchedule(a: ScheduleInput): DepreciationLine[] {
  const cost = dec(a.cost);
  const depreciable = cost.minus(a.salvage);
  // straight line is one amount for every month but the last; computing it per month would drift by rounding
  const even = round(depreciable.div(a.months), a.decimals ?? 6, 'down');
  let accumulated = new D(0);
  return monthEnds(a.start, a.months).map((period, i) => {
    const book = cost.minus(accumulated);
    const posted = a.posted?.get(period);
    const amount = posted
      ? dec(posted)
      : i === a.months - 1
        ? depreciable.minus(accumulated)
        : a.method === 'declining_balance'
          ? decliningMonth(a, book, a.months - i)
          : D.min(even, depreciable.minus(accumulated));
    accumulated = accumulated.plus(amount);
    return {
      period,
      amount: amount.toFixed(6),
      accumulated: accumulated.toFixed(6),
      book_value: cost.minus(accumulated).toFixed(6),
    };
  });
}

const daysIn = (period: string) => Number(period.slice(8, 10));

/**
 * The depreciation due through `date` (a clearance): every month that ended before it, and the month it
 * falls in prorated by day (day of the month / days in the month, rounded half up to the currency's
 * `decimals`, 6 when not given). Works on any method's schedule, never more than cost - salvage.
 */
export function depreciationThrough(
  schedule: { period: string; amount: string }[],
  date: string,
  decimals = 6,
): string {
  let total = dec(0);
  for (const row of schedule) {
    if (row.period < date) total = total.plus(row.amount);
    else if (row.period.slice(0, 7) === date.slice(0, 7)) {
      const day = Number(date.slice(8, 10));
      total = total.plus(divide(dec(row.amount).times(day), String(daysIn(row.period)), decimals, 'halfUp'));
    }
  }
  return toAmount(total);
}
