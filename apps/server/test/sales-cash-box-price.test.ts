import { SALE_MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

/**
 * Issue 15 items 1 and 2: which cash box takes a sale's cash when the POS sends none (a cashier selling in
 * a currency her only drawer does not hold), and the refusal of a line priced at zero or below its cost
 * without the `sale_below_cost` ability.
 */
const t = useTestApp();
let tenant: TenantFixture;
let pharmacy: string;
let admin: Client;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const DATE = new Date().toISOString().slice(0, 10);
const CASHIER = ['sale_create', 'only_from_my_cash_box'];

async function lotOf(
  cost: string,
  salePrice: string,
  name = `Item ${Math.random().toString(36).slice(2, 8)}`,
) {
  const item = await admin.post('/api/general/item', {
    name,
    barcode: `63${Date.now()}${Math.random()}`.slice(0, 18),
  });
  expect(item.statusCode, item.body).toBe(201);
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [{ inventory_id: pharmacy, currency_code: 'IQD', cost, sale_price: salePrice, quantity: '50' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

const usdSale = (lot: string, over: Record<string, unknown> = {}) => ({
  inventory_id: pharmacy,
  sale_date: DATE,
  currency_code: 'USD',
  exchange_rate: '1310',
  amount_paid: '5',
  lines: [{ product_id: lot, sale_quantity: '1', sale_price: '1.717557' }],
  ...over,
});

async function cashBoxOf(saleId: string) {
  return await t.db.system
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', (j) =>
      j.onRef('e.tenant_id', '=', 'l.tenant_id').onRef('e.id', '=', 'l.entry_id'),
    )
    .select(['l.cash_box_id', 'l.currency_code'])
    .where('e.document_type', '=', 'sale')
    .where('e.document_id', '=', saleId)
    .where('l.cash_box_id', 'is not', null)
    .executeTakeFirstOrThrow();
}

async function drawer(user: UserFixture, currency: string) {
  const row = await t.db.system
    .insertInto('cash_boxes')
    .values({
      tenant_id: tenant.tenantId,
      code: `D-${user.id}-${currency}`,
      name: `${user.username} ${currency} drawer`,
      currency_code: currency,
      inventory_id: pharmacy,
      for_user_id: user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
});

describe('the cash box of a sale sent without one', () => {
  it('a cashier with only an IQD drawer is refused a USD sale with a message naming the currency, and sells once she has a USD drawer', async () => {
    const lot = await lotOf('1000', '2250');
    const user = await t.createUser(tenant.tenantId, { abilities: CASHIER, inventories: [pharmacy] });
    const cashier = await t.signIn(user);
    const iqdDrawer = await drawer(user, 'IQD');

    const refused = await cashier.post('/api/sale', usdSale(lot));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(SALE_MESSAGES.noCashBox('USD'));
    // a USD cart paid in IQD needs a USD box just the same (the cash is booked in the cart's currency)
    const paidInIqd = await cashier.post(
      '/api/sale',
      usdSale(lot, { amount_currency_code: 'IQD', amount_paid: '5000' }),
    );
    expect(paidInIqd.statusCode).toBe(409);
    // the branch's USD box is not hers ("only from my cash box"): sending it is refused too
    const branchBox = await cashier.post('/api/sale', usdSale(lot, { cash_box_id: boxes.usd }));
    expect(branchBox.statusCode).toBe(409);

    const usdDrawer = await drawer(user, 'USD');
    const sold = await cashier.post('/api/sale', usdSale(lot));
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await cashBoxOf(sold.json().id)).toEqual({ cash_box_id: usdDrawer, currency_code: 'USD' });
    expect((await admin.get(`/api/sale/${sold.json().id}`)).json().cash_box_id).toBe(usdDrawer);
    const mixed = await cashier.post(
      '/api/sale',
      usdSale(lot, { amount_currency_code: 'IQD', amount_paid: '5000' }),
    );
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect((await cashBoxOf(mixed.json().id)).cash_box_id).toBe(usdDrawer);
    // and IQD still goes to her IQD drawer
    const iqd = await cashier.post(
      '/api/sale',
      usdSale(lot, {
        currency_code: 'IQD',
        exchange_rate: undefined,
        amount_paid: '0',
        lines: [{ product_id: lot, sale_quantity: '1', sale_price: '2250' }],
      }),
    );
    expect(iqd.statusCode, iqd.body).toBe(201);
    expect((await cashBoxOf(iqd.json().id)).cash_box_id).toBe(iqdDrawer);
  });

  it('a seller without "only from my cash box" gets her own box first, else the branch default of the currency', async () => {
    const lot = await lotOf('1000', '2250');
    const user = await t.createUser(tenant.tenantId, { abilities: ['sale_create'], inventories: [pharmacy] });
    const seller = await t.signIn(user);
    const first = await seller.post('/api/sale', usdSale(lot));
    expect(first.statusCode, first.body).toBe(201);
    expect((await cashBoxOf(first.json().id)).cash_box_id).toBe(boxes.usd);
    // two IQD boxes in the branch: the default one
    const iqd = await seller.post(
      '/api/sale',
      usdSale(lot, {
        currency_code: 'IQD',
        exchange_rate: undefined,
        lines: [{ product_id: lot, sale_quantity: '1', sale_price: '2250' }],
      }),
    );
    expect(iqd.statusCode, iqd.body).toBe(201);
    expect((await cashBoxOf(iqd.json().id)).cash_box_id).toBe(boxes.iqd);
    const own = await drawer(user, 'USD');
    const second = await seller.post('/api/sale', usdSale(lot));
    expect((await cashBoxOf(second.json().id)).cash_box_id).toBe(own);
  });

  it('a sale on account with nothing paid needs no box; a sent box is still checked (currency, tenant)', async () => {
    const lot = await lotOf('1000', '2250');
    const user = await t.createUser(tenant.tenantId, { abilities: CASHIER, inventories: [pharmacy] });
    const cashier = await t.signIn(user);
    const customer = await admin.post('/api/customer', {
      name: 'On account',
      inventory_id: pharmacy,
      phone: '0750',
    });
    const onAccount = await cashier.post(
      '/api/sale',
      usdSale(lot, { customer_id: customer.json().id, amount_paid: '0' }),
    );
    expect(onAccount.statusCode, onAccount.body).toBe(201);
    expect((await admin.get(`/api/sale/${onAccount.json().id}`)).json().cash_box_id).toBeNull();

    const wrongCurrency = await admin.post('/api/sale', usdSale(lot, { cash_box_id: boxes.iqd }));
    expect(wrongCurrency.statusCode).toBe(422);
    expect(wrongCurrency.json().errors).toHaveProperty('cash_box_id');
    const other = await t.createTenant();
    const foreign = await createBoxes(t.db.system, other.tenantId, other.inventoryIds[0]!);
    const otherTenant = await admin.post('/api/sale', usdSale(lot, { cash_box_id: foreign.usd }));
    expect(otherTenant.statusCode).toBe(422);
    expect(otherTenant.json().errors).toHaveProperty('cash_box_id');
  });
});

describe('a line at zero or below its cost', () => {
  it('is refused without sale_below_cost (409 naming the item), allowed with it, at cost, for a superuser and on a return', async () => {
    const lot = await lotOf('1000', '1500', 'Amoxicillin 250 mg');
    const user = await t.createUser(tenant.tenantId, { abilities: ['sale_create'], inventories: [pharmacy] });
    const seller = await t.signIn(user);
    const iqd = (price: string, over: Record<string, unknown> = {}) => ({
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lot, sale_quantity: '2', sale_price: price }],
      ...over,
    });

    const below = await seller.post('/api/sale', iqd('999'));
    expect(below.statusCode, below.body).toBe(409);
    expect(below.json().message).toBe(SALE_MESSAGES.belowCost('Amoxicillin 250 mg', '999', '1,000', 'IQD'));
    const zero = await seller.post('/api/sale', iqd('0'));
    expect(zero.statusCode).toBe(409);
    expect(zero.json().message).toContain('Amoxicillin 250 mg is priced at 0 IQD');
    // in USD: the cost 1000 IQD is 0.763359 USD at 1310 (half up, as the cart converts it)
    const usdBelow = await seller.post(
      '/api/sale',
      iqd('0.76', { currency_code: 'USD', exchange_rate: '1310' }),
    );
    expect(usdBelow.statusCode).toBe(409);
    expect(usdBelow.json().message).toBe(
      SALE_MESSAGES.belowCost('Amoxicillin 250 mg', '0.76', '0.763359', 'USD'),
    );
    const usdAtCost = await seller.post(
      '/api/sale',
      iqd('0.763359', { currency_code: 'USD', exchange_rate: '1310' }),
    );
    expect(usdAtCost.statusCode, usdAtCost.body).toBe(201);
    expect((await seller.post('/api/sale', iqd('1000'))).statusCode).toBe(201);
    // nothing of the refused sales was written
    const count = await t.db.system
      .selectFrom('sale_details')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('product_id', '=', lot)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);

    const manager = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['sale_create', 'sale_below_cost'],
        inventories: [pharmacy],
      }),
    );
    expect((await manager.post('/api/sale', iqd('0'))).statusCode).toBe(201);
    expect((await admin.post('/api/sale', iqd('500'))).statusCode).toBe(201);
    // a return gives back what was charged, whatever the cost
    const back = await seller.post('/api/sale', iqd('500', { is_return: true }));
    expect(back.statusCode, back.body).toBe(201);
  });

  it('an edit is checked too', async () => {
    const lot = await lotOf('1000', '1500');
    const user = await t.createUser(tenant.tenantId, {
      abilities: ['sale_create', 'sale_edit'],
      inventories: [pharmacy],
    });
    const seller = await t.signIn(user);
    const body = {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '1500' }],
    };
    const saved = await seller.post('/api/sale', body);
    expect(saved.statusCode, saved.body).toBe(201);
    const edit = await seller.request('PUT', `/api/sale/${saved.json().id}`, {
      ...body,
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '10' }],
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect((await admin.get(`/api/sale/${saved.json().id}`)).json().total).toBe('1500.000000');
  });
});
