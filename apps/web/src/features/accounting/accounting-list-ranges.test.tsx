import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import AssetsScreen from './assets/AssetsScreen';
import ExpenseDocumentsScreen from './expense-documents/ExpenseDocumentsScreen';
import { AccountantScreen } from './money-collection/MoneyCollectionScreen';

/** The range picker's two inputs (the picker passes its test id on to each). */
const rangeInputs = () =>
  screen
    .getAllByTestId('table-date-range')
    .flatMap((el) => (el instanceof HTMLInputElement ? [el] : [...el.querySelectorAll('input')]));

/** The body of the last list request sent to `path`. */
function lastListBody(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, unknown> {
  const calls = fetchMock.mock.calls.filter((c) => String(c[0]).includes(path));
  return bodyOf(calls.at(-1));
}

/**
 * A new accountant's first look (h2): the demo's van and laptop were bought three months ago, its bag of
 * cash was collected ten days ago and its expense document is a few days old, and each list opened on
 * today's date alone showed "No data". The asset register and the bags in transit open on every date;
 * expense documents (monthly bills) on last month and this month.
 */
describe('accounting lists open on the records an accountant needs', () => {
  it('the assets list asks for every date and shows an asset bought months ago', async () => {
    const fetchMock = mockApi({
      'POST /api/accounting/asset/assets/list': () =>
        json(200, {
          data: [
            {
              id: '1',
              invoice_id: 'AS-1',
              date: dayjs().subtract(3, 'month').format('YYYY-MM-DD'),
              name: 'Delivery van',
              asset_category_name: 'Vehicles',
              cost: '24000000',
              depreciated: '1000000',
              book_value: '23000000',
              useful_life_months: 60,
              method: 'straight_line',
              cleared: 0,
              depreciation_error: null,
              currency_code: 'IQD',
            },
          ],
          total: 1,
        }),
      'GET /api/accounting/asset/depreciation-failures': () => json(200, []),
    });
    renderScreen(<AssetsScreen />, { user: clerk, abilities: ['asset_list'] });
    await waitFor(() => expect(screen.getByTestId('table-assets').textContent).toContain('Delivery van'));
    const body = lastListBody(fetchMock, '/asset/assets/list');
    expect(body).not.toHaveProperty('start_date');
    expect(body).not.toHaveProperty('end_date');
    expect(rangeInputs().map((i) => i.value)).toEqual(['', '']);
  }, 60_000);

  it('the bags to receive are asked for on every date', async () => {
    const fetchMock = mockApi({
      'POST /api/accounting/money-collection/list': () => json(200, { data: [], total: 0 }),
      'GET /api/accounting/money-collection/ageing': () => json(200, []),
    });
    renderScreen(<AccountantScreen />, { user: clerk, abilities: ['money_collection_edit'] });
    await waitFor(() =>
      expect(screen.getByTestId('table-money-collection-accountant').dataset.ready).toBe('true'),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/money-collection/list'))).toBe(true),
    );
    expect(lastListBody(fetchMock, '/money-collection/list')).not.toHaveProperty('start_date');
  }, 60_000);

  it('expense documents open from the first day of last month to today', async () => {
    const fetchMock = mockApi({
      'POST /api/accounting/expense-document/list': () => json(200, { data: [], total: 0 }),
    });
    renderScreen(<ExpenseDocumentsScreen />, { user: clerk, abilities: ['expense_document_list'] });
    const start = dayjs().subtract(1, 'month').startOf('month');
    await waitFor(() =>
      expect(lastListBody(fetchMock, '/expense-document/list')).toMatchObject({
        start_date: start.format('YYYY-MM-DD'),
        end_date: dayjs().format('YYYY-MM-DD'),
      }),
    );
    expect(rangeInputs()[0]?.value).toBe(start.format('DD/MM/YYYY'));
  }, 60_000);
});
