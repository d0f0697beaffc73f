import type { AuthUser } from '@bb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clerk, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { PosPage } from './pos/PosPage';

/**
 * Issue 15: the POS says before Pay why a sale cannot be paid (no cash box of the cart's currency, a line
 * at zero or below its cost without the ability), and shows money by its currency's decimals, stock
 * without trailing zeros, labelled fields and named icon buttons.
 */
const route = '/inventory/sale/pos/:id/:editMode/:isReturn';
const path = '/inventory/sale/pos/0/no/no';

const drawer = (currency: string): AuthUser['cash_boxes'][number] => ({
  id: `d-${currency}`,
  code: `D-${currency}`,
  name: `Sara's ${currency} drawer`,
  currency_code: currency,
  inventory_id: '1',
  for_user_id: '5',
  is_default: false,
});
// a user of her own per test: the POS keeps each user's carts in local storage
let users = 5;
const cashier = (boxes: AuthUser['cash_boxes']) => {
  const id = String(++users);
  return { ...clerk, id, cash_boxes: boxes.map((b) => ({ ...b, for_user_id: id })) };
};

function api(opts: { salePrice: string; cost: string }) {
  mockApi({
    'POST /api/setting/all': () => json(200, { data: {} }),
    'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
    'POST /api/product/search': () =>
      json(200, {
        data: [
          {
            id: '31',
            item_id: '5',
            name: 'Vitamin C',
            barcode: '6260000000059',
            inventory: 'Central Pharmacy',
            exact: true,
            expired: false,
            quantity: '30.0000',
            sale_price: opts.salePrice,
            wholesale_price: opts.salePrice,
            purchase_price: opts.cost,
            cost: opts.cost,
            currency_code: 'IQD',
            item_type: 1,
          },
        ],
      }),
  });
}

async function scan(user: ReturnType<typeof renderScreen>['user'], currency: string) {
  await user.type(await screen.findByTestId('pos-search'), '6260000000059{Enter}');
  await screen.findByTestId('pos-line-6260000000059');
  if (currency !== 'IQD') {
    // the cart's currency, picked through its label
    fireEvent.mouseDown(await screen.findByLabelText('Currency'));
    await user.click(await screen.findByTitle(currency));
    await waitFor(() => expect(screen.getByTestId('pos-big-total').textContent).toContain(currency));
  }
  return screen.getByTestId('pos-line-6260000000059');
}

describe('POS checks before Pay', { timeout: 60_000 }, () => {
  it('a cashier with only an IQD drawer is told before Pay that a USD cart has no box; the cart shows USD by its decimals', async () => {
    api({ salePrice: '2250.000000', cost: '1000.000000' });
    const { user } = renderScreen(<PosPage />, {
      path,
      route,
      user: cashier([drawer('IQD')]),
      abilities: ['sale_create', 'only_from_my_cash_box'],
    });
    const line = await scan(user, 'USD');
    // 2,250 IQD at 1,310 is 1.717557 USD, shown 1.72 while not typed in; stock 30, not 30.0000
    const price = within(line).getByRole('textbox', { name: 'Price of Vitamin C' }) as HTMLInputElement;
    expect(price.value).toBe('1.72');
    expect(within(line).getByText('30')).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Remove Vitamin C' })).toBeTruthy();

    const alert = await screen.findByTestId('pos-no-box');
    expect(alert.textContent).toContain('You have no USD cash box');
    expect((screen.getByTestId('pos-pay') as HTMLButtonElement).disabled).toBe(true);
    // the fields are labelled: the label finds its input
    expect(screen.getByLabelText('Amount paid')).toBeTruthy();
    expect(screen.getByLabelText('Currency')).toBeTruthy();
    expect(screen.getByLabelText('Discount %')).toBeTruthy();
  });

  it('the same cashier with a USD drawer may pay; a line below cost is refused before Pay without the ability', async () => {
    api({ salePrice: '800.000000', cost: '1000.000000' });
    const { user } = renderScreen(<PosPage />, {
      path,
      route,
      user: cashier([drawer('IQD'), drawer('USD')]),
      abilities: ['sale_create', 'only_from_my_cash_box'],
    });
    const line = await scan(user, 'USD');
    expect(screen.queryByTestId('pos-no-box')).toBeNull();
    // 1,000 IQD is 0.763359 USD: shown by the USD decimals
    expect(within(line).getByTestId('pos-line-below-cost-6260000000059').textContent).toBe(
      'Below cost (0.76 USD)',
    );
    const alert = screen.getByTestId('pos-below-cost');
    expect(alert.textContent).toContain('Priced at zero or below cost: Vitamin C.');
    expect(alert.textContent).toContain('ask someone allowed to sell below cost');
    expect((screen.getByTestId('pos-pay') as HTMLButtonElement).disabled).toBe(true);

    // a price at cost clears it
    const price = within(line).getByRole('textbox', { name: 'Price of Vitamin C' });
    await user.clear(price);
    await user.type(price, '0.8');
    await waitFor(() => expect(screen.queryByTestId('pos-below-cost')).toBeNull());
    expect((screen.getByTestId('pos-pay') as HTMLButtonElement).disabled).toBe(false);
  });

  it('with sale_below_cost a zero price is only a warning', async () => {
    api({ salePrice: '0.000000', cost: '1000.000000' });
    const { user } = renderScreen(<PosPage />, {
      path,
      route,
      user: cashier([drawer('IQD')]),
      abilities: ['sale_create', 'only_from_my_cash_box', 'sale_below_cost'],
    });
    const line = await scan(user, 'IQD');
    expect(within(line).getByTestId('pos-line-below-cost-6260000000059').textContent).toBe('No price');
    expect(screen.getByTestId('pos-below-cost').textContent).toBe('Priced at zero or below cost: Vitamin C.');
    expect((screen.getByTestId('pos-pay') as HTMLButtonElement).disabled).toBe(false);
  });
});
