import type { AuthUser } from '@bb/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { PosPage } from './pos/PosPage';

/**
 * shared-screens.md section 4: the cart caps a line at stock "when inventory process mode is off". While a
 * stocktake is open in the branch (`GET /api/user` reports its `inventory_process_mode` as '1'), the POS
 * says so, its search offers lots out of stock and the cart takes more than the system holds.
 */
const route = '/inventory/sale/pos/:id/:editMode/:isReturn';
const path = '/inventory/sale/pos/0/no/no';
const BARCODE = '6260000000080';
let users = 40;

function api(searches: Record<string, unknown>[]) {
  mockApi({
    'POST /api/setting/all': () => json(200, { data: {} }),
    'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
    'POST /api/product/search': (init) => {
      searches.push(bodyOf([undefined, init]));
      return json(200, {
        data: [
          {
            id: '44',
            item_id: '9',
            name: 'Counted syrup',
            barcode: BARCODE,
            inventory: 'Central Pharmacy',
            exact: true,
            expired: false,
            quantity: '0.0000',
            sale_price: '3000.000000',
            wholesale_price: '3000.000000',
            purchase_price: '2000.000000',
            cost: '2000.000000',
            currency_code: 'IQD',
            item_type: 1,
          },
        ],
      });
    },
  });
}

/** A cashier of branch 1 (a user of her own: the POS keeps each user's carts in local storage). */
const cashier = (counting: boolean): Partial<AuthUser> => ({
  ...clerk,
  id: String(++users),
  inventory_settings: counting
    ? [{ inventory_id: '1', setting_name: 'inventory_process_mode', description: '', value: '1' }]
    : [],
});

async function scanTwice(user: ReturnType<typeof renderScreen>['user']) {
  const search = await screen.findByTestId('pos-search');
  await user.type(search, `${BARCODE}{Enter}`);
  await waitFor(() => expect(search).toHaveProperty('value', ''));
  await user.type(search, `${BARCODE}{Enter}`);
}

describe('POS in inventory process mode', { timeout: 60_000 }, () => {
  it('while the branch counts: the banner shows, the search offers lots out of stock, the cart passes the system quantity', async () => {
    const searches: Record<string, unknown>[] = [];
    api(searches);
    const { user } = renderScreen(<PosPage />, {
      path,
      route,
      user: cashier(true),
      abilities: ['sale_create'],
    });
    expect((await screen.findByTestId('pos-process-mode')).textContent).toContain(
      'A stocktake is open in this branch: the cart does not stop at the system quantity.',
    );
    await scanTwice(user);
    const quantity = await screen.findByLabelText('Quantity of Counted syrup');
    await waitFor(() => expect(quantity).toHaveProperty('value', '2'));
    expect(searches[0]).toMatchObject({ existedProducts: false });
  });

  it('otherwise: no banner, the search asks for lots in stock and a lot with none is not added', async () => {
    const searches: Record<string, unknown>[] = [];
    api(searches);
    const { user } = renderScreen(<PosPage />, {
      path,
      route,
      user: cashier(false),
      abilities: ['sale_create'],
    });
    await scanTwice(user);
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('pos-process-mode')).toBeNull();
    expect(searches[0]).toMatchObject({ existedProducts: true });
    expect(screen.queryByTestId(`pos-line-${BARCODE}`)).toBeNull();
  });
});
