import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { CashBoxDetailStatementPage } from './CashBoxDetailStatementPage';
import { CashBoxSummaryStatementPage } from './CashBoxSummaryStatementPage';

describe('cash box statements', () => {
  it('shows the chosen box: opening, rows with running balance, closing', async () => {
    const fetchMock = mockApi({
      'GET /api/accounting/cash-box/list': () => json(200, { data: [{ id: '4', name: 'Dollar box' }] }),
      'GET /api/accounting/cash-box/detail-account-statement': () =>
        json(200, {
          cash_box: { id: '4', name: 'Dollar box' },
          currency_code: 'USD',
          opening_balance: '100',
          data: [
            {
              date: '2026-11-02',
              invoice_id: 'IN-1',
              description: 'Income',
              debit: '50.25',
              credit: '0',
              balance: '150.25',
            },
          ],
          total_debit: '50.25',
          total_credit: '0',
          closing_balance: '150.25',
        }),
    });
    const { user } = renderScreen(<CashBoxDetailStatementPage />);
    const picker = await screen.findByTestId('statement-box');
    fireEvent.mouseDown(picker.querySelector('input') ?? picker);
    await user.click(await screen.findByTitle('Dollar box'));
    expect(await screen.findByText('IN-1')).toBeTruthy();
    expect(screen.getByTestId('statement-opening').textContent).toContain('100 USD');
    expect(screen.getByTestId('statement-closing').textContent).toBe('150.25 USD');
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('detail-account-statement'));
    const url = new URL(String(call?.[0]), 'http://x');
    expect(url.searchParams.get('cash_box_id')).toBe('4');
    expect(url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('lists every box with opening, debit, credit and closing', async () => {
    mockApi({
      'GET /api/accounting/cash-box/summary-account-statement': () =>
        json(200, {
          data: [
            {
              cash_box_id: '1',
              code: 'CB-1',
              name: 'Dinar box',
              currency_code: 'IQD',
              opening_balance: '1000',
              debit: '500',
              credit: '250',
              closing_balance: '1250',
            },
          ],
        }),
    });
    renderScreen(<CashBoxSummaryStatementPage />);
    expect(await screen.findByText('Dinar box')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1,250')).toBeTruthy());
  });
});
