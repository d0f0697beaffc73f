import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen, submitGuardPassed } from '../../components/test-harness';
import { adminUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/render-app';
import { MoneyDocumentDialog } from './MoneyDocumentDialog';

const box = (id: string, currency: string, isDefault: boolean) => ({
  id,
  code: `CB-${id}`,
  name: `Box ${id}`,
  currency_code: currency,
  inventory_id: '1',
  for_user_id: null,
  is_default: isDefault,
});

function api() {
  const posts: Record<string, unknown>[] = [];
  const headers: Headers[] = [];
  mockApi({
    'GET /api/currency/list': () =>
      json(200, {
        data: [
          { code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', decimals: 0 },
          { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
        ],
      }),
    'POST /api/accounting/cash-box/adjustment-entry': (init) => {
      posts.push(bodyOf([undefined, init]));
      headers.push(new Headers(init?.headers));
      return json(201, { id: '7', invoice_id: 'CA-7' });
    },
  });
  return { posts, headers };
}

const dialog = () => (
  <MoneyDocumentDialog kind="cash_box_adjustment_entry" open recordId={null} onClose={() => undefined} />
);

async function pickCurrency(user: ReturnType<typeof renderScreen>['user'], code: string) {
  const field = await screen.findByTestId('field-currency_code');
  fireEvent.mouseDown(field.querySelector('input') ?? field);
  const options = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${code}"]`)];
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  await user.click(options[options.length - 1]!);
}

/** The modal takes the focus once its opening animation ends; typing before that is lost. */
const settled = () => new Promise((r) => setTimeout(r, 600));

describe('MoneyDocumentDialog', () => {
  it('hides the box selector with one box of the currency, and sends the amount as decimal text', async () => {
    const { posts, headers } = api();
    const { user } = renderScreen(dialog());
    await screen.findByTestId('form-cash_box_adjustment_entry');
    expect(screen.queryByTestId('field-cash_box_id')).toBeNull();
    expect(screen.queryByLabelText('Exchange Rate')).toBeNull();
    await settled();
    await user.type(screen.getByLabelText('Amount'), '1234567890123.123456');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      amount: '1234567890123.123456',
      currency_code: 'IQD',
      cash_box_id: '1',
      direction: 'in',
    });
    expect(typeof posts[0]!.amount).toBe('string');
    expect(posts[0]).not.toHaveProperty('exchange_rate');
    expect(headers[0]!.get('idempotency-key')).toBeTruthy();
  });

  it('shows the selector with more than one box and preselects the default box', async () => {
    const { posts } = api();
    const { user } = renderScreen(dialog(), {
      user: { cash_boxes: [box('1', 'IQD', false), box('3', 'IQD', true), box('2', 'USD', true)] },
    });
    const field = await screen.findByTestId('field-cash_box_id');
    expect(within(field).getByText('CB-3 - Box 3')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ cash_box_id: '3', amount: '50' });
  });

  it('asks for the exchange rate off the base currency, and resets it back on the base one', async () => {
    const { posts } = api();
    const { user } = renderScreen(dialog());
    await screen.findByTestId('form-cash_box_adjustment_entry');
    await pickCurrency(user, 'USD');
    const rate = (await screen.findByLabelText('Exchange Rate')) as HTMLInputElement;
    expect(rate.value).toBe(adminUser.currency_rates[0]!.exchange_rate.replace(/\.0+$/, ''));
    await user.clear(rate);
    await user.type(screen.getByLabelText('Amount'), '10.25');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Exchange Rate field is required.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await pickCurrency(user, 'IQD');
    await waitFor(() => expect(screen.queryByLabelText('Exchange Rate')).toBeNull());
    await submitGuardPassed();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ currency_code: 'IQD', amount: '10.25', cash_box_id: '1' });
    expect(posts[0]).not.toHaveProperty('exchange_rate');
  });
});
