import { DOCUMENT_TYPE_IDS, routeById } from '@bb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { json, mockApi } from '../../test/render-app';
import { RELATED_LISTS } from './related';
import TicketAddPage from './TicketAddPage';
import TicketsScreen from './TicketsScreen';

describe('a new ticket', () => {
  afterEach(() => setLanguage('en'));

  it('sends what the form says and puts a refusal on its field, in Kurdish', async () => {
    await setLanguage('ckb');
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/ticket-assignees': () => json(200, { data: [{ id: '7', name: 'Hana' }] }),
      'POST /api/ticket': (init) => {
        sent.push(bodyOf([undefined, init]));
        return json(422, {
          message: 'The given data was invalid.',
          errors: { assignee_id: ['The selected assignee cannot work on tickets.'] },
        });
      },
    });
    const { user } = renderScreen(<TicketAddPage />, { abilities: ['ticket_create'] });
    expect(await screen.findByText('تیکێتی نوێ')).toBeTruthy();
    fireEvent.change(screen.getByTestId('ticket-subject'), { target: { value: 'Printer jams' } });
    fireEvent.change(screen.getByTestId('ticket-description'), { target: { value: 'Every morning' } });
    await user.click(screen.getByTestId('ticket-save'));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        subject: 'Printer jams',
        description: 'Every morning',
        priority: 'normal',
        assignee_id: null,
        related_type: null,
        related_id: null,
        related_number: null,
      }),
    );
    expect(await screen.findByText('ئەو کەسەی هەڵبژێردراوە ناتوانێت کار لەسەر تیکێت بکات.')).toBeTruthy();
  }, 60_000);

  it('links a document by its number, and shows the refusal of an unknown number on that field', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/ticket-assignees': () => json(200, { data: [] }),
      'POST /api/ticket': (init) => {
        sent.push(bodyOf([undefined, init]));
        return json(422, {
          message: 'The given data was invalid.',
          errors: { related_number: ['No document of this type has this number.'] },
        });
      },
    });
    const { user } = renderScreen(<TicketAddPage />, { abilities: ['ticket_create'] });
    fireEvent.change(await screen.findByTestId('ticket-subject'), { target: { value: 'Short delivery' } });
    const number = screen.getByTestId('ticket-related-number');
    expect(number.hasAttribute('disabled')).toBe(true);
    const type = within(screen.getByTestId('ticket-related-type')).getByRole('combobox');
    await user.click(type);
    await user.type(type, 'Purchase order');
    await user.click(document.querySelector('.ant-select-item-option[title="Purchase order"]')!);
    await waitFor(() => expect(number.hasAttribute('disabled')).toBe(false));
    await user.type(number, 'PO-3 ');
    await user.click(screen.getByTestId('ticket-save'));
    await waitFor(() =>
      expect(sent[0]).toMatchObject({
        related_type: 'purchase_order',
        related_id: null,
        related_number: 'PO-3',
      }),
    );
    expect(await screen.findByText('No document of this type has this number.')).toBeTruthy();
  }, 60_000);

  it('needs a subject before sending anything, in Arabic', async () => {
    await setLanguage('ar');
    const fetch = mockApi({ 'GET /api/ticket-assignees': () => json(200, { data: [] }) });
    const { user } = renderScreen(<TicketAddPage />, { abilities: ['ticket_create'] });
    await user.click(await screen.findByTestId('ticket-save'));
    expect(await screen.findByText(/الموضوع/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(
      false,
    );
  }, 60_000);
});

describe('the ticket list', () => {
  it('lists tickets with their status and priority in English', async () => {
    mockApi({
      'POST /api/ticket/list': () =>
        json(200, {
          data: [
            {
              id: '5',
              subject: 'Printer jams',
              status: 'in_progress',
              priority: 'urgent',
              assignee_name: 'Hana',
              created_by_name: 'Admin',
              comment_count: 2,
              created_at: '2026-03-05T10:00:00.000Z',
            },
          ],
          total: 1,
          footer: {},
        }),
    });
    renderScreen(<TicketsScreen />, { abilities: ['ticket_list', 'ticket_create'] });
    expect((await screen.findByTestId('ticket-link-5')).textContent).toBe('Printer jams');
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(screen.getByText('New ticket')).toBeTruthy();
  }, 60_000);
});

describe('related documents', () => {
  it('open in a list that exists in the route map', () => {
    for (const [type, routeId] of Object.entries(RELATED_LISTS)) {
      expect(DOCUMENT_TYPE_IDS, type).toContain(type);
      expect(routeById(routeId!), `${type} -> ${routeId}`).toBeDefined();
    }
  }, 60_000);
});
