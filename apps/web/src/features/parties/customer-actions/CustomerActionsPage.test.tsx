import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../../components/test-harness';
import { baseData } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/render-app';
import { CustomerActionsPage } from './CustomerActionsPage';

const rows = [
  {
    id: 'sale:9',
    action_at: '2026-11-05T09:30:00Z',
    action_date: '2026-11-05',
    customer_id: '3',
    customer_name: 'Rezan',
    action_type: 'sale',
    invoice_id: 'S-12',
    amount: '25000.000000',
    currency_code: 'IQD',
    user_name: 'Cashier',
    inventory_name: 'Central',
  },
  {
    id: 'log:4',
    action_at: '2026-11-04T08:00:00Z',
    action_date: '2026-11-04',
    customer_id: '3',
    customer_name: 'Rezan',
    action_type: 'customer_created',
    invoice_id: null,
    amount: null,
    currency_code: null,
    user_name: 'Admin',
    inventory_name: null,
  },
];

function api() {
  return mockApi({
    'GET /api/base-data': () => json(200, { data: baseData }),
    'GET /api/currency/list': () => json(200, { data: baseData.currencies }),
    'GET /api/customer-list': () => json(200, { data: [{ id: '3', name: 'Rezan' }] }),
    'POST /api/customer/actions/list': () => json(200, { data: rows, total: 2 }),
  });
}
type Mock = ReturnType<typeof api>;
const listBodies = (m: Mock) =>
  m.mock.calls.filter((c) => String(c[0]).includes('customer/actions/list')).map((c) => bodyOf(c));

async function pick(testId: string, label: string) {
  const field = await screen.findByTestId(testId);
  fireEvent.mouseDown(field.querySelector('input') ?? field);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${label}"]`)];
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1]!;
  });
  fireEvent.click(option);
}

describe('CustomerActionsPage', () => {
  it('lists the actions newest first with translated types, money and user', async () => {
    const calls = api();
    renderScreen(<CustomerActionsPage />);
    expect(await screen.findByText('S-12')).toBeTruthy();
    expect(screen.getByText('Sale')).toBeTruthy();
    expect(screen.getByText('Customer added')).toBeTruthy();
    expect(screen.getByText('25,000 IQD')).toBeTruthy();
    expect(screen.getByText('Cashier')).toBeTruthy();
    for (const title of ['Time', 'Customer', 'Action', 'Number', 'Amount', 'User', 'Branch'])
      expect(
        screen.getAllByRole('columnheader').some((th) => th.textContent === title),
        title,
      ).toBe(true);
    const first = listBodies(calls)[0]!;
    expect(first).toMatchObject({ sortBy: 'action_at', sortDir: 'desc', page: 1 });
    expect(first.list).toBeUndefined();
  });

  it('sends the customer and action-type filters together as the protocol list', async () => {
    const calls = api();
    renderScreen(<CustomerActionsPage />);
    await screen.findByText('S-12');
    await pick('customer-actions-customer', 'Rezan');
    await waitFor(() =>
      expect(listBodies(calls).at(-1)!.list).toEqual([{ column: 'customer_id', values: ['3'] }]),
    );
    await pick('customer-actions-type', 'Receipt');
    await waitFor(() =>
      expect(listBodies(calls).at(-1)!.list).toEqual([
        { column: 'customer_id', values: ['3'] },
        { column: 'action_type', values: ['receipt'] },
      ]),
    );
  }, 30_000);
});
