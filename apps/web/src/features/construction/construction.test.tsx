import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import OrderViewPage from './OrderViewPage';
import StockOutFormPage from './StockOutFormPage';

const order = (status: number) => ({
  id: '4',
  invoice_id: 'CSO-1',
  inventory_id: '2',
  inventory_name: 'City Shop',
  project_id: '1',
  project_name: 'Tower 1 structure',
  date: '2026-11-20',
  note: null,
  status,
  created_by_name: 'Aram',
  approved_by_name: status === 2 ? 'Shilan' : null,
  approved_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  lines: [
    {
      id: '7',
      boq_line_id: '3',
      boq_code: '1.1',
      boq_name: 'Foundation concrete',
      building_name: 'Tower 1',
      item_id: '9',
      item_name: 'Cement 50 kg bag',
      barcode: 'C1',
      quantity: '100.0000',
      issued: '60',
      outstanding: status === 2 ? '40' : '0',
      reserved: status === 2 ? '40' : '0',
    },
  ],
});

describe('construction screens', { timeout: 90_000 }, () => {
  afterEach(() => setLanguage('en'));

  for (const [lang, approve, left] of [
    ['en', 'Approve', 'Left to issue'],
    ['ckb', 'پەسەندکردن', 'ماوە بۆ دەرکردن'],
    ['ar', 'اعتماد', 'المتبقي للصرف'],
  ] as const) {
    it(`approves a pending order in ${lang}, naming every column`, async () => {
      await setLanguage(lang);
      const approved: string[] = [];
      mockApi({
        'GET /api/construction/stock-out-order/4': () => json(200, order(approved.length ? 2 : 1)),
        'POST /api/construction/stock-out-order/4/approve': () => {
          approved.push('4');
          return json(200, { id: '4', invoice_id: 'CSO-1', status: 2 });
        },
      });
      const { user } = renderScreen(<OrderViewPage />, {
        path: '/construction/stock-out-orders/4/approve',
        route: '/construction/stock-out-orders/:id/approve',
      });
      expect(await screen.findByText('Foundation concrete')).toBeTruthy();
      const headers = [...document.querySelectorAll('th')].map((th) => th.textContent ?? '');
      expect(headers).toContain(left);
      expect(document.body.textContent).not.toMatch(/fields\.\w+|status\.\w+/);
      await user.click(screen.getByRole('button', { name: approve }));
      await user.click(await screen.findByTestId('confirm-ok'));
      await waitFor(() => expect(approved).toEqual(['4']));
      // the approved order shows what it holds
      expect(await screen.findAllByText('40')).toHaveLength(2);
    }, 60_000);
  }

  it('issues against an approved order the quantities typed per line', async () => {
    const posts: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/construction/stock-out-order/open-list': () =>
        json(200, {
          data: [
            {
              id: '4',
              invoice_id: 'CSO-1',
              project_name: 'Tower 1 structure',
              inventory_id: '2',
              date: '2026-11-20',
            },
          ],
        }),
      'GET /api/construction/stock-out-order/4': () => json(200, order(2)),
      'POST /api/construction/stock-out': (init) => {
        posts.push(bodyOf([undefined, init]));
        return json(409, {
          message: 'More than approved and not yet issued.',
          errors: { 'lines.0.quantity': ['Cement 50 kg bag: 40 left to issue, 45 asked.'] },
        });
      },
    });
    const { user } = renderScreen(<StockOutFormPage />);
    await user.click(await screen.findByRole('combobox'));
    await user.click(await screen.findByTitle('CSO-1 — Tower 1 structure'));
    const quantity = await screen.findByTestId('stock-out-quantity-0');
    await user.type(quantity, '45');
    await user.click(screen.getByTestId('stock-out-save'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      order_id: '4',
      is_return: false,
      lines: [{ order_line_id: '7', quantity: '45' }],
    });
    expect(await screen.findByText(/40 left to issue, 45 asked/)).toBeTruthy();
  }, 60_000);
});
