import { type Dec, dec, round, toText } from '../money.js';

/** Premium types (shared-screens.md section 9): 1 All premium, 2 Cash until key, 3 Cash. */
export const PREMIUM_TYPES = [1, 2, 3] as const;
export type PremiumType = (typeof PREMIUM_TYPES)[number];
export const PREMIUM_TYPE_NAMES: Record<PremiumType, string> = {
  1: 'all_premium',
  2: 'cash_until_key',
  3: 'cash',
};

/** What one schedule line is: the down payment, the pre-key balance due at key handover, a premium, or cash. */
export type InstalmentKind = 'down_payment' | 'key' | 'premium' | 'cash';

export interface PlanInput {
  /** The sale's total after discount, in the sale's currency. */
  total: string;
  currency: string;
  premium_type: PremiumType;
  down_payment: string;
  /** 1 to 10 premiums. */
  premium_count: number;
  /** 1-12: every N months; above 12: every N days. */
  frequency: number;
  sale_date: string;
  first_due_date: string;
  /** The house-price portion due before the key is handed over, in percent (the spec's 60; the rest is 40). */
  pre_key_percent: string;
  key_handover_date: string | null;
  /** A fixed first premium; the other premiums share the rest. */
  first_premium_amount?: string | null;
}

export interface ScheduleLine {
  seq: number;
  kind: InstalmentKind;
  due_date: string;
  amount: string;
}

export interface Schedule {
  lines: ScheduleLine[];
  /** What must be paid before the key may be handed over. */
  pre_key_amount: string;
}

/** A plan that cannot be scheduled, naming the input field at fault. */
export interface PlanError {
  field: keyof PlanInput;
  /** The web's translation key (`residence-sales:plan.<code>`); `message` is the English the API answers. */
  code: string;
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `months` calendar months after a YYYY-MM-DD date, on its day, clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map((p) => Number.parseInt(p, 10)) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The due date of premium `index` (0 = the first due date): each counted from the first date, never from the
 * one before, so 31 January monthly falls on 28/29 February and again on 31 March.
 */
export function premiumDueDate(first: string, frequency: number, index: number): string {
  return frequency <= 12 ? addMonths(first, frequency * index) : addDays(first, frequency * index);
}

/**
 * Splits `amount` into `count` premiums: each rounded down to the currency's smallest unit (`step`
 * decimals), the remainder on the last, so the premiums sum to `amount` exactly and the last is never
 * below the others. `first`, when given, is the fixed first premium and the others share the rest.
 */
function split(amount: Dec, count: number, decimals: number, first: Dec | null): Dec[] | PlanError {
  if (count === 1) return [amount];
  const rest = first ? amount.minus(first) : amount;
  const shares = first ? count - 1 : count;
  const each = round(rest.div(shares), decimals, 'down');
  if (each.lte(0))
    return first
      ? {
          field: 'first_premium_amount',
          code: 'firstLeavesTooLittle',
          message: 'The first premium leaves too little for the other premiums.',
        }
      : {
          field: 'premium_count',
          code: 'tooSmall',
          message: `The amount is too small for ${count} premiums.`,
        };
  const out: Dec[] = first ? [first] : [];
  for (let i = 0; i < shares - 1; i++) out.push(each);
  out.push(rest.minus(each.times(shares - 1)));
  return out;
}

/**
 * The instalment schedule of a residence sale (DESIGN.md section 7: exact schedules). Rounding rule: every
 * premium is rounded down to the currency's smallest unit (1 IQD, 0.01 USD) and the last premium takes the
 * remainder, so the lines always sum to the total exactly and no line is zero or negative.
 *
 * - Cash (3): one line, the total, due on the sale date.
 * - All premium (1): the down payment on the sale date, the rest in the premiums from the first due date.
 * - Cash until key (2): the down payment on the sale date, the rest of the pre-key portion (60%) on the key
 *   handover date, the post-key portion (40%) in the premiums from the first due date.
 */
export function buildSchedule(p: PlanInput, decimals: number): Schedule | PlanError {
  const total = dec(p.total);
  if (total.lte(0))
    return { field: 'total', code: 'totalZero', message: 'The total must be greater than 0.' };
  const percent = dec(p.pre_key_percent);
  if (percent.lt(0) || percent.gt(100))
    return {
      field: 'pre_key_percent',
      code: 'preKeyPercent',
      message: 'The pre-key portion must be between 0 and 100.',
    };
  const preKey = round(total.times(percent).div(100), decimals, 'halfUp');
  if (p.premium_type === 3) {
    return {
      lines: [{ seq: 1, kind: 'cash', due_date: p.sale_date, amount: toText(total) }],
      pre_key_amount: toText(total),
    };
  }
  const down = dec(p.down_payment);
  if (down.lt(0))
    return { field: 'down_payment', code: 'downNegative', message: 'The down payment may not be negative.' };
  if (down.gt(total))
    return {
      field: 'down_payment',
      code: 'downAboveTotal',
      message: 'The down payment may not exceed the total.',
    };
  if (p.first_due_date < p.sale_date)
    return {
      field: 'first_due_date',
      code: 'firstDueBeforeSale',
      message: 'The first due date may not be before the sale date.',
    };
  if (!Number.isInteger(p.premium_count) || p.premium_count < 1 || p.premium_count > 10)
    return { field: 'premium_count', code: 'premiumCount', message: 'The premiums must be 1 to 10.' };
  if (!Number.isInteger(p.frequency) || p.frequency < 1)
    return { field: 'frequency', code: 'frequency', message: 'The frequency must be at least 1.' };

  const lines: ScheduleLine[] = [];
  const push = (kind: InstalmentKind, due: string, amount: Dec) =>
    lines.push({ seq: lines.length + 1, kind, due_date: due, amount: toText(amount) });
  if (down.gt(0)) push('down_payment', p.sale_date, down);

  let financed = total.minus(down);
  if (p.premium_type === 2) {
    if (!p.key_handover_date)
      return {
        field: 'key_handover_date',
        code: 'keyDateRequired',
        message: 'The key handover date is required for cash until key.',
      };
    if (p.key_handover_date < p.sale_date)
      return {
        field: 'key_handover_date',
        code: 'keyDateBeforeSale',
        message: 'The key handover date may not be before the sale date.',
      };
    const atKey = preKey.minus(down);
    if (atKey.gt(0)) {
      push('key', p.key_handover_date, atKey);
      financed = financed.minus(atKey);
    }
  }
  if (financed.gt(0)) {
    const first =
      p.first_premium_amount && dec(p.first_premium_amount).gt(0) ? dec(p.first_premium_amount) : null;
    if (first && p.premium_count < 2)
      return {
        field: 'first_premium_amount',
        code: 'firstNeedsTwo',
        message: 'A fixed first premium needs at least two premiums.',
      };
    if (first?.gte(financed))
      return {
        field: 'first_premium_amount',
        code: 'firstTooBig',
        message: 'The first premium must be less than the amount left for premiums.',
      };
    const amounts = split(financed, p.premium_count, decimals, first);
    if (!Array.isArray(amounts)) return amounts;
    amounts.forEach((a, i) => {
      push('premium', premiumDueDate(p.first_due_date, p.frequency, i), a);
    });
  }
  return { lines, pre_key_amount: toText(preKey) };
}

export const isPlanError = (s: Schedule | PlanError): s is PlanError => 'field' in s;
