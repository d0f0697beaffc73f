import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { ProductPurchaseHistoryPage } from './ProductPurchaseHistoryPage';

const lot = {
  id: '5',
  item_id: '2',
  inventory_id: '1',
  inventory: 'Central',
  item_name: 'Aspirin',
  name: 'Aspirin',
  barcode: '111',
  quantity: '7',
  cost: '800',
  purchase_price: '900',
  sale_price: '1250',
  currency_code: 'IQD',
  sale_prices: [],
};
const history = {
  product: { id: '5', name: 'Aspirin', barcode: '111' },
  data: [
    {
      product_id: '5',
      product_name: 'Aspirin',
      product_barcode: '111',
      number: 'P-1',
      type: 'purchase',
      supplier: 'Acme',
      date: '2024-05-01',
      quantity: '10',
      bonus: '2.0000',
      purchase_price: '900',
      cost: '900',
      sale_price: '1250',
      wholesale_price: '1100',
      currency_code: 'IQD',
      inventory: 'Central',
    },
  ],
};

describe('ProductPurchaseHistoryPage', () => {
  it('finds a product by barcode, lists its purchase history and exports it', async () => {
    const xlsx = new Blob(['xlsx'], { type: 'application/octet-stream' });
    const calls = mockApi({
      'POST /api/product/search': () => json(200, { data: [lot] }),
      'POST /api/product/purchase-history': () => json(200, history),
      'POST /api/product/purchase-history/export': () =>
        Promise.resolve(
          new Response(xlsx, {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="Product History.xlsx"' },
          }),
        ),
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderScreen(<ProductPurchaseHistoryPage />);
    expect(
      await screen.findByText('Search a product by name or barcode to see its purchase history.'),
    ).toBeTruthy();
    const input = screen.getByTestId('history-product-input');
    await user.click(input);
    await user.paste('111');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('history-heading', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('history-heading').textContent).toBe('Product: Aspirin (111)');
    const table = screen.getByTestId('purchase-history');
    const row = await within(table).findByText('P-1');
    const cells = [...row.closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toEqual([
      'P-1',
      'Purchase',
      'Acme',
      '01/05/2024',
      '10',
      '2',
      '900 IQD',
      '900 IQD',
      '1,250 IQD',
      '1,100 IQD',
      'Central',
    ]);
    const historyCall = calls.mock.calls.find((c) => String(c[0]).endsWith('/product/purchase-history'));
    expect(bodyOf(historyCall)).toEqual({ product_id: '5' });
    await user.click(screen.getByTestId('history-export'));
    await vi.waitFor(() =>
      expect(calls.mock.calls.some((c) => String(c[0]).includes('purchase-history/export'))).toBe(true),
    );
    const exportCall = calls.mock.calls.find((c) => String(c[0]).includes('purchase-history/export'));
    const body = bodyOf(exportCall) as {
      product_id: string;
      visibleHeaders: { value: string; labels?: Record<string, string> }[];
    };
    expect(body.product_id).toBe('5');
    expect(body.visibleHeaders.map((h) => h.value)).toContain('inventory');
    // the file names the row types as the screen does, not by their stored keys
    expect(body.visibleHeaders.find((h) => h.value === 'type')?.labels).toMatchObject({
      add_to_stock: 'Opening stock',
      purchase: 'Purchase',
    });
  }, 30_000);
});
