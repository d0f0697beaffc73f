import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import PayrollsPage from './PayrollsPage';
import PayslipsPage from './PayslipsPage';

const empty = () => json(200, { data: [], total: 0 });
const lastMonth = dayjs().subtract(1, 'month');
/** A range picker's two inputs (the picker passes its test id on to each). */
const pickerInputs = (testId: string) =>
  screen
    .getAllByTestId(testId)
    .flatMap((el) => (el instanceof HTMLInputElement ? [el] : [...el.querySelectorAll('input')]));

/** Issue h1: both payroll lists open on last month's runs too, not on today's alone. */
describe('payroll lists open on last month and this month', () => {
  afterEach(() => setLanguage('en'));

  it('/hr/monthly-payrolls asks from the first day of last month to today and the picker shows it', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      'POST /api/hr/monthly-payroll/list': (init) => {
        bodies.push(bodyOf([undefined, init]));
        return empty();
      },
    });
    renderScreen(<PayrollsPage />, { abilities: ['hr_monthly_payroll'] });
    const start = lastMonth.startOf('month');
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        start_date: start.format('YYYY-MM-DD'),
        end_date: dayjs().format('YYYY-MM-DD'),
      }),
    );
    const inputs = pickerInputs('table-date-range');
    expect(inputs[0]?.value).toBe(start.format('DD/MM/YYYY'));
    expect(inputs[1]?.value).toBe(dayjs().format('DD/MM/YYYY'));
  }, 60_000);

  it('/hr/payrolls asks for last month and this month and the month picker shows them', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      'POST /api/hr/payroll/list': (init) => {
        bodies.push(bodyOf([undefined, init]));
        return empty();
      },
      'GET /api/user/connected-inventory': () => json(200, { data: [] }),
      'GET /api/hr/department/list': () => json(200, { data: [] }),
      'GET /api/hr/employee/list': () => json(200, { data: [] }),
    });
    renderScreen(<PayslipsPage />, { abilities: ['hr_payroll_list'] });
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        start_date: lastMonth.startOf('month').format('YYYY-MM-DD'),
        end_date: dayjs().endOf('month').format('YYYY-MM-DD'),
      }),
    );
    const inputs = pickerInputs('payslips-months');
    expect(inputs[0]?.value).toBe(lastMonth.format('MM/YYYY'));
    expect(inputs[1]?.value).toBe(dayjs().format('MM/YYYY'));
  }, 60_000);
});
