import { toText } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

/** GET sale/{id} carries what the POS edit mode needs, and PUT sale/{id} saves the edited cart. */
const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const DATE = new Date().toISOString().slice(0, 10);

async function lot(quantity: string, currency = 'IQD', extra: Record<string, unknown> = {}) {
  const item = await admin.post('/api/general/item', {
    name: `Edit item ${Math.random().toString(36).slice(2, 8)}`,
    barcode: `63${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(item.statusCode, item.body).toBe(201);
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      {
        inventory_id: pharmacy,
        currency_code: currency,
        cost: currency === 'USD' ? '2' : '1000',
        sale_price: currency === 'USD' ? '3' : '1500',
        wholesale_price: currency === 'USD' ? '2.5' : '1200',
        quantity,
        ...(currency === 'USD' ? { exchange_rate: '1310' } : {}),
        ...extra,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

const quantity = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
});

describe('sale detail for the POS edit mode', () => {
  it('answers each line with its lot: stock now, stock an edit may sell, own currency, prices and price entries', async () => {
    const usd = await lot('10', 'USD', {
      prices: [{ currency_code: 'IQD', sale_price: '4000', wholesale_price: '3500' }],
    });
    const iqd = await lot('4');
    const res = await admin.post('/api/sale', {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [
        { product_id: usd, sale_quantity: '3', sale_price: '4000' },
        { product_id: iqd, sale_quantity: '4', sale_price: '1200', price_type: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await admin.get(`/api/sale/${res.json().id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const [a, b] = detail.json().details;
    expect(a).toMatchObject({
      product_id: usd,
      sale_quantity: '3.0000',
      item_type: 1,
      per_packet: expect.any(Number),
      lot_currency_code: 'USD',
      sale_prices: [{ currency_code: 'IQD', sale_price: '4000.000000', wholesale_price: '3500.000000' }],
    });
    expect(toText(a.stock_quantity)).toBe('7');
    expect(toText(a.available_quantity)).toBe('10');
    expect(a.stock_sale_price).toMatch(/^3(\.0+)?$/);
    expect(a.stock_wholesale_price).toMatch(/^2\.50*$/);
    expect(a.stock_cost).toMatch(/^2(\.0+)?$/);
    expect(b).toMatchObject({ product_id: iqd, price_type: 2, lot_currency_code: 'IQD', sale_prices: [] });
    expect(toText(b.stock_quantity)).toBe('0');
    expect(toText(b.available_quantity)).toBe('4');
    expect(b.stock_sale_price).toMatch(/^1500(\.0+)?$/);
  });

  it('an edit saved with PUT keeps the number, may sell up to the available stock and refuses more', async () => {
    const a = await lot('5');
    const created = await admin.post('/api/sale', {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [{ product_id: a, sale_quantity: '2', sale_price: '1500' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = (await admin.get(`/api/sale/${id}`)).json();
    expect(toText(before.details[0].available_quantity)).toBe('5');

    const edit = (q: string) =>
      admin.request('PUT', `/api/sale/${id}`, {
        inventory_id: pharmacy,
        sale_date: before.sale_date,
        currency_code: before.currency_code,
        cash_box_id: before.cash_box_id,
        amount_paid: '0',
        lines: [{ product_id: a, sale_quantity: q, sale_price: '1500' }],
      });
    const ok = await edit('5');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id, invoice_id: created.json().invoice_id, total: '7500.000000' });
    expect(toText(await quantity(a))).toBe('0');
    const after = (await admin.get(`/api/sale/${id}`)).json();
    expect(toText(after.details[0].stock_quantity)).toBe('0');
    expect(toText(after.details[0].available_quantity)).toBe('5');

    const over = await edit('6');
    expect(over.statusCode).toBe(409);
    expect(toText(await quantity(a))).toBe('0');
  });

  it('a return answers the stock an edit may take back as on hand less what it brought back', async () => {
    const a = await lot('3');
    const ret = await admin.post('/api/sale', {
      inventory_id: pharmacy,
      is_return: true,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [{ product_id: a, sale_quantity: '2', sale_price: '1500' }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const detail = (await admin.get(`/api/sale/${ret.json().id}`)).json();
    expect(detail.is_return).toBe(1);
    expect(toText(detail.details[0].stock_quantity)).toBe('5');
    expect(toText(detail.details[0].available_quantity)).toBe('3');
  });

  it('refuses the detail of another tenant’s sale and of a branch the user is not connected to', async () => {
    const a = await lot('2');
    const res = await admin.post('/api/sale', {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [{ product_id: a, sale_quantity: '1', sale_price: '1500' }],
    });
    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await stranger.get(`/api/sale/${res.json().id}`)).statusCode).toBe(404);
    const elsewhere = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['sale_list'],
        inventories: tenant.inventoryIds.slice(1),
      }),
    );
    expect((await elsewhere.get(`/api/sale/${res.json().id}`)).statusCode).toBe(403);
    const noAbility = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: [], inventories: tenant.inventoryIds }),
    );
    expect((await noAbility.get(`/api/sale/${res.json().id}`)).statusCode).toBe(403);
  });
});
