import { MESSAGES, SETTING_MESSAGES, TENANT_SETTING_DEFAULTS } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveStock, pickLots } from '../src/modules/stock-movements/movements.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let other: TenantFixture;
let admin: Client;
let adminUser: UserFixture;
let otherAdmin: Client;
let pharmacy: string;
let shop: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const TODAY = new Date().toISOString().slice(0, 10);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const put = (c: Client, body: unknown) => c.request('PUT', '/api/setting', body);
const putBranch = (c: Client, id: string, body: unknown) =>
  c.request('PUT', `/api/setting/inventory/${id}`, body);
const settingsOf = async (c: Client) => (await c.post('/api/setting/all')).json().data;

async function item(name: string) {
  const res = await admin.post('/api/general/item', {
    name,
    barcode: `63${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function lots(itemId: string, quantities: string[]) {
  const res = await admin.post(`/api/general/item/${itemId}/add-to-stock`, {
    products: quantities.map((quantity, i) => ({
      batch_number: `B${i}`,
      inventory_id: pharmacy,
      currency_code: 'IQD',
      cost: '1000',
      sale_price: '1500',
      quantity,
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created as string[];
}
const sale = (productId: string, quantity: string, over: Record<string, unknown> = {}) =>
  admin.post('/api/sale', {
    inventory_id: pharmacy,
    sale_date: TODAY,
    currency_code: 'IQD',
    cash_box_id: boxes.iqd,
    lines: [{ product_id: productId, sale_quantity: quantity, sale_price: '1500' }],
    ...over,
  });
const asTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId: tenant.tenantId, userId: adminUser.id }, fn);

beforeAll(async () => {
  tenant = await t.createTenant();
  [pharmacy, shop] = tenant.inventoryIds as [string, string];
  adminUser = await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds });
  admin = await t.signIn(adminUser);
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  other = await t.createTenant();
  otherAdmin = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
});

describe('PUT /api/setting', () => {
  it('LIFO makes selling by item pick the newest lot first, and answers the new settings', async () => {
    const it1 = await item('Picked');
    const [older, newer] = await lots(it1, ['3', '3']);
    const res = await put(admin, { stockSystem: 'LIFO' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...TENANT_SETTING_DEFAULTS, stockSystem: 'LIFO' });
    expect((await settingsOf(admin)).stockSystem).toBe('LIFO');
    expect(await asTenant((tx) => pickLots(tx, it1, pharmacy, '4', TODAY))).toEqual([
      { productId: newer, quantity: '3' },
      { productId: older, quantity: '1' },
    ]);
    expect((await put(admin, { stockSystem: 'FIFO' })).statusCode).toBe(200);
    expect((await asTenant((tx) => pickLots(tx, it1, pharmacy, '1', TODAY)))[0]!.productId).toBe(older);
    // the other tenant keeps its own settings
    expect(await settingsOf(otherAdmin)).toEqual(TENANT_SETTING_DEFAULTS);
  });

  it('negative stock lets a sale go beyond the stock; switched off it is refused again', async () => {
    const [lot] = await lots(await item('Short'), ['3']);
    const refused = await sale(lot!, '5');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect((await put(admin, { allowNegativeStock: true })).json().data.allowNegativeStock).toBe(true);
    expect((await sale(lot!, '5')).statusCode).toBe(201);
    expect((await put(admin, { allowNegativeStock: false })).json().data.allowNegativeStock).toBe(false);
    expect((await sale(lot!, '1')).json().message).toBe(MESSAGES.noEnoughQuantity);
    // bring the lot back to zero: the test harness checks that no lot ends below zero
    await asTenant((tx) =>
      moveStock(tx, [{ productId: lot!, quantity: '2', documentType: 'test', date: TODAY }]),
    );
  });

  it('the sale default status and the branch prefix on numbers govern new sales', async () => {
    const [lot] = await lots(await item('Status'), ['10']);
    expect((await put(admin, { saleDefaultStatus: 0, invoicePrefixInventory: true })).statusCode).toBe(200);
    const pending = (await sale(lot!, '1')).json();
    expect(pending.status).toBe(0);
    expect(pending.invoice_id).toMatch(/^PH-S-\d+$/);
    expect((await put(admin, { saleDefaultStatus: 1, invoicePrefixInventory: false })).statusCode).toBe(200);
    const approved = (await sale(lot!, '1')).json();
    expect(approved.status).toBe(1);
    expect(approved.invoice_id).toMatch(/^S-\d+$/);
  });

  it("numbers carry the branch's own invoice prefix when the prefix type asks for the branch", async () => {
    const [lot] = await lots(await item('Prefixed'), ['10']);
    expect((await put(admin, { invoicePrefixType: 'type_inventory' })).statusCode).toBe(200);
    // no invoice_prefix of its own yet: the branch code
    expect((await sale(lot!, '1')).json().invoice_id).toMatch(/^PH-S-\d+$/);
    const branch = await putBranch(admin, pharmacy, { invoice_prefix: 'XY-' });
    expect(branch.statusCode, branch.body).toBe(200);
    expect((await sale(lot!, '1')).json().invoice_id).toMatch(/^XY-S-\d+$/);
    expect((await put(admin, { invoicePrefixType: 'type' })).statusCode).toBe(200);
    expect((await sale(lot!, '1')).json().invoice_id).toMatch(/^S-\d+$/);
    expect((await putBranch(admin, pharmacy, { invoice_prefix: '' })).statusCode).toBe(200);
  });

  it('the lock date refuses postings on or before it, with the ledger message; it cannot be in the future', async () => {
    const [lot] = await lots(await item('Locked'), ['10']);
    expect((await put(admin, { lockDate: YESTERDAY })).json().data.lockDate).toBe(YESTERDAY);
    const closed = await sale(lot!, '1', { sale_date: YESTERDAY });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      `The books are closed up to ${YESTERDAY}; nothing can be posted on ${YESTERDAY}.`,
    );
    expect((await sale(lot!, '1')).statusCode).toBe(201);

    const future = await put(admin, { lockDate: TOMORROW });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ lockDate: [SETTING_MESSAGES.lockDateInFuture] });
    expect((await settingsOf(admin)).lockDate).toBe(YESTERDAY);

    expect((await put(admin, { lockDate: null })).json().data.lockDate).toBeNull();
    expect((await sale(lot!, '1', { sale_date: YESTERDAY })).statusCode).toBe(201);
  });

  it('the POS currency must be a currency of the tenant; flags are read back', async () => {
    const res = await put(admin, {
      defaultPosCurrency: 'USD',
      productFcPrices: true,
      invoicePrefixType: 'type_inventory',
    });
    expect(res.json().data).toMatchObject({
      defaultPosCurrency: 'USD',
      productFcPrices: true,
      invoicePrefixType: 'type_inventory',
    });
    const unknown = await put(admin, { defaultPosCurrency: 'EUR' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['defaultPosCurrency']);
    expect((await settingsOf(admin)).defaultPosCurrency).toBe('USD');
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = await settingsOf(admin);
    for (const body of [
      { stockSystem: 'MIFO' },
      { saleDefaultStatus: 2 },
      { allowNegativeStock: 'yes' },
      { lockDate: '2026-02-30' },
      { lockDate: '22/11/2026' },
      { invoicePrefixType: 'other' },
      { defaultPosCurrency: 'usd' },
      { stockSystem: 'LIFO', somethingElse: 1 },
    ]) {
      const res = await put(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await settingsOf(admin)).toEqual(before);
  });

  it('needs the ability of every key sent: one missing refuses the whole change', async () => {
    const stockKeeper = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['setting_stock_system'] }),
    );
    const before = await settingsOf(admin);
    const mixed = await put(stockKeeper, { stockSystem: 'LIFO', allowNegativeStock: true });
    expect(mixed.statusCode).toBe(403);
    expect(await settingsOf(admin)).toEqual(before);
    expect((await put(stockKeeper, { lockDate: YESTERDAY })).statusCode).toBe(403);
    expect((await put(stockKeeper, { stockSystem: 'LIFO' })).json().data.stockSystem).toBe('LIFO');

    const general = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['setting_general'] }));
    expect((await put(general, { stockSystem: 'FIFO' })).statusCode).toBe(403);
    expect((await put(admin, { stockSystem: 'FIFO' })).statusCode).toBe(200);
    expect((await t.client().request('PUT', '/api/setting', { stockSystem: 'FIFO' })).statusCode).toBe(401);
  });

  it('writes the change to the activity log with its author; an unchanged value logs nothing', async () => {
    const count = async () =>
      (
        await sql<{ n: string }>`select count(*)::text as n from activity_log
          where tenant_id = ${tenant.tenantId} and subject_table = 'settings' and subject_id = 'productFcPrices'`.execute(
          t.db.system,
        )
      ).rows[0]!.n;
    const n0 = Number(await count());
    await put(admin, { productFcPrices: false });
    await put(admin, { productFcPrices: false });
    expect(Number(await count())).toBe(n0 + 1);
    const last = (
      await sql<{
        causer_id: string;
        new_values: { value: unknown };
      }>`select causer_id, new_values from activity_log
        where tenant_id = ${tenant.tenantId} and subject_id = 'productFcPrices' order by id desc limit 1`.execute(
        t.db.system,
      )
    ).rows[0]!;
    expect(last).toMatchObject({ causer_id: adminUser.id, new_values: { value: false } });
  });
});

describe('PUT /api/setting/inventory/{inventoryId}', () => {
  const setting = (
    list: { inventory_id: string; setting_name: string; value: string }[],
    id: string,
    name: string,
  ) => list.find((s) => s.inventory_id === id && s.setting_name === name)?.value;

  it('changes a branch’s settings, shown in GET /api/user inventory_settings', async () => {
    const res = await putBranch(admin, shop, { pos_sale_extra: '1', invoice_prefix: ' QM- ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(setting(res.json().data, shop, 'invoice_prefix')).toBe('QM-');
    const user = (await admin.get('/api/user')).json();
    expect(setting(user.inventory_settings, shop, 'pos_sale_extra')).toBe('1');
    expect(setting(user.inventory_settings, shop, 'invoice_prefix')).toBe('QM-');
    expect(setting(user.inventory_settings, shop, 'inventory_process_mode')).toBe('0');
    expect(setting(user.inventory_settings, pharmacy, 'pos_sale_extra')).toBe('0');
    expect((await putBranch(admin, shop, { pos_sale_extra: '0' })).json().data).toHaveLength(3);
  });

  it('refuses bad values, branches elsewhere and users without the ability', async () => {
    for (const body of [
      { pos_sale_extra: '2' },
      { inventory_process_mode: true },
      { invoice_prefix: 'ABCDEFGHIJK' },
      { other_setting: '1' },
    ])
      expect((await putBranch(admin, shop, body)).statusCode, JSON.stringify(body)).toBe(422);
    expect((await putBranch(admin, 'abc', { pos_sale_extra: '1' })).statusCode).toBe(422);
    expect((await putBranch(otherAdmin, shop, { pos_sale_extra: '1' })).statusCode).toBe(404);
    expect((await putBranch(admin, other.inventoryIds[0]!, { pos_sale_extra: '1' })).statusCode).toBe(404);

    const keeper = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['setting_inventory'], inventories: [pharmacy] }),
    );
    expect((await putBranch(keeper, pharmacy, { inventory_process_mode: '1' })).statusCode).toBe(200);
    expect((await putBranch(keeper, shop, { inventory_process_mode: '1' })).statusCode).toBe(404);
    const pos = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['setting_pos'], inventories: [pharmacy] }),
    );
    expect((await putBranch(pos, pharmacy, { inventory_process_mode: '0' })).statusCode).toBe(403);
    const user = (await admin.get('/api/user')).json();
    expect(setting(user.inventory_settings, pharmacy, 'inventory_process_mode')).toBe('1');
    expect(setting(user.inventory_settings, shop, 'inventory_process_mode')).toBe('0');
    const others = (await otherAdmin.get('/api/user')).json();
    expect(
      others.inventory_settings.every(
        (s: { value: string; setting_name: string }) =>
          s.setting_name === 'invoice_prefix' || s.value === '0',
      ),
    ).toBe(true);
  });
});
