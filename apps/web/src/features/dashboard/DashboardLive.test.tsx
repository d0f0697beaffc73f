import type { DashboardData } from '@bb/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { baseData } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import DashboardPage from './DashboardPage';

// the socket as this test needs it: the dashboard's handlers, called by hand as the server would
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('../../platform/realtime/realtime', () => ({
  RECONNECTED_EVENT: 'realtime:reconnected',
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));

const figures = (net: string, over: Partial<DashboardData> = {}): DashboardData => ({
  today: '2026-11-25',
  month_start: '2026-11-01',
  inventory_id: null,
  rates: [],
  sales_scope: 'branches',
  sales: {
    today: [
      {
        inventory_id: '1',
        inventory_name: 'Central Pharmacy',
        currency_code: 'IQD',
        sale_count: 1,
        sales: net,
        returns: '0',
        net,
      },
    ],
    month: [],
  },
  profit: null,
  chart: null,
  top_products: null,
  cash: null,
  receivables: [
    { currency_code: 'IQD', balance: '3200.000000', overdue: '0.000000' },
    { currency_code: 'USD', balance: '30000.000000', overdue: '28500.000000' },
  ],
  payables: null,
  actions: {
    transfers_to_approve: null,
    transfer_returns_to_approve: null,
    purchase_orders_to_approve: null,
    low_stock: null,
    expiring: null,
    overdue_instalments: 3,
    stock_out_orders_to_approve: null,
    cash_to_hand_in: 1,
  },
  ...over,
});

const session = {
  'GET /api/base-data': () => json(200, { data: baseData }),
  'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
};

afterEach(async () => {
  await setLanguage('en');
});

describe('the dashboard, live', () => {
  it('reads its figures again when a branch says its sales changed, once for a burst of signals', async () => {
    let reads = 0;
    mockApi({
      ...session,
      'GET /api/dashboard': () => {
        reads += 1;
        return json(200, figures(reads === 1 ? '1000.000000' : '2500.000000'));
      },
    });
    renderScreen(<DashboardPage />);
    expect((await screen.findByTestId('sales-net')).textContent).toContain('1,000 IQD');
    act(() => {
      for (let i = 0; i < 5; i++) handlers.get('DashboardEvent')!({ type: 'sales_changed' });
    });
    await waitFor(() => expect(screen.getByTestId('sales-net').textContent).toContain('2,500 IQD'));
    expect(reads).toBe(2);
  });

  it.each([
    ['en', 'Overdue instalments', 'Cash not yet handed in', '28,500 USD'],
    ['ckb', 'قیستە دواکەوتووەکان', 'پارەی هێشتا ڕادەستنەکراو', '28,500 دۆلار'],
    ['ar', 'أقساط متأخرة', 'نقد لم يُسلَّم بعد', '28,500 دولار'],
  ])(
    'in %s: shows what is overdue apart and the tiles that open their lists',
    async (lang, instalments, cash, overdue) => {
      await setLanguage(lang as 'en');
      mockApi({ ...session, 'GET /api/dashboard': () => json(200, figures('1000.000000')) });
      renderScreen(<DashboardPage />, {
        user: { is_superuser: false },
        abilities: ['money_collection_create'],
      });
      const tile = await screen.findByTestId('action-overdue_instalments');
      expect(tile.getAttribute('href')).toBe('/inventory/residence-sale');
      expect(tile.textContent).toContain(instalments);
      expect(tile.textContent).toContain('3');
      const bags = screen.getByTestId('action-cash_to_hand_in');
      expect(bags.textContent).toContain(cash);
      // a collector's own bags are on the collection list, not the accountant's
      expect(bags.getAttribute('href')).toBe('/accounting/money-collection');
      // the overdue part per currency: dinars have none, so only dollars are listed
      const due = screen.getByTestId('receivables-overdue');
      expect(due.textContent).toContain(overdue);
      expect(due.children).toHaveLength(1);
      expect(screen.getByTestId('receivables').children).toHaveLength(2);
    },
  );

  it("sends the accountant's tile to the accountant's list and says when nothing is overdue", async () => {
    mockApi({
      ...session,
      'GET /api/dashboard': () =>
        json(
          200,
          figures('1000.000000', {
            receivables: [{ currency_code: 'IQD', balance: '3200.000000', overdue: '0.000000' }],
          }),
        ),
    });
    const { user } = renderScreen(<DashboardPage />, {
      user: { is_superuser: false },
      abilities: ['money_collection_edit'],
    });
    const bags = await screen.findByTestId('action-cash_to_hand_in');
    expect(bags.getAttribute('href')).toBe('/accounting/money-collection-accountant');
    // the list opens on what was counted: the bags still waiting, on every date
    await user.click(bags);
    const left = window.localStorage.getItem('bb.table-handoff.accounting.money_collection_accountant');
    expect(JSON.parse(left!).filter).toEqual({ list: [{ column: 'status', values: ['0'] }], only: true });
    expect(screen.getByTestId('receivables-overdue').textContent).toBe('Nothing overdue');
  });
});
