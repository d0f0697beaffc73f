import { type CartContext, cartTotals, type SaleDetail, type SaleDetailLine } from '@bb/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { saleEditable } from './lists/sale-lists';
import { cartFromSale, withHeldStock } from './pos/edit-cart';
import { PosPage } from './pos/PosPage';
import { saleInputOf } from './pos/save-sale';
import { posEditPath } from './pos/useEditSale';

const ctx: CartContext = {
  baseCurrency: 'IQD',
  foreignCurrency: 'USD',
  inventoryProcessMode: false,
  customerPricing: true,
};

const line = (over: Partial<SaleDetailLine>): SaleDetailLine => ({
  id: '1',
  product_id: '10',
  item_id: '100',
  name: 'Paracetamol',
  barcode: '111',
  batch_number: 'B1',
  expire_date: '2027-01-01',
  sale_quantity: '2.0000',
  price_type: 1,
  cost: '2620.000000',
  total_cost: '5240.000000',
  sale_price: '4000.000000',
  total_sale_price: '8000.000000',
  item_type: 1,
  per_packet: 1,
  stock_quantity: '5.0000',
  available_quantity: '7.0000',
  lot_currency_code: 'USD',
  stock_sale_price: '3.000000',
  stock_wholesale_price: '2.500000',
  stock_purchase_price: '1.800000',
  stock_cost: '2.000000',
  sale_prices: [{ currency_code: 'IQD', sale_price: '4000.000000', wholesale_price: '3500.000000' }],
  ...over,
});

const detail = (over: Partial<SaleDetail> = {}): SaleDetail => ({
  id: '7',
  invoice_id: 'S-7',
  is_return: 0,
  return_of_sale_id: null,
  status: 1,
  sale_date: '2026-11-20',
  created_at: '2026-11-20T10:00:00.000Z',
  inventory_id: '1',
  customer_id: null,
  customer_name: null,
  user_id: '1',
  user_name: 'Admin',
  currency_code: 'IQD',
  exchange_rate: '1.00000000',
  subtotal: '10400.000000',
  discount: '10.0000',
  discount_amount: '1040.000000',
  minus: '360.000000',
  extras_total: '0.000000',
  total: '9000.000000',
  cash: '9000.000000',
  debit: '0.000000',
  cash_box_id: '1',
  amount_paid: '10000.000000',
  amount_currency_code: 'IQD',
  amount_exchange_rate: null,
  amount_change: '1000.000000',
  note: 'Walk-in',
  hospital_patient_id: null,
  patient_id: null,
  patient: null,
  invoice_audit_status: false,
  has_receipts: false,
  details: [
    line({}),
    line({
      id: '2',
      product_id: '11',
      item_id: '101',
      name: 'Syrup',
      barcode: '222',
      sale_quantity: '2.0000',
      price_type: 2,
      sale_price: '1200.000000',
      total_sale_price: '2400.000000',
      stock_quantity: '0.0000',
      available_quantity: '2.0000',
      lot_currency_code: 'IQD',
      stock_sale_price: '1500.000000',
      stock_wholesale_price: '1300.000000',
      stock_purchase_price: '900.000000',
      stock_cost: '1000.000000',
      sale_prices: [],
    }),
  ],
  extras: [],
  ...over,
});

const init = { id: 'edit-7', name: 'Edit S-7', idempotencyKey: 'k', rateOf: () => '1310' };

describe('a saved sale loaded back into a cart (edit mode)', () => {
  it('keeps the charged prices, works out the lot prices for the cart and caps at the available stock', () => {
    const cart = cartFromSale(detail(), ctx, init);
    expect(cart.edit_sale_id).toBe('7');
    expect(cart.edit_invoice_id).toBe('S-7');
    expect(cart).toMatchObject({
      currency_code: 'IQD',
      exchange_rate: '1310',
      discount: '10',
      minus: '360',
      note: 'Walk-in',
      amount_paid: '10000',
      cash_box_id: '1',
      is_return: false,
      inventory_id: '1',
      sale_date: '2026-11-20',
    });
    const [usd, iqd] = cart.products;
    expect(usd).toMatchObject({
      product_id: '10',
      quantity: '7',
      sale_quantity: '2',
      currency_code: 'USD',
      sale_price: '4000',
      // the per-currency entry, not 3.5 x 1310
      wholesale_price: '3500',
      cost: '2620',
      stock_sale_price: '3',
    });
    expect(iqd).toMatchObject({ price_type: 2, wholesale_price: '1200', sale_price: '1500', quantity: '2' });
    // a search row of a lot the sale holds reports on-hand stock: the edit adds the held quantity back
    expect(cart.edit_held).toEqual({ '10': '2', '11': '2' });
    expect(withHeldStock(cart, { id: '11', quantity: '0' }).quantity).toBe('2');
    expect(withHeldStock(cart, { id: '12', quantity: '4' }).quantity).toBe('4');
    const totals = cartTotals(cart, ctx);
    expect(totals).toMatchObject({ subtotal: '10400', total: '9000', amount_change: '1000' });
    const body = saleInputOf(cart, ctx, '1');
    expect(body.lines).toEqual([
      { product_id: '10', sale_quantity: '2', sale_price: '4000', price_type: 1 },
      { product_id: '11', sale_quantity: '2', sale_price: '1200', price_type: 2 },
    ]);
  });

  it('merges lines of one lot, keeps a USD sale’s rate, a return flag and the sale it returns', () => {
    const cart = cartFromSale(
      detail({
        currency_code: 'USD',
        exchange_rate: '1300.00000000',
        is_return: 1,
        return_of_sale_id: '3',
        amount_currency_code: 'IQD',
        amount_exchange_rate: '1300.00000000',
        customer_id: '9',
        customer_name: 'Ali',
        debit: '5.000000',
        details: [
          line({ sale_price: '3.000000', sale_quantity: '1.0000' }),
          line({ id: '2', sale_price: '3.000000', sale_quantity: '2.5000' }),
        ],
      }),
      ctx,
      init,
    );
    expect(cart).toMatchObject({
      currency_code: 'USD',
      exchange_rate: '1300',
      is_return: true,
      return_of_sale_id: '3',
      amount_currency_code: 'IQD',
      amount_exchange_rate: '1300',
      customer_id: '9',
      customer_name: 'Ali',
      customer_cash: false,
    });
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ sale_quantity: '3.5', sale_price: '3', cost: '2' });
  });
});

describe('opening a saved sale in edit mode from a list', () => {
  it('offers Edit with sale_edit (returns also with sale_return_edit), never for a highlighted row', () => {
    const only =
      (...abilities: string[]) =>
      (a: string) =>
        abilities.includes(a);
    expect(saleEditable({ is_return: 0, highlight: 0 }, only('sale_edit'))).toBe(true);
    expect(saleEditable({ is_return: 0, highlight: 1 }, only('sale_edit'))).toBe(false);
    expect(saleEditable({ is_return: 0, highlight: 0 }, only('sale_return_edit'))).toBe(false);
    expect(saleEditable({ is_return: 1, highlight: 0 }, only('sale_return_edit'))).toBe(true);
    expect(saleEditable({ is_return: 1, highlight: 0 }, only())).toBe(false);
    expect(posEditPath('7', false)).toBe('/inventory/sale/pos/7/yes/no');
    expect(posEditPath('8', true)).toBe('/inventory/sale/pos/8/yes/yes');
  });
});

// the whole POS renders in jsdom: slow on a busy machine
describe('POS edit mode screen', { timeout: 45_000 }, () => {
  const route = '/inventory/sale/pos/:id/:editMode/:isReturn';

  it('loads the sale into its own cart and saves it with PUT sale/{id}', async () => {
    const fetchMock = mockApi({
      'GET /api/sale/7': () => json(200, detail()),
      'PUT /api/sale/7': () =>
        json(200, { id: '7', invoice_id: 'S-7', status: 1, total: '9000', currency_code: 'IQD' }),
      'POST /api/setting/all': () => json(200, { data: {} }),
      'GET /api/currency/list': () => json(200, { data: [{ code: 'IQD' }, { code: 'USD' }] }),
    });
    renderScreen(<PosPage />, { path: '/inventory/sale/pos/7/yes/no', route });
    expect(await screen.findByTestId('pos-edit-mode')).toBeTruthy();
    expect(screen.getByText(/Editing sale S-7/)).toBeTruthy();
    expect(screen.getByText('Edit S-7')).toBeTruthy();
    expect(screen.getByTestId('pos-line-111')).toBeTruthy();
    expect(screen.getByTestId('pos-line-222')).toBeTruthy();
    fireEvent.click(screen.getByText('Print the receipt after saving'));
    fireEvent.click(screen.getByTestId('pos-pay'));
    expect(await screen.findByText('Sale S-7 updated')).toBeTruthy();
    const put = fetchMock.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'PUT');
    expect(put).toBeTruthy();
    const body = bodyOf(put);
    expect(body).toMatchObject({ inventory_id: '1', discount: '10', minus: '360', return_of_sale_id: null });
    expect(body.lines).toEqual([
      { product_id: '10', sale_quantity: '2', sale_price: '4000', price_type: 1 },
      { product_id: '11', sale_quantity: '2', sale_price: '1200', price_type: 2 },
    ]);
    expect(
      fetchMock.mock.calls.some(
        (c) => (c[1] as RequestInit | undefined)?.method === 'POST' && String(c[0]).includes('/api/sale'),
      ),
    ).toBe(false);
    // the edit cart is gone; a fresh cart takes its place
    await waitFor(() => expect(screen.queryByTestId('pos-edit-mode')).toBeNull());
  });

  it('shows the server’s refusal when the sale cannot be loaded and falls back to a plain cart', async () => {
    mockApi({
      'GET /api/sale/8': () => json(404, { message: 'The sale is gone.' }),
      'POST /api/setting/all': () => json(200, { data: {} }),
    });
    renderScreen(<PosPage />, { path: '/inventory/sale/pos/8/yes/no', route });
    expect(await screen.findByText('The sale is gone.')).toBeTruthy();
    // the POS works as usual with a plain cart
    expect(await screen.findByText('Cart 1')).toBeTruthy();
    expect(screen.queryByTestId('pos-edit-mode')).toBeNull();
  });
});
