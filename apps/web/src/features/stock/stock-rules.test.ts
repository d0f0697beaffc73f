import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemRecord, ProductRow, SearchLot } from './api';
import { searchBody } from './api';
import { addLine } from './documents/LotLines';
import { addToStockBody, buildEntries, checkEntries } from './items/add-to-stock-rules';
import { isImageFile, itemAccess, itemFormData, NEW_ITEM } from './items/item-rules';
import { addLabel } from './labels/LabelPrintPage';
import { barcodeFormat, barcodeSvg, labelsHtml } from './labels/print-labels';
import { autoPick, withGroupHeaders } from './search/pick-rules';

const canOnly =
  (...held: string[]) =>
  (...a: string[]) =>
    a.some((x) => held.includes(x));

const record: ItemRecord = {
  id: '9',
  name: 'Aspirin',
  barcode: '111',
  old_barcode: '000',
  scientific_name: 'Acetylsalicylic acid',
  per_packet: 20,
  dosage_form_id: '4',
  brand_id: null,
  group_id: '2',
  category_id: '3',
  rack_id: '5',
  measurement_id: null,
  type: 1,
  status: 1,
  stockable: true,
  hidden: true,
  min_quantity: '0',
  has_image: false,
  created_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const lot = (over: Partial<SearchLot>): SearchLot => ({
  id: '1',
  item_id: '1',
  inventory_id: '1',
  inventory: 'Central',
  item_name: 'A',
  name: 'A',
  scientific_name: null,
  barcode: '100',
  batch_number: '',
  expire_date: null,
  expired: false,
  quantity: '5',
  cost: '1',
  purchase_price: '1',
  purchase_price_before_discount: '1',
  sale_price: '2',
  wholesale_price: '0',
  currency_code: 'IQD',
  per_packet: 1,
  item_type: 1,
  exact: false,
  sale_prices: [],
  ...over,
});

describe('item dialog rules', () => {
  it('shows dosage form, scientific name, per packet and hidden only with their abilities', () => {
    expect(itemAccess(canOnly(), false)).toEqual({
      dosageForm: false,
      scientificName: false,
      perPacket: false,
      hidden: false,
      barcodeEditable: true,
    });
    const all = itemAccess(
      canOnly(
        'item_show_dosage_form',
        'item_show_scientific_name',
        'item_show_per_packet',
        'item_show_hidden',
      ),
      true,
    );
    expect(all).toMatchObject({ dosageForm: true, scientificName: true, perPacket: true, hidden: true });
    expect(all.barcodeEditable).toBe(false);
    expect(itemAccess(canOnly('item_edit_barcode'), true).barcodeEditable).toBe(true);
  });

  it('starts a new item as status 1, stockable, type Goods', () => {
    expect(NEW_ITEM).toMatchObject({ type: 1, status: true, stockable: true });
  });

  it('sends an update as POST with _method=PUT, keeping what the user may not change', () => {
    const access = itemAccess(canOnly(), true);
    const fd = itemFormData(
      {
        ...NEW_ITEM,
        name: ' Aspirin 500 ',
        barcode: 'CHANGED',
        hidden: false,
        group_id: '2',
        category_id: '3',
        rack_id: '5',
      },
      { access, record },
    );
    expect(fd.get('_method')).toBe('PUT');
    expect(fd.get('name')).toBe('Aspirin 500');
    expect(fd.get('barcode')).toBe('111');
    expect(fd.get('hidden')).toBe('1');
    expect(fd.get('scientific_name')).toBe('Acetylsalicylic acid');
    expect(fd.get('dosage_form_id')).toBe('4');
    expect(fd.get('per_packet')).toBe('20');
    expect(fd.get('category_id')).toBe('3');
    expect(fd.get('rack_id')).toBe('5');
    expect(fd.has('image')).toBe(false);
  });

  it('drops the category without a group, marks services not stockable and carries the image', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const fd = itemFormData(
      { ...NEW_ITEM, name: 'Delivery', barcode: '5', type: 3, category_id: '3', group_id: null },
      { access: itemAccess(canOnly(), false), image },
    );
    expect(fd.has('_method')).toBe(false);
    expect(fd.get('category_id')).toBe('');
    expect(fd.get('stockable')).toBe('0');
    expect(fd.get('type')).toBe('3');
    expect(fd.get('status')).toBe('1');
    expect((fd.get('image') as File).name).toBe('a.png');
  });

  it('accepts only images', () => {
    expect(isImageFile({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(false);
    expect(isImageFile({ type: '', name: 'photo.PNG' })).toBe(true);
    expect(isImageFile({ type: '', name: 'notes.txt' })).toBe(false);
  });
});

describe('add to stock rules', () => {
  const branches = [
    { id: '1', name: 'Central' },
    { id: '2', name: 'Shop' },
  ];
  const saved: ProductRow = {
    id: '50',
    item_id: '9',
    item_name: 'A',
    barcode: '1',
    inventory_id: '1',
    inventory_name: 'Central',
    batch_number: '',
    expire_date: null,
    quantity: '7',
    cost: '100',
    purchase_price: '100',
    sale_price: '150',
    wholesale_price: '120',
    currency_code: 'IQD',
  };

  it('a new Service gets one ticked entry per branch with cost 0 and no sale price', () => {
    const e = buildEntries({ branches, lots: [], baseCurrency: 'IQD', service: true, fresh: true });
    expect(e.map((x) => [x.inventory_id, x.checked, x.cost, x.sale_price, x.currency_code])).toEqual([
      ['1', true, '0', '', 'IQD'],
      ['2', true, '0', '', 'IQD'],
    ]);
  });

  it('saved lots are ticked; branches without a lot get an unticked new entry', () => {
    const e = buildEntries({ branches, lots: [saved], baseCurrency: 'IQD', service: false, fresh: false });
    expect(e).toHaveLength(2);
    expect(e[0]).toMatchObject({ id: '50', checked: true, sale_price: '150' });
    expect(e[1]).toMatchObject({ inventory_id: '2', checked: false, cost: '' });
    expect(e[1]!.id).toBeUndefined();
  });

  it('requires cost and sale price on ticked entries only, and sends ticked ones', () => {
    const e = buildEntries({ branches, lots: [saved], baseCurrency: 'IQD', service: false, fresh: false });
    expect(checkEntries(e, (f) => f)).toEqual({});
    e[1] = { ...e[1]!, checked: true, cost: '90' };
    expect(checkEntries(e, (f) => `need ${f}`)).toEqual({ 'new-2.sale_price': ['need sale_price'] });
    e[1] = { ...e[1]!, sale_price: '130', quantity: '12' };
    const { body } = addToStockBody(e, false);
    expect(body.products).toEqual([
      expect.objectContaining({ id: '50', inventory_id: '1', wholesale_price: '120', purchase_price: '100' }),
      expect.objectContaining({ inventory_id: '2', cost: '90', sale_price: '130', quantity: '12' }),
    ]);
    expect(body.products[0]).not.toHaveProperty('quantity');
    expect(addToStockBody(e, true).body.products[1]).not.toHaveProperty('quantity');
  });
});

describe('search rules', () => {
  it('sends inventory_id only when above 0', () => {
    expect(searchBody({ keyword: 'a', inventory_id: 0 })).toEqual({ keyword: 'a' });
    expect(searchBody({ keyword: 'a', inventory_id: null })).toEqual({ keyword: 'a' });
    expect(
      searchBody({ keyword: 'a', inventory_id: '3', existedProducts: true, show_hidden_item: true }),
    ).toEqual({
      keyword: 'a',
      inventory_id: 3,
      existedProducts: true,
      show_hidden_item: true,
    });
  });

  it('adds one result at once, or a single exact barcode among several', () => {
    expect(autoPick([lot({ id: '1' })], 'x')?.id).toBe('1');
    expect(autoPick([], 'x')).toBeNull();
    const two = [lot({ id: '1', barcode: '100' }), lot({ id: '2', barcode: '1000' })];
    expect(autoPick(two, '100')?.id).toBe('1');
    expect(autoPick(two, '10')).toBeNull();
    expect(autoPick(two, '100', true)).toBeNull();
    const sameBarcode = [lot({ id: '1' }), lot({ id: '2', inventory_id: '2' })];
    expect(autoPick(sameBarcode, '100')).toBeNull();
  });

  it('marks a group header at each new batch and expiry', () => {
    const rows = withGroupHeaders([
      lot({ id: '1', batch_number: 'A' }),
      lot({ id: '2', batch_number: 'A' }),
      lot({ id: '3', batch_number: 'B', expire_date: '2030-01-01' }),
    ]);
    expect(rows.map((r) => r.group_header)).toEqual([true, false, true]);
  });

  it('adds a lot to a document once and counts it up on the next scan', () => {
    let lines = addLine([], lot({ id: '1' }));
    lines = addLine(lines, lot({ id: '2' }));
    lines = addLine(lines, lot({ id: '1' }));
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([
      ['2', '1'],
      ['1', '2'],
    ]);
  });
});

describe('labels', () => {
  // jsdom has no canvas; JsBarcode measures the digits' width with one (a browser has it)
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => ({
      font: '',
      measureText: (text: string) => ({ width: text.length * 7 }),
    })) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  });

  it('prints valid EAN-13 codes as EAN-13 and the rest as Code 128', () => {
    expect(barcodeFormat('2000000000015')).toBe('EAN13');
    expect(barcodeFormat('2000000000016')).toBe('CODE128');
    expect(barcodeFormat('ABC-12')).toBe('CODE128');
  });

  it('draws the barcode as SVG bars', () => {
    const svg = barcodeSvg('ABC-12');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<rect');
  });

  it('repeats each label by its count with name and price, escaped', () => {
    let rows = addLabel([], lot({ id: '1', name: 'A & B', barcode: '2000000000015', sale_price: '1500' }));
    rows = addLabel(rows, lot({ id: '1' }));
    rows = addLabel(rows, lot({ id: '2', name: 'C', barcode: 'C1' }));
    expect(rows.map((r) => r.count)).toEqual([2, 1]);
    const html = labelsHtml(
      rows,
      { showName: true, showPrice: true },
      { title: 'Labels', lang: 'en', dir: 'ltr' },
    );
    expect(html.match(/class="label"/g)).toHaveLength(3);
    expect(html).toContain('A &amp; B');
    expect(html).toContain('1,500 IQD');
    const bare = labelsHtml(
      rows,
      { showName: false, showPrice: false },
      { title: 'L', lang: 'ar', dir: 'rtl' },
    );
    expect(bare).not.toContain('class="name"');
    expect(bare).not.toContain('class="price"');
    expect(bare).toContain('dir="rtl"');
  });
});
