import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let buyer: string;
let other: string;
let adjustmentId: string;
const DATE = '2026-11-05';

type Row = Record<string, string | null>;
const list = async (c: Client, body: Record<string, unknown> = {}) => {
  const res = await c.post('/api/customer/actions/list', { perPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; total: number };
};
const byCustomer = (id: string) => ({ list: [{ column: 'customer_id', values: [id] }] });

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  const boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  const mk = async (name: string) =>
    (await admin.post('/api/customer', { name, inventory_id: pharmacy, phone: '0770' })).json().id as string;
  buyer = await mk('Action buyer');
  other = await mk('Other customer');
  const item = await admin.post('/api/general/item', { name: 'Action item', barcode: `77${Date.now()}` });
  const stock = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      { inventory_id: pharmacy, currency_code: 'IQD', cost: '100', sale_price: '1', quantity: '10' },
    ],
  });
  const sale = await admin.post('/api/sale', {
    inventory_id: pharmacy,
    sale_date: DATE,
    currency_code: 'IQD',
    cash_box_id: boxes.iqd,
    customer_id: buyer,
    lines: [{ product_id: stock.json().created[0], sale_quantity: '2', sale_price: '250' }],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const receipt = await admin.post('/api/customer/receipt', {
    date: DATE,
    cash_box_id: boxes.iqd,
    amount: '300',
    currency_code: 'IQD',
    category_id: buyer,
  });
  expect(receipt.statusCode, receipt.body).toBe(201);
  const debt = await admin.post('/api/customer/debt', {
    date: DATE,
    amount: '1000',
    currency_code: 'IQD',
    category_id: buyer,
  });
  expect(debt.statusCode, debt.body).toBe(201);
  const adj = await admin.post('/api/customer/adjustment-entry', {
    date: DATE,
    amount: '50',
    currency_code: 'IQD',
    category_id: other,
    direction: 'out',
  });
  expect(adj.statusCode, adj.body).toBe(201);
  adjustmentId = adj.json().id;
});

describe('customer actions', () => {
  it('lists a sale, a receipt, a debt and the customer’s creation, newest first', async () => {
    const r = await list(admin, byCustomer(buyer));
    const types = r.data.map((x) => x.action_type);
    expect(types).toEqual(['customer_debt', 'receipt', 'sale', 'customer_created']);
    expect(r.total).toBe(4);
    const sale = r.data.find((x) => x.action_type === 'sale')!;
    expect(sale).toMatchObject({
      customer_id: buyer,
      customer_name: 'Action buyer',
      amount: '500.000000',
      currency_code: 'IQD',
      inventory_id: pharmacy,
      action_date: DATE,
    });
    expect(sale.invoice_id).toMatch(/^S-/);
    expect(sale.user_name).toBeTruthy();
    expect(r.data.find((x) => x.action_type === 'receipt')!.invoice_id).toMatch(/^RC-/);
    expect(r.data.find((x) => x.action_type === 'customer_debt')).toMatchObject({ amount: '1000.000000' });
  });

  it('filters by customer, type and date; an adjustment out counts negative', async () => {
    const r = await list(admin, byCustomer(other));
    expect(r.data.map((x) => [x.action_type, x.amount])).toEqual([
      ['customer_adjustment_entry', '-50.000000'],
      ['customer_created', null],
    ]);
    const receipts = await list(admin, { list: [{ column: 'action_type', values: ['receipt'] }] });
    expect(receipts.data).toHaveLength(1);
    const none = await list(admin, {
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      ...byCustomer(buyer),
    });
    expect(none.data.filter((x) => x.action_type !== 'customer_created')).toEqual([]);
  });

  it('shows customer updates, subscription changes and deleted documents from the activity log', async () => {
    const upd = await admin.request('PUT', `/api/customer/${other}`, {
      name: 'Other customer renamed',
      inventory_id: pharmacy,
      phone: '0771',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const sub = await admin.post('/api/customer/customer-subscription', {
      customer_id: other,
      amount: '25000',
      currency_code: 'IQD',
      frequency: 1,
      receipt_due_day: 5,
      start_date: DATE,
      status: 1,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const del = await admin.request('DELETE', `/api/customer/adjustment-entry/${adjustmentId}`);
    expect(del.statusCode, del.body).toBe(204);
    const r = await list(admin, byCustomer(other));
    expect(r.data.map((x) => x.action_type).sort()).toEqual([
      'customer_adjustment_entry_deleted',
      'customer_created',
      'customer_updated',
      'subscription_created',
    ]);
    expect(r.data.find((x) => x.action_type === 'customer_adjustment_entry_deleted')).toMatchObject({
      amount: '-50.000000',
      currency_code: 'IQD',
      inventory_id: null,
    });
    expect(r.data.find((x) => x.action_type === 'customer_adjustment_entry_deleted')!.invoice_id).toMatch(
      /^CAE-/,
    );
    expect(r.data.find((x) => x.action_type === 'subscription_created')).toMatchObject({
      amount: '25000.000000',
      currency_code: 'IQD',
    });
  });

  it('refuses a sort or filter column that is not whitelisted', async () => {
    const res = await admin.post('/api/customer/actions/list', { sortBy: 'tenant_id' });
    expect(res.statusCode).toBe(422);
    const bad = await admin.post('/api/customer/actions/list', {
      text: [{ column: 'password_hash', value: 'x' }],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('needs report_customer_action (403 without it) and shows another tenant nothing', async () => {
    const plain = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['customer_list'], inventories: [pharmacy] }),
    );
    expect((await plain.post('/api/customer/actions/list', {})).statusCode).toBe(403);
    expect((await plain.get('/api/customer/actions')).statusCode).toBe(403);
    const allowed = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['report_customer_action'], inventories: [pharmacy] }),
    );
    expect((await list(allowed, byCustomer(buyer))).total).toBe(4);
    // a user of no branch sees the rows with no branch (creation, debt, receipt) but not the branch's sale
    const elsewhere = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['report_customer_action'], inventories: [] }),
    );
    const types = (await list(elsewhere, byCustomer(buyer))).data.map((x) => x.action_type);
    expect(types).not.toContain('sale');
    expect(types).toContain('customer_created');
    const stranger = await t.createTenant();
    const outsider = await t.signIn(
      await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
    );
    const seen = await list(outsider, byCustomer(buyer));
    expect(seen.data).toEqual([]);
    expect((await list(outsider)).total).toBe(0);
  });

  it('exports the filtered rows to xlsx, read back', async () => {
    const res = await admin.post('/api/customer/actions/export', {
      ...byCustomer(buyer),
      visibleHeaders: [
        { text: 'Type', value: 'action_type' },
        { text: 'Number', value: 'invoice_id' },
        { text: 'Amount', value: 'amount' },
      ],
      title: 'Customer actions',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Type', 'Number', 'Amount']);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getCell('A2').value).toBe('customer_debt');
    expect(sheet.getCell('C2').value).toBe(1000);
  });
});
