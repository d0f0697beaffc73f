import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';
import { zipEntries } from './support/zip.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;

/** The text of the first sheet of an xlsx answer. */
const sheetText = (payload: Buffer) =>
  zipEntries(payload)
    .find((e) => e.name === 'xl/worksheets/sheet1.xml')!
    .data.toString('utf8');

beforeAll(async () => {
  tenant = await t.createTenant();
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
});

describe('exports write keys by the names the user reads', () => {
  it('the general ledger export names document types and sections as the client sent them', async () => {
    const boxes = await createBoxes(t.db.system, tenant.tenantId, tenant.inventoryIds[0]!);
    const income = (await admin.post('/api/accounting/income-type', { name: 'Fees' })).json().id;
    const res = await admin.post('/api/accounting/income', {
      date: '2026-11-20',
      cash_box_id: boxes.iqd,
      amount: '5000',
      currency_code: 'IQD',
      category_id: income,
    });
    expect(res.statusCode, res.body).toBe(201);
    const x = await admin.post('/api/accounting/general-ledger/export', {
      visibleHeaders: [
        { text: 'جۆری بەڵگە', value: 'document_type', labels: { income: 'داهات', sale: 'فرۆشتن' } },
        { text: 'بەش', value: 'section', labels: { Income: 'داهات (بەش)' } },
        { text: 'Debit', value: 'debit' },
      ],
    });
    expect(x.statusCode, x.body).toBe(200);
    const sheet = sheetText(x.rawPayload);
    expect(sheet).toContain('داهات');
    expect(sheet).toContain('داهات (بەش)');
    expect(sheet).not.toContain('>income<');
    expect(sheet).not.toContain('>Income<');
    expect(sheet).toContain('5000'); // a column without labels keeps its value
  });

  it('refuses labels that are not a map of text', async () => {
    const x = await admin.post('/api/accounting/general-ledger/export', {
      visibleHeaders: [{ text: 'Type', value: 'document_type', labels: ['income'] }],
    });
    expect(x.statusCode).toBe(422);
  });

  it('the purchase history export writes opening stock by its name, not add_to_stock', async () => {
    const item = await admin.post('/api/general/item', {
      name: 'Vitamin C 1000 mg',
      barcode: '6260000009991',
    });
    expect(item.statusCode, item.body).toBe(201);
    const stocked = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
      products: [
        {
          inventory_id: tenant.inventoryIds[0],
          currency_code: 'IQD',
          cost: '1000',
          sale_price: '1500',
          quantity: '10',
        },
      ],
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    const x = await admin.post('/api/product/purchase-history/export', {
      product_id: stocked.json().created[0],
      visibleHeaders: [
        { text: 'نوع', value: 'type', labels: { add_to_stock: 'مخزون افتتاحي', purchase: 'شراء' } },
        { text: 'Quantity', value: 'quantity' },
      ],
    });
    expect(x.statusCode, x.body).toBe(200);
    const sheet = sheetText(x.rawPayload);
    expect(sheet).toContain('مخزون افتتاحي');
    expect(sheet).not.toContain('add_to_stock');
  });
});
