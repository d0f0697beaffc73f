import { formatMessage } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let accountant: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let categoryId: string;
let incomeTypeId: string;
let supplierId: string;
const DATE = '2026-11-20';

const ACCOUNTANT = [
  'variable_expense_create',
  'variable_expense_edit',
  'variable_expense_list',
  'income_create',
  'cash_box_transfer_create',
  'money_conversion_create',
  'supplier_payment_create',
  'cash_box_list',
];

const expense = (over: Record<string, unknown> = {}) => ({
  date: DATE,
  cash_box_id: boxes.usd,
  amount: '25',
  currency_code: 'USD',
  exchange_rate: '1310',
  category_id: categoryId,
  ...over,
});
const income = (box: string, amount: string, currency: string) =>
  accountant.post('/api/accounting/income', {
    date: DATE,
    cash_box_id: box,
    amount,
    currency_code: currency,
    category_id: incomeTypeId,
    ...(currency === 'USD' ? { exchange_rate: '1310' } : {}),
  });
const balance = async (id: string) =>
  (await admin.get('/api/accounting/cash-box/my-cashbox'))
    .json()
    .data.find((b: { id: string }) => b.id === id)?.balance as string;
const setNegativeCash = async (on: boolean) =>
  expect((await admin.request('PUT', '/api/setting', { allowNegativeCash: on })).statusCode).toBe(200);

beforeAll(async () => {
  tenant = await t.createTenant();
  const user = await t.createUser(tenant.tenantId, {
    abilities: ACCOUNTANT,
    inventories: [tenant.inventoryIds[0]!],
  });
  accountant = await t.signIn(user);
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
  boxes = await createBoxes(t.db.system, tenant.tenantId, tenant.inventoryIds[0]!);
  categoryId = (await admin.post('/api/general/expense-category', { name: 'Stationery' })).json().id;
  incomeTypeId = (await admin.post('/api/accounting/income-type', { name: 'Sales of services' })).json().id;
  supplierId = (await admin.post('/api/supplier', { name: 'Kurdistan Pharma' })).json().id;
});

describe('a cash box cannot pay out more than it holds', () => {
  it('refuses an expense of 25 USD from an empty USD box, naming the box, its balance and currency', async () => {
    const res = await accountant.post('/api/accounting/variable-expense', expense());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      formatMessage('cashBoxNegative', { box: 'Main USD', balance: '0.00', currency: 'USD' }),
    );
    expect(res.json().message).toContain('Main USD');
    // nothing was written: no document, no journal line
    expect(await balance(boxes.usd)).toBe('0');
    const list = (await accountant.post('/api/accounting/variable-expense/list', {})).json();
    expect(list.total).toBe(0);
  });

  it('lets the box pay what it holds, to the last cent, and refuses one cent more', async () => {
    expect((await income(boxes.usd, '30', 'USD')).statusCode).toBe(201);
    expect((await accountant.post('/api/accounting/variable-expense', expense())).statusCode).toBe(201);
    expect(await balance(boxes.usd)).toBe('5.000000');
    const over = await accountant.post('/api/accounting/variable-expense', expense({ amount: '5.01' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('5.00 USD');
    expect(
      (await accountant.post('/api/accounting/variable-expense', expense({ amount: '5' }))).statusCode,
    ).toBe(201);
    expect(await balance(boxes.usd)).toBe('0.000000');
  });

  it('refuses an edit that raises an expense beyond the box, and allows one within it', async () => {
    await income(boxes.usd, '10', 'USD');
    const made = await accountant.post('/api/accounting/variable-expense', expense({ amount: '8' }));
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    const url = `/api/accounting/variable-expense/${id}`;
    expect((await accountant.request('PUT', url, expense({ amount: '12' }))).statusCode).toBe(409);
    expect((await accountant.request('PUT', url, expense({ amount: '10' }))).statusCode).toBe(200);
    expect(await balance(boxes.usd)).toBe('0.000000');
  });

  it('holds for transfers, conversions and supplier payments too', async () => {
    await income(boxes.iqd, '100000', 'IQD');
    const transfer = await accountant.post('/api/accounting/cash-box/transfer', {
      date: DATE,
      cash_box_id: boxes.iqd,
      to_cash_box_id: boxes.iqd2,
      amount: '100001',
      currency_code: 'IQD',
    });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().message).toBe(
      formatMessage('cashBoxNegative', { box: 'Main IQD', balance: '100,000', currency: 'IQD' }),
    );
    const conversion = await accountant.post('/api/accounting/cash-box/money-conversion', {
      date: DATE,
      cash_box_id: boxes.usd,
      to_cash_box_id: boxes.iqd,
      amount: '1',
      currency_code: 'USD',
      exchange_rate: '1310',
    });
    expect(conversion.statusCode).toBe(409);
    const payment = await accountant.post('/api/supplier/payment', {
      date: DATE,
      cash_box_id: boxes.iqd,
      category_id: supplierId,
      amount: '150000',
      currency_code: 'IQD',
    });
    expect(payment.statusCode).toBe(409);
    expect(await balance(boxes.iqd)).toBe('100000.000000');
    expect(await balance(boxes.iqd2)).toBe('0');
  });

  it('holds for a sale return paid out and a purchase paid in cash', async () => {
    const shop = tenant.inventoryIds[1]!;
    const shopBoxes = await createBoxes(t.db.system, tenant.tenantId, shop);
    const item = (
      await admin.post('/api/general/item', { name: 'Cough syrup', barcode: '6260000007771' })
    ).json();
    const lots = await admin.post(`/api/general/item/${item.id}/add-to-stock`, {
      products: [
        { inventory_id: shop, currency_code: 'IQD', cost: '1000', sale_price: '1500', quantity: '10' },
      ],
    });
    expect(lots.statusCode, lots.body).toBe(200);
    const lot = lots.json().created[0] as string;
    const sale = (over: Record<string, unknown>) =>
      admin.post('/api/sale', {
        inventory_id: shop,
        sale_date: DATE,
        currency_code: 'IQD',
        cash_box_id: shopBoxes.iqd,
        lines: [{ product_id: lot, sale_quantity: '2', sale_price: '1500' }],
        ...over,
      });
    const sold = await sale({});
    expect(sold.statusCode, sold.body).toBe(201);
    // the drawer is emptied down to 1,000 into the second box
    const moved = await admin.post('/api/accounting/cash-box/transfer', {
      date: DATE,
      cash_box_id: shopBoxes.iqd,
      to_cash_box_id: shopBoxes.iqd2,
      amount: '2000',
      currency_code: 'IQD',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const back = await sale({
      is_return: true,
      return_of_sale_id: sold.json().id,
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '1500' }],
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      formatMessage('cashBoxNegative', { box: 'Main IQD', balance: '1,000', currency: 'IQD' }),
    );
    const bought = await admin.post('/api/inventory/purchase', {
      supplier_id: supplierId,
      inventory_id: shop,
      purchase_date: DATE,
      currency_code: 'IQD',
      cash_box_id: shopBoxes.iqd,
      amount_paid: '5000',
      lines: [
        { item_id: item.id, batch_number: 'P1', quantity: '10', purchase_price: '1000', sale_price: '1500' },
      ],
    });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message).toContain('it holds 1,000 IQD');
    expect(await balance(shopBoxes.iqd)).toBe('1000.000000');
  });

  it('lets only one of two concurrent withdrawals through when together they exceed the box', async () => {
    // an expense and a transfer: different number sequences, so nothing but the box lock orders them
    for (let round = 0; round < 3; round++) {
      await income(boxes.iqd2, '30000', 'IQD');
      const results = await Promise.all([
        accountant.post(
          '/api/accounting/variable-expense',
          expense({
            cash_box_id: boxes.iqd2,
            currency_code: 'IQD',
            exchange_rate: undefined,
            amount: '20000',
          }),
        ),
        accountant.post('/api/accounting/cash-box/transfer', {
          date: DATE,
          cash_box_id: boxes.iqd2,
          to_cash_box_id: boxes.iqd,
          amount: '20000',
          currency_code: 'IQD',
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await balance(boxes.iqd2)).toBe('10000.000000');
      // empty the box for the next round
      await accountant.post(
        '/api/accounting/variable-expense',
        expense({ cash_box_id: boxes.iqd2, currency_code: 'IQD', exchange_rate: undefined, amount: '10000' }),
      );
    }
  });

  it('pays out beyond the box when the tenant allows negative cash, and refuses again once switched off', async () => {
    const ownExpense = expense({ cash_box_id: boxes.own, currency_code: 'IQD', exchange_rate: undefined });
    await setNegativeCash(true);
    try {
      const res = await accountant.post('/api/accounting/variable-expense', ownExpense);
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await setNegativeCash(false);
    }
    expect(await balance(boxes.own)).toBe('-25.000000');
    // refused again, with the balance the box really holds
    const again = await accountant.post('/api/accounting/variable-expense', ownExpense);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('holds -25 IQD');
  });

  it('lets only holders of setting_negative_cash switch the setting (it is off by default)', async () => {
    const settings = (await admin.post('/api/setting/all')).json();
    expect(settings.data?.allowNegativeCash ?? settings.allowNegativeCash).toBe(false);
    const stockKeeper = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['setting_negative_stock'] }),
    );
    const denied = await stockKeeper.request('PUT', '/api/setting', { allowNegativeCash: true });
    expect(denied.statusCode).toBe(403);
    const cashKeeper = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['setting_negative_cash'] }),
    );
    const bad = await cashKeeper.request('PUT', '/api/setting', { allowNegativeCash: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('allowNegativeCash');
    const ok = await cashKeeper.request('PUT', '/api/setting', { allowNegativeCash: false });
    expect(ok.statusCode).toBe(200);
  });
});
