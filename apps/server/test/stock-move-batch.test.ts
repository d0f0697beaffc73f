import { MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../src/modules/stock-movements/movements.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let other: TenantFixture;
let admin: Client;
let adminUser: UserFixture;
const DATE = new Date().toISOString().slice(0, 10);

const asTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId: tenant.tenantId, userId: adminUser.id }, fn);

async function lot(client: Client, inventoryId: string, quantity: string): Promise<string> {
  const item = await client.post('/api/general/item', {
    name: `Batch ${Math.random().toString(36).slice(2, 8)}`,
    barcode: `63${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(item.statusCode, item.body).toBe(201);
  const res = await client.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      { inventory_id: inventoryId, currency_code: 'IQD', cost: '1000', sale_price: '1500', quantity },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

const quantity = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;
const movements = async (id: string) =>
  (await t.db.system.selectFrom('stock_movements').select('id').where('product_id', '=', id).execute())
    .length;

const out = (productId: string, q: string) => ({
  productId,
  quantity: `-${q}`,
  documentType: 'test',
  documentId: null,
  date: DATE,
});

beforeAll(async () => {
  tenant = await t.createTenant();
  other = await t.createTenant();
  adminUser = await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds });
  admin = await t.signIn(adminUser);
});

describe('moveStock, one statement for all lots', () => {
  it('moves every lot and appends one movement per entry, in lot id order, with the lot costs', async () => {
    const a = await lot(admin, tenant.inventoryIds[0]!, '10');
    const b = await lot(admin, tenant.inventoryIds[0]!, '10');
    const moved = await asTenant((tx) => moveStock(tx, [out(b, '2'), out(a, '3'), out(a, '0')]));
    expect(moved.map((m) => [m.productId, m.quantity, m.baseUnitCost])).toEqual([
      [a, '-3', '1000.000000'],
      [b, '-2', '1000.000000'],
    ]);
    expect([await quantity(a), await quantity(b)]).toEqual(['7.0000', '8.0000']);
    expect([await movements(a), await movements(b)]).toEqual([2, 2]);
  });

  it('refuses with the first failing lot in id order and leaves every lot as it was', async () => {
    const a = await lot(admin, tenant.inventoryIds[0]!, '5');
    const b = await lot(admin, tenant.inventoryIds[0]!, '1');
    const otherAdmin = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    const foreign = await lot(otherAdmin, other.inventoryIds[0]!, '5');
    await expect(asTenant((tx) => moveStock(tx, [out(a, '1'), out(b, '2')]))).rejects.toThrow(
      MESSAGES.noEnoughQuantity,
    );
    // b (not enough) has a lower id than the other tenant's lot (not found): b decides
    await expect(asTenant((tx) => moveStock(tx, [out(foreign, '1'), out(b, '2')]))).rejects.toThrow(
      MESSAGES.noEnoughQuantity,
    );
    await expect(asTenant((tx) => moveStock(tx, [out(a, '1'), out(foreign, '1')]))).rejects.toThrow(
      MESSAGES.notFound,
    );
    expect([await quantity(a), await quantity(b), await quantity(foreign)]).toEqual([
      '5.0000',
      '1.0000',
      '5.0000',
    ]);
    expect(await movements(foreign)).toBe(1);
  });

  it('concurrent documents over the same lots in opposite orders neither deadlock nor oversell', async () => {
    const lots = [
      await lot(admin, tenant.inventoryIds[0]!, '30'),
      await lot(admin, tenant.inventoryIds[0]!, '30'),
      await lot(admin, tenant.inventoryIds[0]!, '30'),
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        asTenant((tx) =>
          moveStock(
            tx,
            (i % 2 ? [...lots].reverse() : lots).map((id) => out(id, '1')),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    for (const r of results)
      if (r.status === 'rejected') expect(String(r.reason)).toContain(MESSAGES.noEnoughQuantity);
    for (const id of lots) expect(await quantity(id)).toBe('0.0000');
  });
});
