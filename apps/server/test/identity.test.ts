import { authUser } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let cashier: UserFixture;
let clerk: UserFixture;
let outsider: UserFixture;
let admin: UserFixture;

beforeAll(async () => {
  tenant = await t.createTenant();
  const [pharmacy, shop] = tenant.inventoryIds as [string, string];
  admin = await t.createUser(tenant.tenantId, { superuser: true, name: 'Admin' });
  cashier = await t.createUser(tenant.tenantId, {
    abilities: ['sale_create'],
    inventories: [pharmacy],
    name: 'Cashier',
  });
  clerk = await t.createUser(tenant.tenantId, {
    abilities: ['item_list'],
    inventories: [pharmacy],
    name: 'Clerk',
  });
  outsider = await t.createUser(tenant.tenantId, {
    abilities: ['sale_create'],
    inventories: [shop],
    name: 'Shop cashier',
  });
  await t.createUser(tenant.tenantId, { inventories: [pharmacy], status: 0, name: 'Gone' });
  await t.db.system
    .insertInto('cash_boxes')
    .values([
      {
        tenant_id: tenant.tenantId,
        code: 'P-IQD',
        name: 'pharmacy shared',
        currency_code: 'IQD',
        inventory_id: pharmacy,
      },
      {
        tenant_id: tenant.tenantId,
        code: 'S-IQD',
        name: 'shop shared',
        currency_code: 'IQD',
        inventory_id: shop,
      },
      {
        tenant_id: tenant.tenantId,
        code: 'MINE',
        name: 'cashier own',
        currency_code: 'USD',
        inventory_id: pharmacy,
        for_user_id: cashier.id,
      },
      {
        tenant_id: tenant.tenantId,
        code: 'THEIRS',
        name: 'outsider own',
        currency_code: 'IQD',
        inventory_id: shop,
        for_user_id: outsider.id,
      },
    ])
    .execute();
  await t.db.system
    .insertInto('exchange_rates')
    .values({
      tenant_id: tenant.tenantId,
      currency_code_from: 'USD',
      currency_code_to: 'IQD',
      exchange_rate: '1320.5',
      type: 0,
    })
    .execute();
});

describe('GET /api/user', () => {
  it('answers every field of the spec’s auth user, matching the shared schema', async () => {
    const res = await (await t.signIn(cashier)).get('/api/user');
    expect(res.statusCode).toBe(200);
    const user = authUser.parse(res.json());
    for (const field of [
      'id',
      'name',
      'tenant_id',
      'default_branch_id',
      'is_superuser',
      'features_permissions',
      'inventory_settings',
      'base_currency_code',
      'currency_rates',
      'cash_boxes',
      'status',
    ]) {
      expect(res.json()).toHaveProperty(field);
    }
    expect(user.tenant_id).toBe(tenant.tenantId);
    expect(user.default_branch_id).toBe(tenant.inventoryIds[0]);
    expect(user.default_branch_type).toBe(0);
    expect(user.is_superuser).toBe(false);
    expect(user.base_currency_code).toBe('IQD');
    expect(user.features_permissions.hr).toBe(true);
    expect(user.features_permissions.residence).toBe(false);
    expect(user.inventory_settings.map((s) => s.setting_name)).toContain('pos_sale_extra');
    expect(user.inventory_settings.every((s) => s.description.length > 0)).toBe(true);
  });

  it('answers the latest rate per currency pair and type, as an exact decimal string', async () => {
    const user = (await (await t.signIn(cashier)).get('/api/user')).json();
    expect(user.currency_rates).toEqual([
      { currency_code_from: 'USD', currency_code_to: 'IQD', exchange_rate: '1320.50000000', type: 0 },
    ]);
  });

  it('lists the user’s own boxes and the shared boxes of their branches, not other users’ boxes', async () => {
    const boxes = (await (await t.signIn(cashier)).get('/api/user')).json().cash_boxes;
    expect(boxes.map((b: { code: string }) => b.code).sort()).toEqual(['MINE', 'P-IQD']);
    const adminBoxes = (await (await t.signIn(admin)).get('/api/user')).json().cash_boxes;
    expect(adminBoxes).toHaveLength(4);
  });
});

describe('user lookups', () => {
  const names = (res: { json(): { data: { name: string }[] } }) =>
    res
      .json()
      .data.map((r) => r.name)
      .sort();

  it('inventory: connected branches, or all for a superuser', async () => {
    expect(names(await (await t.signIn(cashier)).get('/api/user/inventory'))).toHaveLength(1);
    expect(names(await (await t.signIn(admin)).get('/api/user/inventory'))).toHaveLength(2);
    expect(names(await (await t.signIn(admin)).get('/api/user/connected-inventory'))).toHaveLength(0);
    expect(names(await (await t.signIn(cashier)).get('/api/user/all-inventory'))).toHaveLength(2);
  });

  it('users lists active users; all-users includes disabled ones', async () => {
    const c = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['user_list'] }));
    expect(names(await c.get('/api/user/users'))).not.toContain('Gone');
    expect(names(await c.get('/api/user/all-users'))).toContain('Gone');
  });

  it('my-users lists the users sharing a branch; connected-inventory-cashier only those who can sell', async () => {
    const c = await t.signIn(clerk);
    expect(names(await c.get('/api/user/my-users'))).toEqual(['Cashier', 'Clerk', 'Gone']);
    expect(names(await c.get('/api/user/connected-inventory-cashier'))).toEqual(['Cashier']);
  });

  it('require sign-in', async () => {
    expect((await t.client().get('/api/user/users')).statusCode).toBe(401);
  });
});

describe('session data', () => {
  it('base-data holds the print setups of the user’s branches only', async () => {
    const [pharmacy, shop] = tenant.inventoryIds as [string, string];
    await t.db.system
      .insertInto('print_settings')
      .values([
        {
          tenant_id: tenant.tenantId,
          inventory_id: pharmacy,
          type_name: 'cashier',
          type: 1,
          name: 'Pharmacy',
          bottom: 'Thanks',
        },
        { tenant_id: tenant.tenantId, inventory_id: shop, type_name: 'cashier', type: 1, name: 'Shop' },
      ])
      .execute();
    const data = (await (await t.signIn(cashier)).get('/api/base-data')).json().data;
    expect(data.prints.map((p: { name: string }) => p.name)).toEqual(['Pharmacy']);
    expect(data.prints[0]).toMatchObject({
      type_name: 'cashier',
      type: 1,
      bottom: 'Thanks',
      background_margin: 0,
    });
    expect(data.currencies.map((c: { code: string }) => c.code)).toEqual(['IQD', 'USD']);
  });

  it('setting/all answers defaults merged with stored values', async () => {
    await t.db.system
      .insertInto('settings')
      .values({ tenant_id: tenant.tenantId, key: 'stockSystem', value: JSON.stringify('LIFO') })
      .execute();
    const data = (await (await t.signIn(clerk)).post('/api/setting/all')).json().data;
    expect(data.stockSystem).toBe('LIFO');
    expect(data.defaultPosCurrency).toBe('IQD');
    expect(data.allowNegativeStock).toBe(false);
  });

  it('automation lists every automated task with its state', async () => {
    await t.db.system
      .insertInto('settings')
      .values({
        tenant_id: tenant.tenantId,
        key: 'automation.daily_stock_backup',
        value: JSON.stringify({ enabled: true, hour: 3 }),
      })
      .execute();
    const data = (await (await t.signIn(clerk)).get('/api/automation')).json().data;
    expect(data.find((a: { key: string }) => a.key === 'daily_stock_backup')).toMatchObject({
      enabled: true,
      hour: 3,
    });
    expect(data.find((a: { key: string }) => a.key === 'expiry_notification')).toMatchObject({
      enabled: false,
    });
  });

  it('currency/list answers the tenant’s currencies with their decimals', async () => {
    const data = (await (await t.signIn(clerk)).get('/api/currency/list')).json().data;
    expect(data).toEqual([
      { code: 'IQD', name: 'Iraqi Dinar', symbol: 'IQD', decimals: 0 },
      { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
    ]);
  });
});
