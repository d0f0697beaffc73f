import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';
import { multipart } from './support/multipart.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let barcode: string;
let firstLot: string;
let secondLot: string;

async function workbook(rows: (string | number | null)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(client: Client, file: Buffer | null, fields: Record<string, string>) {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', file: { filename: 'sales.xlsx', content: file } }] : []),
  ]);
  return client.request('POST', '/api/sale/import', undefined, { payload, headers });
}

const quantity = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  barcode = `65${Date.now()}`;
  const item = await admin.post('/api/general/item', { name: 'Imported item', barcode });
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      {
        inventory_id: pharmacy,
        currency_code: 'IQD',
        cost: '100',
        sale_price: '250',
        quantity: '3',
        batch_number: 'A',
      },
      {
        inventory_id: pharmacy,
        currency_code: 'IQD',
        cost: '120',
        sale_price: '300',
        quantity: '10',
        batch_number: 'B',
      },
    ],
  });
  [firstLot, secondLot] = res.json().created as [string, string];
});

describe('sale import', () => {
  const header = ['invoice', 'sale_date', 'barcode', 'quantity', 'sale_price', 'note'];

  it('previews without saving, then imports with lots picked first in first out', async () => {
    const file = await workbook([
      header,
      ['A1', '2026-11-01', barcode, 2, null, 'first'],
      ['A1', '2026-11-01', barcode, 2, 500, null],
      ['', '2026-11-02', barcode, 1, 400, null],
    ]);
    const fields = { inventory_id: pharmacy, cash_box_id: boxes.iqd };
    const preview = await upload(admin, file, { ...fields, preview: '1' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ preview: true, saved: false });
    expect(preview.json().sales).toHaveLength(2);
    expect(preview.json().sales[0]).toMatchObject({ rows: [2, 3], total: '1500.000000', errors: [] });
    expect(await quantity(firstLot)).toBe('3.0000');

    const done = await upload(admin, file, { ...fields, preview: '0' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ saved: true });
    expect(done.json().sales.map((s: { invoice_id: string }) => s.invoice_id)).toEqual(['S-1', 'S-2']);
    // 2 from A at its price 250, then 1 from A + 1 from B at 500; then 1 from B
    expect(await quantity(firstLot)).toBe('0.0000');
    expect(await quantity(secondLot)).toBe('8.0000');
  });

  it('answers row-level errors and saves nothing when any row is wrong', async () => {
    const file = await workbook([
      header,
      ['B1', '2026-11-03', barcode, 1, 300, null],
      ['B2', '2026-11-03', 'no-such-barcode', 1, 300, null],
      ['B3', '2026-11-03', barcode, 'many', 300, null],
      ['B4', '2026-11-03', barcode, 1000, 300, null],
    ]);
    const res = await upload(admin, file, { inventory_id: pharmacy, cash_box_id: boxes.iqd, preview: '0' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      expect.stringContaining('Row 3: no item has the barcode'),
      expect.stringContaining('Row 4: the quantity'),
      'Row 5: no enough quantity',
    ]);
    expect(await quantity(secondLot)).toBe('8.0000');
    const preview = await upload(admin, file, { inventory_id: pharmacy, cash_box_id: boxes.iqd });
    expect(preview.json().sales[0]).toMatchObject({ errors: [], total: '300.000000' });
  });

  it('refuses a missing file, a non-workbook and a caller without sale_import', async () => {
    expect((await upload(admin, null, { inventory_id: pharmacy })).statusCode).toBe(422);
    expect(
      (await upload(admin, Buffer.from('not a workbook'), { inventory_id: pharmacy })).json().errors,
    ).toHaveProperty('file');
    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { inventories: [pharmacy], abilities: ['sale_create'] }),
    );
    expect((await upload(clerk, await workbook([header]), { inventory_id: pharmacy })).statusCode).toBe(403);
  });
});
