import { D, type Dec, dec } from '@bb/contracts';

/** One employee's contract in force for part of the month, as the segment query reads it. */
export interface Segment {
  employee_id: string;
  salary_type: number;
  amount: string;
  /** Days of the month this contract applies while the employee is employed (at least 1). */
  days: number;
}

/** What the month's computation needs of an employee besides their segments. */
export interface EmployeeMonth {
  employee_id: string;
  currency_code: string;
  /** The currency's decimal places (the rounding rule: half up to these places). */
  decimals: number;
  segments: Segment[];
  /** Their advance balance (what they owe; zero or less means nothing to repay). */
  advance_outstanding: string;
  /** Sum of the monthly instalments (amount / months, rounded) of the advances deducted this month. */
  advance_instalments: string;
  previous_net: string | null;
  /** Hours (hourly) or days (daily) given for the run, if any. */
  units: string | null;
}

export interface ComputedLine {
  employee_id: string;
  salary_type: number;
  currency_code: string;
  rate: string;
  days: number;
  units: string | null;
  gross: string;
  advance_deduction: string;
  net: string;
  previous_net: string | null;
  flagged: boolean;
}

const MONTHLY = 1;
const DAILY = 2;

/**
 * One employee's pay for a month of `daysInMonth` days, exactly (decimal.js):
 * - monthly contracts pay amount x days / days-in-month for the days they apply (joiners, leavers and a
 *   raise from the 16th each pay their own days at their own rate);
 * - daily workers pay amount x days (or x the days given for the run);
 * - hourly staff pay the hours given x the rate of their last contract in the month.
 * The gross is summed unrounded and rounded once, half up to the currency's places. Advances are repaid by
 * their instalments (what is owed past its advances' months, in full), never more than is still owed nor
 * more than the gross; net = gross - repayment.
 * A line is flagged when its net moved more than `changePercent` from last month's.
 */
export function computeLine(e: EmployeeMonth, daysInMonth: number, changePercent: string): ComputedLine {
  const last = e.segments[e.segments.length - 1]!;
  let exact: Dec = new D(0);
  // daily and hourly contracts are paid by the units given, at the rate of the last of them
  const byUnits = e.segments.filter((s) => s.salary_type !== MONTHLY);
  for (const s of e.segments) {
    if (s.salary_type === MONTHLY) exact = exact.plus(dec(s.amount).times(s.days).div(daysInMonth));
    else if (s.salary_type === DAILY && e.units === null) exact = exact.plus(dec(s.amount).times(s.days));
  }
  if (e.units !== null && byUnits.length > 0)
    exact = exact.plus(dec(e.units).times(byUnits[byUnits.length - 1]!.amount));
  const gross = exact.toDecimalPlaces(e.decimals, D.ROUND_HALF_UP);
  const owed = D.max(dec(e.advance_outstanding), 0);
  // an advance still owed once its months of deduction have passed is deducted in full (as far as the pay goes)
  const instalments = dec(e.advance_instalments).isZero() ? owed : dec(e.advance_instalments);
  const deduction = D.min(owed, instalments, gross).toDecimalPlaces(e.decimals, D.ROUND_DOWN);
  const net = gross.minus(deduction);
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
    gross: gross.toFixed(e.decimals),
    advance_deduction: deduction.toFixed(e.decimals),
    net: net.toFixed(e.decimals),
    previous_net: e.previous_net,
    flagged,
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
