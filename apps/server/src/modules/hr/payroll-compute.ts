import { D, type Dec, dec, PAYROLL_TYPE_KIND } from '@bb/contracts';

/** A payroll type on a contract: a fixed monthly amount or a percent of the base pay. */
export interface SegmentItem {
  hr_payroll_type_id: string;
  kind: number;
  method: 'fixed' | 'percent';
  value: string;
}

/** One employee's contract in force for part of the month, as the segment query reads it. */
export interface Segment {
  employee_id: string;
  salary_type: number;
  amount: string;
  /** Days of the month this contract applies while the employee is employed (at least 1). */
  days: number;
  /** The contract's payroll types. */
  items: SegmentItem[];
}

/** What the month's computation needs of an employee besides their segments. */
export interface EmployeeMonth {
  employee_id: string;
  currency_code: string;
  /** The currency's decimal places (the rounding rule: half up to these places). */
  decimals: number;
  /** The rounding step of the currency's pay (the `payrollIqdRounding` setting for IQD; else its unit). */
  step: string;
  segments: Segment[];
  /** Their advance balance (what they owe; zero or less means nothing to repay). */
  advance_outstanding: string;
  /** Sum of the monthly instalments (amount / months, rounded) of the advances deducted this month. */
  advance_instalments: string;
  previous_net: string | null;
  /** Hours (hourly) or days (daily) given for the run, if any. */
  units: string | null;
}

/** The amount of one payroll type applied to one employee in a run (for the payslip). */
export interface ComputedItem {
  hr_payroll_type_id: string;
  kind: number;
  amount: string;
}

export interface ComputedLine {
  employee_id: string;
  salary_type: number;
  currency_code: string;
  rate: string;
  days: number;
  units: string | null;
  base: string;
  allowances: string;
  deductions: string;
  gross: string;
  advance_deduction: string;
  net: string;
  previous_net: string | null;
  flagged: boolean;
  items: ComputedItem[];
}

const MONTHLY = 1;
const DAILY = 2;

/** Half up to the currency's places, then to the pay's rounding step (1 IQD, 250 IQD, 0.01 USD ...). */
export function roundPay(v: Dec, decimals: number, step: string): Dec {
  const s = dec(step);
  const places = v.toDecimalPlaces(decimals, D.ROUND_HALF_UP);
  return s.gt(0) ? places.div(s).toDecimalPlaces(0, D.ROUND_HALF_UP).times(s) : places;
}

/**
 * One employee's pay for a month of `daysInMonth` days, exactly (decimal.js):
 * - base pay per contract segment: monthly contracts pay amount x days / days-in-month for the days they
 *   apply (joiners, leavers and a raise from the 16th each pay their own days at their own rate); daily
 *   workers amount x days (or x the days given for the run); hourly staff the hours given x the rate of
 *   their last contract in the month (the given units belong to the last contract paid by units);
 * - payroll types per segment: a fixed amount is a month's amount, pro-rated like a monthly salary
 *   (value x segment days / days-in-month); a percent is of that segment's base pay;
 * - rounding: the base and each payroll type are summed unrounded over the segments and rounded once each
 *   (`roundPay`); gross = base + allowances; deductions are withheld in type order and never beyond the
 *   gross (the one that would pass it takes only what is left);
 * - advances are repaid by their instalments (what is owed past its advances' months, in full), never more
 *   than is still owed nor more than is left after the deductions; net = gross - deductions - repayment.
 * A line is flagged when its net moved more than `changePercent` from last month's.
 */
export function computeLine(e: EmployeeMonth, daysInMonth: number, changePercent: string): ComputedLine {
  const last = e.segments[e.segments.length - 1]!;
  const byUnits = e.segments.filter((s) => s.salary_type !== MONTHLY);
  const unitsSegment = e.units !== null ? byUnits[byUnits.length - 1] : undefined;
  let base: Dec = new D(0);
  const perType = new Map<string, { kind: number; exact: Dec }>();
  for (const s of e.segments) {
    let segBase: Dec = new D(0);
    if (s.salary_type === MONTHLY) segBase = dec(s.amount).times(s.days).div(daysInMonth);
    else if (s === unitsSegment) segBase = dec(e.units!).times(s.amount);
    else if (s.salary_type === DAILY && e.units === null) segBase = dec(s.amount).times(s.days);
    base = base.plus(segBase);
    for (const item of s.items) {
      const exact =
        item.method === 'fixed'
          ? dec(item.value).times(s.days).div(daysInMonth)
          : segBase.times(item.value).div(100);
      const t = perType.get(item.hr_payroll_type_id) ?? { kind: item.kind, exact: new D(0) };
      t.exact = t.exact.plus(exact);
      perType.set(item.hr_payroll_type_id, t);
    }
  }
  const basePay = roundPay(base, e.decimals, e.step);
  const items: ComputedItem[] = [];
  let allowances: Dec = new D(0);
  const ordered = [...perType.entries()].sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const [id, t] of ordered) {
    if (t.kind !== PAYROLL_TYPE_KIND.allowance) continue;
    const amount = roundPay(t.exact, e.decimals, e.step);
    allowances = allowances.plus(amount);
    items.push({ hr_payroll_type_id: id, kind: t.kind, amount: amount.toFixed(e.decimals) });
  }
  const gross = basePay.plus(allowances);
  let deductions: Dec = new D(0);
  for (const [id, t] of ordered) {
    if (t.kind !== PAYROLL_TYPE_KIND.deduction) continue;
    const amount = D.min(roundPay(t.exact, e.decimals, e.step), gross.minus(deductions));
    deductions = deductions.plus(amount);
    items.push({ hr_payroll_type_id: id, kind: t.kind, amount: amount.toFixed(e.decimals) });
  }
  const owed = D.max(dec(e.advance_outstanding), 0);
  // an advance still owed once its months of deduction have passed is deducted in full (as far as the pay goes)
  const instalments = dec(e.advance_instalments).isZero() ? owed : dec(e.advance_instalments);
  const advance = D.min(owed, instalments, gross.minus(deductions)).toDecimalPlaces(e.decimals, D.ROUND_DOWN);
  const net = gross.minus(deductions).minus(advance);
  const prev = e.previous_net === null ? null : dec(e.previous_net);
  const flagged =
    prev !== null &&
    (prev.isZero() ? !net.isZero() : net.minus(prev).abs().times(100).div(prev).gt(changePercent));
  return {
    employee_id: e.employee_id,
    salary_type: last.salary_type,
    currency_code: e.currency_code,
    rate: last.amount,
    days: e.segments.reduce((n, s) => n + s.days, 0),
    units: e.units,
    base: basePay.toFixed(e.decimals),
    allowances: allowances.toFixed(e.decimals),
    deductions: deductions.toFixed(e.decimals),
    gross: gross.toFixed(e.decimals),
    advance_deduction: advance.toFixed(e.decimals),
    net: net.toFixed(e.decimals),
    previous_net: e.previous_net,
    flagged,
    items,
  };
}

/** Days in a YYYY-MM month. */
export function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month's last day, YYYY-MM-DD. */
export function lastDayOf(month: string): string {
  return `${month}-${String(daysIn(month)).padStart(2, '0')}`;
}
