import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../platform/auth/token-store';
import {
  fetchPrintImage,
  type PrintLabels,
  type PrintSetup,
  printImagePath,
  receiptDocument,
  withPrintImages,
} from '../../platform/printing';

const long = 'A'.repeat(40);
const setup: PrintSetup = {
  id: '1',
  inventory_id: '3',
  type_name: 'cashier',
  type: 1,
  name: 'Central Pharmacy',
  address: null,
  bottom: null,
  header: long,
  background: 'short',
  footer: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('print images', () => {
  it('names the route of a setup part', () => {
    expect(printImagePath(setup, 'header')).toBe('file-storage/3/print/cashier-header.jpg');
    expect(printImagePath({ inventory_id: '9', type_name: 'a4' }, 'footer')).toBe(
      'file-storage/9/print/a4-footer.jpg',
    );
  });

  it('loads only the present images from the route and keeps the stored data when the route fails', async () => {
    const load = vi.fn(async (path: string) => `data:image/png;base64,${path.length}`);
    const loaded = await withPrintImages(setup, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('file-storage/3/print/cashier-header.jpg');
    expect(loaded.header).toMatch(/^data:image\/png;base64,/);
    expect(loaded.background).toBe('short');
    expect(loaded.footer).toBeNull();
    const failing = await withPrintImages(setup, async () => {
      throw new Error('offline');
    });
    expect(failing.header).toBe(long);
    const missing = await withPrintImages(setup, async () => null);
    expect(missing.header).toBe(long);
  });

  it('fetches with the session token and inlines the image; a refusal gives nothing', async () => {
    tokenStore.set('tok');
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('cashier-header')
        ? new Response(bytes, { status: 200, headers: { 'content-type': 'image/jpeg' } })
        : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const src = await fetchPrintImage('file-storage/3/print/cashier-header.jpg');
    expect(src).toBe('data:image/jpeg;base64,/9j/4AECAw==');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/file-storage/3/print/cashier-header.jpg');
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({
      authorization: 'Bearer tok',
    });
    expect(await fetchPrintImage('file-storage/3/print/a4-footer.jpg')).toBeNull();
  });

  it('the receipt shows the loaded header image', async () => {
    const loaded = await withPrintImages(
      setup,
      async () => 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD',
    );
    const labels = new Proxy({}, { get: (_, k) => String(k) }) as PrintLabels;
    const html = receiptDocument(
      {
        invoice_id: 'S-1',
        sale_date: '2026-11-20',
        created_at: '2026-11-20T10:00:00Z',
        is_return: false,
        customer_name: null,
        user_name: null,
        subtotal: '1000',
        discount: '0',
        discount_amount: '0',
        minus: '0',
        total: '1000',
        currency_code: 'IQD',
        cash: '1000',
        amount_paid: '1000',
        amount_currency_code: 'IQD',
        amount_change: '0',
        note: null,
        details: [],
        extras: [],
      },
      loaded,
      labels,
      'en',
      'ltr',
    ).body;
    expect(html).toContain('<img class="head-img" src="data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD"');
  });
});
