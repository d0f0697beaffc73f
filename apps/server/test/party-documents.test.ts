import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let customerId: string;
let supplierId: string;
const DATE = '2026-11-10';
const balanceOf = async (path: string, id: string) => (await admin.get(`${path}/${id}`)).json().balance;

beforeAll(async () => {
  tenant = await t.createTenant();
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, tenant.inventoryIds[0]!);
  customerId = (
    await admin.post('/api/customer', { name: 'Debtor', inventory_id: tenant.inventoryIds[0], phone: '0770' })
  ).json().id;
  supplierId = (await admin.post('/api/supplier', { name: 'Creditor' })).json().id;
});

describe('customer money', () => {
  it('a recorded debt, a receipt into a box and an adjustment move the customer’s balance and the statement', async () => {
    const debt = await admin.post('/api/customer/debt', {
      date: DATE,
      amount: '100000',
      currency_code: 'IQD',
      category_id: customerId,
      note: 'Old debt',
    });
    expect(debt.statusCode, debt.body).toBe(201);
    expect(debt.json().invoice_id).toMatch(/^CD-/);
    const receipt = await admin.post('/api/customer/receipt', {
      date: DATE,
      cash_box_id: boxes.iqd,
      amount: '40000',
      currency_code: 'IQD',
      category_id: customerId,
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const adj = await admin.post('/api/customer/adjustment-entry', {
      date: DATE,
      amount: '10000',
      currency_code: 'IQD',
      category_id: customerId,
      direction: 'out',
    });
    expect(adj.statusCode, adj.body).toBe(201);
    expect(await balanceOf('/api/customer/customer', customerId)).toEqual([
      { currency_code: 'IQD', balance: '50000.000000' },
    ]);
    const st = (
      await admin.get(
        `/api/customer/detail-account-statement?party_id=${customerId}&currency_code=IQD&start_date=2026-11-01&end_date=2026-11-30`,
      )
    ).json();
    expect(st.data.map((r: { debit: string; credit: string }) => [r.debit, r.credit])).toEqual([
      ['100000.000000', '0'],
      ['0', '40000.000000'],
      ['0', '10000.000000'],
    ]);
    const box = (await admin.get('/api/accounting/cash-box/my-cashbox'))
      .json()
      .data.find((b: { id: string }) => b.id === boxes.iqd);
    expect(box.balance).toBe('40000.000000');
  });

  it('a receipt needs a box and a customer of the tenant; a debt needs no box', async () => {
    const noBox = await admin.post('/api/customer/receipt', {
      date: DATE,
      amount: '1',
      currency_code: 'IQD',
      category_id: customerId,
    });
    expect(noBox.json().errors).toHaveProperty('cash_box_id');
    const noCustomer = await admin.post('/api/customer/receipt', {
      date: DATE,
      cash_box_id: boxes.iqd,
      amount: '1',
      currency_code: 'IQD',
    });
    expect(noCustomer.json().errors).toHaveProperty('category_id');
    const noDirection = await admin.post('/api/customer/adjustment-entry', {
      date: DATE,
      amount: '1',
      currency_code: 'IQD',
      category_id: customerId,
    });
    expect(noDirection.json().errors).toHaveProperty('direction');
  });
});

describe('supplier money', () => {
  it('records what we owe a supplier and pays part of it from a USD box at the rate', async () => {
    await admin.post('/api/supplier/debt', {
      date: DATE,
      amount: '500',
      currency_code: 'USD',
      exchange_rate: '1310',
      category_id: supplierId,
    });
    await admin.post('/api/accounting/capital', {
      date: DATE,
      cash_box_id: boxes.usd,
      amount: '1000',
      currency_code: 'USD',
      exchange_rate: '1310',
      category_id: (await admin.post('/api/general/shareholder', { name: 'Owner' })).json().id,
    });
    const pay = await admin.post('/api/supplier/payment', {
      date: DATE,
      cash_box_id: boxes.usd,
      amount: '200',
      currency_code: 'USD',
      exchange_rate: '1310',
      category_id: supplierId,
    });
    expect(pay.statusCode, pay.body).toBe(201);
    // payables are credit-natured: the supplier's balance reads negative (we owe it)
    expect(await balanceOf('/api/supplier/supplier', supplierId)).toEqual([
      { currency_code: 'USD', balance: '-300.000000' },
    ]);
    const list = (await admin.post('/api/supplier/payment/list', {})).json();
    expect(list.data[0]).toMatchObject({
      category_name: 'Creditor',
      amount: '200.000000',
      cash_box_name: 'Main USD',
    });
    const gl = (
      await admin.post('/api/accounting/general-ledger/list', {
        text: [{ column: 'section', symbol: 'ex', value: 'Payment' }],
      })
    ).json();
    expect(gl.total).toBe(2);
  });
});
