import { expect } from 'vitest';
import type { Client, TestContext } from './app.js';
import type { TenantFixture } from './fixtures.js';
import { createBoxes } from './ledger.js';

export const DATE = new Date().toISOString().slice(0, 10);
export const NEXT_YEAR = `${Number(DATE.slice(0, 4)) + 1}${DATE.slice(4)}`;
export const IN_TWO_YEARS = `${Number(DATE.slice(0, 4)) + 2}${DATE.slice(4)}`;

/** Two tenants, a hospital connection of each, a pharmacist of the connected branch and one of another. */
export interface HospitalWorld {
  tenant: TenantFixture;
  other: TenantFixture;
  admin: Client;
  pharmacist: Client;
  elsewhere: Client;
  stranger: Client;
  pharmacy: string;
  second: string;
  key: string;
  connectionId: string;
  otherKey: string;
  boxes: Awaited<ReturnType<typeof createBoxes>>;
  /** POST hospital/prescriptions with a connection key (null: none). */
  push(body: unknown, k?: string | null): ReturnType<Client['request']>;
  /** A new prescription (a new hospital id each call). */
  prescription(lines: { code: string; quantity: string; dosage?: string }[], over?: object): Prescription;
  /** An item with the barcode and lots in the pharmacy. */
  item(
    barcode: string,
    lots: { quantity: string; expire?: string | null }[],
  ): Promise<{ id: string; lots: string[] }>;
}

export interface Prescription {
  id: string;
  [k: string]: unknown;
}

export async function hospitalWorld(t: TestContext): Promise<HospitalWorld> {
  const w = {} as HospitalWorld;
  w.tenant = await t.createTenant();
  w.other = await t.createTenant();
  [w.pharmacy, w.second] = [w.tenant.inventoryIds[0]!, w.tenant.inventoryIds[1]!];
  w.admin = await t.signIn(
    await t.createUser(w.tenant.tenantId, { superuser: true, inventories: w.tenant.inventoryIds }),
  );
  w.pharmacist = await t.signIn(
    await t.createUser(w.tenant.tenantId, {
      inventories: [w.pharmacy],
      abilities: [
        'sale_create',
        'report_patient_account_statement',
        'report_patient_account_statement_summary',
      ],
    }),
  );
  w.elsewhere = await t.signIn(
    await t.createUser(w.tenant.tenantId, { inventories: [w.second], abilities: ['sale_create'] }),
  );
  w.stranger = await t.signIn(
    await t.createUser(w.other.tenantId, { superuser: true, inventories: w.other.inventoryIds }),
  );
  w.boxes = await createBoxes(t.db.system, w.tenant.tenantId, w.pharmacy);
  const made = await w.admin.post('/api/api-connection', { name: 'City Hospital', inventory_id: w.pharmacy });
  expect(made.statusCode, made.body).toBe(201);
  w.key = made.json().key;
  w.connectionId = made.json().id;
  const theirs = await w.stranger.post('/api/api-connection', {
    name: 'Their hospital',
    inventory_id: w.other.inventoryIds[0],
  });
  w.otherKey = theirs.json().key;

  w.push = (body, k = w.key) =>
    t.client().request('POST', '/api/hospital/prescriptions', body, {
      headers: k ? { authorization: `Bearer ${k}` } : {},
    });
  let seq = 0;
  w.prescription = (lines, over = {}) => {
    seq += 1;
    return {
      resourceType: 'MedicationRequest',
      id: `RX-${seq}`,
      authoredOn: new Date().toISOString(),
      subject: { identifier: 'MRN-1', display: 'Dilan Aziz', birthDate: '1990-04-02' },
      requester: { display: 'Dr. Hawre' },
      lines: lines.map((l) => ({
        medication: { code: l.code, display: l.code },
        quantity: l.quantity,
        dosage: l.dosage,
      })),
      ...over,
    };
  };
  w.item = async (barcode, lots) => {
    const res = await w.admin.post('/api/general/item', { name: `Drug ${barcode}`, barcode });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const stocked = await w.admin.post(`/api/general/item/${id}/add-to-stock`, {
      products: lots.map((l) => ({
        inventory_id: w.pharmacy,
        currency_code: 'IQD',
        cost: '1000',
        sale_price: '1500',
        quantity: l.quantity,
        expire_date: l.expire ?? null,
      })),
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    return { id, lots: stocked.json().created as string[] };
  };
  return w;
}
