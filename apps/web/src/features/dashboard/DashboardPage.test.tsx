import type { DashboardData } from '@bb/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { baseData } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import { chartPoints } from './ChartCard';
import DashboardPage from './DashboardPage';

const today = '2026-11-25';
const sales = (over: Partial<NonNullable<DashboardData['sales']>['today'][number]>) => ({
  inventory_id: '1',
  inventory_name: 'Central Pharmacy',
  currency_code: 'IQD',
  sale_count: 2,
  sales: '7700.000000',
  returns: '1500.000000',
  net: '6200.000000',
  ...over,
});

const owner: DashboardData = {
  today,
  month_start: '2026-11-01',
  inventory_id: null,
  rates: [{ from: 'USD', to: 'IQD', rate: '1310.00000000', type: 0, valid_from: '2026-11-20' }],
  sales_scope: 'branches',
  sales: {
    today: [
      sales({}),
      sales({ inventory_id: '2', inventory_name: 'City Shop', net: '800.000000' }),
      sales({ currency_code: 'USD', net: '12.500000' }),
    ],
    month: [sales({ net: '90000.000000' })],
  },
  profit: { today: [], month: [] },
  chart: { days: [{ day: today, currency_code: 'IQD', net: '7000.000000' }], hours: [] },
  top_products: [],
  cash: [
    {
      cash_box_id: '5',
      name: 'Main IQD',
      code: 'SD-1',
      inventory_name: 'Central Pharmacy',
      currency_code: 'IQD',
      balance: '2500000.000000',
    },
  ],
  receivables: [
    { currency_code: 'IQD', balance: '3200.000000', overdue: '0.000000' },
    { currency_code: 'USD', balance: '30000.000000', overdue: '28500.000000' },
  ],
  payables: null,
  actions: {
    transfers_to_approve: 1,
    transfer_returns_to_approve: 0,
    purchase_orders_to_approve: null,
    low_stock: 3,
    expiring: 0,
    overdue_instalments: 2,
    stock_out_orders_to_approve: 4,
    cash_to_hand_in: 1,
  },
};

const session = {
  'GET /api/base-data': () => json(200, { data: baseData }),
  'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
};

describe('DashboardPage', () => {
  it('shows each currency apart, the rate with its date, and only the tiles the answer allows', async () => {
    mockApi({ ...session, 'GET /api/dashboard': () => json(200, owner) });
    renderScreen(<DashboardPage />);
    const net = await screen.findByTestId('sales-net');
    // 6200 + 800 in dinars; the dollars stay dollars
    expect(net.textContent).toContain('7,000 IQD');
    expect(net.textContent).toContain('12.5 USD');
    expect(screen.getByTestId('rate-USD-IQD').textContent).toContain('2026-11-20');
    expect(screen.getByTestId('action-transfers_to_approve').getAttribute('href')).toBe(
      '/inventory/item-transfer',
    );
    expect(within(screen.getByTestId('action-low_stock')).getByText('3')).toBeTruthy();
    const stockOuts = screen.getByTestId('action-stock_out_orders_to_approve');
    expect(stockOuts.getAttribute('href')).toBe('/construction/stock-out-orders');
    expect(within(stockOuts).getByText('4')).toBeTruthy();
    expect(screen.getByTestId('action-transfer_returns_to_approve').getAttribute('href')).toBe(
      '/inventory/transfer-return',
    );
    expect(screen.queryByTestId('action-purchase_orders_to_approve')).toBeNull();
    expect(screen.getByTestId('cash-total').textContent).toContain('2,500,000 IQD');
    expect(screen.getByTestId('receivables').textContent).toContain('3,200 IQD');
    expect(screen.queryByTestId('payables')).toBeNull();
    // the chart library arrives in its own chunk
    expect(await screen.findByTestId('sales-chart', {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('gives a cashier their own sales and nothing else', async () => {
    const cashier: DashboardData = {
      ...owner,
      sales_scope: 'mine',
      profit: null,
      chart: null,
      top_products: null,
      cash: null,
      receivables: null,
      actions: {
        transfers_to_approve: null,
        transfer_returns_to_approve: null,
        purchase_orders_to_approve: null,
        low_stock: null,
        expiring: null,
        overdue_instalments: null,
        stock_out_orders_to_approve: null,
        cash_to_hand_in: null,
      },
    };
    mockApi({ ...session, 'GET /api/dashboard': () => json(200, cashier) });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('My sales')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('profit-card')).toBeNull());
    for (const id of ['cash-card', 'balances-card', 'chart-card', 'action-low_stock'])
      expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('draws every one of the last 30 days, zero where nothing was sold, one currency at a time', () => {
    const points = chartPoints(
      {
        days: [
          { day: today, currency_code: 'IQD', net: '7000' },
          { day: today, currency_code: 'USD', net: '5' },
        ],
        hours: [],
      },
      'days',
      'IQD',
      today,
    );
    expect(points).toHaveLength(30);
    expect(points.at(-1)).toEqual({ label: '11-25', value: 7000 });
    expect(points[0]).toEqual({ label: '10-27', value: 0 });
  });
});
