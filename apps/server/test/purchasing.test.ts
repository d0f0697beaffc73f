import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let supplierId: string;
let itemA: string;
let itemB: string;
const DATE = '2026-11-12';

async function makeItem(name: string) {
  const res = await admin.post('/api/general/item', {
    name,
    barcode: `77${Date.now()}${Math.random()}`.slice(0, 20),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const purchase = (over: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  inventory_id: pharmacy,
  purchase_date: DATE,
  currency_code: 'IQD',
  lines: [{ item_id: itemA, batch_number: 'B1', quantity: '10', purchase_price: '1000', sale_price: '1500' }],
  ...over,
});

/** Journal lines of one document, summed per account key. */
async function posted(documentType: string, id: string) {
  const r = await sql<{ key: string; debit: string; credit: string; amount: string; currency_code: string }>`
    select coalesce(a.system_key, a.name) as key, sum(l.debit)::text as debit, sum(l.credit)::text as credit,
      sum(l.amount)::text as amount, l.currency_code
    from journal_lines l join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where e.document_type = ${documentType} and e.document_id = ${id}
      and e.reverses_entry_id is null
      and not exists (select 1 from journal_entries r where r.tenant_id = e.tenant_id and r.reverses_entry_id = e.id)
    group by coalesce(a.system_key, a.name), l.currency_code order by 1, 5`.execute(t.db.system);
  return r.rows;
}

const lotQuantity = async (productId: string) =>
  (
    await sql<{ q: string }>`select quantity::text as q from products where id = ${productId}`.execute(
      t.db.system,
    )
  ).rows[0]!.q;

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds, name: 'Boss' }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  supplierId = (await admin.post('/api/supplier', { name: 'Pharma Wholesale' })).json().id;
  itemA = await makeItem('Amoxicillin 500');
  itemB = await makeItem('Ibuprofen 400');
  // money in the USD box to pay suppliers from
  await admin.post('/api/accounting/capital', {
    date: DATE,
    cash_box_id: boxes.usd,
    amount: '5000',
    currency_code: 'USD',
    exchange_rate: '1310',
    category_id: (await admin.post('/api/general/shareholder', { name: 'Owner' })).json().id,
  });
});

describe('purchases', () => {
  it('a USD purchase into an IQD tenant posts base amounts at the document rate and stocks the lots', async () => {
    const res = await admin.post(
      '/api/inventory/purchase',
      purchase({
        currency_code: 'USD',
        exchange_rate: '1300',
        cash_box_id: boxes.usd,
        amount_paid: '40',
        expenses: '10',
        invoice_reference: 'INV-778',
        lines: [
          {
            item_id: itemA,
            batch_number: 'U1',
            quantity: '10',
            bonus: '2',
            purchase_price: '6',
            sale_price: '9',
          },
          { item_id: itemB, batch_number: 'U2', quantity: '5', purchase_price: '8', sale_price: '12' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice_id).toMatch(/^P-\d+$/);
    const id = res.json().id;
    // subtotal 60 + 40 = 100 USD, expenses 10: total 110 USD = 143,000 IQD at 1300
    expect(await posted('purchase', id)).toEqual([
      { key: 'cash', debit: '0.000000', credit: '52000.000000', amount: '-40.000000', currency_code: 'USD' },
      {
        key: 'inventory',
        debit: '143000.000000',
        credit: '0.000000',
        amount: '110.000000',
        currency_code: 'USD',
      },
      {
        key: 'payable',
        debit: '52000.000000',
        credit: '143000.000000',
        amount: '-70.000000',
        currency_code: 'USD',
      },
    ]);
    const doc = (await admin.get(`/api/inventory/purchase/${id}`)).json();
    expect(doc).toMatchObject({
      subtotal: '100',
      expenses: '10',
      total: '110',
      amount_paid: '40',
      remaining: '70',
      exchange_rate: '1300',
      supplier_name: 'Pharma Wholesale',
      invoice_reference: 'INV-778',
      sold: false,
      audited: false,
    });
    // line A: 60 + 6 landed over 12 units = 5.5; line B: 40 + 4 over 5 units = 8.8
    expect(doc.lines.map((l: { cost: string; lot_quantity: string }) => [l.cost, l.lot_quantity])).toEqual([
      ['5.5', '12'],
      ['8.8', '5'],
    ]);
    const lot = (
      await sql<{ base_cost: string; currency_code: string }>`
        select base_cost::text, currency_code from products where id = ${doc.lines[0].product_id}`.execute(
        t.db.system,
      )
    ).rows[0]!;
    expect(lot).toEqual({ base_cost: '7150.000000', currency_code: 'USD' });
  });

  it('the supplier statement in USD agrees with the ledger', async () => {
    const st = (
      await admin.get(
        `/api/supplier/detail-account-statement?party_id=${supplierId}&currency_code=USD&start_date=2026-11-01&end_date=2026-11-30`,
      )
    ).json();
    const ledger = (
      await sql<{ s: string }>`select sum(amount)::text as s from journal_lines
        where party_type = 'supplier' and party_id = ${supplierId} and currency_code = 'USD'`.execute(
        t.db.system,
      )
    ).rows[0]!.s;
    expect(st.closing_balance).toBe(ledger);
    expect(st.closing_balance).toBe('-70.000000');
    const balance = (await admin.get(`/api/supplier/supplier/${supplierId}`)).json().balance;
    expect(balance).toEqual([{ currency_code: 'USD', balance: '-70.000000' }]);
  });

  it('lists purchases with the table protocol, newest list and export', async () => {
    const list = (await admin.post('/api/inventory/purchase/list', { search: 'Pharma' })).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.data[0]).toHaveProperty('invoice_id');
    const newest = (await admin.get(`/api/purchase/newest-list?inventory_id=${pharmacy}`)).json().data;
    expect(newest[0]).toHaveProperty('item_name');
    const xlsx = await admin.post('/api/inventory/purchase/export', {});
    expect(xlsx.statusCode).toBe(200);
  });

  it('an unsold purchase can be edited and deleted; a sold one is refused with the spec message', async () => {
    const res = await admin.post('/api/inventory/purchase', purchase());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const edit = await admin.request(
      'PUT',
      `/api/inventory/purchase/${id}`,
      purchase({
        lines: [
          { item_id: itemA, batch_number: 'B1', quantity: '12', purchase_price: '900', sale_price: '1500' },
        ],
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const doc = (await admin.get(`/api/inventory/purchase/${id}`)).json();
    expect(doc.total).toBe('10800');
    expect(doc.invoice_id).toBe(res.json().invoice_id);
    expect(await lotQuantity(doc.lines[0].product_id)).toBe('12.0000');
    expect(await posted('purchase', id)).toEqual([
      {
        key: 'inventory',
        debit: '10800.000000',
        credit: '0.000000',
        amount: '10800.000000',
        currency_code: 'IQD',
      },
      {
        key: 'payable',
        debit: '0.000000',
        credit: '10800.000000',
        amount: '-10800.000000',
        currency_code: 'IQD',
      },
    ]);
    // a stock-out takes units of the lot: the purchase is now locked
    const out = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: pharmacy,
      date: DATE,
      reason: 'Used',
      lines: [{ product_id: doc.lines[0].product_id, quantity: '1' }],
    });
    expect(out.statusCode, out.body).toBe(201);
    const refused = await admin.request('PUT', `/api/inventory/purchase/${id}`, purchase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.soldLocked);
    const del = await admin.request('DELETE', `/api/inventory/purchase/${id}`);
    expect(del.json().message).toBe(MESSAGES.soldLocked);
    expect((await admin.get(`/api/inventory/purchase/${id}`)).json().sold).toBe(true);

    const other = (
      await admin.post(
        '/api/inventory/purchase',
        purchase({ lines: [{ item_id: itemB, batch_number: 'D1', quantity: '3', purchase_price: '100' }] }),
      )
    ).json();
    expect((await admin.request('DELETE', `/api/inventory/purchase/${other.id}`)).statusCode).toBe(204);
    expect(await posted('purchase', other.id)).toEqual([]);
  });

  it('a repeated create with the same idempotency key makes one purchase', async () => {
    const headers = { 'idempotency-key': `purchase-${Date.now()}` };
    const body = purchase({
      lines: [{ item_id: itemB, batch_number: 'IK', quantity: '2', purchase_price: '50' }],
    });
    const first = await admin.request('POST', '/api/inventory/purchase', body, { headers });
    const again = await admin.request('POST', '/api/inventory/purchase', body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const lot = (await admin.get(`/api/inventory/purchase/${first.json().id}`)).json().lines[0].product_id;
    expect(await lotQuantity(lot)).toBe('2.0000');
  });

  it('an audited purchase cannot change', async () => {
    const id = (
      await admin.post(
        '/api/inventory/purchase',
        purchase({ lines: [{ item_id: itemB, batch_number: 'AU', quantity: '1', purchase_price: '10' }] }),
      )
    ).json().id;
    const audit = await admin.post('/api/accounting/invoice-audit', {
      id,
      type: 'purchase',
      invoice_audit_status: 1,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect((await admin.get(`/api/inventory/purchase/${id}`)).json().audited).toBe(true);
    const res = await admin.request('DELETE', `/api/inventory/purchase/${id}`);
    expect(res.json().message).toBe(MESSAGES.auditedLocked);
  });

  it('refuses bad input, another tenant and a missing ability', async () => {
    const bad = await admin.post('/api/inventory/purchase', purchase({ lines: [] }));
    expect(bad.statusCode).toBe(422);
    const noRate = await admin.post('/api/inventory/purchase', purchase({ currency_code: 'USD' }));
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().errors).toHaveProperty('exchange_rate');
    const overpaid = await admin.post(
      '/api/inventory/purchase',
      purchase({ amount_paid: '999999', cash_box_id: boxes.iqd }),
    );
    expect(overpaid.json().errors).toHaveProperty('amount_paid');
    const wrongBox = await admin.post(
      '/api/inventory/purchase',
      purchase({ amount_paid: '10', cash_box_id: boxes.usd }),
    );
    expect(wrongBox.json().errors).toHaveProperty('cash_box_id');

    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    const foreign = await stranger.post('/api/inventory/purchase', {
      ...purchase(),
      inventory_id: other.inventoryIds[0],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('supplier_id');
    const mine = (await admin.post('/api/inventory/purchase/list', {})).json().data[0].id;
    expect((await stranger.get(`/api/inventory/purchase/${mine}`)).statusCode).toBe(404);

    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['purchase_list'], inventories: [pharmacy] }),
    );
    expect((await clerk.post('/api/inventory/purchase', purchase())).statusCode).toBe(403);
    expect((await clerk.get(`/api/inventory/purchase/${mine}`)).statusCode).toBe(200);
    const elsewhere = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['purchase_create'],
        inventories: [tenant.inventoryIds[1]!],
      }),
    );
    expect((await elsewhere.post('/api/inventory/purchase', purchase())).statusCode).toBe(403);
  });
});

describe('purchase orders', () => {
  it('is approved, received in two purchases and closes its outstanding quantities', async () => {
    const created = await admin.post('/api/inventory/purchase-order', {
      supplier_id: supplierId,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      lines: [
        { item_id: itemA, quantity: '10', expected_price: '1000' },
        { item_id: itemB, quantity: '4', expected_price: '500' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const early = await admin.post('/api/inventory/purchase', purchase({ purchase_order_id: id }));
    expect(early.json().errors).toHaveProperty('purchase_order_id');

    const approver = await t.createUser(tenant.tenantId, {
      abilities: ['approve_purchase_order', 'purchase_order_list'],
      inventories: [pharmacy],
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
    const editApproved = await admin.request('DELETE', `/api/inventory/purchase-order/${id}`);
    expect(editApproved.json().message).toBe(MESSAGES.deleteNotAllowed);

    const first = await admin.post(
      '/api/inventory/purchase',
      purchase({
        purchase_order_id: id,
        lines: [{ item_id: itemA, batch_number: 'PO1', quantity: '6', purchase_price: '1000' }],
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    let order = (await admin.get(`/api/inventory/purchase-order/${id}`)).json();
    expect(order.status).toBe(1);
    expect(order.lines.map((l: { outstanding_quantity: string }) => l.outstanding_quantity)).toEqual([
      '4',
      '4',
    ]);
    const open = (await admin.get(`/api/general/purchase-order/list?supplier_id=${supplierId}`)).json().data;
    expect(open.map((o: { id: string }) => o.id)).toContain(id);

    const second = await admin.post(
      '/api/inventory/purchase',
      purchase({
        purchase_order_id: id,
        lines: [
          { item_id: itemA, batch_number: 'PO1', quantity: '4', purchase_price: '1000' },
          { item_id: itemB, batch_number: 'PO2', quantity: '4', purchase_price: '500' },
        ],
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    order = (await admin.get(`/api/inventory/purchase-order/${id}`)).json();
    expect(order.status).toBe(2);
    expect(order.lines.map((l: { outstanding_quantity: string }) => l.outstanding_quantity)).toEqual([
      '0',
      '0',
    ]);
    // deleting the second purchase reopens what it received
    expect((await admin.request('DELETE', `/api/inventory/purchase/${second.json().id}`)).statusCode).toBe(
      204,
    );
    order = (await admin.get(`/api/inventory/purchase-order/${id}`)).json();
    expect(order.status).toBe(1);
    expect(order.lines.map((l: { outstanding_quantity: string }) => l.outstanding_quantity)).toEqual([
      '4',
      '4',
    ]);
  });

  it('pending orders can be edited and deleted and notify approvers; others refuse approval', async () => {
    const approver = await t.createUser(tenant.tenantId, { abilities: ['approve_purchase_order'] });
    const body = {
      supplier_id: supplierId,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      lines: [{ item_id: itemA, quantity: '1' }],
    };
    const id = (await admin.post('/api/inventory/purchase-order', body)).json().id;
    const notes = (
      await sql<{ c: string }>`select count(*)::text as c from notifications where user_id = ${approver.id}
        and model_type = 'purchase_order' and model_id = ${id}`.execute(t.db.system)
    ).rows[0]!.c;
    expect(notes).toBe('1');
    const put = await admin.request('PUT', `/api/inventory/purchase-order/${id}`, {
      ...body,
      lines: [{ item_id: itemB, quantity: '3', expected_price: '7' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await admin.get(`/api/inventory/purchase-order/${id}`)).json().total).toBe('21');
    const lister = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['purchase_order_list'], inventories: [pharmacy] }),
    );
    expect((await lister.post(`/api/inventory/purchase-order/${id}/approve`)).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/inventory/purchase-order/${id}`)).statusCode).toBe(204);
    const list = (await admin.post('/api/inventory/purchase-order/list', {})).json();
    expect(list.data.find((o: { id: string }) => o.id === id)).toBeUndefined();
  });

  it('a supplier with only a pending order cannot be deleted (409, not a server error)', async () => {
    const other = (await admin.post('/api/supplier', { name: 'Ordered From Only' })).json().id;
    const order = await admin.post('/api/inventory/purchase-order', {
      supplier_id: other,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      lines: [{ item_id: itemA, quantity: '2' }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const del = await admin.request('DELETE', `/api/supplier/supplier/${other}`);
    expect(del.statusCode, del.body).toBe(409);
    expect((await admin.get(`/api/supplier/supplier/${other}`)).statusCode).toBe(200);
  });
});

describe('purchase returns', () => {
  it('returns part of a lot, reverses the ledger proportionally and refuses more than is left', async () => {
    const p = (
      await admin.post(
        '/api/inventory/purchase',
        purchase({ lines: [{ item_id: itemB, batch_number: 'R1', quantity: '5', purchase_price: '2000' }] }),
      )
    ).json();
    const lotId = (await admin.get(`/api/inventory/purchase/${p.id}`)).json().lines[0].product_id;
    const lots = (
      await admin.get(`/api/purchase-return/lots?supplier_id=${supplierId}&keyword=Ibuprofen`)
    ).json().data;
    expect(lots.map((l: { product_id: string }) => l.product_id)).toContain(lotId);

    const ret = await admin.post('/api/inventory/purchase-return', {
      supplier_id: supplierId,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
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
    const doc = (await admin.get(`/api/inventory/purchase-return/${ret.json().id}`)).json();
    expect(doc).toMatchObject({ total: '4000', amount_received: '2000', remaining: '2000' });
    expect(doc.lines[0]).toMatchObject({ quantity: '2', price: '2000', lot_quantity: '3' });

    const tooMany = await admin.post('/api/inventory/purchase-return', {
      supplier_id: supplierId,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '4', price: '2000' }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(MESSAGES.returnNotAllowed);
    expect(await lotQuantity(lotId)).toBe('3.0000');
    // the purchase is locked now that units went back
    expect((await admin.request('DELETE', `/api/inventory/purchase/${p.id}`)).json().message).toBe(
      MESSAGES.soldLocked,
    );
    // editing the return puts the stock back first; deleting restores the lot
    const edit = await admin.request('PUT', `/api/inventory/purchase-return/${ret.json().id}`, {
      supplier_id: supplierId,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '5', price: '1500' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await lotQuantity(lotId)).toBe('0.0000');
    expect(
      (await admin.request('DELETE', `/api/inventory/purchase-return/${ret.json().id}`)).statusCode,
    ).toBe(204);
    expect(await lotQuantity(lotId)).toBe('5.0000');
    const list = (await admin.post('/api/inventory/purchase-return/list', {})).json();
    expect(list.data.find((r: { id: string }) => r.id === ret.json().id)).toBeUndefined();
  });

  it('a return at another price books the difference; lots of other suppliers are refused', async () => {
    const other = (await admin.post('/api/supplier', { name: 'Someone else' })).json().id;
    const p = (
      await admin.post(
        '/api/inventory/purchase',
        purchase({ lines: [{ item_id: itemA, batch_number: 'R2', quantity: '4', purchase_price: '1000' }] }),
      )
    ).json();
    const lotId = (await admin.get(`/api/inventory/purchase/${p.id}`)).json().lines[0].product_id;
    const wrong = await admin.post('/api/inventory/purchase-return', {
      supplier_id: other,
      inventory_id: pharmacy,
      date: DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lotId, quantity: '1', price: '1000' }],
    });
    expect(wrong.json().errors).toHaveProperty(['lines.0.product_id']);
    const ret = await admin.post('/api/inventory/purchase-return', {
      supplier_id: supplierId,
      inventory_id: pharmacy,
      date: DATE,
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
      await admin.post(
        '/api/inventory/purchase',
        purchase({
          lines: [{ item_id: itemA, batch_number: 'H1', quantity: '7', bonus: '1', purchase_price: '900' }],
        }),
      )
    ).json();
    const lotId = (await admin.get(`/api/inventory/purchase/${p.id}`)).json().lines[0].product_id;
    const h = (await admin.post('/api/product/purchase-history', { product_id: lotId })).json();
    const row = h.data.find((r: { number: string }) => r.number === p.invoice_id);
    expect(row).toMatchObject({
      type: 'purchase',
      supplier: 'Pharma Wholesale',
      quantity: '7.0000',
      bonus: '1.0000',
      purchase_price: '900.000000',
    });
    expect(h.data.some((r: { type: string }) => r.type === 'purchase_return')).toBe(true);
    const x = await admin.post('/api/product/purchase-history/export', {
      product_id: lotId,
      visibleHeaders: [{ text: 'Number', value: 'number' }],
    });
    expect(x.statusCode).toBe(200);
  });
});
