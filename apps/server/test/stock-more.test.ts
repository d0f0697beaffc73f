import { MESSAGES } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let shop: string;
let lotA: string;
let lotB: string;
const TODAY = new Date().toISOString().slice(0, 10);
const qty = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;

beforeAll(async () => {
  tenant = await t.createTenant();
  [pharmacy, shop] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: [pharmacy, shop] }),
  );
  const item = (await admin.post('/api/general/item', { name: 'Gauze', barcode: 'G-1' })).json();
  const created = (
    await admin.post(`/api/general/item/${item.id}/add-to-stock`, {
      products: [
        {
          inventory_id: pharmacy,
          currency_code: 'IQD',
          cost: '500',
          sale_price: '750',
          quantity: '20',
          batch_number: 'A',
        },
        {
          inventory_id: pharmacy,
          currency_code: 'IQD',
          cost: '500',
          sale_price: '750',
          quantity: '5',
          batch_number: 'B',
        },
      ],
    })
  ).json().created;
  [lotA, lotB] = created;
});

describe('goods stock-out', () => {
  it('takes stock out with its value, edits by putting back and taking again, deletes by restoring', async () => {
    const res = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: pharmacy,
      date: TODAY,
      reason: 'Used in the clinic',
      lines: [{ product_id: lotA, quantity: '3' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await qty(lotA)).toBe('17.0000');
    const id = res.json().id;
    expect(
      (
        await admin.request('PUT', `/api/inventory/goods-stock-out/${id}`, {
          inventory_id: pharmacy,
          date: TODAY,
          reason: 'Used',
          lines: [{ product_id: lotB, quantity: '2' }],
        })
      ).statusCode,
    ).toBe(200);
    expect([await qty(lotA), await qty(lotB)]).toEqual(['20.0000', '3.0000']);
    const items = (await admin.post('/api/inventory/goods-stock-out-items/list', {})).json();
    expect(
      items.data.map((r: { batch_number: string; quantity: string }) => [r.batch_number, r.quantity]),
    ).toEqual([['B', '2.0000']]);
    expect((await admin.request('DELETE', `/api/inventory/goods-stock-out/${id}`)).statusCode).toBe(204);
    expect(await qty(lotB)).toBe('5.0000');
  });

  it('refuses more than the lot holds, and a lot of another branch', async () => {
    const big = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: pharmacy,
      date: TODAY,
      reason: 'x',
      lines: [{ product_id: lotB, quantity: '6' }],
    });
    expect(big.json().message).toBe(MESSAGES.noEnoughQuantity);
    const wrong = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: shop,
      date: TODAY,
      reason: 'x',
      lines: [{ product_id: lotB, quantity: '1' }],
    });
    expect(wrong.json().errors).toHaveProperty(['lines.0.product_id']);
    expect(await qty(lotB)).toBe('5.0000');
  });

  it('an audited stock-out is locked', async () => {
    const { id } = (
      await admin.post('/api/inventory/goods-stock-out', {
        inventory_id: pharmacy,
        date: TODAY,
        reason: 'audit me',
        lines: [{ product_id: lotA, quantity: '1' }],
      })
    ).json();
    await admin.post('/api/accounting/invoice-audit', {
      id,
      type: 'goods_stock_out',
      invoice_audit_status: true,
    });
    expect((await admin.request('DELETE', `/api/inventory/goods-stock-out/${id}`)).json().message).toBe(
      MESSAGES.auditedLocked,
    );
  });
});

describe('stock backup', () => {
  it('snapshots a branch and downloads it as a spreadsheet', async () => {
    const b = await admin.post('/api/inventory/stock-backup', {
      inventory_id: pharmacy,
      note: 'Before the count',
    });
    expect(b.statusCode).toBe(201);
    const list = (await admin.post('/api/inventory/stock-backup/list', {})).json();
    expect(list.data[0]).toMatchObject({ lots: 2, note: 'Before the count' });
    const file = await admin.get(`/api/inventory/stock-backup/${b.json().id}/download`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe('Gauze');
    expect(typeof sheet.getCell('E2').value).toBe('number');
  });
});

describe('pinned products', () => {
  it('pins lots of a branch for the POS, in order, and unpins', async () => {
    const p = await admin.post('/api/pin-product', { inventory_id: pharmacy, product_id: lotB, position: 2 });
    await admin.post('/api/pin-product', { inventory_id: pharmacy, product_id: lotA, position: 1 });
    const list = (await admin.get(`/api/pin-product/list?inventory_id=${pharmacy}`)).json().data;
    expect(list.map((x: { product_id: string }) => x.product_id)).toEqual([lotA, lotB]);
    expect((await admin.post('/api/pin-product', { inventory_id: shop, product_id: lotA })).statusCode).toBe(
      404,
    );
    expect((await admin.request('DELETE', `/api/pin-product/${p.json().id}`)).statusCode).toBe(204);
  });
});
