import { describe, expect, it } from 'vitest';
import { isCalendarDate, isoDate } from './dates.js';

describe('isoDate', () => {
  it('accepts days that exist, leap days included', () => {
    for (const d of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isoDate.safeParse(d).success, d).toBe(true);
  });

  it('refuses dates that match YYYY-MM-DD but do not exist, with one issue each', () => {
    for (const d of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
      expect(isoDate.safeParse(d).error?.issues.length, d).toBe(1);
    }
  });

  it('refuses other formats with the format issue only', () => {
    const issues = isoDate.safeParse('15/01/2026').error?.issues ?? [];
    expect(issues.map((i) => i.code)).toEqual(['invalid_format']);
  });
});
