import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen, submitGuardPassed } from '../../../components/test-harness';
import { json, mockApi } from '../../../test/render-app';
import { CustomerDialog } from './CustomerDialog';

const lookups = (extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) =>
  mockApi({
    'GET /api/user/inventory': () => json(200, { data: [{ id: '1', name: 'Central Pharmacy' }] }),
    'GET /api/general/customer-type/list': () => json(200, { data: [] }),
    'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
    'GET /api/general/base-custom-field/list': () =>
      json(200, {
        data: [
          { id: '9', name: 'Insurance no', field_type: 'text', is_required: true, model_name: 'Customer' },
        ],
      }),
    ...extra,
  });

describe('customer dialog', () => {
  it('requires name and phone (inventory defaults to the user’s), a required custom field, discount at most 100', async () => {
    const fetchMock = lookups({ 'POST /api/customer': () => json(201, { id: '55', code: 'C-1' }) });
    const { user } = renderScreen(<CustomerDialog open recordId={null} onClose={() => undefined} />);
    expect(await screen.findByText('Add New Customer')).toBeTruthy();
    expect(await screen.findByLabelText('Insurance no')).toBeTruthy();
    expect(screen.getByLabelText('Discount')).toBeTruthy();
    expect(screen.getByText('Max Debit Amounts')).toBeTruthy();
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Name field is required.')).toBeTruthy();
    expect(screen.getByText('The Phone field is required.')).toBeTruthy();
    expect(screen.getByText('The Insurance no field is required.')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Ahmed Ali');
    await user.type(screen.getByLabelText('Phone'), '07701234567');
    await user.type(screen.getByLabelText('Insurance no'), 'INS-1');
    const discount = screen.getByLabelText('Discount');
    await user.clear(discount);
    await user.type(discount, '150');
    await user.tab();
    await waitFor(() => expect((screen.getByLabelText('Discount') as HTMLInputElement).value).toBe('100'));
    await user.type(document.querySelector('#max_USD') as HTMLInputElement, '250');
    await submitGuardPassed();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/api/customer'))).toBe(true),
    );
    const sent = bodyOf(fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/api/customer')));
    expect(sent).toMatchObject({
      name: 'Ahmed Ali',
      phone: '07701234567',
      inventory_id: '1',
      discount: '100',
      max_amounts: [{ currency_code: 'USD', amount: '250' }],
      custom_fields: [{ base_custom_field_id: '9', field_value: 'INS-1' }],
    });
  }, 90_000);

  it('hides pricing fields outside a type-0 branch and max debit amounts without their ability', async () => {
    lookups();
    renderScreen(<CustomerDialog open recordId={null} onClose={() => undefined} />, {
      user: { ...clerk, default_branch_type: 1 },
      abilities: ['customer_create'],
    });
    expect(await screen.findByText('Add New Customer')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.queryByLabelText('Discount')).toBeNull();
    expect(screen.queryByLabelText('Receipt Due Day')).toBeNull();
    expect(screen.queryByText('Max Debit Amounts')).toBeNull();
    expect(screen.queryByTestId('field-status')).toBeNull();
  }, 60_000);
});
