import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, clerk, renderScreen } from '../../components/test-harness';
import { json, mockApi } from '../../test/render-app';
import { ItemDialog } from './items/ItemDialog';
import { PurchaseHistoryDialog } from './PurchaseHistoryDialog';
import { StockSearchPopover } from './search/StockSearchPopover';

const item = {
  id: '9',
  name: 'Aspirin',
  barcode: '111',
  old_barcode: '000',
  scientific_name: 'ASA',
  per_packet: 20,
  dosage_form_id: null,
  brand_id: null,
  group_id: null,
  category_id: null,
  rack_id: '5',
  measurement_id: null,
  type: 1,
  status: 1,
  stockable: true,
  hidden: false,
  min_quantity: '0',
  has_image: false,
};

const lookups = {
  'GET /api/general/brand/list': () => json(200, { data: [] }),
  'GET /api/general/group/list': () => json(200, { data: [] }),
  'GET /api/general/measurement/list': () => json(200, { data: [] }),
  'GET /api/general/rack/list': () => json(200, { data: [{ id: '5', name: 'Shelf A' }] }),
  'GET /api/general/dosage-form-list': () => json(200, { data: [] }),
  'GET /api/general/custom-barcode': () => json(200, { name: '2000000000015' }),
};

describe('ItemDialog', () => {
  it('without the item_show_* abilities hides those fields, and fixes the barcode when updating', async () => {
    mockApi({ ...lookups, 'GET /api/general/item/9': () => json(200, item) });
    renderScreen(<ItemDialog open itemId="9" onClose={() => undefined} />, {
      user: clerk,
      abilities: ['item_edit'],
    });
    await waitFor(() => expect((screen.getByTestId('field-barcode') as HTMLInputElement).value).toBe('111'));
    expect((screen.getByTestId('field-barcode') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('field-old_barcode').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByTestId('generate-barcode')).toBeNull();
    expect(screen.queryByTestId('field-scientific_name')).toBeNull();
    expect(screen.queryByTestId('field-dosage_form_id')).toBeNull();
    expect(screen.queryByLabelText('Per Packet')).toBeNull();
    expect(screen.queryByTestId('field-hidden')).toBeNull();
    expect(screen.getByText('Update Item')).toBeTruthy();
    expect(await screen.findByText('Shelf A')).toBeTruthy();
  });

  it('with the abilities shows them and lets the barcode change', async () => {
    mockApi({ ...lookups, 'GET /api/general/item/9': () => json(200, item) });
    renderScreen(<ItemDialog open itemId="9" onClose={() => undefined} />, {
      user: clerk,
      abilities: [
        'item_edit',
        'item_edit_barcode',
        'item_show_hidden',
        'item_show_dosage_form',
        'item_show_scientific_name',
        'item_show_per_packet',
      ],
    });
    await waitFor(() =>
      expect((screen.getByTestId('field-scientific_name') as HTMLInputElement).value).toBe('ASA'),
    );
    expect((screen.getByTestId('field-barcode') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('field-hidden')).toBeTruthy();
    expect(screen.getByTestId('field-dosage_form_id')).toBeTruthy();
  });

  it('generates a barcode, refuses a non-image and posts a new item as multipart', async () => {
    let posted: FormData | undefined;
    mockApi({
      ...lookups,
      'POST /api/general/custom-barcode': () => json(200, { name: '2000000000022' }),
      'POST /api/general/item': (init) => {
        posted = init?.body as FormData;
        return json(201, { id: '10', name: 'Gauze', barcode: '2000000000022', type: 1 });
      },
    });
    const created: unknown[] = [];
    const { user } = renderScreen(
      <ItemDialog open itemId={null} onClose={() => undefined} onCreated={(i) => created.push(i)} />,
      { user: clerk, abilities: ['item_create'] },
    );
    expect(await screen.findByText('Add New Item')).toBeTruthy();
    expect(await screen.findByText('Last generated: 2000000000015')).toBeTruthy();
    await user.click(screen.getByTestId('generate-barcode'));
    await waitFor(() =>
      expect((screen.getByTestId('field-barcode') as HTMLInputElement).value).toBe('2000000000022'),
    );
    // the upload input is re-created after each pick
    const file = () =>
      screen.getByTestId('item-image').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(file(), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByTestId('item-image-error')).textContent).toBe('File type must be an image');
    fireEvent.change(file(), { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.queryByTestId('item-image-error')).toBeNull());
    await user.type(screen.getByTestId('field-name'), 'Gauze');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(posted?.get('name')).toBe('Gauze');
    expect(posted?.get('barcode')).toBe('2000000000022');
    expect(posted?.get('type')).toBe('1');
    expect(posted?.get('status')).toBe('1');
    expect((posted?.get('image') as File).name).toBe('a.png');
  }, 60_000);

  it('requires name and barcode', async () => {
    mockApi(lookups);
    const { user } = renderScreen(<ItemDialog open itemId={null} onClose={() => undefined} />);
    await screen.findByText('Add New Item');
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The Name field is required.')).toBeTruthy();
    expect(await screen.findByText('The Barcode field is required.')).toBeTruthy();
  });
});

describe('PurchaseHistoryDialog', () => {
  it('lists the history with bonus in whole numbers and the product in the title', async () => {
    const calls = mockApi({
      'POST /api/product/purchase-history': () =>
        json(200, {
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
        }),
    });
    renderScreen(<PurchaseHistoryDialog productId="5" onClose={() => undefined} />);
    expect(await screen.findByText('Purchase history: Aspirin (111)')).toBeTruthy();
    const table = await screen.findByTestId('purchase-history');
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
    ]);
    expect(bodyOf(calls.mock.calls[0])).toEqual({ product_id: '5' });
  });

  it('shows no message on failure and stops loading', async () => {
    mockApi({ 'POST /api/product/purchase-history': () => json(500, { message: 'boom' }) });
    renderScreen(
      <PurchaseHistoryDialog productId="5" name="Aspirin" barcode="111" onClose={() => undefined} />,
    );
    expect(await screen.findByText('Purchase history: Aspirin (111)')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.queryByText('boom')).toBeNull();
  });
});

describe('StockSearchPopover', () => {
  it('does nothing for empty text, sends the keyword once after the pause and clears the box', async () => {
    const calls = mockApi({
      'POST /api/product/search': () =>
        json(200, {
          data: [
            {
              id: '5',
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
            },
          ],
        }),
    });
    const { user } = renderScreen(<StockSearchPopover />);
    await user.click(screen.getByTestId('stock-search'));
    const input = await screen.findByTestId('stock-search-input');
    await user.type(input, '   {Enter}');
    await new Promise((r) => setTimeout(r, 900));
    expect(calls.mock.calls.filter((c) => String(c[0]).includes('product/search'))).toHaveLength(0);
    await user.clear(input);
    // pasted, not typed: keystrokes on a loaded machine could outlast the 750 ms pause between the Enters
    await user.click(input);
    await user.paste('asp');
    await user.keyboard('{Enter}');
    await user.paste('aspi');
    await user.keyboard('{Enter}');
    expect((input as HTMLInputElement).value).toBe('');
    const results = await screen.findByTestId('stock-search-results');
    expect(await within(results).findByText('Aspirin')).toBeTruthy();
    const searches = calls.mock.calls.filter((c) => String(c[0]).includes('product/search'));
    expect(searches).toHaveLength(1);
    expect(bodyOf(searches[0])).toEqual({ keyword: 'aspi' });
    expect(within(results).getByText('1,250 IQD')).toBeTruthy();
    expect(screen.getByTestId('stock-search-history-5')).toBeTruthy();
  });
});
