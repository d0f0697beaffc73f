import { describe, expect, it } from 'vitest';
import type { FoundItem } from './api';
import { groupByItem, type LotRow } from './api';
import { editLine, lineBody, lineFromPick, setFcPrice } from './lines';

const lot = (over: Partial<LotRow>): LotRow => ({
  id: '11',
  item_id: '5',
  inventory_id: '1',
  inventory: 'Central',
  item_name: 'Paracetamol',
  name: 'Paracetamol',
  scientific_name: null,
  expired: false,
  item_type: 1,
  barcode: '6260000000011',
  batch_number: 'B1',
  expire_date: '2028-01-31',
  quantity: '40',
  cost: '900',
  purchase_price: '1000',
  purchase_price_before_discount: '1000',
  sale_price: '1500',
  wholesale_price: '1300',
  currency_code: 'IQD',
  per_packet: 10,
  exact: true,
  sale_prices: [],
  ...over,
});

describe('purchase lines', () => {
  it('groups lots by item, keeping the order', () => {
    const items = groupByItem([lot({}), lot({ id: '12' }), lot({ id: '13', item_id: '6', name: 'Other' })]);
    expect(items.map((i) => [i.item_id, i.lots.length])).toEqual([
      ['5', 2],
      ['6', 1],
    ]);
  });

  it('a new batch takes the prices of the item lot in the branch, with an empty batch and expiry', () => {
    const item: FoundItem = groupByItem([
      lot({ inventory_id: '2', purchase_price: '999' }),
      lot({ id: '12' }),
    ])[0]!;
    const line = lineFromPick({ item, lot: null }, '1');
    expect(line).toMatchObject({
      batch_number: '',
      expire_date: '',
      quantity: '1',
      purchase_price: '1000',
      product_id: '12',
    });
  });

  it('a picked lot gives its batch and expiry', () => {
    const item = groupByItem([lot({})])[0]!;
    expect(lineFromPick({ item, lot: item.lots[0]! })).toMatchObject({
      batch_number: 'B1',
      expire_date: '2028-01-31',
    });
  });

  it('keeps price before discount, discount and price in step', () => {
    const item = groupByItem([lot({})])[0]!;
    let line = lineFromPick({ item, lot: null });
    line = editLine(line, 'discount', '10');
    expect(line.purchase_price).toBe('900');
    line = editLine(line, 'purchase_price', '800');
    expect(line.discount).toBe('20');
    line = editLine(line, 'purchase_price', '1200');
    expect(line).toMatchObject({ purchase_price_before_discount: '1200', discount: '0' });
    line = editLine({ ...line, purchase_price_before_discount: '' }, 'purchase_price', '700');
    expect(line.purchase_price_before_discount).toBe('700');
  });

  it('sends decimal text, blanks as null or 0, and only the foreign prices that were given', () => {
    const item = groupByItem([lot({})])[0]!;
    let line = { ...lineFromPick({ item, lot: null }), bonus: '', expire_date: ' ' };
    line = setFcPrice(line, 'USD', '1.25');
    line = setFcPrice(line, 'EUR', '');
    const body = lineBody(line);
    expect(body).toMatchObject({
      bonus: '0',
      expire_date: null,
      per_packet: 10,
      sale_prices: [{ currency_code: 'USD', sale_price: '1.25', wholesale_price: '0' }],
    });
  });
});
