import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { ApiConnectionsSection } from './ApiConnectionsSection';

const row = (over = {}) => ({
  id: '7',
  kind: 'hospital',
  name: 'Shar Hospital',
  inventory_id: '1',
  key_prefix: 'bbh_abcdefgh',
  revoked: false,
  created_at: '2026-03-01T08:00:00.000Z',
  ...over,
});

describe('hospital connections and their keys', { timeout: 60_000 }, () => {
  it('makes a connection for a branch and shows its key once', async () => {
    const created: Record<string, unknown>[] = [];
    let list = [row()];
    mockApi({
      'GET /api/api-connection': () => json(200, { data: list }),
      'POST /api/api-connection': (init) => {
        created.push(bodyOf([undefined, init]));
        list = [...list, row({ id: '8', name: 'City Hospital', key_prefix: 'bbh_zyxwvuts' })];
        return json(201, { ...list[1], key: 'bbh_zyxwvuts-the-whole-secret' });
      },
    });
    const { user } = renderScreen(<ApiConnectionsSection />);
    expect(await screen.findByText('Shar Hospital')).toBeTruthy();
    expect(screen.getByText('bbh_abcdefgh…')).toBeTruthy();
    await user.click(screen.getByTestId('hospital-connection-add'));
    await user.type(await screen.findByLabelText('Hospital'), 'City Hospital');
    await user.click(screen.getByTestId('hospital-connection-save'));
    await waitFor(() => expect(created).toEqual([{ name: 'City Hospital', inventory_id: '1' }]));
    const key = await screen.findByTestId('hospital-connection-key');
    expect(key.textContent).toContain('bbh_zyxwvuts-the-whole-secret');
    expect(screen.getByText(/it is not shown again/)).toBeTruthy();
    expect(await screen.findByText('City Hospital')).toBeTruthy();
  });

  it('revokes a key only after a confirmation', async () => {
    let list = [row()];
    const fetchMock = mockApi({
      'GET /api/api-connection': () => json(200, { data: list }),
      'DELETE /api/api-connection/7': () => {
        list = [row({ revoked: true })];
        return json(200, { id: '7' });
      },
    });
    const { user } = renderScreen(<ApiConnectionsSection />);
    const name = await screen.findByText('Shar Hospital');
    const tr = name.closest('tr') as HTMLElement;
    await user.click(within(tr).getByText('Revoke'));
    expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit)?.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('Revoked')).toBeTruthy();
  });
});
