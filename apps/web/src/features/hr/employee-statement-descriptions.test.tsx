import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { journalDescription } from '../../components/ledger-names';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { i18n, setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { EmployeeStatementPage } from './EmployeeStatementPage';

const line = (id: string, invoice: string, description: string) => ({
  id,
  entry_id: id,
  date: '2026-10-31',
  document_type: 'hr_monthly_payroll',
  document_id: id,
  invoice_id: invoice,
  description,
  debit: '0',
  credit: '900000',
  balance: '-900000',
});

/**
 * Issue h1: the employee statement named a payroll's entry "Salaries" in English in every language. The
 * fixed descriptions the server writes (the key of new entries, the English word of older ones) show in the
 * user's language on screen and in the export; a note the user typed stays as typed.
 */
describe('employee statement descriptions', { timeout: 60_000 }, () => {
  afterEach(() => setLanguage('en'));

  for (const lang of ['ckb', 'ar', 'en'] as const) {
    it(`names the payroll's salaries in ${lang}, on screen and in the export`, async () => {
      await setLanguage(lang);
      const salaries = i18n.t('documents:description.salaries');
      const exports: Record<string, unknown>[] = [];
      mockApi({
        'GET /api/hr/employee/list': () => json(200, { data: [{ id: '5', name: 'Rawa' }] }),
        'GET /api/hr/employee/detail-account-statement': () =>
          json(200, {
            employee: { id: '5', code: 'E1', name: 'Rawa' },
            currency_code: 'IQD',
            opening_balance: '0',
            data: [
              line('1', 'PAY-1', 'PAY-1 — salaries'),
              line('2', 'PAY-0', 'PAY-0 — Salaries'),
              line('3', 'ADV-1', 'ADV-1 — salaries early, as asked'),
            ],
            total_debit: '0',
            total_credit: '2700000',
            closing_balance: '-2700000',
          }),
        'POST /api/hr/employee/detail-account-statement/export': (init) => {
          exports.push(bodyOf([undefined, init]));
          return new Response('xlsx', { status: 200 });
        },
      });
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = renderScreen(<EmployeeStatementPage />, {
        path: '/hr/employee/detail-account-statement?employee_id=5',
      });
      expect(await screen.findByText('PAY-1')).toBeTruthy();
      const table = screen.getByTestId('statement-table');
      expect(table.textContent).toContain(`PAY-1 — ${salaries}`);
      expect(table.textContent).toContain(`PAY-0 — ${salaries}`);
      expect(table.textContent).toContain('ADV-1 — salaries early, as asked');
      if (lang !== 'en') {
        expect(salaries).not.toBe('Salaries');
        expect(table.textContent).not.toMatch(/— [Ss]alaries(?! early)/);
      }

      await user.click(screen.getByTestId('statement-export'));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(exports[0]).toMatchObject({
        party_id: '5',
        descriptions: { salaries, Salaries: salaries, stocktake: i18n.t('documents:description.stocktake') },
        // the sheet's own words (headers, opening and closing rows) in the same language
        words: {
          opening_balance: i18n.t('documents:sheet.opening_balance'),
          date: i18n.t('documents:sheet.date'),
        },
      });
      click.mockRestore();
    });
  }

  it('leaves typed descriptions and empty ones as they are', () => {
    expect(journalDescription('Rent for March')).toBe('Rent for March');
    expect(journalDescription('SA-3 — stocktake of shelf 4')).toBe('SA-3 — stocktake of shelf 4');
    expect(journalDescription(null)).toBe('');
    expect(journalDescription('STK-2 — Stocktake')).toBe(
      `STK-2 — ${i18n.t('documents:description.stocktake')}`,
    );
  });
});
