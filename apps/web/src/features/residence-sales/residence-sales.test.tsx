import type { AuthUser, ResidenceInstalment } from '@bb/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { userQuery } from '../../platform/auth/session-queries';
import { adminUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import { previewSchedule, saleBody, totals } from './plan';
import { ResidenceReceiptDialog } from './ResidenceReceiptDialog';
import { ScheduleTable } from './ScheduleTable';

const instalments: ResidenceInstalment[] = [
  {
    id: '11',
    seq: 1,
    kind: 'down_payment',
    due_date: '2026-01-31',
    amount: '300000',
    paid: '300000',
    remaining: '0',
    state: 'paid',
  },
  {
    id: '12',
    seq: 2,
    kind: 'premium',
    due_date: '2026-02-28',
    amount: '350000',
    paid: '50000',
    remaining: '300000',
    state: 'overdue',
  },
  {
    id: '13',
    seq: 3,
    kind: 'premium',
    due_date: '2026-03-31',
    amount: '350000',
    paid: '0',
    remaining: '350000',
    state: 'due',
  },
];

describe('residence POS plan', () => {
  it('previews the schedule the server saves: total after discount, the remainder on the last premium', () => {
    const units = [{ id: '1', code: 'V-1', name: 'Villa', price: '5.47', currency_code: 'USD' }];
    expect(totals(units, '0', 'USD')).toEqual({ subtotal: '5.47', total: '5.47' });
    const v = {
      currency_code: 'USD',
      date: '2026-01-31',
      first_due_date: '2026-01-31',
      premium_type: 1 as const,
      premium_count: 3,
      frequency: 1,
      down_payment: '0',
    };
    expect(previewSchedule(v, units).schedule?.lines.map((l) => l.amount)).toEqual(['1.82', '1.82', '1.83']);
    expect(previewSchedule({ ...v, down_payment: '6' }, units).error?.code).toBe('downAboveTotal');
    expect(
      saleBody({ ...v, inventory_id: '1', customer_id: '3', exchange_rate: '1310' }, units, 'IQD'),
    ).toMatchObject({
      exchange_rate: '1310',
      units: [{ residence_unit_id: '1', price: '5.47' }],
      key_handover_date: null,
      first_premium_amount: null,
    });
  });

  it('shows each instalment with its state and the sums', async () => {
    renderScreen(<ScheduleTable lines={instalments} currency="IQD" />);
    expect(await screen.findByText('Premium 1')).toBeTruthy();
    expect(screen.getByText('Down payment')).toBeTruthy();
    expect(document.querySelector('[data-state="overdue"]')?.textContent).toBe('Overdue');
    expect(document.querySelector('[data-state="paid"]')?.textContent).toBe('Paid');
    expect(screen.getByTestId('schedule-sum').textContent).toBe('1,000,000');
  });
});

describe('ResidenceReceiptDialog', { timeout: 90_000 }, () => {
  it('offers the next open instalment, sends the receipt once and closes', async () => {
    const posts: { body: Record<string, unknown>; headers: Headers }[] = [];
    mockApi({
      'GET /api/inventory/residence-sale/5/schedule': () => json(200, { data: instalments }),
      'POST /api/inventory/residence-receipt': (init) => {
        posts.push({ body: bodyOf([undefined, init]), headers: new Headers(init?.headers) });
        return json(201, {
          id: '9',
          invoice_id: 'RR-1',
          allocations: [{ instalment_id: '12', amount: '300000' }],
        });
      },
    });
    const closed: boolean[] = [];
    const { user } = renderScreen(
      <ResidenceReceiptDialog
        target={{ id: '5', invoice: 'RS-2', currency: 'IQD', remaining: '650000' }}
        onClose={() => closed.push(true)}
      />,
    );
    expect(await screen.findByText('Receive an instalment · RS-2')).toBeTruthy();
    await waitFor(() => expect((document.querySelector('#amount') as HTMLInputElement).value).toBe('300000'));
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      residence_sale_id: '5',
      cash_box_id: '1',
      amount: '300000',
      instalment_id: null,
    });
    expect(posts[0]!.body).not.toHaveProperty('exchange_rate');
    expect(posts[0]!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(closed).toEqual([true]));
  });

  it('keeps what is typed across re-renders (the amount and the note) and sends it', async () => {
    const posts: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/inventory/residence-sale/5/schedule': () => json(200, { data: instalments }),
      'POST /api/inventory/residence-receipt': (init) => {
        posts.push(bodyOf([undefined, init]));
        return json(201, { id: '9', invoice_id: 'RR-2', allocations: [] });
      },
    });
    const { user } = renderScreen(
      <ResidenceReceiptDialog
        target={{ id: '5', invoice: 'RS-2', currency: 'IQD', remaining: '650000' }}
        onClose={() => {}}
      />,
    );
    const amount = () => document.querySelector('#amount') as HTMLInputElement;
    await waitFor(() => expect(amount().value).toBe('300000'));
    await user.clear(amount());
    await user.type(amount(), '125000');
    const note = document.querySelector('#note') as HTMLInputElement;
    await user.type(note, 'Paid at the site office');
    // every keystroke re-rendered the dialog: nothing typed was reset or refilled
    expect(amount().value).toBe('125000');
    expect(note.value).toBe('Paid at the site office');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ amount: '125000', note: 'Paid at the site office', cash_box_id: '1' });
  });

  it('follows a change of the cash boxes (session refetched) without wiping what is typed', async () => {
    const posts: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/inventory/residence-sale/5/schedule': () => json(200, { data: instalments }),
      'POST /api/inventory/residence-receipt': (init) => {
        posts.push(bodyOf([undefined, init]));
        return json(201, { id: '9', invoice_id: 'RR-3', allocations: [] });
      },
    });
    const site = {
      ...adminUser.cash_boxes[0]!,
      id: '3',
      code: 'CB-3',
      name: 'Site office box',
      is_default: false,
    };
    const { user, client } = renderScreen(
      <ResidenceReceiptDialog
        target={{ id: '5', invoice: 'RS-2', currency: 'IQD', remaining: '650000' }}
        onClose={() => {}}
      />,
      { user: { cash_boxes: [...adminUser.cash_boxes, site] } },
    );
    const amount = () => document.querySelector('#amount') as HTMLInputElement;
    await waitFor(() => expect(amount().value).toBe('300000'));
    await user.click(screen.getByTestId('field-cash_box_id').querySelector('input')!);
    await user.click(await screen.findByText('Site office box'));
    await user.clear(amount());
    await user.type(amount(), '125000');
    await user.type(document.querySelector('#note') as HTMLInputElement, 'Paid at the site office');
    // the session comes back: the same boxes in new objects, then without the site office box
    const session = client.getQueryData<AuthUser>(userQuery.queryKey)!;
    act(() => client.setQueryData(userQuery.queryKey, { ...session, cash_boxes: [...session.cash_boxes] }));
    expect(screen.getByTestId('field-cash_box_id').textContent).toContain('Site office box');
    act(() => client.setQueryData(userQuery.queryKey, { ...session, cash_boxes: adminUser.cash_boxes }));
    await waitFor(() =>
      expect(screen.getByTestId('field-cash_box_id').textContent).toContain('Pharmacy IQD box'),
    );
    expect(amount().value).toBe('125000');
    expect((document.querySelector('#note') as HTMLInputElement).value).toBe('Paid at the site office');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ amount: '125000', note: 'Paid at the site office', cash_box_id: '1' });
  });
});
