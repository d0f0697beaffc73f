import { z } from 'zod';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a YYYY-MM-DD text naming a day that exists (years 0001-9999, as PostgreSQL reads a date). */
export function isCalendarDate(text: string): boolean {
  const m = YMD.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * A calendar date as YYYY-MM-DD: the one building block of every date a client sends, so a date that
 * matches the format but does not exist (2026-02-30, 2026-13-01, 0000-01-01) is refused on the field
 * (422) instead of failing in PostgreSQL. No message: both sides word it from the issue.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !YMD.test(v) || isCalendarDate(v));
