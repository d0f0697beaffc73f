import { type CartContext, emptyCart } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { applyEvent, type IncomingList, type OpenedJson, toEvent } from './api';
import { cartFromPrescription, cartOfPrescription, prescriptionCartName } from './open-cart';

const ctx: CartContext = {
  baseCurrency: 'IQD',
  foreignCurrency: 'USD',
  inventoryProcessMode: false,
  customerPricing: true,
};
const empty = emptyCart({
  id: 'c1',
  name: 'Dilan Aziz 09:05',
  currency_code: 'IQD',
  exchange_rate: '1310',
  sale_date: '2026-01-02',
  idempotency_key: 'k1',
});
const detail = {
  id: '7',
  prescription_id: 'RX-1',
  inventory_id: '1',
  is_in_process: false,
  status: 'received' as const,
  received_at: '2026-01-02T09:00:00.000Z',
  problem_count: 1,
  line_count: 3,
  api_connection: { id: '1', name: 'City Hospital' },
  meta: {
    patient: { id: '3', fullname: 'Dilan Aziz', hospital_patient_id: 'MRN-1' },
    prescriber: 'Dr. Hawre',
  },
};
const lot = (id: string, quantity: string, take: string, expire: string | null) => ({
  id,
  item_id: '20',
  name: 'Amoxicillin 250',
  barcode: 'AMOX',
  quantity,
  sale_quantity: take,
  sale_price: '1500',
  wholesale_price: '1200',
  purchase_price: '1000',
  cost: '1000',
  currency_code: 'IQD',
  item_type: 1,
  batch_number: '',
  expire_date: expire,
  per_packet: 1,
  sale_prices: [],
});
const line = (over: Partial<OpenedJson['lines'][number]>) => ({
  line_no: 1,
  drug_code: 'AMOX',
  drug_name: 'Amoxicillin',
  item_id: '20',
  item_name: 'Amoxicillin 250',
  quantity: '5',
  dosage: null,
  problem: null,
  lots: [],
  missing: '0',
  ...over,
});

describe('a prescription opened as a cart', () => {
  it('is named after the patient plus the time', () => {
    expect(prescriptionCartName('Dilan Aziz', new Date(2026, 0, 2, 9, 5))).toBe('Dilan Aziz 09:05');
  });

  it('carries the patient and the lots the server picked, and lists what could not be filled', () => {
    const opened: OpenedJson = {
      detail,
      lines: [
        line({ lots: [lot('101', '3', '3', '2027-01-01'), lot('102', '4', '2', '2028-01-01')] }),
        line({ line_no: 2, lots: [lot('102', '2', '1', '2028-01-01')], quantity: '2', missing: '1' }),
        line({ line_no: 3, drug_code: 'ZZZ', drug_name: null, item_id: null, item_name: null, missing: '1' }),
      ],
    };
    const { cart, missing } = cartFromPrescription(opened, empty, ctx);
    expect(cart).toMatchObject({ api_connection_detail: '7', hospital_patient_id: 'MRN-1', patient_id: '3' });
    expect(Object.fromEntries(cart.products.map((p) => [p.product_id, p.sale_quantity]))).toEqual({
      '101': '3',
      '102': '3',
    });
    expect(missing).toEqual([
      { name: 'Amoxicillin 250', quantity: '1' },
      { name: 'ZZZ', quantity: '1' },
    ]);
    // the same prescription is not opened into a second cart
    expect(cartOfPrescription([empty, cart], '7')).toBe(cart);
    expect(cartOfPrescription([empty], '7')).toBeNull();
  });
});

describe('the incoming list follows ApiConnectionEvent', () => {
  const list: IncomingList = { data: [detail], uncompleted_count: 1 };
  it('adds once, flags in process, removes on receive and delete', () => {
    const added = applyEvent(list, { type: 'add', detail: { ...detail, id: '8' } });
    expect(added?.uncompleted_count).toBe(2);
    expect(applyEvent(added, { type: 'add', detail: { ...detail, id: '8' } })?.uncompleted_count).toBe(2);
    expect(applyEvent(added, { type: 'process', id: '8', is_in_process: true })?.data[1]?.is_in_process).toBe(
      true,
    );
    expect(applyEvent(added, { type: 'receive', id: '7' })?.data.map((d) => d.id)).toEqual(['8']);
    expect(applyEvent(added, { type: 'delete', id: '8' })?.uncompleted_count).toBe(1);
  });
  it('ignores payloads it cannot read', () => {
    expect(toEvent({ type: 'add' })).toBeNull();
    expect(toEvent({ type: 'other', id: '1' })).toBeNull();
    expect(toEvent('x')).toBeNull();
    expect(toEvent({ type: 'delete', id: '1' })).toEqual({ type: 'delete', id: '1' });
  });
});
