import os from 'node:os';
import { ORDER_STATUS } from '@bb/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Built, buildApp } from '../src/app.js';
import { bootstrap } from '../src/seed/bootstrap.js';
import { DEMO_EXPENSE_CATEGORIES } from '../src/seed/demo-accounts.js';
import { freshDatabase } from './support/database.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { expectStockEqualsMovements } from './support/stock.js';

/**
 * The README's demo table, checked through the API: each demo user, signed in with the demo password,
 * does the work the table promises, and is refused what it does not.
 */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let built: Built;
let password: string;
const today = new Date().toISOString().slice(0, 10);

type As = {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
};
async function signIn(username: string): Promise<As> {
  const login = await built.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const headers = { authorization: `Bearer ${login.json().token}` };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    built.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    } as InjectOptions);
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? {}),
    put: (url, body) => send('PUT', url, body),
  };
}
const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const refused = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBe(403);

async function myBoxes(as: As) {
  return ok(await as.get('/api/accounting/cash-box/my-cashbox')).data as {
    id: string;
    name: string;
    currency_code: string;
    balance: string;
  }[];
}

beforeAll(async () => {
  fresh = await freshDatabase();
  const result = await bootstrap(fresh.db.system, { adminUsername: 'admin', seedDemo: true });
  password = result.generatedPassword!;
  built = await buildApp({ db: fresh.db, filesDir: os.tmpdir() });
});

afterAll(async () => {
  await expectLedgerBalanced(fresh.db.system);
  await expectStockEqualsMovements(fresh.db.system);
  await built?.app.close();
  await fresh?.drop();
});

describe('the demo company', () => {
  it('cashier: sells on the POS from her drawer, sees her sales, adds a customer, takes a receipt, checks a price', async () => {
    const cashier = await signIn('cashier');
    const drawer = (await myBoxes(cashier)).find((b) => b.name === "Sara's drawer");
    expect(drawer).toBeDefined();
    const found = ok(
      await cashier.post('/api/product/search', { keyword: 'Paracetamol 500', existedProducts: 1 }),
    );
    const lot = (found.data as { id: string; inventory_id: string; sale_price: string }[])[0]!;
    expect(lot, JSON.stringify(found)).toBeDefined();
    const sale = ok(
      await cashier.post('/api/sale', {
        inventory_id: lot.inventory_id,
        sale_date: today,
        currency_code: 'IQD',
        cash_box_id: drawer!.id,
        lines: [{ product_id: lot.id, sale_quantity: '2', sale_price: lot.sale_price }],
      }),
      201,
    );
    const mine = ok(await cashier.post('/api/cashier-sale/list', { perPage: 50 }));
    expect(mine.data.map((s: { id: string }) => s.id)).toContain(sale.id);

    const customer = ok(
      await cashier.post('/api/customer', {
        name: 'Dilan Ahmed',
        phone: '07701234567',
        inventory_id: lot.inventory_id,
      }),
      201,
    );
    expect(
      ok(await cashier.post('/api/customer/customer/list', {})).data.map((c: { id: string }) => c.id),
    ).toContain(customer.id);
    const receipt = ok(
      await cashier.post('/api/customer/receipt', {
        date: today,
        cash_box_id: drawer!.id,
        category_id: customer.id,
        amount: '5000',
        currency_code: 'IQD',
      }),
      201,
    );
    expect(
      ok(await cashier.post('/api/customer/receipt/list', {})).data.map((r: { id: string }) => r.id),
    ).toContain(receipt.id);
    const price = ok(await cashier.get('/api/product/price-check?barcode=6260000000011'));
    expect(JSON.stringify(price)).toContain('Paracetamol');

    ok(await cashier.post('/api/notes', { type: 'sale', note: 'Customer asks for Amoxicillin syrup' }), 201);

    // not hers: the books and the expenses
    refused(await cashier.post('/api/accounting/general-ledger/list', {}));
    refused(await cashier.post('/api/accounting/variable-expense', {}));
  });

  it('accountant: records an expense under a seeded category, an income, a payment, and reads the ledger and statements', async () => {
    const accountant = await signIn('accountant');
    const boxes = await myBoxes(accountant);
    const iqd = boxes.find((b) => b.name === 'Pharmacy IQD box')!;
    expect(Number(iqd.balance)).toBeGreaterThan(0); // money-safe: the demo opens its boxes with cash
    ok(await accountant.post('/api/accounting/cash-box/list', {}));

    const categories = ok(await accountant.get('/api/general/expense-category/list')).data as {
      id: string;
      name: string;
    }[];
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(DEMO_EXPENSE_CATEGORIES.map((c) => c.name)),
    );
    const rent = categories.find((c) => c.name === 'Rent')!;
    const expense = ok(
      await accountant.post('/api/accounting/variable-expense', {
        date: today,
        cash_box_id: iqd.id,
        amount: '150000',
        currency_code: 'IQD',
        category_id: rent.id,
        note: 'November rent',
      }),
      201,
    );
    expect(expense.invoice_id).toMatch(/^(SD-)?VE-\d+$/);
    // she can add a category of her own
    const internet = ok(
      await accountant.post('/api/general/expense-category', { name: 'Internet', type: 0 }),
      201,
    );
    // and a voucher of several expenses from the Central Pharmacy's box, seen in the report by category
    const pharmacy = ok(await accountant.get('/api/user/inventory')).data.find(
      (i: { name: string }) => i.name === 'Central Pharmacy',
    );
    ok(
      await accountant.post('/api/accounting/expense-document', {
        inventory_id: pharmacy.id,
        date: today,
        paid_by: 'cash_box',
        cash_box_id: iqd.id,
        currency_code: 'IQD',
        lines: [
          { expense_category_id: internet.id, amount: '40000' },
          { expense_category_id: internet.id, amount: '5000' },
        ],
      }),
      201,
    );
    const byCategory = ok(
      await accountant.post('/api/report/total-expenses-by-category/list', {
        start_date: today,
        end_date: today,
      }),
    );
    expect(
      byCategory.data.find((r: { category_name: string }) => r.category_name === 'Internet'),
    ).toMatchObject({
      lines_count: '2',
      total: '45000.000000',
    });

    const incomeType = (
      ok(await accountant.get('/api/accounting/income-type/list')).data as { id: string }[]
    )[0]!;
    ok(
      await accountant.post('/api/accounting/income', {
        date: today,
        cash_box_id: iqd.id,
        amount: '20000',
        currency_code: 'IQD',
        category_id: incomeType.id,
      }),
      201,
    );
    const paymentCategory = (
      ok(await accountant.get('/api/general/general-payment-category/list')).data as { id: string }[]
    )[0]!;
    ok(
      await accountant.post('/api/accounting/general-payment', {
        date: today,
        cash_box_id: iqd.id,
        amount: '10000',
        currency_code: 'IQD',
        category_id: paymentCategory.id,
      }),
      201,
    );
    const lossType = (ok(await accountant.get('/api/general/loss-type/list')).data as { id: string }[])[0]!;
    ok(
      await accountant.post('/api/accounting/loss', {
        date: today,
        cash_box_id: iqd.id,
        amount: '2500',
        currency_code: 'IQD',
        category_id: lossType.id,
        note: 'Till short at closing',
      }),
      201,
    );
    const after = (await myBoxes(accountant)).find((b) => b.id === iqd.id)!;
    expect(after.balance).not.toBe(iqd.balance);

    const ledger = ok(await accountant.post('/api/accounting/general-ledger/list', { perPage: 100 }));
    const lines = ledger.data.filter((l: { document_id: string }) => l.document_id === expense.id);
    // system accounts come with their key, for the web to name them in the user's language
    expect(
      lines.map((l: { account_key: string; document_type: string }) => [l.account_key, l.document_type]),
    ).toEqual(
      expect.arrayContaining([
        ['expense', 'variable_expense'],
        ['cash', 'variable_expense'],
      ]),
    );
    const sheet = ok(await accountant.get('/api/accounting/balance-sheet'));
    expect(sheet.assets.map((a: { key: string }) => a.key)).toContain('cash');
    expect(sheet.equity.at(-1).key).toBe('current_earnings');
    const statement = ok(
      await accountant.get(
        `/api/accounting/cash-box/detail-account-statement?cash_box_id=${iqd.id}&start_date=${today}&end_date=${today}`,
      ),
    );
    expect(statement.data.some((r: { invoice_id: string }) => r.invoice_id === expense.invoice_id)).toBe(
      true,
    );

    // not hers: selling
    refused(await accountant.post('/api/sale', {}));
  });

  it('accountant: runs the pharmacy payroll with its advance deduction, approves it and reads a statement', async () => {
    const accountant = await signIn('accountant');
    const staff = ok(await accountant.post('/api/hr/employee/list', { perPage: 50 })).data as {
      id: string;
      code: string;
      balance: string;
      inventory_id: string;
    }[];
    expect(staff).toHaveLength(6);
    const karwan = staff.find((e) => e.code === 'EMP-2')!;
    expect(karwan.balance).toBe('300000.000000'); // the seeded advance
    const boxes = (
      ok(await accountant.get('/api/accounting/cash-box/list')).data as {
        id: string;
        inventory_id: string | null;
        currency_code: string;
        is_default: boolean;
        for_user_id: string | null;
      }[]
    ).filter((b) => String(b.inventory_id) === String(karwan.inventory_id) && b.is_default);
    const run = ok(
      await accountant.post('/api/hr/monthly-payroll', {
        inventory_id: karwan.inventory_id,
        month: today.slice(0, 7),
        date: today,
        cash_box_ids: boxes.map((b) => b.id),
        exchange_rate: '1310',
        units: [{ employee_id: staff.find((e) => e.code === 'EMP-3')!.id, units: '40' }],
      }),
      201,
    );
    const lines = ok(await accountant.get(`/api/hr/monthly-payroll/${run.id}`)).lines as {
      employee_id: string;
      advance_deduction: string;
    }[];
    expect(lines.find((l) => l.employee_id === karwan.id)?.advance_deduction).toBe('100000.000000');
    ok(await accountant.post(`/api/hr/monthly-payroll/${run.id}/approve`));
    const st = ok(
      await accountant.get(
        `/api/hr/employee/detail-account-statement?party_id=${karwan.id}&currency_code=IQD&start_date=${today.slice(0, 8)}01&end_date=${today}`,
      ),
    );
    expect(st.closing_balance).toBe('200000.000000');
  });

  it('employee: browses items and stock, writes a note, and is refused the books', async () => {
    const employee = await signIn('employee');
    expect(ok(await employee.post('/api/general/item/list', {})).total).toBeGreaterThan(0);
    const lots = ok(await employee.post('/api/inventory/product/list', {}));
    expect(lots.total).toBeGreaterThan(0);
    ok(await employee.post('/api/product/purchase-history', { product_id: lots.data[0].id }));
    const note = ok(await employee.post('/api/notes', { note: 'Restock the water shelf' }), 201);
    expect(ok(await employee.post('/api/notes/list', {})).data.map((n: { id: string }) => n.id)).toContain(
      note.id,
    );

    refused(await employee.post('/api/accounting/variable-expense', {}));
    refused(await employee.post('/api/sale', {}));
  });

  it('construction manager: the dashboard counts the order waiting for approval; approving it takes it off', async () => {
    const manager = await signIn('manager');
    const waiting = async () =>
      ok(await manager.get('/api/dashboard')).actions.stock_out_orders_to_approve as number;
    expect(await waiting()).toBe(1);
    const orders = ok(await manager.post('/api/construction/stock-out-order/list', {})).data as {
      id: string;
      status: number;
    }[];
    const pending = orders.filter((o) => o.status === ORDER_STATUS.pending);
    expect(pending).toHaveLength(1);
    ok(await manager.post(`/api/construction/stock-out-order/${pending[0]!.id}/approve`));
    expect(await waiting()).toBe(0);
    refused(await manager.post('/api/sale', {}));
  });

  it('storekeeper: counts the whole City Shop, compares, and applies the variance; refused the books', async () => {
    const storekeeper = await signIn('storekeeper');
    const me = ok(await storekeeper.get('/api/user'));
    const shop = me.default_branch_id as string;
    const started = ok(
      await storekeeper.post('/api/inventory-process', { inventory_id: shop, scope: 'all' }),
      201,
    );
    const byProcess = { perPage: 100, list: [{ column: 'process_id', values: [started.id] }] };
    const lines = ok(await storekeeper.post('/api/inventory-process-count/list', byProcess));
    expect(lines.total).toBeGreaterThan(0);
    const first = lines.data[0] as { id: string };
    const counted = ok(
      await storekeeper.put(`/api/inventory-process/${started.id}/counts`, {
        lines: [{ product_id: first.id, counted: '0' }],
      }),
    );
    expect(counted.saved).toBe(1);
    ok(await storekeeper.post('/api/inventory-process-comparison/list', byProcess));
    const calc = ok(
      await storekeeper.get(`/api/inventory-adjustment/calculate-income-and-expense/${started.id}`),
    );
    expect(calc.counted_lines).toBe(1);
    expect(calc.uncounted_lines).toBe(lines.total - 1);
    const applied = ok(
      await storekeeper.post('/api/inventory-adjustment/calculate-income-and-expense', {
        inventory_process_id: started.id,
        snapshot_id: started.snapshot_id,
        date: today,
      }),
      201,
    );
    expect(applied.invoice_id).toMatch(/^STK-/);
    refused(await storekeeper.post('/api/accounting/variable-expense', {}));
    refused(await storekeeper.post('/api/sale', {}));
  });
});
