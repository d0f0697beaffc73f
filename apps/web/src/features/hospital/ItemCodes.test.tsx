import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { ApiConnectionsSection } from './ApiConnectionsSection';
import { DeadLetterList } from './DeadLetterList';

const connection = {
  id: '7',
  kind: 'hospital',
  name: 'Shar Hospital',
  inventory_id: '1',
  key_prefix: 'bbh_abcd',
  revoked: false,
  created_at: '2026-03-01T08:00:00.000Z',
};
const lot = (itemId: string, name: string, barcode: string) => ({
  id: `${itemId}0`,
  item_id: itemId,
  name,
  item_name: name,
  barcode,
  exact: false,
  per_packet: 1,
  inventory_id: '1',
});

describe("a hospital connection's drug codes", () => {
  it('maps an unmapped code in one click with the item search', { timeout: 45_000 }, async () => {
    const puts: Record<string, unknown>[] = [];
    let mapped = [{ code: 'H-PARA', item_id: '3', item_name: 'Paracetamol 500', item_barcode: '6260001' }];
    let unmapped = [{ code: 'H-AMOX', drug_name: 'Amoxicillin 250', prescriptions: 2 }];
    mockApi({
      'GET /api/api-connection': () => json(200, { data: [connection] }),
      'GET /api/api-connection/7/item-codes': () => json(200, { data: mapped, unmapped }),
      'POST /api/product/search': () => json(200, { data: [lot('9', 'Amoxil 250 mg', '6260009')] }),
      'PUT /api/api-connection/7/item-codes': (init) => {
        const body = bodyOf([undefined, init]);
        puts.push(body);
        mapped = [
          ...mapped,
          { code: 'H-AMOX', item_id: '9', item_name: 'Amoxil 250 mg', item_barcode: '6260009' },
        ];
        unmapped = [];
        return json(200, { mapped: 1 });
      },
    });
    const { user } = renderScreen(<ApiConnectionsSection />);
    await user.click(await screen.findByTestId('hospital-connection-codes-7'));
    const panel = await screen.findByTestId('item-codes-7');
    expect(await within(panel).findByText('1 drug code could not be read')).toBeTruthy();
    expect(within(panel).getByTestId('unmapped-H-AMOX').textContent).toContain('2 prescriptions waiting');
    expect(within(panel).getByText('Paracetamol 500')).toBeTruthy();

    // one click on the unmapped code: its code is fixed, the item is found by name
    await user.click(within(panel).getByTestId('unmapped-map-H-AMOX'));
    const dialog = await screen.findByTestId('map-code-dialog');
    expect((within(dialog).getByTestId('map-code-code') as HTMLInputElement).value).toBe('H-AMOX');
    expect((within(dialog).getByTestId('map-code-code') as HTMLInputElement).disabled).toBe(true);
    expect(dialog.textContent).toContain('Amoxicillin 250');
    await user.type(within(dialog).getByRole('combobox'), 'amox');
    await user.click(await screen.findByText('Amoxil 250 mg'));
    await user.click(screen.getByTestId('map-code-save'));
    await waitFor(() => expect(puts).toEqual([{ codes: [{ code: 'H-AMOX', item_id: '9' }] }]));
    await waitFor(() => expect(within(panel).queryByTestId('unmapped-H-AMOX')).toBeNull());
    expect(await within(panel).findByText('Amoxil 250 mg')).toBeTruthy();
  });

  it('removes a mapping only after a confirmation', async () => {
    let mapped = [{ code: 'H-PARA', item_id: '3', item_name: 'Paracetamol 500', item_barcode: '6260001' }];
    const fetchMock = mockApi({
      'GET /api/api-connection': () => json(200, { data: [connection] }),
      'GET /api/api-connection/7/item-codes': () => json(200, { data: mapped, unmapped: [] }),
      'DELETE /api/api-connection/7/item-codes': () => {
        mapped = [];
        return json(200, { code: 'H-PARA' });
      },
    });
    const { user } = renderScreen(<ApiConnectionsSection />);
    await user.click(await screen.findByTestId('hospital-connection-codes-7'));
    const panel = await screen.findByTestId('item-codes-7');
    expect(await within(panel).findByText('Paracetamol 500')).toBeTruthy();
    await user.click(within(panel).getByTestId('item-code-remove-H-PARA'));
    expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit)?.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(within(panel).queryByText('Paracetamol 500')).toBeNull());
    const del = fetchMock.mock.calls.find((c) => (c[1] as RequestInit)?.method === 'DELETE');
    expect(String(del?.[0])).toContain('/api/api-connection/7/item-codes?code=H-PARA');
  });

  it('refuses to save without an item, and sends nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/api-connection': () => json(200, { data: [connection] }),
      'GET /api/api-connection/7/item-codes': () => json(200, { data: [], unmapped: [] }),
    });
    const { user } = renderScreen(<ApiConnectionsSection />);
    await user.click(await screen.findByTestId('hospital-connection-codes-7'));
    await user.click(await screen.findByTestId('item-codes-add-7'));
    await user.type(await screen.findByTestId('map-code-code'), 'H-NEW');
    await user.click(screen.getByTestId('map-code-save'));
    expect(await screen.findByText(/Item/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit)?.method === 'PUT')).toBe(false);
  });
});

describe('mapping from the dead-letter list', () => {
  const dead = {
    id: '40',
    prescription_id: 'RX-40',
    inventory_id: '1',
    received_at: '2026-03-05T10:00:00.000Z',
    retried_at: null,
    retry_count: 0,
    api_connection: { id: '7', name: 'Shar Hospital' },
    patient: 'Dilan Aziz',
    lines: [{ line_no: 2, drug_code: 'H-AMOX', drug_name: null, quantity: '2.000', problem: 'x' }],
  };

  it('maps the line code and retries the prescription at once', async () => {
    const order: string[] = [];
    mockApi({
      'GET /api/api-connection-detail/dead-letter': () => json(200, { data: [dead] }),
      'POST /api/product/search': () => json(200, { data: [lot('9', 'Amoxil 250 mg', '6260009')] }),
      'PUT /api/api-connection/7/item-codes': () => {
        order.push('map');
        return json(200, { mapped: 1 });
      },
      'POST /api/api-connection-detail/40/retry': () => {
        order.push('retry');
        return json(200, { id: '40', resolved: 1, remaining: 0 });
      },
    });
    const { user } = renderScreen(<DeadLetterList />);
    await user.click(await screen.findByText('1 prescription could not be read'));
    await user.click(await screen.findByTestId('dead-letter-map-RX-40-2'));
    const dialog = await screen.findByTestId('map-code-dialog');
    await user.type(within(dialog).getByRole('combobox'), 'amox');
    await user.click(await screen.findByText('Amoxil 250 mg'));
    await user.click(screen.getByTestId('map-code-save'));
    await waitFor(() => expect(order).toEqual(['map', 'retry']));
    expect(await screen.findByText('Every line was read.')).toBeTruthy();
  });

  it('offers no mapping to a pharmacist without the connections ability', async () => {
    mockApi({ 'GET /api/api-connection-detail/dead-letter': () => json(200, { data: [dead] }) });
    const { user } = renderScreen(<DeadLetterList />, { user: clerk, abilities: ['sale_create'] });
    await user.click(await screen.findByText('1 prescription could not be read'));
    expect(await screen.findByTestId('dead-letter-retry-RX-40')).toBeTruthy();
    expect(screen.queryByTestId('dead-letter-map-RX-40-2')).toBeNull();
  });
});
