import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import type { StockOutRecord } from '../api';
import { StockOutFormPage } from './StockOutFormPage';

const lot = {
  id: '31',
  item_id: '5',
  inventory_id: '1',
  inventory: 'Central Pharmacy',
  item_name: 'Perfume',
  name: 'Perfume',
  scientific_name: null,
  barcode: '6260000000011',
  batch_number: 'A1',
  expire_date: null,
  expired: false,
  quantity: '12.0000',
  cost: '2500.000000',
  purchase_price: '2500.000000',
  purchase_price_before_discount: '2500.000000',
  sale_price: '9000.000000',
  wholesale_price: '0',
  currency_code: 'IQD',
  per_packet: 1,
  item_type: 1,
  exact: true,
  sale_prices: [],
};

const record: StockOutRecord = {
  id: '9',
  invoice_id: 'SO-2',
  inventory_id: '1',
  date: '2026-03-01',
  reason: 'Broken bottles',
  created_at: '2026-03-01T09:00:00.000Z',
  lines: [
    {
      id: '1',
      product_id: '31',
      quantity: '3.0000',
      unit_cost: '2500.000000',
      name: 'Perfume',
      barcode: '6260000000011',
      batch_number: 'A1',
      expire_date: null,
    },
  ],
};

const inventories = {
  'GET /api/user/inventory': () => json(200, { data: [{ id: '1', name: 'Central Pharmacy' }] }),
};

describe('StockOutFormPage', { timeout: 90_000 }, () => {
  it('adds with today and the default branch; a refused lot shows on its line', async () => {
    const calls = mockApi({
      ...inventories,
      'POST /api/product/search': () => json(200, { data: [lot] }),
      'POST /api/inventory/goods-stock-out': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'lines.0.quantity': ['Not enough stock of this lot.'] },
        }),
    });
    const { user } = renderScreen(<StockOutFormPage />, { path: '/inventory/goods-stock-out/add' });
    await screen.findByText('Add New Goods Stock Out');
    await user.type(screen.getByTestId('field-reason'), 'Expired');
    await user.type(screen.getByTestId('stock-out-search-input'), '6260000000011{Enter}');
    await screen.findByTestId('line-quantity-31');
    await user.click(screen.getByTestId('form-submit'));

    expect(await screen.findByText('Not enough stock of this lot.')).toBeTruthy();
    const post = calls.mock.calls.find(
      ([, init]) => init?.method === 'POST' && init.body?.toString().includes('lines'),
    );
    expect(bodyOf(post)).toEqual({
      inventory_id: '1',
      date: dayjs().format('YYYY-MM-DD'),
      reason: 'Expired',
      lines: [{ product_id: '31', quantity: '1' }],
    });
  });

  it('edits a stored stock-out: its header and lines are filled and saved by PUT', async () => {
    const calls = mockApi({
      ...inventories,
      'GET /api/inventory/goods-stock-out/9': () => json(200, record),
      'PUT /api/inventory/goods-stock-out/9': () => json(200, { id: '9' }),
    });
    const { user } = renderScreen(<StockOutFormPage />, {
      path: '/inventory/goods-stock-out/9/edit',
      route: '/inventory/goods-stock-out/:id/edit',
    });
    await screen.findByTestId('line-quantity-31');
    expect(await screen.findByText('SO-2')).toBeTruthy();
    expect((screen.getByTestId('field-reason') as HTMLInputElement).value).toBe('Broken bottles');
    await user.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(calls.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = calls.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put)).toEqual({
      inventory_id: '1',
      date: '2026-03-01',
      reason: 'Broken bottles',
      lines: [{ product_id: '31', quantity: '3.0000' }],
    });
  });
});
