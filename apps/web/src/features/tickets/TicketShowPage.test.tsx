import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import TicketShowPage from './TicketShowPage';

const ticket = (over: Record<string, unknown> = {}) => ({
  id: '5',
  subject: 'Printer jams',
  description: 'The receipt printer jams every morning.',
  priority: 'high',
  status: 'open',
  assignee: { id: '7', name: 'Hana' },
  created_by: { id: '1', name: 'Admin' },
  related: { type: 'purchase_order', id: '3', invoice_id: 'PO-3', exists: true },
  participants: [
    { id: '1', name: 'Admin' },
    { id: '7', name: 'Hana' },
  ],
  can: { edit: false, move: true, delete: false },
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  resolved_at: null,
  closed_at: null,
  ...over,
});

const comment = (id: string, description: string) => ({
  id,
  user_id: '1',
  description,
  created_at: '2026-03-05T11:00:00.000Z',
  model_id: '5',
  model_name: 'ticket',
  user: { name: 'Admin' },
});

function mock(calls: { key: string; body: Record<string, unknown> }[]) {
  let status = 'open';
  return mockApi({
    'GET /api/ticket/5': () => json(200, ticket({ status })),
    'GET /api/ticket-assignees': () => json(200, { data: [{ id: '7', name: 'Hana' }] }),
    'POST /api/get-comment': () =>
      json(200, { data: [comment('8', 'Which printer?'), comment('9', 'New toner ordered')] }),
    'GET /api/attachment': () => json(200, { data: [] }),
    'PUT /api/ticket/5/status': (init) => {
      const body = bodyOf([undefined, init]);
      calls.push({ key: 'status', body });
      status = String(body.status);
      return json(200, ticket({ status }));
    },
    'POST /api/comment': (init) => {
      const body = bodyOf([undefined, init]);
      calls.push({ key: 'comment', body });
      return json(201, comment('10', String(body.description)));
    },
  });
}

const show = () =>
  renderScreen(<TicketShowPage />, {
    path: '/ticket/5/show?commentId=9',
    route: '/ticket/:id/show',
    user: { ...clerk, id: '7' },
    abilities: ['ticket_list'],
  });

describe('the ticket screen', () => {
  afterEach(() => setLanguage('en'));

  it('opens at the comment a notification named, moves the status and adds a comment', async () => {
    const calls: { key: string; body: Record<string, unknown> }[] = [];
    mock(calls);
    const { user } = show();
    expect((await screen.findByTestId('ticket-status')).textContent).toBe('Open');
    expect(screen.getByTestId('ticket-related').textContent).toContain('PO-3');
    const focused = await screen.findByTestId('ticket-comment-9');
    expect(focused.dataset.focused).toBe('true');
    expect(within(focused).getByText('From the notification')).toBeTruthy();
    expect(screen.getByTestId('ticket-comment-8').dataset.focused).toBe('false');

    // open moves to in progress, resolved or closed; a user who may not edit sees no Edit
    expect(screen.getByTestId('ticket-move-in_progress').textContent).toBe('Start work');
    expect(screen.queryByTestId('ticket-edit')).toBeNull();
    await user.click(screen.getByTestId('ticket-move-in_progress'));
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('In progress'));
    expect(calls[0]).toEqual({ key: 'status', body: { status: 'in_progress' } });
    expect(screen.getByTestId('ticket-move-open').textContent).toBe('Back to open');

    fireEvent.change(screen.getByTestId('ticket-comment-text'), { target: { value: 'Fixed the roller' } });
    await user.click(screen.getByTestId('ticket-comment-send'));
    await waitFor(() =>
      expect(calls[1]).toEqual({
        key: 'comment',
        body: { model_id: '5', model_name: 'ticket', description: 'Fixed the roller' },
      }),
    );
  }, 60_000);

  it.each([
    ['ckb', 'کراوە', 'دەستپێکردنی کار', 'لە ئاگادارکردنەوەکەوە'],
    ['ar', 'مفتوحة', 'بدء العمل', 'من الإشعار'],
  ] as const)(
    'speaks %s',
    async (language, open, start, fromNotification) => {
      await setLanguage(language);
      mock([]);
      show();
      expect((await screen.findByTestId('ticket-status')).textContent).toBe(open);
      expect(screen.getByTestId('ticket-move-in_progress').textContent).toBe(start);
      expect(within(await screen.findByTestId('ticket-comment-9')).getByText(fromNotification)).toBeTruthy();
      expect(document.documentElement.dir || document.querySelector('[dir]')?.getAttribute('dir')).toBe(
        'rtl',
      );
    },
    60_000,
  );
});
