import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen, submitGuardPassed } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import { SupplierDialog } from './SupplierDialog';

/** The modal takes the focus once its opening animation ends; typing before that is lost. */
const settled = () => new Promise((r) => setTimeout(r, 600));

function api() {
  const posts: Record<string, unknown>[] = [];
  const puts: Record<string, unknown>[] = [];
  mockApi({
    'GET /api/general/base-custom-field/list': () =>
      json(200, {
        data: [
          { id: '9', name: 'Tax number', model_name: 'Supplier', field_type: 'text', is_required: true },
          { id: '10', name: 'Loyalty card', model_name: 'Customer', field_type: 'text', is_required: true },
        ],
      }),
    'POST /api/supplier': (init) => {
      posts.push(bodyOf([undefined, init]));
      return json(201, { id: '21' });
    },
    'GET /api/supplier/supplier/4': () =>
      json(200, {
        id: '4',
        name: 'Zagros Pharma',
        phone: '0770',
        address: null,
        status: 1,
        balance: [
          { currency_code: 'IQD', balance: '-250000.000000' },
          { currency_code: 'USD', balance: '-12.500000' },
        ],
        custom_fields: [
          {
            base_custom_field_id: '9',
            base_custom_field_name: 'Tax number',
            field_value: 'T-1',
            is_required: true,
          },
        ],
      }),
    'PUT /api/supplier/4': (init) => {
      puts.push(bodyOf([undefined, init]));
      return json(200, { id: '4' });
    },
  });
  return { posts, puts };
}

describe('SupplierDialog', { timeout: 60_000 }, () => {
  it('asks for the name and the required custom fields, then sends the supplier', async () => {
    const { posts } = api();
    const { user } = renderScreen(<SupplierDialog open recordId={null} onClose={() => undefined} />);
    await screen.findByText('Add New Supplier');
    const taxField = await screen.findByLabelText('Tax number');
    expect(screen.queryByTestId('field-status')).toBeNull();
    await settled();
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Name field is required.')).toBeTruthy();
    expect(await screen.findByText('The Tax number field is required.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(screen.getByTestId('field-name'), 'Kurdistan Medical');
    await user.type(taxField, 'TX-77');
    await submitGuardPassed();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 10_000 });
    expect(posts[0]).toEqual({
      name: 'Kurdistan Medical',
      phone: null,
      address: null,
      status: 1,
      custom_fields: [{ base_custom_field_id: '9', field_value: 'TX-77' }],
    });
  });

  it('shows the balances per currency and the status switch when editing', async () => {
    const { puts } = api();
    const { user } = renderScreen(<SupplierDialog open recordId="4" onClose={() => undefined} />);
    const balance = await screen.findByTestId('supplier-balance');
    await waitFor(() => expect(balance.textContent).toContain('-250,000 IQD'));
    expect(balance.textContent).toContain('-12.5 USD');
    expect(balance.querySelector('[data-currency="USD"]')).toBeTruthy();
    await settled();
    await user.click(screen.getByTestId('field-status'));
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 10_000 });
    expect(puts[0]).toMatchObject({
      name: 'Zagros Pharma',
      status: 0,
      custom_fields: [{ base_custom_field_id: '9', field_value: 'T-1' }],
    });
  });
});
