import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';

import { PURCHASE_DATE, usePurchasingTenant } from './support/purchasing-tenant.js';

const t = useTestApp();
const { ctx, purchase, posted, lotQuantity } = usePurchasingTenant(t);

describe('purchase orders', () => {
  it('is approved, received in two purchases and closes its outstanding quantities', async () => {
    const created = await ctx.admin.post('/api/inventory/purchase-order', {
      supplier_id: ctx.supplierId,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [
        { item_id: ctx.itemA, quantity: '10', expected_price: '1000' },
        { item_id: ctx.itemB, quantity: '4', expected_price: '500' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const early = await ctx.admin.post('/api/inventory/purchase', purchase({ purchase_order_id: id }));
    expect(early.json().errors).toHaveProperty('purchase_order_id');

    const approver = await t.createUser(ctx.tenant.tenantId, {
      abilities: ['approve_purchase_order', 'purchase_order_list'],
      inventories: [ctx.pharmacy],
    });
    const approverClient = await t.signIn(approver);
    const notes = (
      await sql<{ c: string }>`select count(*)::text as c from notifications where user_id = ${approver.id}
        and model_type = 'purchase_order'`.execute(t.db.system)
    ).rows[0]!.c;
    // the approver was created after the order: notify reaches approvers existing at creation time
    expect(notes).toBe('0');
    const approved = await approverClient.post(`/api/inventory/purchase-order/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await approverClient.post(`/api/inventory/purchase-order/${id}/approve`)).json().message).toBe(
      MESSAGES.cannotApprove,
    );
    const editApproved = await ctx.admin.request('DELETE', `/api/inventory/purchase-order/${id}`);
    expect(editApproved.json().message).toBe(MESSAGES.deleteNotAllowed);

    const first = await ctx.admin.post(
      '/api/inventory/purchase',
      purchase({
        purchase_order_id: id,
        lines: [
          {
            item_id: ctx.itemA,
            batch_number: 'PO1',
            quantity: '6',
            purchase_price: '1000',
            sale_price: '5000',
          },
        ],
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    let order = (await ctx.admin.get(`/api/inventory/purchase-order/${id}`)).json();
    expect(order.status).toBe(1);
    expect(order.lines.map((l: { outstanding_quantity: string }) => l.outstanding_quantity)).toEqual([
      '4',
      '4',
    ]);
    const open = (
      await ctx.admin.get(`/api/general/purchase-order/list?supplier_id=${ctx.supplierId}`)
    ).json().data;
    expect(open.map((o: { id: string }) => o.id)).toContain(id);

    const second = await ctx.admin.post(
      '/api/inventory/purchase',
      purchase({
        purchase_order_id: id,
        lines: [
          {
            item_id: ctx.itemA,
            batch_number: 'PO1',
            quantity: '4',
            purchase_price: '1000',
            sale_price: '5000',
          },
          {
            item_id: ctx.itemB,
            batch_number: 'PO2',
            quantity: '4',
            purchase_price: '500',
            sale_price: '5000',
          },
        ],
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    order = (await ctx.admin.get(`/api/inventory/purchase-order/${id}`)).json();
    expect(order.status).toBe(2);
    expect(order.lines.map((l: { outstanding_quantity: string }) => l.outstanding_quantity)).toEqual([
      '0',
      '0',
    ]);
    // deleting the second purchase reopens what it received
    expect(
      (await ctx.admin.request('DELETE', `/api/inventory/purchase/${second.json().id}`)).statusCode,
    ).toBe(204);
    order = (await ctx.admin.get(`/api/inventory/purchase-order/${id}`)).json();
    expect(order.status).toBe(1);
    expect(order.lines.map((l: { outstanding_quantity: string }) => l.outstanding_quantity)).toEqual([
      '4',
      '4',
    ]);
  });

  it('pending orders can be edited and deleted and notify approvers; others refuse approval', async () => {
    const approver = await t.createUser(ctx.tenant.tenantId, { abilities: ['approve_purchase_order'] });
    const body = {
      supplier_id: ctx.supplierId,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [{ item_id: ctx.itemA, quantity: '1' }],
    };
    const id = (await ctx.admin.post('/api/inventory/purchase-order', body)).json().id;
    const notes = (
      await sql<{ c: string }>`select count(*)::text as c from notifications where user_id = ${approver.id}
        and model_type = 'purchase_order' and model_id = ${id}`.execute(t.db.system)
    ).rows[0]!.c;
    expect(notes).toBe('1');
    const put = await ctx.admin.request('PUT', `/api/inventory/purchase-order/${id}`, {
      ...body,
      lines: [{ item_id: ctx.itemB, quantity: '3', expected_price: '7' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await ctx.admin.get(`/api/inventory/purchase-order/${id}`)).json().total).toBe('21');
    const lister = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, {
        abilities: ['purchase_order_list'],
        inventories: [ctx.pharmacy],
      }),
    );
    expect((await lister.post(`/api/inventory/purchase-order/${id}/approve`)).statusCode).toBe(403);
    expect((await ctx.admin.request('DELETE', `/api/inventory/purchase-order/${id}`)).statusCode).toBe(204);
    const list = (await ctx.admin.post('/api/inventory/purchase-order/list', {})).json();
    expect(list.data.find((o: { id: string }) => o.id === id)).toBeUndefined();
  });

  it('a supplier with only a pending order cannot be deleted (409, not a server error)', async () => {
    const other = (await ctx.admin.post('/api/supplier', { name: 'Ordered From Only' })).json().id;
    const order = await ctx.admin.post('/api/inventory/purchase-order', {
      supplier_id: other,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [{ item_id: ctx.itemA, quantity: '2' }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const del = await ctx.admin.request('DELETE', `/api/supplier/supplier/${other}`);
    expect(del.statusCode, del.body).toBe(409);
    expect((await ctx.admin.get(`/api/supplier/supplier/${other}`)).statusCode).toBe(200);
  });
});

describe('purchase returns', () => {
  it('returns part of a lot, reverses the ledger proportionally and refuses more than is left', async () => {
    const p = (
      await ctx.admin.post(
        '/api/inventory/purchase',
        purchase({
          lines: [
            {
              item_id: ctx.itemB,
              batch_number: 'R1',
              quantity: '5',
              purchase_price: '2000',
              sale_price: '5000',
            },
          ],
        }),
      )
    ).json();
    const lotId = (await ctx.admin.get(`/api/inventory/purchase/${p.id}`)).json().lines[0].product_id;
    const lots = (
      await ctx.admin.get(`/api/purchase-return/lots?supplier_id=${ctx.supplierId}&keyword=Ibuprofen`)
    ).json().data;
    expect(lots.map((l: { product_id: string }) => l.product_id)).toContain(lotId);

    const ret = await ctx.admin.post('/api/inventory/purchase-return', {
      supplier_id: ctx.supplierId,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      cash_box_id: ctx.boxes.iqd,
      amount_received: '2000',
      lines: [{ product_id: lotId, quantity: '2', price: '2000' }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json().invoice_id).toMatch(/^PR-\d+$/);
    expect(await lotQuantity(lotId)).toBe('3.0000');
    expect(await posted('purchase_return', ret.json().id)).toEqual([
      { key: 'cash', debit: '2000.000000', credit: '0.000000', amount: '2000.000000', currency_code: 'IQD' },
      {
        key: 'inventory',
        debit: '0.000000',
        credit: '4000.000000',
        amount: '-4000.000000',
        currency_code: 'IQD',
      },
      {
        key: 'payable',
        debit: '4000.000000',
        credit: '2000.000000',
        amount: '2000.000000',
        currency_code: 'IQD',
      },
    ]);
    const doc = (await ctx.admin.get(`/api/inventory/purchase-return/${ret.json().id}`)).json();
    expect(doc).toMatchObject({ total: '4000', amount_received: '2000', remaining: '2000' });
    expect(doc.lines[0]).toMatchObject({ quantity: '2', price: '2000', lot_quantity: '3' });

    const tooMany = await ctx.admin.post('/api/inventory/purchase-return', {
      supplier_id: ctx.supplierId,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '4', price: '2000' }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(MESSAGES.returnNotAllowed);
    expect(await lotQuantity(lotId)).toBe('3.0000');
    // the purchase is locked now that units went back
    expect((await ctx.admin.request('DELETE', `/api/inventory/purchase/${p.id}`)).json().message).toBe(
      MESSAGES.soldLocked,
    );
    // editing the return puts the stock back first; deleting restores the lot
    const edit = await ctx.admin.request('PUT', `/api/inventory/purchase-return/${ret.json().id}`, {
      supplier_id: ctx.supplierId,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '5', price: '1500' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await lotQuantity(lotId)).toBe('0.0000');
    expect(
      (await ctx.admin.request('DELETE', `/api/inventory/purchase-return/${ret.json().id}`)).statusCode,
    ).toBe(204);
    expect(await lotQuantity(lotId)).toBe('5.0000');
    const list = (await ctx.admin.post('/api/inventory/purchase-return/list', {})).json();
    expect(list.data.find((r: { id: string }) => r.id === ret.json().id)).toBeUndefined();
  });

  it('a return at another price books the difference; lots of other suppliers are refused', async () => {
    const other = (await ctx.admin.post('/api/supplier', { name: 'Someone else' })).json().id;
    const p = (
      await ctx.admin.post(
        '/api/inventory/purchase',
        purchase({
          lines: [
            {
              item_id: ctx.itemA,
              batch_number: 'R2',
              quantity: '4',
              purchase_price: '1000',
              sale_price: '5000',
            },
          ],
        }),
      )
    ).json();
    const lotId = (await ctx.admin.get(`/api/inventory/purchase/${p.id}`)).json().lines[0].product_id;
    const wrong = await ctx.admin.post('/api/inventory/purchase-return', {
      supplier_id: other,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '1', price: '1000' }],
    });
    expect(wrong.json().errors).toHaveProperty(['lines.0.product_id']);
    const ret = await ctx.admin.post('/api/inventory/purchase-return', {
      supplier_id: ctx.supplierId,
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '1', price: '800' }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(await posted('purchase_return', ret.json().id)).toEqual([
      {
        key: 'inventory',
        debit: '0.000000',
        credit: '1000.000000',
        amount: '-800.000000',
        currency_code: 'IQD',
      },
      { key: 'payable', debit: '800.000000', credit: '0.000000', amount: '800.000000', currency_code: 'IQD' },
      {
        key: 'stock_adjustment',
        debit: '200.000000',
        credit: '0.000000',
        amount: '0.000000',
        currency_code: 'IQD',
      },
    ]);
  });
});

describe('purchase history', () => {
  it('the purchase-history dialog lists purchases and returns with number, supplier and bonus', async () => {
    const p = (
      await ctx.admin.post(
        '/api/inventory/purchase',
        purchase({
          lines: [
            {
              item_id: ctx.itemA,
              batch_number: 'H1',
              quantity: '7',
              bonus: '1',
              purchase_price: '900',
              sale_price: '5000',
            },
          ],
        }),
      )
    ).json();
    const lotId = (await ctx.admin.get(`/api/inventory/purchase/${p.id}`)).json().lines[0].product_id;
    const h = (await ctx.admin.post('/api/product/purchase-history', { product_id: lotId })).json();
    const row = h.data.find((r: { number: string }) => r.number === p.invoice_id);
    expect(row).toMatchObject({
      type: 'purchase',
      supplier: 'Pharma Wholesale',
      quantity: '7.0000',
      bonus: '1.0000',
      purchase_price: '900.000000',
    });
    expect(h.data.some((r: { type: string }) => r.type === 'purchase_return')).toBe(true);
    const x = await ctx.admin.post('/api/product/purchase-history/export', {
      product_id: lotId,
      visibleHeaders: [{ text: 'Number', value: 'number' }],
    });
    expect(x.statusCode).toBe(200);
  });
});
