import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';

import { PURCHASE_DATE, usePurchasingTenant } from './support/purchasing-tenant.js';

const t = useTestApp();
const { ctx, purchase, posted, lotQuantity } = usePurchasingTenant(t);

describe('purchases', () => {
  it('a USD purchase into an IQD ctx.tenant posts base amounts at the document rate and stocks the lots', async () => {
    const res = await ctx.admin.post(
      '/api/inventory/purchase',
      purchase({
        currency_code: 'USD',
        exchange_rate: '1300',
        cash_box_id: ctx.boxes.usd,
        amount_paid: '40',
        expenses: '10',
        invoice_reference: 'INV-778',
        lines: [
          {
            item_id: ctx.itemA,
            batch_number: 'U1',
            quantity: '10',
            bonus: '2',
            purchase_price: '6',
            sale_price: '9',
          },
          { item_id: ctx.itemB, batch_number: 'U2', quantity: '5', purchase_price: '8', sale_price: '12' },
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
    const doc = (await ctx.admin.get(`/api/inventory/purchase/${id}`)).json();
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
      await ctx.admin.get(
        `/api/supplier/detail-account-statement?party_id=${ctx.supplierId}&currency_code=USD&start_date=2026-11-01&end_date=2026-11-30`,
      )
    ).json();
    const ledger = (
      await sql<{ s: string }>`select sum(amount)::text as s from journal_lines
        where party_type = 'supplier' and party_id = ${ctx.supplierId} and currency_code = 'USD'`.execute(
        t.db.system,
      )
    ).rows[0]!.s;
    expect(st.closing_balance).toBe(ledger);
    expect(st.closing_balance).toBe('-70.000000');
    const balance = (await ctx.admin.get(`/api/supplier/supplier/${ctx.supplierId}`)).json().balance;
    expect(balance).toEqual([{ currency_code: 'USD', balance: '-70.000000' }]);
  });

  it('lists purchases with the table protocol, newest list and export', async () => {
    const list = (await ctx.admin.post('/api/inventory/purchase/list', { search: 'Pharma' })).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.data[0]).toHaveProperty('invoice_id');
    const newest = (await ctx.admin.get(`/api/purchase/newest-list?inventory_id=${ctx.pharmacy}`)).json()
      .data;
    expect(newest[0]).toHaveProperty('item_name');
    const xlsx = await ctx.admin.post('/api/inventory/purchase/export', {});
    expect(xlsx.statusCode).toBe(200);
  });

  it('an unsold purchase can be edited and deleted; a sold one is refused with the spec message', async () => {
    const res = await ctx.admin.post('/api/inventory/purchase', purchase());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const edit = await ctx.admin.request(
      'PUT',
      `/api/inventory/purchase/${id}`,
      purchase({
        lines: [
          {
            item_id: ctx.itemA,
            batch_number: 'B1',
            quantity: '12',
            purchase_price: '900',
            sale_price: '1500',
          },
        ],
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const doc = (await ctx.admin.get(`/api/inventory/purchase/${id}`)).json();
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
    const out = await ctx.admin.post('/api/inventory/goods-stock-out', {
      inventory_id: ctx.pharmacy,
      date: PURCHASE_DATE,
      reason: 'Used',
      lines: [{ product_id: doc.lines[0].product_id, quantity: '1' }],
    });
    expect(out.statusCode, out.body).toBe(201);
    const refused = await ctx.admin.request('PUT', `/api/inventory/purchase/${id}`, purchase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.soldLocked);
    const del = await ctx.admin.request('DELETE', `/api/inventory/purchase/${id}`);
    expect(del.json().message).toBe(MESSAGES.soldLocked);
    expect((await ctx.admin.get(`/api/inventory/purchase/${id}`)).json().sold).toBe(true);

    const other = (
      await ctx.admin.post(
        '/api/inventory/purchase',
        purchase({
          lines: [
            {
              item_id: ctx.itemB,
              batch_number: 'D1',
              quantity: '3',
              purchase_price: '100',
              sale_price: '5000',
            },
          ],
        }),
      )
    ).json();
    expect((await ctx.admin.request('DELETE', `/api/inventory/purchase/${other.id}`)).statusCode).toBe(204);
    expect(await posted('purchase', other.id)).toEqual([]);
  });

  it('a repeated create with the same idempotency key makes one purchase', async () => {
    const headers = { 'idempotency-key': `purchase-${Date.now()}` };
    const body = purchase({
      lines: [
        { item_id: ctx.itemB, batch_number: 'IK', quantity: '2', purchase_price: '50', sale_price: '5000' },
      ],
    });
    const first = await ctx.admin.request('POST', '/api/inventory/purchase', body, { headers });
    const again = await ctx.admin.request('POST', '/api/inventory/purchase', body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const lot = (await ctx.admin.get(`/api/inventory/purchase/${first.json().id}`)).json().lines[0]
      .product_id;
    expect(await lotQuantity(lot)).toBe('2.0000');
  });

  it('an audited purchase cannot change', async () => {
    const id = (
      await ctx.admin.post(
        '/api/inventory/purchase',
        purchase({
          lines: [
            {
              item_id: ctx.itemB,
              batch_number: 'AU',
              quantity: '1',
              purchase_price: '10',
              sale_price: '5000',
            },
          ],
        }),
      )
    ).json().id;
    const audit = await ctx.admin.post('/api/accounting/invoice-audit', {
      id,
      type: 'purchase',
      invoice_audit_status: 1,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect((await ctx.admin.get(`/api/inventory/purchase/${id}`)).json().audited).toBe(true);
    const res = await ctx.admin.request('DELETE', `/api/inventory/purchase/${id}`);
    expect(res.json().message).toBe(MESSAGES.auditedLocked);
  });

  it('refuses bad input, another ctx.tenant and a missing ability', async () => {
    const bad = await ctx.admin.post('/api/inventory/purchase', purchase({ lines: [] }));
    expect(bad.statusCode).toBe(422);
    const noRate = await ctx.admin.post('/api/inventory/purchase', purchase({ currency_code: 'USD' }));
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().errors).toHaveProperty('exchange_rate');
    const overpaid = await ctx.admin.post(
      '/api/inventory/purchase',
      purchase({ amount_paid: '999999', cash_box_id: ctx.boxes.iqd }),
    );
    expect(overpaid.json().errors).toHaveProperty('amount_paid');
    const wrongBox = await ctx.admin.post(
      '/api/inventory/purchase',
      purchase({ amount_paid: '10', cash_box_id: ctx.boxes.usd }),
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
    const mine = (await ctx.admin.post('/api/inventory/purchase/list', {})).json().data[0].id;
    expect((await stranger.get(`/api/inventory/purchase/${mine}`)).statusCode).toBe(404);

    const clerk = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, { abilities: ['purchase_list'], inventories: [ctx.pharmacy] }),
    );
    expect((await clerk.post('/api/inventory/purchase', purchase())).statusCode).toBe(403);
    expect((await clerk.get(`/api/inventory/purchase/${mine}`)).statusCode).toBe(200);
    const elsewhere = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, {
        abilities: ['purchase_create'],
        inventories: [ctx.tenant.inventoryIds[1]!],
      }),
    );
    expect((await elsewhere.post('/api/inventory/purchase', purchase())).statusCode).toBe(403);
  });
});
