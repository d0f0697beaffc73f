import { MESSAGES, SALE_MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let cashier: Client;
let cashierUser: UserFixture;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let lot: string;
const DATE = new Date().toISOString().slice(0, 10);

async function makeLot(quantity: string) {
  const item = await admin.post('/api/general/item', {
    name: `Item ${Math.random().toString(36).slice(2, 8)}`,
    barcode: `63${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [{ inventory_id: pharmacy, currency_code: 'IQD', cost: '1000', sale_price: '1500', quantity }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

async function customer() {
  const res = await admin.post('/api/customer', { name: 'Buyer', inventory_id: pharmacy, phone: '0770' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function sell(client: Client, over: Record<string, unknown> = {}, quantity = '1', price = '10000') {
  const res = await client.post('/api/sale', {
    inventory_id: pharmacy,
    sale_date: DATE,
    currency_code: 'IQD',
    cash_box_id: boxes.iqd,
    lines: [{ product_id: lot, sale_quantity: quantity, sale_price: price }],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; invoice_id: string; status: number };
}

const balanceOf = async (customerId: string) =>
  (await admin.get(`/api/customer/customer/${customerId}`)).json().balance;

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  cashierUser = await t.createUser(tenant.tenantId, {
    inventories: [pharmacy],
    abilities: ['sale_create', 'report_cashier_sale_list', 'report_cashier_sale_list_per_item'],
  });
  cashier = await t.signIn(cashierUser);
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  lot = await makeLot('1000');
  await t.db.system
    .insertInto('settings')
    .values({ tenant_id: tenant.tenantId, key: 'saleDefaultStatus', value: JSON.stringify(0) })
    .execute();
});

describe('approval', () => {
  it('new sales are pending per the setting; approve-all with a receipt takes what one customer owes', async () => {
    const c = await customer();
    const s1 = await sell(admin, { customer_id: c });
    const s2 = await sell(admin, { customer_id: c }, '2');
    const r1 = await sell(admin, { customer_id: c, is_return: true }, '1', '5000');
    expect([s1.status, s2.status, r1.status]).toEqual([0, 0, 0]);
    expect(await balanceOf(c)).toEqual([{ currency_code: 'IQD', balance: '25000.000000' }]);

    const res = await admin.request('PUT', '/api/sale/approve-all', {
      sale_ids: [s1.id, s2.id],
      sale_return_ids: [r1.id],
      create_receipt: true,
      customer_ids: [c, c, c],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toBe(3);
    expect(res.json().receipts).toEqual([
      expect.objectContaining({ amount: '25000.000000', currency_code: 'IQD', invoice_id: 'RC-1' }),
    ]);
    expect(await balanceOf(c)).toEqual([{ currency_code: 'IQD', balance: '0.000000' }]);
    const d = (await admin.get(`/api/sale/${s1.id}`)).json();
    expect(d).toMatchObject({ status: 1, has_receipts: true });

    // a second approval does not take the money twice
    const again = await admin.request('PUT', '/api/sale/approve-all', {
      sale_ids: [s1.id],
      create_receipt: true,
      customer_ids: [c],
    });
    expect(again.json()).toEqual({ updated: 0, receipts: [] });

    const del = await admin.request('DELETE', `/api/sale/${s1.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(MESSAGES.saleHasReceipts);
    const edit = await admin.request('PUT', `/api/sale/${s1.id}`, {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      customer_id: c,
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '1' }],
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses a receipt for mixed customers or a walk-in sale, and an empty selection', async () => {
    const a = await sell(admin, { customer_id: await customer() });
    const b = await sell(admin, { customer_id: await customer() });
    const walkIn = await sell(admin);
    for (const ids of [
      [a.id, b.id],
      [a.id, walkIn.id],
    ]) {
      const res = await admin.request('PUT', '/api/sale/approve-all', {
        sale_ids: ids,
        create_receipt: true,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SALE_MESSAGES.mixedCustomers);
    }
    const statuses = await t.db.system
      .selectFrom('sales')
      .select('status')
      .where('id', 'in', [a.id, b.id, walkIn.id])
      .execute();
    expect(statuses.every((s) => s.status === 0)).toBe(true);
    const none = await admin.request('PUT', '/api/sale/approve-all', { sale_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(SALE_MESSAGES.selectOne);
    const nonePending = await admin.request('PUT', '/api/sale/pending-all', {});
    expect(nonePending.json().message).toBe(SALE_MESSAGES.noRecordSelected);
    // a sale id given as a return (or an unknown id) is not found
    const wrongKind = await admin.request('PUT', '/api/sale/approve-all', { sale_return_ids: [a.id] });
    expect(wrongKind.statusCode).toBe(404);

    const ok = await admin.request('PUT', '/api/sale/approve-all', { sale_ids: [a.id, b.id, walkIn.id] });
    expect(ok.json()).toEqual({ updated: 3, receipts: [] });
    const back = await admin.request('PUT', '/api/sale/pending-all', { sale_ids: [a.id, walkIn.id] });
    expect(back.json().updated).toBe(2);
  });
});

describe('edit and delete', () => {
  it('an edit reverses and reposts; a delete brings the stock back; an audited sale is locked', async () => {
    const before = (
      await t.db.system
        .selectFrom('products')
        .select('quantity')
        .where('id', '=', lot)
        .executeTakeFirstOrThrow()
    ).quantity;
    const s = await sell(admin, {}, '3');
    const edit = await admin.request('PUT', `/api/sale/${s.id}`, {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [{ product_id: lot, sale_quantity: '5', sale_price: '2000' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ invoice_id: s.invoice_id, total: '10000.000000' });
    const q = async () =>
      (
        await t.db.system
          .selectFrom('products')
          .select('quantity')
          .where('id', '=', lot)
          .executeTakeFirstOrThrow()
      ).quantity;
    expect(Number(before) - Number(await q())).toBe(5);
    const detail = (await admin.get(`/api/sale/${s.id}`)).json();
    expect(detail.details).toHaveLength(1);
    expect(detail.details[0].sale_quantity).toBe('5.0000');

    const audit = await admin.post('/api/accounting/invoice-audit', {
      id: s.id,
      type: 'sale',
      invoice_audit_status: 1,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const locked = await admin.request('DELETE', `/api/sale/${s.id}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(MESSAGES.auditedLocked);

    const other = await sell(admin, {}, '2');
    const del = await admin.request('DELETE', `/api/sale/${other.id}`);
    expect(del.statusCode).toBe(204);
    expect(Number(before) - Number(await q())).toBe(5);
    expect((await admin.get(`/api/sale/${other.id}`)).statusCode).toBe(404);
  });
});

describe('lists and access', () => {
  it('the sale list answers the spec row with footer; cashier lists show only the user’s own documents', async () => {
    const mine = await sell(cashier, {}, '1', '7000');
    await sell(admin, {}, '1', '8000');
    const list = (await admin.post('/api/sale/list', { perPage: 100 })).json();
    expect(list.total).toBeGreaterThan(2);
    const row = list.data.find((r: { id: string }) => r.id === mine.id);
    expect(row).toMatchObject({
      pk: mine.id,
      is_return: 0,
      total: '7000.000000',
      currency_code: 'IQD',
      highlight: 0,
    });
    expect(row).toHaveProperty('purchase_price', '1000.000000');
    expect(list.footer).toHaveProperty('total');
    const own = (await cashier.post('/api/cashier-sale/list', { perPage: 100 })).json();
    expect(own.data.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const items = (await cashier.post('/api/cashier-sale-item/list', { perPage: 100 })).json();
    expect(items.data).toHaveLength(1);
    expect(items.data[0]).toMatchObject({
      sale_id: mine.id,
      sale_quantity: '1.0000',
      total_sale_price: '7000.000000',
    });
    const returns = (await admin.post('/api/sale-return/list', { perPage: 100 })).json();
    expect(returns.data.every((r: { is_return: number }) => r.is_return === 1)).toBe(true);
    const exp = await admin.post('/api/sale/export', {
      visibleHeaders: [{ text: 'Invoice', value: 'invoice_id' }],
    });
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses missing abilities, other branches and other tenants', async () => {
    const s = await sell(admin);
    expect((await cashier.get('/api/sale')).statusCode).toBe(403);
    expect((await cashier.request('PUT', '/api/sale/approve-all', { sale_ids: [s.id] })).statusCode).toBe(
      403,
    );
    expect((await cashier.request('DELETE', `/api/sale/${s.id}`)).statusCode).toBe(403);
    const ret = await cashier.post('/api/sale', {
      inventory_id: tenant.inventoryIds[1],
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '1' }],
    });
    expect(ret.statusCode, ret.body).toBe(403);

    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await stranger.get(`/api/sale/${s.id}`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/sale/${s.id}`)).statusCode).toBe(404);
    const steal = await stranger.post('/api/sale', {
      inventory_id: other.inventoryIds[0],
      sale_date: DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '1' }],
    });
    expect(steal.statusCode).toBe(422);
    expect((await stranger.request('PUT', '/api/sale/approve-all', { sale_ids: [s.id] })).statusCode).toBe(
      404,
    );
  });
});
