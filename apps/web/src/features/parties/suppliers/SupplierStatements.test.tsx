import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, renderScreen } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import { SupplierOneCurrencyStatementPage } from './SupplierOneCurrencyStatementPage';
import { SupplierStatementPage } from './SupplierStatementPage';
import { SupplierSummaryStatementPage } from './SupplierSummaryStatementPage';

const xlsx = () =>
  new Response('xlsx', {
    status: 200,
    headers: { 'content-disposition': "attachment; filename*=UTF-8''Acme.xlsx" },
  });

function stubDownload() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

const line = (over: Record<string, unknown>) => ({
  id: '1',
  entry_id: '1',
  date: '2026-11-03',
  document_type: 'supplier_debt',
  document_id: '1',
  invoice_id: 'SD-1',
  description: 'Debt',
  currency_code: 'IQD',
  amount: '-100000',
  base_amount: '-100000',
  line_rate: '1',
  rate: null,
  debit: '0',
  credit: '100000',
  balance: '-750000',
  ...over,
});

describe('supplier statements', { timeout: 60_000 }, () => {
  it('shows every currency converted into the chosen one with the rate, and exports it', async () => {
    const exports: Record<string, unknown>[] = [];
    const fetchMock = mockApi({
      'GET /api/supplier-list': () => json(200, { data: [{ id: '4', name: 'Acme Pharma' }] }),
      'GET /api/supplier/detail-account-statement-all-in-one-currency': () =>
        json(200, {
          supplier: { id: '4', name: 'Acme Pharma' },
          currency_code: 'IQD',
          base_currency_code: 'IQD',
          opening_balance: '-650000',
          data: [
            line({ rate: null, credit: '100000', balance: '-750000' }),
            line({
              id: '2',
              invoice_id: 'SP-1',
              currency_code: 'USD',
              amount: '200',
              base_amount: '262000',
              line_rate: '1310',
              rate: null,
              debit: '262000',
              credit: '0',
              balance: '-488000',
            }),
          ],
          total_debit: '262000',
          total_credit: '100000',
          closing_balance: '-488000',
        }),
      'POST /api/supplier/detail-account-statement-all-in-one-currency/export': (init) => {
        exports.push(bodyOf([undefined, init]));
        return xlsx();
      },
    });
    const click = stubDownload();
    const { user } = renderScreen(<SupplierOneCurrencyStatementPage />, {
      path: '/supplier/detail-account-statement-all-in-one-currency?supplier_id=4',
    });
    expect(await screen.findByText('SD-1')).toBeTruthy();
    const table = screen.getByTestId('statement-table');
    expect(table.textContent).toContain('200 USD');
    expect(table.textContent).toContain('1 USD = 1,310 IQD');
    expect(screen.getByTestId('statement-opening').textContent).toContain('-650,000');
    expect(screen.getByTestId('statement-closing').textContent).toContain('-488,000');
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('all-in-one-currency'));
    const url = new URL(String(call?.[0]), 'http://x');
    expect(url.searchParams.get('party_id')).toBe('4');

    await user.click(screen.getByTestId('statement-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exports[0]).toMatchObject({ party_id: '4', currency_code: 'IQD' });
  });

  it('lists each supplier and currency in the summary and exports it', async () => {
    const exports: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/supplier/summary-account-statement': () =>
        json(200, {
          data: [
            {
              supplier_id: '4',
              name: 'Acme Pharma',
              phone: '0750',
              currency_code: 'IQD',
              opening_balance: '0',
              debit: '0',
              credit: '150000',
              closing_balance: '-150000',
            },
          ],
        }),
      'POST /api/supplier/summary-account-statement/export': (init) => {
        exports.push(bodyOf([undefined, init]));
        return xlsx();
      },
    });
    const click = stubDownload();
    const { user } = renderScreen(<SupplierSummaryStatementPage />);
    expect(await screen.findByText('Acme Pharma')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('summary-table').textContent).toContain('-150,000'));
    await user.click(screen.getByTestId('summary-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exports[0]).toMatchObject({ start_date: expect.stringMatching(/^\d{4}-\d{2}-01$/) });
  });

  it('exports the detail statement of the chosen supplier', async () => {
    const exports: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/supplier-list': () => json(200, { data: [{ id: '4', name: 'Acme Pharma' }] }),
      'GET /api/supplier/detail-account-statement': () =>
        json(200, {
          supplier: { id: '4', name: 'Acme Pharma' },
          currency_code: 'IQD',
          opening_balance: '0',
          data: [],
          total_debit: '0',
          total_credit: '0',
          closing_balance: '0',
        }),
      'POST /api/supplier/detail-account-statement/export': (init) => {
        exports.push(bodyOf([undefined, init]));
        return xlsx();
      },
    });
    const click = stubDownload();
    const { user } = renderScreen(<SupplierStatementPage />, {
      path: '/supplier/detail-account-statement?supplier_id=4',
    });
    await waitFor(() => expect(screen.getByTestId('statement-export').hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByTestId('statement-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exports[0]).toMatchObject({ party_id: '4', currency_code: 'IQD' });
  });
});
