import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import ResidencePosScreen from './ResidencePosScreen';

const sale = {
  id: '7',
  invoice_id: 'RS-7',
  inventory_id: '1',
  inventory_name: 'Main',
  date: '2026-01-31',
  customer_id: '3',
  customer_name: 'Rezan Ali',
  currency_code: 'IQD',
  exchange_rate: '1.000000',
  subtotal: '120000000.000000',
  discount: '0.0000',
  total: '120000000.000000',
  paid: '0.000000',
  remaining: '120000000.000000',
  premium_type: 1,
  down_payment: '20000000.000000',
  premium_count: 10,
  frequency: 1,
  first_due_date: '2026-02-28',
  pre_key_percent: '60.0000',
  pre_key_amount: '72000000.000000',
  key_handover_date: null,
  first_premium_amount: null,
  note: null,
  key_handed_over_on: null,
  key_handover_overridden: false,
  returned: false,
  invoice_audit_status: false,
  created_by_name: 'Admin',
  created_at: '2026-01-31T10:00:00.000Z',
  units: [{ residence_unit_id: '11', code: 'V-11', name: 'Villa 11', price: '120000000.000000' }],
  instalments: [],
};
const ROUTE = '/inventory/residence-pos/:id/:editMode/:isReturn';

describe(
  'residence POS modes (/inventory/residence-pos/{id}/{editMode}/{isReturn})',
  { timeout: 90_000 },
  () => {
    it('yes/no loads the sale into the form and saves it back with PUT', async () => {
      const puts: Record<string, unknown>[] = [];
      mockApi({
        'GET /api/inventory/residence-sale/7': () => json(200, sale),
        'PUT /api/inventory/residence-sale/7': (init) => {
          puts.push(bodyOf([undefined, init]));
          return json(200, { id: '7', invoice_id: 'RS-7', total: '120000000' });
        },
      });
      const { user } = renderScreen(<ResidencePosScreen />, {
        path: '/inventory/residence-pos/7/yes/no',
        route: ROUTE,
      });
      expect((await screen.findByTestId('residence-pos-editing')).textContent).toContain('Editing sale RS-7');
      await waitFor(() => expect(screen.getByTestId('residence-sale-units').textContent).toContain('V-11'));
      expect((screen.getByRole('textbox', { name: 'Price V-11' }) as HTMLInputElement).value).toBe(
        '120000000',
      );
      expect(screen.getByTestId('schedule-sum').textContent).toBe('120,000,000');
      await user.click(screen.getByTestId('form-submit'));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]).toMatchObject({
        customer_id: '3',
        units: [{ residence_unit_id: '11', price: '120000000' }],
        down_payment: '20000000',
        premium_count: 10,
        pre_key_percent: '60',
      });
    });

    it('no/yes opens the return of the sale', async () => {
      mockApi({ 'GET /api/inventory/residence-sale/7': () => json(200, { ...sale, paid: '20000000' }) });
      renderScreen(<ResidencePosScreen />, { path: '/inventory/residence-pos/7/no/yes', route: ROUTE });
      expect(await screen.findByText('Return sale RS-7')).toBeTruthy();
      expect(screen.getByTestId('form-residence-return')).toBeTruthy();
    });
  },
);
