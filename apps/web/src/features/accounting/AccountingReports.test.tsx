import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { BalanceSheetPage } from './BalanceSheetPage';
import { GeneralLedgerScreen } from './GeneralLedgerScreen';
import { MoneyDocumentScreen } from './MoneyDocumentScreen';

const line = (code: string, name: string, base: string) => ({
  code,
  name,
  base,
  currencies: [{ currency_code: 'IQD', amount: base }],
});

describe('accounting reports', () => {
  it('shows the balance sheet sections, totals and whether it balances', async () => {
    const fetchMock = mockApi({
      'GET /api/accounting/balance-sheet': () =>
        json(200, {
          assets: [line('1101', 'Cash', '5000')],
          liabilities: [line('2101', 'Suppliers', '1000')],
          equity: [line('3101', 'Capital', '4000')],
          totals: { assets: '5000', liabilities: '1000', equity: '4000', liabilities_and_equity: '5000' },
          balanced: true,
        }),
    });
    renderScreen(<BalanceSheetPage />);
    expect(await screen.findByText('Suppliers')).toBeTruthy();
    expect(screen.getByTestId('balance-sheet-balanced').textContent).toContain('Balanced');
    expect(screen.getByTestId('balance-sheet-total-equity').textContent).toBe('4,000 IQD');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('as_of')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the general ledger with the date range sent', async () => {
    const fetchMock = mockApi({
      'POST /api/accounting/general-ledger/list': () =>
        json(200, {
          data: [
            {
              id: '1',
              date: '2026-11-01',
              account_code: '1101',
              account_name: 'Cash',
              debit: '10',
              credit: '0',
              currency_code: 'IQD',
            },
          ],
          total: 1,
          footer: { debit: '10', credit: '0' },
        }),
    });
    renderScreen(<GeneralLedgerScreen />);
    expect(await screen.findByText('1101')).toBeTruthy();
    const body = bodyOf(fetchMock.mock.calls.find((c) => String(c[0]).includes('general-ledger/list')));
    expect(body).toHaveProperty('start_date');
  });

  it('offers Add New only with the kind create ability', async () => {
    mockApi({
      'POST /api/accounting/income/list': () => json(200, { data: [], total: 0, footer: { amount: '0' } }),
    });
    renderScreen(<MoneyDocumentScreen kind="income" />, { user: clerk, abilities: ['income_list'] });
    await screen.findByTestId('table-income');
    await waitFor(() => expect(screen.getByTestId('table-income').dataset.ready).toBe('true'));
    expect(screen.queryByText('Add New')).toBeNull();
  });
});
