import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../platform/i18n/i18n';
import { createQueryClient } from '../../platform/query-client';
import { useLiveNotifications } from './useLiveNotifications';

// the socket as this test needs it: the hook's handlers, called by hand
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('../../platform/realtime/realtime', () => ({
  NOTIFICATION_EVENT: 'NotificationEvent',
  RECONNECTED_EVENT: 'realtime:reconnected',
  onRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));

function Live() {
  useLiveNotifications();
  return null;
}

const pushed = (over: Record<string, unknown>) => ({
  id: 9,
  title: 'Your roles were changed',
  description: 'You were given the role <b>Stock</b>.',
  type: 'notify.edit',
  is_seen: false,
  created_at: '2026-03-05T10:00:00Z',
  causer: null,
  model_type: null,
  model_id: null,
  model_date: null,
  ...over,
});

describe('live notification toast', () => {
  it('shows a pushed message in the reader’s language, its parameters as text', async () => {
    await setLanguage('ckb');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AntApp>
          <Live />
        </AntApp>
      </QueryClientProvider>,
    );
    act(() =>
      handlers.get('NotificationEvent')!(
        pushed({ message: { key: 'role.given', params: { role: 'Stock <i>x</i>' } } }),
      ),
    );
    const toast = await screen.findByTestId('notification-toast');
    expect(toast.textContent).toContain('ڕۆڵەکانت گۆڕدران');
    expect(toast.textContent).toContain('ڕۆڵی Stock <i>x</i> درا بە تۆ.');
    expect(toast.querySelector('b')?.textContent).toBe('Stock <i>x</i>');
    expect(toast.querySelector('i')).toBeNull();
  });

  it('a push without a message shows its stored text', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AntApp>
          <Live />
        </AntApp>
      </QueryClientProvider>,
    );
    act(() => handlers.get('NotificationEvent')!(pushed({ id: 10 })));
    const toasts = await screen.findAllByTestId('notification-toast');
    const toast = toasts.at(-1)!;
    expect(toast.textContent).toContain('Your roles were changed');
    expect(toast.querySelector('b')?.textContent).toBe('Stock');
  });
});
