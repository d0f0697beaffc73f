import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { PurchaseEntryPage } from './PurchaseEntryPage';

const lot = {
  id: '31',
  item_id: '5',
  inventory_id: '1',
  inventory: 'Central Pharmacy',
  name: 'Paracetamol',
  barcode: '6260000000011',
  batch_number: 'OLD',
  expire_date: null,
  quantity: '12.0000',
  cost: '900.000000',
  purchase_price: '1000.000000',
  purchase_price_before_discount: '1000.000000',
  sale_price: '1500.000000',
  wholesale_price: '1300.000000',
  currency_code: 'IQD',
  per_packet: 1,
  exact: true,
  sale_prices: [],
};

function api() {
  const posts: { body: Record<string, unknown>; headers: Headers }[] = [];
  mockApi({
    'GET /api/user/inventory': () => json(200, { data: [{ id: '1', name: 'Central Pharmacy' }] }),
    'GET /api/supplier-list': () => json(200, { data: [{ id: '8', name: 'Zagros Pharma' }] }),
    'GET /api/currency/list': () =>
      json(200, { data: [{ code: 'IQD', name: 'Dinar', symbol: 'IQD', decimals: 0 }] }),
    'POST /api/setting/all': () => json(200, { data: { productFcPrices: false } }),
    'POST /api/product/search': () => json(200, { data: [lot] }),
    'POST /api/inventory/purchase': (init) => {
      posts.push({ body: bodyOf([undefined, init]), headers: new Headers(init?.headers) });
      return json(201, { id: '40' });
    },
  });
  return posts;
}

describe('PurchaseEntryPage', { timeout: 90_000 }, () => {
  it('adds a scanned item as a new batch, a second scan adds one more, and saves exact decimal text', async () => {
    const posts = api();
    const { user } = renderScreen(<PurchaseEntryPage />, {
      path: '/inventory/purchase/add/0',
      route: '/inventory/purchase/add/:purchaseOrderId?',
    });
    const search = await screen.findByTestId('item-search');
    for (let i = 0; i < 2; i++) {
      await user.type(search, '6260000000011{Enter}');
      await waitFor(() => expect(screen.getByTestId('line-quantity-6260000000011')).toBeTruthy());
    }
    const quantity = within(screen.getByTestId('line-quantity-6260000000011')).getByRole('textbox');
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('2'));
    // a new batch: prices from the branch's lot, batch and expiry left to type
    expect((screen.getByTestId('line-batch_number-6260000000011') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('total-total').textContent).toContain('2,000');

    fireEvent.mouseDown(screen.getByTestId('field-supplier_id').querySelector('input')!);
    await user.click(await screen.findByTitle('Zagros Pharma'));
    await user.type(screen.getByTestId('line-batch_number-6260000000011'), 'B-1');
    const price = within(screen.getByTestId('line-purchase_price-6260000000011')).getByRole('textbox');
    await user.clear(price);
    await user.type(price, '0.1');
    await user.click(screen.getByTestId('purchase-save'));
    await waitFor(() => expect(posts).toHaveLength(1));
    const { body, headers } = posts[0]!;
    expect(headers.get('idempotency-key')).toBeTruthy();
    expect(body).toMatchObject({
      supplier_id: '8',
      inventory_id: '1',
      purchase_order_id: null,
      currency_code: 'IQD',
      cash_box_id: null,
      amount_paid: '0',
      expenses: '0',
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        item_id: '5',
        batch_number: 'B-1',
        expire_date: null,
        quantity: '2',
        bonus: '0',
        purchase_price: '0.1',
        purchase_price_before_discount: '0.1',
        discount: '0',
        sale_price: '1500',
      }),
    ]);
  });

  it('refuses to save a line without a sale price, naming the item (its lot would sell for nothing)', async () => {
    const posts = api();
    const { user } = renderScreen(<PurchaseEntryPage />, {
      path: '/inventory/purchase/add/0',
      route: '/inventory/purchase/add/:purchaseOrderId?',
    });
    const search = await screen.findByTestId('item-search');
    await user.type(search, '6260000000011{Enter}');
    await waitFor(() => expect(screen.getByTestId('line-sale_price-6260000000011')).toBeTruthy());
    fireEvent.mouseDown(screen.getByTestId('field-supplier_id').querySelector('input')!);
    await user.click(await screen.findByTitle('Zagros Pharma'));
    const sale = within(screen.getByTestId('line-sale_price-6260000000011')).getByRole('textbox');
    expect(sale.getAttribute('aria-invalid')).toBeNull();
    await user.clear(sale);
    expect(sale.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByTestId('purchase-save'));
    expect(
      await screen.findByText(
        'Enter a sale price above 0 for Paracetamol: without one its stock would sell for nothing.',
      ),
    ).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(sale, '1750');
    // the save button holds its loading state 1.5 s after a click (the spec's submit guard)
    await waitFor(
      () => expect(screen.getByTestId('purchase-save').className).not.toMatch(/ant-btn-loading/),
      {
        timeout: 3000,
      },
    );
    await user.click(screen.getByTestId('purchase-save'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body.lines).toEqual([expect.objectContaining({ sale_price: '1750' })]);
  });
});
