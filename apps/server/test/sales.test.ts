import { MESSAGES, SALE_MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let adminUser: UserFixture;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const DATE = new Date().toISOString().slice(0, 10);

async function lotOf(quantity: string, cost = '1000', currency = 'IQD', extra: Record<string, unknown> = {}) {
  const item = await admin.post('/api/general/item', {
    name: `Item ${Math.random().toString(36).slice(2, 8)}`,
    barcode: `62${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(item.statusCode, item.body).toBe(201);
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      {
        inventory_id: pharmacy,
        currency_code: currency,
        cost,
        sale_price: '1500',
        quantity,
        ...(currency === 'USD' ? { exchange_rate: '1310' } : {}),
        ...extra,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

const sale = (over: Record<string, unknown> = {}) => ({
  inventory_id: pharmacy,
  sale_date: DATE,
  currency_code: 'IQD',
  cash_box_id: boxes.iqd,
  lines: [],
  ...over,
});

async function lotQuantity(id: string): Promise<string> {
  const r = await t.db.system
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return r.quantity;
}

async function entryLines(documentType: string, documentId: string) {
  return t.db.system
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', (j) => j.onRef('e.id', '=', 'l.entry_id'))
    .innerJoin('accounts as a', (j) => j.onRef('a.id', '=', 'l.account_id'))
    .select([
      'a.system_key',
      'l.debit',
      'l.credit',
      'l.currency_code',
      'l.amount',
      'l.party_id',
      'l.cash_box_id',
    ])
    .where('e.document_type', '=', documentType)
    .where('e.document_id', '=', documentId)
    .where('e.reverses_entry_id', 'is', null)
    .orderBy('l.id')
    .execute();
}

async function customer(max?: { currency_code: string; amount: string }[]) {
  const res = await admin.post('/api/customer', {
    name: `Customer ${Math.random().toString(36).slice(2, 8)}`,
    inventory_id: pharmacy,
    phone: '0770',
    ...(max ? { max_amounts: max } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  adminUser = await t.createUser(tenant.tenantId, {
    superuser: true,
    inventories: tenant.inventoryIds,
    name: 'Admin',
  });
  admin = await t.signIn(adminUser);
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
});

describe('saving a sale', () => {
  it('a cash sale takes the lots out and posts cash, sales, discount and cost; its return puts everything back', async () => {
    const a = await lotOf('10', '1000');
    const b = await lotOf('5', '2500');
    const res = await admin.post(
      '/api/sale',
      sale({
        discount: '10',
        minus: '500',
        note: 'Walk-in',
        lines: [
          { product_id: a, sale_quantity: '3', sale_price: '1500' },
          { product_id: b, sale_quantity: '2', sale_price: '4000', price_type: 2 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.invoice_id).toBe('S-1');
    expect(saved.status).toBe(1);
    // subtotal 4500 + 8000 = 12500; discount 1250; minus 500; total 10750
    expect(saved.total).toBe('10750.000000');
    expect(await lotQuantity(a)).toBe('7.0000');
    expect(await lotQuantity(b)).toBe('3.0000');
    const lines = await entryLines('sale', saved.id);
    const by = (k: string) => lines.filter((l) => l.system_key === k);
    expect(by('cash')[0]).toMatchObject({ debit: '10750.000000', cash_box_id: boxes.iqd });
    expect(by('discount_given')[0]?.debit).toBe('1750.000000');
    expect(by('sales')[0]?.credit).toBe('12500.000000');
    expect(by('cogs')[0]?.debit).toBe('8000.000000');
    expect(by('inventory')[0]?.credit).toBe('8000.000000');

    const detail = (await admin.get(`/api/sale/${saved.id}`)).json();
    expect(detail).toMatchObject({
      invoice_id: 'S-1',
      subtotal: '12500.000000',
      discount_amount: '1250.000000',
      total: '10750.000000',
      cash: '10750.000000',
      debit: '0.000000',
      is_return: 0,
    });
    expect(detail.details).toHaveLength(2);
    expect(detail.details[1]).toMatchObject({
      sale_quantity: '2.0000',
      cost: '2500.000000',
      total_cost: '5000.000000',
      sale_price: '4000.000000',
      total_sale_price: '8000.000000',
      price_type: 2,
    });
    expect(detail.details[0].name).toMatch(/^Item /);

    const ret = await admin.post(
      '/api/sale',
      sale({
        is_return: true,
        return_of_sale_id: saved.id,
        lines: [{ product_id: a, sale_quantity: '1', sale_price: '1500' }],
      }),
    );
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json().invoice_id).toBe('SR-1');
    expect(await lotQuantity(a)).toBe('8.0000');
    const rl = await entryLines('sale_return', ret.json().id);
    expect(rl.find((l) => l.system_key === 'cash')?.credit).toBe('1500.000000');
    expect(rl.find((l) => l.system_key === 'sale_returns')?.debit).toBe('1500.000000');
    expect(rl.find((l) => l.system_key === 'inventory')?.debit).toBe('1000.000000');
    expect(rl.find((l) => l.system_key === 'cogs')?.credit).toBe('1000.000000');
  });

  it('a return of a sale brings back at most what the sale sold', async () => {
    const a = await lotOf('10');
    const other = await lotOf('10');
    const sold = await admin.post(
      '/api/sale',
      sale({ lines: [{ product_id: a, sale_quantity: '2', sale_price: '1500' }] }),
    );
    const back = (over: Record<string, unknown>) =>
      admin.post('/api/sale', sale({ is_return: true, return_of_sale_id: sold.json().id, ...over }));
    expect(
      (await back({ lines: [{ product_id: a, sale_quantity: '2', sale_price: '1500' }] })).statusCode,
    ).toBe(201);
    for (const product of [a, other]) {
      const res = await back({ lines: [{ product_id: product, sale_quantity: '1', sale_price: '1500' }] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.returnNotAllowed);
    }
    const notASale = await back({
      return_of_sale_id: '999999999',
      lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }],
    });
    expect(notASale.statusCode).toBe(422);
    expect(await lotQuantity(a)).toBe('10.0000');
  });

  it('an Idempotency-Key makes a retried save one sale', async () => {
    const a = await lotOf('10');
    const body = sale({ lines: [{ product_id: a, sale_quantity: '2', sale_price: '1500' }] });
    const headers = { 'idempotency-key': `cart-${Date.now()}-retry` };
    const first = await admin.request('POST', '/api/sale', body, { headers });
    const second = await admin.request('POST', '/api/sale', body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await lotQuantity(a)).toBe('8.0000');
    const both = await Promise.all([
      admin.request('POST', '/api/sale', body, { headers: { 'idempotency-key': 'double-click-1' } }),
      admin.request('POST', '/api/sale', body, { headers: { 'idempotency-key': 'double-click-1' } }),
    ]);
    expect(both[0].json().id).toBe(both[1].json().id);
    expect(await lotQuantity(a)).toBe('6.0000');
  });

  it('refuses a reused Idempotency-Key with another body (422), and still replays the same body', async () => {
    const a = await lotOf('10');
    const headers = { 'idempotency-key': `cart-${Date.now()}-reused` };
    const body = sale({ lines: [{ product_id: a, sale_quantity: '1', sale_price: '1500' }] });
    const first = await admin.request('POST', '/api/sale', body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    const other = sale({ lines: [{ product_id: a, sale_quantity: '3', sale_price: '1500' }] });
    const refused = await admin.request('POST', '/api/sale', other, { headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'Idempotency-Key': ['This key was used for another request.'] });
    expect(await lotQuantity(a)).toBe('9.0000');
    const replay = await admin.request('POST', '/api/sale', body, { headers });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await lotQuantity(a)).toBe('9.0000');
  });

  it('200 concurrent sales of one lot with 50 in stock sell exactly 50', async () => {
    const a = await lotOf('50');
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        admin.post('/api/sale', sale({ lines: [{ product_id: a, sale_quantity: '1', sale_price: '1500' }] })),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(refused.every((r) => r.json().message === MESSAGES.noEnoughQuantity)).toBe(true);
    expect(await lotQuantity(a)).toBe('0.0000');
    const numbers = ok.map((r) => Number(r.json().invoice_id.slice(2))).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(50);
  });

  it('a customer sale leaves the unpaid part on the customer; payment in USD for an IQD cart counts with its rate', async () => {
    const a = await lotOf('10');
    const c = await customer();
    const res = await admin.post(
      '/api/sale',
      sale({
        customer_id: c,
        lines: [{ product_id: a, sale_quantity: '4', sale_price: '10000' }],
        amount_paid: '20',
        amount_currency_code: 'USD',
        amount_exchange_rate: '1310',
        amount_change: '200',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const d = (await admin.get(`/api/sale/${res.json().id}`)).json();
    // 20 USD = 26200 IQD, less 200 change = 26000 cash; 40000 total -> 14000 on the account
    expect(d).toMatchObject({ cash: '26000.000000', debit: '14000.000000', amount_currency_code: 'USD' });
    const balance = (await admin.get(`/api/customer/customer/${c}`)).json().balance;
    expect(balance).toEqual([{ currency_code: 'IQD', balance: '14000.000000' }]);
    const sales = (await admin.get(`/api/customer/${c}/sales`)).json();
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ invoice_id: d.invoice_id, debit: '14000.000000' });
  });

  it('a USD cart posts USD amounts at its rate and the cost in base currency', async () => {
    const a = await lotOf('10', '1310');
    const res = await admin.post(
      '/api/sale',
      sale({
        currency_code: 'USD',
        exchange_rate: '1310',
        cash_box_id: boxes.usd,
        lines: [{ product_id: a, sale_quantity: '2', sale_price: '1.5' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const lines = await entryLines('sale', res.json().id);
    expect(lines.find((l) => l.system_key === 'cash')).toMatchObject({
      currency_code: 'USD',
      amount: '3.000000',
      debit: '3930.000000',
    });
    expect(lines.find((l) => l.system_key === 'cogs')).toMatchObject({
      currency_code: 'IQD',
      debit: '2620.000000',
    });
    const d = (await admin.get(`/api/sale/${res.json().id}`)).json();
    expect(d.details[0].cost).toBe('1.000000');
    const noRate = await admin.post(
      '/api/sale',
      sale({
        currency_code: 'USD',
        cash_box_id: boxes.usd,
        lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }],
      }),
    );
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().errors).toHaveProperty('exchange_rate');
  });

  it('refuses a sale over the customer’s maximum debit amount with a clear message', async () => {
    const a = await lotOf('10');
    const c = await customer([{ currency_code: 'IQD', amount: '20000' }]);
    const within = await admin.post(
      '/api/sale',
      sale({ customer_id: c, lines: [{ product_id: a, sale_quantity: '1', sale_price: '15000' }] }),
    );
    expect(within.statusCode, within.body).toBe(201);
    const over = await admin.post(
      '/api/sale',
      sale({ customer_id: c, lines: [{ product_id: a, sale_quantity: '1', sale_price: '6000' }] }),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SALE_MESSAGES.maxDebitExceeded('20000', 'IQD'));
    expect(await lotQuantity(a)).toBe('9.0000');
    const paid = await admin.post(
      '/api/sale',
      sale({
        customer_id: c,
        amount_paid: '6000',
        lines: [{ product_id: a, sale_quantity: '1', sale_price: '6000' }],
      }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuses bad input with 422 and never a 500', async () => {
    const a = await lotOf('10');
    const cases: Record<string, unknown>[] = [
      sale({ lines: [] }),
      sale({ lines: [{ product_id: a, sale_quantity: '0', sale_price: '1' }] }),
      sale({ lines: [{ product_id: a, sale_quantity: '1', sale_price: '-1' }] }),
      sale({ discount: '101', lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }] }),
      sale({ sale_date: '22/11/2026', lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }] }),
      sale({ lines: [{ product_id: '999999999', sale_quantity: '1', sale_price: '1' }] }),
      sale({ minus: '5', lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }] }),
      sale({ cash_box_id: boxes.usd, lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }] }),
      sale({ customer_id: '999999999', lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }] }),
      sale({ currency_code: 'EUR', lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }] }),
      sale({
        inventory_id: tenant.inventoryIds[1],
        lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }],
      }),
      sale({
        extras: [{ sale_extra_id: '999999999', price: '1' }],
        lines: [{ product_id: a, sale_quantity: '1', sale_price: '1' }],
      }),
    ];
    for (const body of cases) {
      const res = await admin.post('/api/sale', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await lotQuantity(a)).toBe('10.0000');
  });

  it('sale extras are charged, listed on the sale and posted as income', async () => {
    const a = await lotOf('10');
    const extra = await admin.post('/api/general/sale-extra', {
      name: 'Injection',
      price: '2000',
      cost: '500',
      currency_code: 'IQD',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const res = await admin.post(
      '/api/sale',
      sale({
        lines: [{ product_id: a, sale_quantity: '1', sale_price: '1500' }],
        extras: [{ sale_extra_id: extra.json().id, price: '2000', cost: '500', note: 'left arm' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe('3500.000000');
    const d = (await admin.get(`/api/sale/${res.json().id}`)).json();
    expect(d.extras).toEqual([
      expect.objectContaining({
        price: '2000.000000',
        cost: '500.000000',
        sale_extra: { id: extra.json().id, name: 'Injection' },
      }),
    ]);
    const lines = await entryLines('sale', res.json().id);
    expect(lines.find((l) => l.system_key === 'income')?.credit).toBe('2000.000000');
  });
});
