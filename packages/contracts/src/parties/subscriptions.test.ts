import { describe, expect, it } from 'vitest';
import { firstDueDate, nextDueDate } from './subscriptions.js';

describe('nextDueDate', () => {
  it('moves a monthly schedule N months on, keeping the receipt due day', () => {
    expect(nextDueDate('2026-11-10', 1, 10)).toBe('2026-12-10');
    expect(nextDueDate('2026-12-10', 1, 10)).toBe('2027-01-10');
    expect(nextDueDate('2026-11-10', 3, 10)).toBe('2027-02-10');
    expect(nextDueDate('2026-05-05', 12, 5)).toBe('2027-05-05');
    expect(nextDueDate('2026-12-31', 12, 31)).toBe('2027-12-31');
  });

  it('clamps the due day to the month and returns to it afterwards', () => {
    expect(nextDueDate('2027-01-31', 1, 31)).toBe('2027-02-28');
    expect(nextDueDate('2027-02-28', 1, 31)).toBe('2027-03-31');
    expect(nextDueDate('2028-01-30', 1, 30)).toBe('2028-02-29');
    expect(nextDueDate('2026-08-31', 2, 31)).toBe('2026-10-31');
    expect(nextDueDate('2026-11-30', 3, 31)).toBe('2027-02-28');
  });

  it('moves a daily schedule (frequency above 12) by that many days, across months and years', () => {
    expect(nextDueDate('2026-11-15', 30)).toBe('2026-12-15');
    expect(nextDueDate('2026-12-20', 15, null)).toBe('2027-01-04');
    expect(nextDueDate('2028-02-20', 13)).toBe('2028-03-04');
    expect(nextDueDate('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('keeps the day of the due date for a monthly schedule without a due day', () => {
    expect(nextDueDate('2026-01-15', 1, null)).toBe('2026-02-15');
  });

  it('walks a schedule from its first due date period by period', () => {
    let due = firstDueDate('2026-01-20', 1, 31);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(due);
      due = nextDueDate(due, 1, 31);
    }
    expect(seen).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });
});
