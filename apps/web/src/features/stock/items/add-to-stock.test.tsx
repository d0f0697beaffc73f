import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../../components/test-harness';
import { baseData } from '../../../test/fixtures';
import { json, mockApi } from '../../../test/render-app';
import type { ProductRow } from '../api';
import { AddToStockDialog } from './AddToStockDialog';
import {
  addBatchEntry,
  addToStockBody,
  buildEntries,
  checkEntries,
  currencyPrice,
  otherCurrencies,
  setCurrencyPrice,
} from './add-to-stock-rules';

const saved: ProductRow = {
  id: '50',
  item_id: '9',
  item_name: 'Aspirin',
  barcode: '111',
  inventory_id: '1',
  inventory_name: 'Central Pharmacy',
  batch_number: '',
  expire_date: null,
  quantity: '7.0000',
  cost: '100.000000',
  purchase_price: '100.000000',
  sale_price: '150.000000',
  wholesale_price: '120.000000',
  currency_code: 'IQD',
};

const branches = [
  { id: '1', name: 'Central Pharmacy' },
  { id: '2', name: 'City Shop' },
];

describe('add to stock rules: batches and per-currency prices', () => {
  it('adds another new lot right after the branch’s last entry, ticked', () => {
    const e = buildEntries({ branches, lots: [saved], baseCurrency: 'IQD', service: false, fresh: false });
    const more = addBatchEntry(e, branches[0]!, 'IQD');
    expect(more.map((x) => x.key)).toEqual(['lot-50', 'new-1-2', 'new-2']);
    expect(more[1]).toMatchObject({
      inventory_id: '1',
      checked: true,
      currency_code: 'IQD',
      batch_number: '',
    });
    expect(addBatchEntry(more, branches[0]!, 'IQD').map((x) => x.key)).toEqual([
      'lot-50',
      'new-1-2',
      'new-1-3',
      'new-2',
    ]);
  });

  it('refuses a new lot repeating the batch and expiry of another lot of its branch', () => {
    let e = buildEntries({ branches, lots: [saved], baseCurrency: 'IQD', service: false, fresh: false });
    e = addBatchEntry(e, branches[0]!, 'IQD').map((x) =>
      x.key === 'new-1-2' ? { ...x, cost: '90', sale_price: '140' } : x,
    );
    expect(
      checkEntries(
        e,
        (f) => f,
        () => 'dup',
      ),
    ).toEqual({ 'new-1-2.batch_number': ['dup'] });
    e = e.map((x) => (x.key === 'new-1-2' ? { ...x, batch_number: 'B7', expire_date: '2027-05-01' } : x));
    expect(
      checkEntries(
        e,
        (f) => f,
        () => 'dup',
      ),
    ).toEqual({});
  });

  it('keeps per-currency prices apart from the lot’s own currency and sends only filled ones', () => {
    expect(otherCurrencies(['IQD', 'USD', 'EUR'], 'IQD')).toEqual(['USD', 'EUR']);
    const [entry] = buildEntries({
      branches: [branches[0]!],
      lots: [saved],
      fcPrices: [
        { id: '50', sale_prices: [{ currency_code: 'USD', sale_price: '7', wholesale_price: '6' }] },
      ] as never,
      baseCurrency: 'IQD',
      service: false,
      fresh: false,
    });
    expect(currencyPrice(entry!, 'USD')).toBe('7');
    const changed = setCurrencyPrice(setCurrencyPrice(entry!, 'USD', '7.5'), 'EUR', '6.25');
    expect(changed.prices).toEqual([
      { currency_code: 'USD', sale_price: '7.5', wholesale_price: '6' },
      { currency_code: 'EUR', sale_price: '6.25', wholesale_price: '0' },
    ]);
    const cleared = setCurrencyPrice(changed, 'EUR', '');
    expect(addToStockBody([cleared], false).body.products[0]!.prices).toEqual([
      { currency_code: 'USD', sale_price: '7.5', wholesale_price: '6' },
    ]);
  });
});

function api(fc: boolean) {
  const posts: Record<string, unknown>[] = [];
  mockApi({
    'GET /api/general/item/9': () =>
      json(200, { id: '9', name: 'Aspirin', barcode: '111', type: 1, hidden: false, status: 1 }),
    'POST /api/inventory/product/list': () => json(200, { data: [saved], total: 1, footer: {} }),
    'POST /api/setting/all': () => json(200, { data: { productFcPrices: fc } }),
    'GET /api/base-data': () => json(200, { data: baseData }),
    'POST /api/product/search': () =>
      json(200, {
        data: [
          {
            id: '50',
            sale_prices: [{ currency_code: 'USD', sale_price: '7.000000', wholesale_price: '0.000000' }],
          },
        ],
      }),
    'POST /api/general/item/9/add-to-stock': (init) => {
      posts.push(bodyOf([undefined, init]));
      return json(200, { item_id: '9', created: ['51'] });
    },
  });
  return posts;
}

const textbox = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('textbox') as HTMLInputElement;

describe('AddToStockDialog', { timeout: 90_000 }, () => {
  it('with productFcPrices edits a sale price per other currency and sends new lots with batch and expiry', async () => {
    const posts = api(true);
    const { user } = renderScreen(<AddToStockDialog target={{ itemId: '9' }} onClose={() => undefined} />);
    await waitFor(() => expect(textbox('entry-lot-50-price-USD').value).toBe('7.000000'));
    expect(screen.queryByTestId('entry-lot-50-price-IQD')).toBeNull();
    expect(screen.queryByTestId('entry-lot-50-batch_number')).toBeNull();
    await user.clear(textbox('entry-lot-50-price-USD'));
    await user.type(textbox('entry-lot-50-price-USD'), '7.5');

    // City Shop: a new lot with its batch, expiry and a USD price
    await user.click(screen.getByTestId('entry-new-2-check'));
    await user.type(textbox('entry-new-2-cost'), '90');
    await user.type(textbox('entry-new-2-sale_price'), '140');
    await user.clear(textbox('entry-new-2-quantity'));
    await user.type(textbox('entry-new-2-quantity'), '12');
    await user.type(screen.getByTestId('entry-new-2-batch_number'), 'B7');
    const expiry = within(screen.getByTestId('entry-new-2-extras')).getByLabelText('Expiry Date');
    await user.click(expiry);
    await user.type(expiry, '01/05/2027{Enter}');
    await user.type(textbox('entry-new-2-price-USD'), '3');

    // Central Pharmacy: a second batch, refused while it repeats the saved lot
    await user.click(screen.getByTestId('entry-lot-50-add-batch'));
    await user.type(textbox('entry-new-1-2-cost'), '95');
    await user.type(textbox('entry-new-1-2-sale_price'), '145');
    await user.click(screen.getByTestId('stock-submit'));
    expect(
      await screen.findByText('This lot (batch and expiry) already exists in that inventory.'),
    ).toBeTruthy();
    expect(posts).toHaveLength(0);
    await user.type(screen.getByTestId('entry-new-1-2-batch_number'), 'C2');
    await new Promise((r) => setTimeout(r, 1600)); // the submit guard's window
    await user.click(screen.getByTestId('stock-submit'));
    await waitFor(() => expect(posts).toHaveLength(1));
    const products = posts[0]!.products as Record<string, unknown>[];
    expect(products).toHaveLength(3);
    expect(products[0]).toMatchObject({
      id: '50',
      prices: [{ currency_code: 'USD', sale_price: '7.5', wholesale_price: '0.000000' }],
    });
    expect(products[1]).toMatchObject({
      inventory_id: '1',
      batch_number: 'C2',
      expire_date: null,
      cost: '95',
      sale_price: '145',
      prices: [],
    });
    expect(products[2]).toMatchObject({
      inventory_id: '2',
      batch_number: 'B7',
      expire_date: '2027-05-01',
      cost: '90',
      sale_price: '140',
      quantity: '12',
      prices: [{ currency_code: 'USD', sale_price: '3', wholesale_price: '0' }],
    });
  });

  it('without the setting shows no per-currency prices but still batch and expiry on new rows', async () => {
    api(false);
    renderScreen(<AddToStockDialog target={{ itemId: '9' }} onClose={() => undefined} />);
    expect(await screen.findByTestId('entry-new-2-batch_number')).toBeTruthy();
    expect(screen.queryByTestId('entry-lot-50-extras')).toBeNull();
    expect(screen.queryByTestId('entry-new-2-price-USD')).toBeNull();
  });
});
