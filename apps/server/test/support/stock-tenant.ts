import { beforeAll, expect } from 'vitest';
import { withTenant } from '../../src/platform/db/tenant.js';
import type { Client, TestContext } from './app.js';
import type { TenantFixture, UserFixture } from './fixtures.js';

export interface StockTenant {
  tenant: TenantFixture;
  adminUser: UserFixture;
  /** A superuser of both branches, signed in. */
  admin: Client;
  pharmacy: string;
  shop: string;
}

/**
 * The stock tests' set-up: before the file's tests, a tenant with its two branches (pharmacy and shop) and a
 * superuser of both, signed in; and the helpers that make items and lots there through the API.
 * `s` is filled in by beforeAll; use it inside tests only.
 */
export function useStockTenant(t: TestContext) {
  const s = {} as StockTenant;
  beforeAll(async () => {
    s.tenant = await t.createTenant();
    [s.pharmacy, s.shop] = s.tenant.inventoryIds as [string, string];
    s.adminUser = await t.createUser(s.tenant.tenantId, {
      superuser: true,
      inventories: [s.pharmacy, s.shop],
      name: 'Admin',
    });
    s.admin = await t.signIn(s.adminUser);
  });

  /** An item's fields with a fresh barcode. */
  const item = (over: Record<string, unknown> = {}) => ({
    name: 'Paracetamol 500 mg',
    barcode: `62${Date.now()}${Math.floor(Math.random() * 1000)}`,
    ...over,
  });
  async function makeItem(over: Record<string, unknown> = {}) {
    const res = await s.admin.post('/api/general/item', item(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; barcode: string; name: string };
  }
  /** Adds lots of an item to stock (add-to-stock); answers the lots' ids. */
  async function stock(itemId: string, products: Record<string, unknown>[]) {
    const res = await s.admin.post(`/api/general/item/${itemId}/add-to-stock`, { products });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().created as string[];
  }
  /** A lot of 10 in the pharmacy at 1,000 IQD cost, 1,500 sale price. */
  const lot = (over: Record<string, unknown> = {}) => ({
    inventory_id: s.pharmacy,
    currency_code: 'IQD',
    cost: '1000',
    sale_price: '1500',
    quantity: '10',
    ...over,
  });
  /** A transaction of the tenant as the admin. */
  const asTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.db.system, { tenantId: s.tenant.tenantId, userId: s.adminUser.id }, fn);
  return { s, item, makeItem, stock, lot, asTenant };
}
