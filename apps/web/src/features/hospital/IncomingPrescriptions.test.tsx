import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { hasApiConnectionQuery } from '../../platform/auth/session-queries';
import { json, mockApi } from '../../test/render-app';
import IncomingPrescriptions from './IncomingPrescriptions';

// the socket as this test needs it: the hook's handlers, called by hand
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('../../platform/realtime/realtime', () => ({
  API_CONNECTION_EVENT: 'ApiConnectionEvent',
  RECONNECTED_EVENT: 'realtime:reconnected',
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));

const detail = (id: string, name: string, over = {}) => ({
  id,
  prescription_id: `RX-${id}`,
  inventory_id: '1',
  is_in_process: false,
  status: 'received',
  received_at: '2026-03-05T10:00:00.000Z',
  problem_count: 0,
  line_count: 2,
  api_connection: { id: '1', name: 'Shar Hospital' },
  meta: { patient: { id: '4', fullname: name, hospital_patient_id: `SH-${id}` }, prescriber: 'Dr. Aram' },
  ...over,
});

describe('incoming prescriptions in the top bar', () => {
  it('follows the events, toggles in process and deletes only after a confirmation', async () => {
    const calls: { key: string; body: Record<string, unknown> }[] = [];
    mockApi({
      'GET /api/api-connection-detail/not-received-list': () =>
        json(200, { data: [detail('1', 'Dilan Aziz', { problem_count: 1 })], uncompleted_count: 1 }),
      'PUT /api/api-connection-detail/1/toggle-is-in-process': (init) => {
        calls.push({ key: 'toggle', body: bodyOf([undefined, init]) });
        return json(200, { id: '1', is_in_process: true });
      },
      'DELETE /api/api-connection-detail/1': () => {
        calls.push({ key: 'delete', body: {} });
        return json(200, { id: '1' });
      },
    });
    const { user, client } = renderScreen(<IncomingPrescriptions />);
    client.setQueryData(hasApiConnectionQuery.queryKey, true);
    const button = await screen.findByTestId('incoming-prescriptions');
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.textContent).toBe('1'));

    // a new prescription: the count rises and the toast names the hospital and the patient
    act(() => handlers.get('ApiConnectionEvent')!({ type: 'add', detail: detail('2', 'Rezan Ali') }));
    const toast = await screen.findByTestId('prescription-toast');
    expect(toast.textContent).toContain('Shar Hospital sent a prescription');
    expect(toast.textContent).toContain('Rezan Ali');
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.textContent).toBe('2'));

    await user.click(button);
    const row = await screen.findByTestId('prescription-RX-1');
    expect(row.textContent).toContain('1 line not recognised');
    // received when, shown DD/MM/YYYY like every date (it showed 2026-03-05 10:00) (h2)
    expect(row.textContent).toContain(dayjs('2026-03-05T10:00:00.000Z').format('DD/MM/YYYY hh:mm a'));
    expect(row.textContent).not.toContain('2026-03-05');
    await user.click(within(row).getByRole('switch'));
    await waitFor(() => expect(calls).toEqual([{ key: 'toggle', body: { is_in_process: true } }]));

    // delete: nothing is sent until the confirmation
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByTestId('delete-confirm');
    expect(calls).toHaveLength(1);
    await user.click(within(confirm).getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['toggle', 'delete']));
    await waitFor(() => expect(screen.queryByTestId('prescription-RX-1')).toBeNull());

    // another screen sold the second one: it leaves the list
    act(() => handlers.get('ApiConnectionEvent')!({ type: 'receive', id: '2' }));
    await waitFor(() => expect(screen.queryByTestId('prescription-RX-2')).toBeNull());
  });

  it('lists what could not be read with the reason, and retries it', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/api-connection-detail/not-received-list': () =>
        json(200, { data: [detail('3', 'Shno Omar', { problem_count: 1 })], uncompleted_count: 1 }),
      'GET /api/api-connection-detail/dead-letter': () =>
        json(200, {
          data: [
            {
              id: '3',
              prescription_id: 'RX-3',
              inventory_id: '1',
              received_at: '2026-03-05T10:00:00.000Z',
              retried_at: null,
              retry_count: 0,
              api_connection: { id: '1', name: 'Shar Hospital' },
              patient: 'Shno Omar',
              lines: [
                {
                  line_no: 2,
                  drug_code: 'H-AMOX',
                  drug_name: 'Amoxicillin',
                  quantity: '2.0000',
                  problem: 'No item has this drug code: map it to an item or give the item this barcode.',
                },
              ],
            },
          ],
        }),
      'POST /api/api-connection-detail/3/retry': () => {
        calls.push('retry');
        return json(200, { id: '3', resolved: 1, remaining: 0 });
      },
    });
    const { user, client } = renderScreen(<IncomingPrescriptions />);
    client.setQueryData(hasApiConnectionQuery.queryKey, true);
    await user.click(await screen.findByTestId('incoming-prescriptions'));
    const dead = await screen.findByTestId('dead-letter');
    expect(dead.textContent).toContain('1 prescription could not be read');
    await user.click(within(dead).getByText('1 prescription could not be read'));
    const row = await screen.findByTestId('dead-letter-RX-3');
    expect(row.textContent).toContain('H-AMOX');
    expect(row.textContent).toContain('× 2: No item has this drug code');
    await user.click(within(row).getByTestId('dead-letter-retry-RX-3'));
    await waitFor(() => expect(calls).toEqual(['retry']));
  }, 60_000);
});
