import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

/**
 * The document kernel's own rules (modules/documents), checked across types that are declared on it:
 * what every type gets without writing it again.
 */
const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let shop: string;
let lot: string;
let itemId: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let category: string;
let incomeType: string;
const TODAY = new Date().toISOString().slice(0, 10);

const qty = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;

/** Net stock a document has moved (all its movements, reversals included). */
const netMoved = async (type: string, id: string) =>
  (
    await sql<{ net: string }>`select coalesce(sum(quantity), 0)::text as net from stock_movements
      where document_type = ${type} and document_id = ${id}`.execute(t.db.system)
  ).rows[0]!.net;

/** Net of every journal line a document has posted (originals and reversals), in base currency. */
const netPosted = async (type: string, id: string) =>
  (
    await sql<{ debit: string; credit: string }>`select coalesce(sum(l.debit), 0)::text as debit,
      coalesce(sum(l.credit), 0)::text as credit from journal_lines l
      join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      where e.document_type = ${type} and e.document_id = ${id}`.execute(t.db.system)
  ).rows[0]!;

/** Makes a document look as if it was created yesterday. */
const ageOneDay = (table: string, id: string) =>
  sql`update ${sql.table(table)} set created_at = created_at - interval '1 day' where id = ${id}`.execute(
    t.db.system,
  );

const stockOut = (quantity: string, over: Record<string, unknown> = {}) => ({
  inventory_id: pharmacy,
  date: TODAY,
  reason: 'Damaged',
  lines: [{ product_id: lot, quantity }],
  ...over,
});

beforeAll(async () => {
  tenant = await t.createTenant();
  [pharmacy, shop] = tenant.inventoryIds as [string, string];
  const adminUser = await t.createUser(tenant.tenantId, { superuser: true, inventories: [pharmacy, shop] });
  admin = await t.signIn(adminUser);
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy, adminUser.id);
  const item = (await admin.post('/api/general/item', { name: 'Bandage', barcode: 'BD-1' })).json();
  itemId = item.id;
  const res = await admin.post(`/api/general/item/${item.id}/add-to-stock`, {
    products: [
      {
        inventory_id: pharmacy,
        currency_code: 'IQD',
        cost: '1000',
        sale_price: '2500',
        quantity: '40',
        batch_number: 'K',
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  [lot] = res.json().created;
  category = (await admin.post('/api/general/expense-category', { name: 'Repairs' })).json().id;
  incomeType = (await admin.post('/api/accounting/income-type', { name: 'Rent' })).json().id;
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('document kernel', () => {
  it('edit is undo + apply and delete is undo: stock and journal come back exactly', async () => {
    const before = await qty(lot);
    const made = await admin.post('/api/inventory/goods-stock-out', stockOut('3'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    expect(made.json().invoice_id).toBe('GSO-1');
    const edited = await admin.request('PUT', `/api/inventory/goods-stock-out/${id}`, stockOut('5'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().invoice_id).toBe('GSO-1');
    expect(await netMoved('goods_stock_out', id)).toBe('-5.0000');
    expect(await qty(lot)).toBe((Number(before) - 5).toFixed(4));
    expect((await admin.request('DELETE', `/api/inventory/goods-stock-out/${id}`)).statusCode).toBe(204);
    expect(await qty(lot)).toBe(before);
    expect(await netMoved('goods_stock_out', id)).toBe('0.0000');
    const posted = await netPosted('goods_stock_out', id);
    expect(posted.debit).toBe(posted.credit);
  });

  it("refuses a change to another day's document for holders of 'only today', not today's", async () => {
    const limited = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: [
          'goods_stock_out_list',
          'goods_stock_out_create',
          'goods_stock_out_edit',
          'goods_stock_out_delete',
          'edit_only_today',
          'delete_only_today',
        ],
        inventories: [pharmacy],
      }),
    );
    const old = (await limited.post('/api/inventory/goods-stock-out', stockOut('1'))).json().id;
    const fresh = (await limited.post('/api/inventory/goods-stock-out', stockOut('1'))).json().id;
    await ageOneDay('goods_stock_outs', old);
    const edit = await limited.request('PUT', `/api/inventory/goods-stock-out/${old}`, stockOut('2'));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(MESSAGES.updateNotAllowed);
    const del = await limited.request('DELETE', `/api/inventory/goods-stock-out/${old}`);
    expect(del.json().message).toBe(MESSAGES.deleteNotAllowed);
    expect(await netMoved('goods_stock_out', old)).toBe('-1.0000');
    expect(
      (await limited.request('PUT', `/api/inventory/goods-stock-out/${fresh}`, stockOut('2'))).statusCode,
    ).toBe(200);
    // the superuser is not bound by it
    expect((await admin.request('DELETE', `/api/inventory/goods-stock-out/${old}`)).statusCode).toBe(204);
  });

  it('keeps users to their connected branches', async () => {
    const shopOnly = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['goods_stock_out_list', 'goods_stock_out_create', 'goods_stock_out_edit'],
        inventories: [shop],
      }),
    );
    const before = await qty(lot);
    const res = await shopOnly.post('/api/inventory/goods-stock-out', stockOut('1'));
    expect(res.statusCode).toBe(403);
    const mine = (await admin.post('/api/inventory/goods-stock-out', stockOut('1'))).json().id;
    expect(
      (await shopOnly.request('PUT', `/api/inventory/goods-stock-out/${mine}`, stockOut('2'))).statusCode,
    ).toBe(403);
    expect(await qty(lot)).toBe((Number(before) - 1).toFixed(4));
  });

  it('keeps the kinds of one table apart: an income is not reachable as an expense', async () => {
    await admin.post('/api/accounting/income', {
      date: TODAY,
      cash_box_id: boxes.iqd,
      amount: '50000',
      currency_code: 'IQD',
      category_id: incomeType,
    });
    const income = (
      await admin.post('/api/accounting/income', {
        date: TODAY,
        cash_box_id: boxes.iqd,
        amount: '1000',
        currency_code: 'IQD',
        category_id: incomeType,
      })
    ).json().id;
    expect((await admin.get(`/api/accounting/variable-expense/${income}`)).statusCode).toBe(404);
    const put = await admin.request('PUT', `/api/accounting/variable-expense/${income}`, {
      date: TODAY,
      cash_box_id: boxes.iqd,
      amount: '9',
      currency_code: 'IQD',
      category_id: category,
    });
    expect(put.statusCode, put.body).toBe(404);
    expect((await admin.request('DELETE', `/api/accounting/variable-expense/${income}`)).statusCode).toBe(
      404,
    );
    expect((await admin.get(`/api/accounting/income/${income}`)).json().amount).toBe('1000.000000');
  });

  it('approves a pending document once: transfers move stock at approval, orders refuse a second approval', async () => {
    const tr = (
      await admin.post('/api/inventory/item-transfer', {
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: TODAY,
        lines: [{ product_id: lot, quantity: '2' }],
      })
    ).json();
    expect(await netMoved('item_transfer', tr.id)).toBe('0');
    const ok = await admin.request('PUT', `/api/inventory/item-transfer/${tr.id}/approve`);
    expect(ok.json()).toMatchObject({ id: tr.id, invoice_id: tr.invoice_id, status: 2 });
    const again = await admin.request('PUT', `/api/inventory/item-transfer/${tr.id}/approve`);
    expect(again.json().message).toBe(MESSAGES.updateNotAllowed);
    expect((await admin.request('PUT', `/api/inventory/item-transfer/${tr.id}/cancel`)).json().message).toBe(
      MESSAGES.updateNotAllowed,
    );

    const supplier = (await admin.post('/api/supplier', { name: 'Kurdistan Medical' })).json().id;
    const order = (
      await admin.post('/api/inventory/purchase-order', {
        supplier_id: supplier,
        inventory_id: pharmacy,
        date: TODAY,
        currency_code: 'IQD',
        lines: [{ item_id: itemId, quantity: '10' }],
      })
    ).json();
    expect((await admin.post(`/api/inventory/purchase-order/${order.id}/approve`)).json().status).toBe(1);
    expect((await admin.post(`/api/inventory/purchase-order/${order.id}/approve`)).json().message).toBe(
      MESSAGES.cannotApprove,
    );
    // orders have no cancel step
    expect((await admin.post(`/api/inventory/purchase-order/${order.id}/cancel`)).statusCode).toBe(404);
  });

  it('names every posted document type in the general ledger by its section', async () => {
    const res = await admin.post('/api/accounting/general-ledger/list', {
      text: [{ column: 'document_type', symbol: 'ex', value: 'goods_stock_out' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sections = new Set(res.json().data.map((r: { section: string }) => r.section));
    expect([...sections]).toEqual(['Product']);
  });
});
