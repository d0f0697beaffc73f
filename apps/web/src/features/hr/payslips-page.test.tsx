import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import PayslipsPage from './PayslipsPage';

const row = (id: string, currency: string, net: string, status: number) => ({
  id,
  payroll_id: '3',
  invoice_id: 'PAY-7',
  status,
  month: '2026-03-01',
  period: '2026-03',
  inventory_id: '1',
  inventory_name: 'Central Pharmacy',
  employee_id: id,
  employee_name: `Employee ${id}`,
  hr_department_name: 'Pharmacy',
  currency_code: currency,
  base: net,
  allowances: '0',
  deductions: '0',
  advance_deduction: '0',
  net,
});

describe('payrolls list', () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, month, approved] of [
    ['en', 'Month', 'Approved'],
    ['ckb', 'مانگ', 'پەسەندکراو'],
    ['ar', 'الشهر', 'معتمد'],
  ] as const) {
    it(`shows the payslip lines with a total per currency, in ${lang}`, async () => {
      await setLanguage(lang);
      const bodies: Record<string, unknown>[] = [];
      mockApi({
        'POST /api/hr/payroll/list': (init) => {
          bodies.push(bodyOf([undefined, init]));
          return json(200, {
            data: [row('1', 'IQD', '600000', 1), row('2', 'USD', '1250', 0)],
            total: 2,
            footer: { net: '601250' },
            footer_currencies: [
              { currency_code: 'IQD', base: '600000', net: '600000' },
              { currency_code: 'USD', base: '1250', net: '1250' },
            ],
          });
        },
        'GET /api/user/connected-inventory': () => json(200, { data: [] }),
        'GET /api/hr/department/list': () => json(200, { data: [] }),
        'GET /api/hr/employee/list': () => json(200, { data: [] }),
      });
      renderScreen(<PayslipsPage />, { abilities: ['hr_payroll_list'] });
      const iqd = await screen.findByTestId('table-footer-IQD');
      expect(within(iqd).getAllByText('600,000')).toHaveLength(2); // base and net
      expect(within(screen.getByTestId('table-footer-USD')).getAllByText('1,250')).toHaveLength(2);
      expect(screen.queryByTestId('table-footer')).toBeNull();
      expect(screen.getAllByText(month).length).toBeGreaterThan(0);
      expect(screen.getAllByText(approved).length).toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(/payslips\.\w+|payroll\.\w+/);
      await waitFor(() => expect(bodies[0]).toMatchObject({ sortBy: 'month', sortDir: 'desc' }));
    }, 60_000);
  }
});
