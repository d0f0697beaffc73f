import { type Cart, emptyCart } from '@bb/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import type { InvoicePrint, PrintLabels, PrintSetup } from '../../platform/printing';
import { a4Document, imageSrc, printHtml, receiptDocument } from '../../platform/printing';
import { SaleApproveDialog } from './lists/SaleApproveDialog';
import { bulkIds, receiptAllowed } from './lists/SaleBulkActions';
import { clampPercent } from './pos/CartOptions';
import { nextCartId, nextCartNumber, parseBook, withoutCart } from './pos/cart-book';
import { autoPick, type SearchRow } from './pos/ProductSearch';
import { saleInputOf } from './pos/save-sale';

const cart = (id: string, over: Partial<Cart> = {}): Cart =>
  emptyCart({
    id,
    name: `Cart ${id}`,
    currency_code: 'IQD',
    exchange_rate: '1310',
    sale_date: '2025-01-02',
    idempotency_key: `k-${id}`,
    ...over,
  });

describe('cart book', () => {
  it('reads a stored book and survives garbage', () => {
    const book = { carts: [cart('a'), cart('b')], activeId: 'b' };
    expect(parseBook(JSON.stringify(book)).activeId).toBe('b');
    expect(parseBook('{not json').carts).toEqual([]);
    expect(parseBook(null).carts).toEqual([]);
    expect(parseBook(JSON.stringify({ carts: [cart('a')], activeId: 'gone' })).activeId).toBe('a');
    expect(parseBook(JSON.stringify({ carts: [{ nope: 1 }, cart('a')] })).carts).toHaveLength(1);
  });

  it('next cart wraps; closing the active cart activates its neighbour', () => {
    const book = { carts: [cart('a'), cart('b'), cart('c')], activeId: 'c' };
    expect(nextCartId(book)).toBe('a');
    expect(withoutCart(book, 'c').activeId).toBe('b');
    expect(withoutCart({ ...book, activeId: 'a' }, 'a').activeId).toBe('b');
    expect(withoutCart(book, 'a').activeId).toBe('c');
  });

  it('names a new cart with the lowest free number', () => {
    const book = { carts: [cart('1'), cart('3')], activeId: '1' };
    expect(nextCartNumber(book, (n) => `Cart ${n}`)).toBe('Cart 2');
  });
});

describe('product search picking', () => {
  const row = (id: string, exact: boolean) => ({ id, exact }) as SearchRow;
  it('adds the only result, or the only exact barcode match', () => {
    expect(autoPick([row('1', false)])?.id).toBe('1');
    expect(autoPick([row('1', false), row('2', true)])?.id).toBe('2');
    expect(autoPick([row('1', true), row('2', true)])).toBeNull();
    expect(autoPick([])).toBeNull();
  });
});

describe('bulk approval rules', () => {
  it('offers a receipt only when every row has the same customer', () => {
    expect(receiptAllowed([])).toBe(false);
    expect(receiptAllowed([{ customer_id: '5' }, { customer_id: '5' }])).toBe(true);
    expect(receiptAllowed([{ customer_id: '5' }, { customer_id: '6' }])).toBe(false);
    expect(receiptAllowed([{ customer_id: null }, { customer_id: null }])).toBe(false);
  });
  it('splits sales from returns', () => {
    expect(
      bulkIds([
        { id: '1', is_return: 0 },
        { id: '2', is_return: 1 },
        { pk: '3', id: 'x', is_return: 0 },
      ]),
    ).toEqual({
      sale_ids: ['1', '3'],
      sale_return_ids: ['2'],
    });
  });
});

describe('sale approve dialog', () => {
  it('shows the receipt checkbox only when allowed, unchecked each time, and confirms its value', async () => {
    const onConfirm = vi.fn();
    renderScreen(<SaleApproveDialog open receiptAllowed onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(await screen.findByText('Are you sure you wan to approve selected records?')).toBeTruthy();
    const box = screen.getByText('Create Receipt Voucher for selected sales?');
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('sale-approve-yes'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(true));
    cleanup();
    renderScreen(
      <SaleApproveDialog open receiptAllowed={false} onConfirm={onConfirm} onCancel={() => undefined} />,
    );
    expect(await screen.findByText('Are you sure you wan to approve selected records?')).toBeTruthy();
    expect(screen.queryByText('Create Receipt Voucher for selected sales?')).toBeNull();
  });
});

describe('POS payload', () => {
  it('sends lines with quantity, the charged price, rates off base and the change', () => {
    const ctx = {
      baseCurrency: 'IQD',
      foreignCurrency: 'USD',
      inventoryProcessMode: false,
      customerPricing: true,
    };
    const c: Cart = {
      ...cart('a', { inventory_id: '1' }),
      amount_currency_code: 'USD',
      amount_exchange_rate: '1310',
      amount_paid: '20',
      products: [
        {
          product_id: '10',
          item_id: '1',
          name: 'P',
          barcode: '1',
          quantity: '5',
          sale_quantity: '2',
          sale_price: '1000',
          wholesale_price: '800',
          purchase_price: '600',
          cost: '650',
          stock_sale_price: '1000',
          stock_wholesale_price: '800',
          stock_purchase_price: '600',
          stock_cost: '650',
          currency_code: 'IQD',
          sale_prices: [],
          price_type: 2,
          additional_profit: '0',
          item_type: 1,
          batch_number: '',
          expire_date: null,
          per_packet: 1,
        },
      ],
    };
    const body = saleInputOf(c, ctx, '4');
    expect(body.lines).toEqual([{ product_id: '10', sale_quantity: '2', sale_price: '800', price_type: 2 }]);
    expect(body.exchange_rate).toBeUndefined();
    expect(body.amount_exchange_rate).toBe('1310');
    expect(body.amount_change).toBe('24600');
    expect(body.cash_box_id).toBe('4');
  });
  it('clamps the discount percent', () => {
    expect(clampPercent('')).toBe('0');
    expect(clampPercent('150')).toBe('100');
    expect(clampPercent('12.5')).toBe('12.5');
  });
});

const labels = Object.fromEntries(
  [
    'invoice',
    'saleReturn',
    'date',
    'customer',
    'cashier',
    'item',
    'barcode',
    'price',
    'quantity',
    'total',
    'subtotal',
    'discount',
    'minus',
    'extras',
    'grandTotal',
    'cash',
    'paid',
    'change',
    'note',
    'copyright',
    'copy',
  ].map((k) => [k, `L:${k}`]),
) as unknown as PrintLabels;

const setup: PrintSetup = {
  id: '1',
  inventory_id: '1',
  type_name: 'cashier',
  type: 1,
  name: 'Central <Pharmacy>',
  address: 'Salim Street',
  bottom: 'Thank you',
  header: 'short',
  background_margin: 20,
  background_margin_clone_print: 35,
};

const invoice: InvoicePrint = {
  invoice_id: 'S-7',
  sale_date: '2025-01-02',
  created_at: '2025-01-02T10:15:00Z',
  is_return: false,
  customer_name: null,
  user_name: 'Sara',
  subtotal: '2625',
  discount: '0',
  discount_amount: '0',
  minus: '0',
  total: '2625',
  currency_code: 'IQD',
  cash: '2625',
  amount_paid: '20',
  amount_currency_code: 'USD',
  amount_change: '23575',
  note: null,
  details: [{ name: 'پاراسیتامۆل ٥٠٠ ملگم', sale_price: '1125', quantity: '1', total: '1125' }],
  extras: [],
};

describe('printing', () => {
  it('the receipt escapes text, isolates numbers, shows paid and change', () => {
    const doc = receiptDocument(invoice, setup, labels, 'ckb', 'rtl');
    const html = printHtml(doc);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ckb"');
    expect(html).toContain('Central &lt;Pharmacy&gt;');
    expect(html).toContain('پاراسیتامۆل ٥٠٠ ملگم');
    expect(html).toContain('<bdi>23,575 IQD</bdi>');
    expect(html).toContain('20.00 USD');
    expect(html).toContain("font-family: 'BB Print Arabic'");
    expect(html).not.toContain('<img class="head-img"'); // header data of 30 characters or less is no image
  });

  it('totals are negated for returns', () => {
    const html = receiptDocument({ ...invoice, is_return: true }, setup, labels, 'en', 'ltr').body;
    expect(html).toContain('<bdi>-2,625 IQD</bdi>');
    expect(html).toContain('L:saleReturn');
  });

  it("receipt and A4 read the server's stored decimals: no 0.0000% discount, percent and quantities trimmed, totals with their currency, a barcode header", () => {
    const stored: InvoicePrint = {
      ...invoice,
      currency_code: 'USD',
      subtotal: '3.435114',
      discount: '0.0000',
      discount_amount: '0.000000',
      minus: '0.000000',
      total: '3.435114',
      cash: '3.435114',
      amount_paid: '5.000000',
      amount_currency_code: 'USD',
      amount_change: '1.564886',
      details: [
        {
          name: 'Vitamin C',
          barcode: '6260000000059',
          sale_price: '1.717557',
          quantity: '2.0000',
          total: '3.435114',
        },
      ],
    };
    for (const html of [
      receiptDocument(stored, setup, labels, 'en', 'ltr').body,
      a4Document(stored, setup, labels, 'en', 'ltr', false).body,
    ]) {
      expect(html).not.toContain('L:discount');
      expect(html).not.toContain('L:minus');
      expect(html).not.toContain('0.0000');
      expect(html).toContain('<bdi>1.72</bdi>'); // the unit price by the currency's decimals
      expect(html).toContain('<bdi>2</bdi>'); // the quantity without trailing zeros
      expect(html).toContain('<bdi>3.44 USD</bdi>');
    }
    const receipt = receiptDocument(stored, setup, labels, 'en', 'ltr').body;
    expect(receipt).toContain('<bdi>1.56 USD</bdi>'); // the change
    expect(receipt).toContain('<bdi>5.00 USD</bdi>'); // paid
    const a4 = a4Document(
      { ...stored, discount: '12.5000', discount_amount: '0.429389' },
      setup,
      labels,
      'en',
      'ltr',
      false,
    ).body;
    expect(a4).toContain('<th>L:barcode</th>');
    expect(a4).toContain('L:discount (12.5%)');
    expect(a4).toContain('<bdi>0.43 USD</bdi>');
  });

  it('a header image counts when its data is over 30 characters (stored as JPEG)', () => {
    expect(imageSrc('x'.repeat(30))).toBeNull();
    expect(imageSrc('x'.repeat(31))).toBe(`data:image/jpeg;base64,${'x'.repeat(31)}`);
    expect(imageSrc('data:image/png;base64,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toMatch(/^data:image\/png/);
  });

  it('the duplicated A4 has two copies, the clone with its own margin', () => {
    const one = a4Document(invoice, setup, labels, 'en', 'ltr', false).body;
    expect(one.match(/data-testid="print-a4-copy"/g)).toHaveLength(1);
    const two = a4Document(invoice, setup, labels, 'en', 'ltr', true).body;
    expect(two.match(/data-testid="print-a4-copy"/g)).toHaveLength(2);
    expect(two).toContain('padding-top:20px');
    expect(two).toContain('padding-top:35px');
    expect(two).toContain('L:copy');
  });
});
