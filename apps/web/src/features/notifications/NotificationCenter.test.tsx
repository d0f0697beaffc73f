import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { abilitiesQuery, userQuery } from '../../platform/auth/session-queries';
import { tokenStore } from '../../platform/auth/token-store';
import { createQueryClient } from '../../platform/query-client';
import { adminUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import type { NotificationRow } from './api';
import { handoffKey } from './jump';
import { NotificationCenter } from './NotificationCenter';

// the screens registry as this test needs it: the roles list exists, the users list does not
const hasScreen = (routeId: string) => routeId === 'inventory.role';

/** 25 notifications, newest first; the first 3 unseen. */
const ALL: NotificationRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: String(100 - i),
  title: `Notice ${100 - i}`,
  description: i === 0 ? 'You were given the role <b>Cashier</b>.<img src=x onerror="alert(1)">' : '',
  type: 'notify.edit',
  is_seen: i >= 3,
  created_at: '2026-03-05T10:00:00Z',
  causer: { id: '1', name: 'Administrator' },
  model_type: i === 0 ? 'role' : i === 1 ? 'user' : null,
  model_id: i === 0 ? '2' : i === 1 ? '5' : null,
  model_date: null,
}));

function server() {
  const rows = ALL.map((r) => ({ ...r }));
  const calls: string[] = [];
  const fetchMock = mockApi({});
  // the answers depend on the query string and the id in the path: answer them here
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/notification-center') {
      const perPage = Number(url.searchParams.get('per_page'));
      calls.push(`list ${perPage}`);
      return json(200, {
        data: rows.slice(0, perPage),
        un_seen_count: rows.filter((r) => !r.is_seen).length,
      });
    }
    const seen = /^\/api\/notification-center\/(\d+)\/seen$/.exec(url.pathname);
    if (method === 'PUT' && seen) {
      calls.push(`seen ${seen[1]}`);
      const row = rows.find((r) => r.id === seen[1]);
      if (row) row.is_seen = true;
      return json(200, { id: seen[1], is_seen: true });
    }
    if (method === 'PUT' && url.pathname === '/api/notification-center/mark-all-as-seen') {
      calls.push('mark-all');
      for (const r of rows) r.is_seen = true;
      return json(200, { updated: 3 });
    }
    return json(404, { message: 'Not found' });
  });
  return calls;
}

function renderCentre() {
  tokenStore.set('tok');
  const client = createQueryClient();
  client.setQueryData(userQuery.queryKey, { ...adminUser, is_superuser: false });
  client.setQueryData(abilitiesQuery.queryKey, ['role_list', 'user_list']);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter>
          <NotificationCenter hasScreen={hasScreen} />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
  return { user };
}

const bell = () => screen.getByTestId('notification-bell');
const items = () => screen.getAllByTestId('notification-item');

describe('notification centre', () => {
  it('shows the unseen count and pages by 10 with Load more', async () => {
    const calls = server();
    const { user } = renderCentre();
    await waitFor(() => expect(bell().dataset.unseen).toBe('3'));

    await user.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(within(items()[0]!).getByText('Notice 100')).toBeTruthy();

    await user.click(screen.getByTestId('notifications-load-more'));
    await waitFor(() => expect(items()).toHaveLength(20));
    await user.click(screen.getByTestId('notifications-load-more'));
    await waitFor(() => expect(items()).toHaveLength(25));
    // fewer than asked for: nothing more to load
    expect(screen.queryByTestId('notifications-load-more')).toBeNull();
    expect(calls.filter((c) => c.startsWith('list'))).toEqual(
      expect.arrayContaining(['list 10', 'list 20', 'list 30']),
    );
    // the file's first render warms antd up: slow when the whole suite shares two cores
  }, 60_000);

  it('shows descriptions without unsafe markup', async () => {
    server();
    const { user } = renderCentre();
    await user.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));
    const first = items()[0]!;
    expect(first.querySelector('b')?.textContent).toBe('Cashier');
    expect(first.querySelector('img')).toBeNull();
  });

  it('clicking one marks it seen; a record type without a screen only does that', async () => {
    const calls = server();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderCentre();
    await user.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));

    // the user notification: no users screen yet, so no new tab
    await user.click(items()[1]!);
    await waitFor(() => expect(calls).toContain('seen 99'));
    await waitFor(() => expect(bell().dataset.unseen).toBe('2'));
    expect(items()[1]!.dataset.seen).toBe('true');
    expect(open).not.toHaveBeenCalled();

    // a seen one is not marked again
    await user.click(items()[5]!);
    expect(calls.filter((c) => c.startsWith('seen'))).toEqual(['seen 99']);
  });

  it('a record type with a list screen opens it in a new tab, filtered to the record', async () => {
    const calls = server();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderCentre();
    await user.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));
    await user.click(items()[0]!);
    expect(open).toHaveBeenCalledWith('/inventory/role', '_blank', 'noopener');
    expect(JSON.parse(window.localStorage.getItem(handoffKey('inventory.role'))!).filter).toEqual({
      number: [{ column: 'id', symbol: '=', value: '2' }],
    });
    await waitFor(() => expect(calls).toContain('seen 100'));
  });

  it('Mark all as seen clears the count', async () => {
    const calls = server();
    const { user } = renderCentre();
    await user.click(bell());
    await waitFor(() => expect(items()).toHaveLength(10));
    await user.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(bell().dataset.unseen).toBe('0'));
    expect(calls).toContain('mark-all');
    expect(items().every((i) => i.dataset.seen === 'true')).toBe(true);
    expect((screen.getByTestId('notifications-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });
});
