import type { GiftRecord } from '@bb/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import { GiftDialog } from './GiftDialog';
import GiftsScreen from './GiftsScreen';

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

const record: GiftRecord = {
  id: '7',
  invoice_id: 'G-4',
  inventory_id: '1',
  inventory_name: 'Central Pharmacy',
  date: '2026-03-01',
  customer_id: '3',
  customer_name: 'Rezan',
  reason: 'Eid',
  note: null,
  value: '12275.750000',
  invoice_audit_status: true,
  created_by_name: 'Admin',
  updated_by_name: null,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
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

const lookups = {
  'GET /api/user/inventory': () => json(200, { data: [{ id: '1', name: 'Central Pharmacy' }] }),
  'GET /api/customer-list': () => json(200, { data: [{ id: '3', name: 'Rezan' }] }),
};

describe('GiftDialog', { timeout: 90_000 }, () => {
  it('adds a scanned lot, sends the gift with an idempotency key and closes', async () => {
    const posts: { body: Record<string, unknown>; headers: Headers }[] = [];
    mockApi({
      ...lookups,
      'POST /api/product/search': () => json(200, { data: [lot] }),
      'POST /api/inventory/gift': (init) => {
        posts.push({ body: bodyOf([undefined, init]), headers: new Headers(init?.headers) });
        return json(201, { id: '8', invoice_id: 'G-5', value: '7500.000000' });
      },
    });
    const closed: boolean[] = [];
    const { user } = renderScreen(<GiftDialog target={{ id: null }} onClose={() => closed.push(true)} />, {
      abilities: ['gift_create'],
    });
    expect(await screen.findByText('Add New Gift')).toBeTruthy();
    // without lines nothing is sent
    await user.type(screen.getByTestId('field-reason'), 'Loyal customer');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Add at least one product.')).toBeTruthy();
    await user.type(screen.getByTestId('gift-search-input'), '6260000000011{Enter}');
    const line = await screen.findByTestId('line-quantity-31');
    const quantity = within(line).getByRole('textbox') as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, '3');
    await new Promise((r) => setTimeout(r, 1600)); // the submit guard's window
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      inventory_id: '1',
      customer_id: null,
      reason: 'Loyal customer',
      note: null,
      lines: [{ product_id: '31', quantity: '3' }],
    });
    expect(posts[0]!.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posts[0]!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(closed).toEqual([true]));
  });

  it("shows the server's refusal on the line and keeps the dialog open", async () => {
    mockApi({
      ...lookups,
      'POST /api/product/search': () => json(200, { data: [lot] }),
      'POST /api/inventory/gift': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'lines.0.product_id': ['The lot is not in this inventory.'] },
        }),
    });
    const closed: boolean[] = [];
    const { user } = renderScreen(<GiftDialog target={{ id: null }} onClose={() => closed.push(true)} />);
    await screen.findByText('Add New Gift');
    await user.type(screen.getByTestId('field-reason'), 'Sample');
    await user.type(screen.getByTestId('gift-search-input'), '6260000000011{Enter}');
    await screen.findByTestId('line-quantity-31');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The lot is not in this inventory.')).toBeTruthy();
    expect(closed).toEqual([]);
  });

  it('shows an audited gift read-only with its value and the audited notice', async () => {
    mockApi({ ...lookups, 'GET /api/inventory/gift/7': () => json(200, record) });
    renderScreen(<GiftDialog target={{ id: '7' }} onClose={() => undefined} />, {
      abilities: ['gift_edit'],
    });
    expect(await screen.findByText('G-4')).toBeTruthy();
    expect((await screen.findByTestId('gift-value')).textContent).toBe('12,275.75');
    expect(screen.getByText('Update and delete are not allowed once audited')).toBeTruthy();
    expect(screen.queryByTestId('form-submit')).toBeNull();
    expect(screen.queryByTestId('gift-search')).toBeNull();
    await waitFor(() => expect((screen.getByTestId('field-reason') as HTMLInputElement).value).toBe('Eid'));
    expect((screen.getByTestId('field-reason') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('GiftsScreen', { timeout: 90_000 }, () => {
  const rows = {
    data: [
      {
        id: '7',
        invoice_id: 'G-4',
        date: '2026-03-01',
        inventory_name: 'Central Pharmacy',
        customer_name: 'Rezan',
        reason: 'Eid',
        lines_count: 1,
        value: '7500.000000',
        invoice_audit_status: 0,
      },
      {
        id: '6',
        invoice_id: 'G-3',
        date: '2026-03-01',
        inventory_name: 'Central Pharmacy',
        customer_name: null,
        reason: 'Sample',
        lines_count: 2,
        value: '100.000000',
        invoice_audit_status: 1,
      },
    ],
    total: 2,
    footer: { value: '7600.000000' },
  };

  it('lists gifts; edit and delete follow the abilities and are gone once audited', async () => {
    const calls = mockApi({ 'POST /api/inventory/gift/list': () => json(200, rows) });
    renderScreen(<GiftsScreen />, { user: clerk, abilities: ['gift_list', 'gift_edit'] });
    expect(await screen.findByText('G-4')).toBeTruthy();
    expect(screen.getByText('Audited')).toBeTruthy();
    expect(screen.getByTestId('row-view-7')).toBeTruthy();
    expect(screen.getByTestId('row-edit-7')).toBeTruthy();
    expect(screen.queryByTestId('row-delete-7')).toBeNull();
    expect(screen.queryByTestId('row-edit-6')).toBeNull();
    expect(screen.getByTestId('row-attachments-6')).toBeTruthy();
    const list = calls.mock.calls.find((c) => String(c[0]).includes('inventory/gift/list'));
    expect(bodyOf(list)).toHaveProperty('start_date');
  });
});
