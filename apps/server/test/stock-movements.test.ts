import { MESSAGES } from '@bb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock, pickLots, stockAt } from '../src/modules/stock-movements/movements.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { expectStockEqualsMovements } from './support/stock.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot, asTenant } = useStockTenant(t);
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let shop: string;
const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(() => {
  ({ tenant, admin, pharmacy, shop } = s);
});

afterAll(async () => {
  await expectStockEqualsMovements(t.db.system);
  await expectLedgerBalanced(t.db.system);
});

describe('movements', () => {
  it('FIFO and LIFO pick lots in their order and never pick an expired lot', async () => {
    const it1 = await makeItem({ name: 'Picked' });
    const [expired, first, second] = await stock(it1.id, [
      lot({ batch_number: 'X', expire_date: '2021-01-01', quantity: '100' }),
      lot({ batch_number: 'A', quantity: '3' }),
      lot({ batch_number: 'B', quantity: '5' }),
    ]);
    const fifo = await asTenant((tx) => pickLots(tx, it1.id, pharmacy, '4', TODAY));
    expect(fifo).toEqual([
      { productId: first, quantity: '3' },
      { productId: second, quantity: '1' },
    ]);
    await t.db.system
      .insertInto('settings')
      .values({ tenant_id: tenant.tenantId, key: 'stockSystem', value: JSON.stringify('LIFO') })
      .execute();
    const lifo = await asTenant((tx) => pickLots(tx, it1.id, pharmacy, '6', TODAY));
    expect(lifo).toEqual([
      { productId: second, quantity: '5' },
      { productId: first, quantity: '1' },
    ]);
    await t.db.system
      .deleteFrom('settings')
      .where('tenant_id', '=', tenant.tenantId)
      .where('key', '=', 'stockSystem')
      .execute();
    await expect(asTenant((tx) => pickLots(tx, it1.id, pharmacy, '9', TODAY))).rejects.toThrow(
      MESSAGES.noEnoughQuantity,
    );
    expect(expired).toBeDefined();
  });

  it('200 concurrent sales of one lot with 50 in stock sell exactly 50', async () => {
    const it1 = await makeItem({ name: 'Contended' });
    const [p] = await stock(it1.id, [lot({ quantity: '50' })]);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        asTenant((tx) =>
          moveStock(tx, [
            { productId: p!, quantity: '-1', documentType: 'sale', documentId: String(i + 1), date: TODAY },
          ]),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(50);
    expect(refused).toHaveLength(150);
    expect(
      refused.every((r) => (r as PromiseRejectedResult).reason.message === MESSAGES.noEnoughQuantity),
    ).toBe(true);
    const left = await t.db.system
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p!)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe('0.0000');
  }, 60_000);

  it('knows the stock of any past date from the movements', async () => {
    const it1 = await makeItem({ name: 'Dated' });
    const [p] = await stock(it1.id, [lot({ quantity: '0' })]);
    await asTenant((tx) =>
      moveStock(tx, [{ productId: p!, quantity: '8', documentType: 'test', date: '2026-03-01' }]),
    );
    await asTenant((tx) =>
      moveStock(tx, [{ productId: p!, quantity: '-3', documentType: 'test', date: '2026-04-01' }]),
    );
    expect(await asTenant((tx) => stockAt(tx, { productId: p!, date: '2026-02-28' }))).toBe('0');
    expect(await asTenant((tx) => stockAt(tx, { productId: p!, date: '2026-03-15' }))).toBe('8');
    expect(
      await asTenant((tx) => stockAt(tx, { itemId: it1.id, inventoryId: pharmacy, date: '2026-12-31' })),
    ).toBe('5');
  });
});

describe('item transfers', () => {
  it('moves stock at approval, atomically, and refuses a user who may not approve', async () => {
    const it1 = await makeItem({ name: 'Transferred' });
    const [p] = await stock(it1.id, [lot({ quantity: '10', batch_number: 'T1', expire_date: '2031-05-05' })]);
    const tr = await admin.post('/api/inventory/item-transfer', {
      from_inventory_id: pharmacy,
      to_inventory_id: shop,
      date: TODAY,
      lines: [{ product_id: p, quantity: '4' }],
    });
    expect(tr.statusCode, tr.body).toBe(201);
    const outsider = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['item_transfer_list', 'item_transfer_approve'],
        inventories: [pharmacy],
      }),
    );
    const refused = await outsider.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`);
    expect(refused.json().message).toBe(MESSAGES.cannotApprove);
    const receiver = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['item_transfer_list', 'item_transfer_approve'],
        inventories: [shop],
      }),
    );
    expect(
      (await receiver.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`)).json().status,
    ).toBe(2);
    const rows = (await admin.post('/api/product/search', { keyword: it1.barcode })).json().data;
    expect(
      rows
        .map((r: { inventory_id: string; quantity: string; batch_number: string }) => [
          r.inventory_id,
          r.quantity,
          r.batch_number,
        ])
        .sort(),
    ).toEqual(
      [
        [pharmacy, '6.0000', 'T1'],
        [shop, '4.0000', 'T1'],
      ].sort(),
    );
    expect(
      (await receiver.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/approve`)).statusCode,
    ).toBe(409);
    expect(
      (await admin.request('PUT', `/api/inventory/item-transfer/${tr.json().id}/cancel`)).statusCode,
    ).toBe(409);
  });

  it('cancels a pending transfer without moving anything; refuses a shortage at save, naming the item, and again at approval', async () => {
    const it1 = await makeItem({ name: 'Cancelled move' });
    const [p] = await stock(it1.id, [lot({ quantity: '2' })]);
    const tr = (
      await admin.post('/api/inventory/item-transfer', {
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: TODAY,
        lines: [{ product_id: p, quantity: '1' }],
      })
    ).json();
    expect((await admin.request('PUT', `/api/inventory/item-transfer/${tr.id}/cancel`)).json().status).toBe(
      3,
    );
    const big = await admin.post('/api/inventory/item-transfer', {
      from_inventory_id: pharmacy,
      to_inventory_id: shop,
      date: TODAY,
      lines: [{ product_id: p, quantity: '5' }],
    });
    expect(big.statusCode).toBe(409);
    expect(big.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect(big.json().errors['lines.0.quantity']).toEqual(['Cancelled move: 2 available, 5 asked.']);
    // saved while the stock was there, approved after it left: refused at approval, still pending
    const both = (
      await admin.post('/api/inventory/item-transfer', {
        from_inventory_id: pharmacy,
        to_inventory_id: shop,
        date: TODAY,
        lines: [{ product_id: p, quantity: '2' }],
      })
    ).json();
    const out = await admin.post('/api/inventory/goods-stock-out', {
      inventory_id: pharmacy,
      date: TODAY,
      reason: 'Broken',
      lines: [{ product_id: p, quantity: '1' }],
    });
    expect(out.statusCode).toBe(201);
    const res = await admin.request('PUT', `/api/inventory/item-transfer/${both.id}/approve`);
    expect(res.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect((await admin.get(`/api/inventory/item-transfer/${both.id}`)).json().status).toBe(1);
    await admin.request('DELETE', `/api/inventory/goods-stock-out/${out.json().id}`);
    const left = await t.db.system
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p!)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe('2.0000');
  });

  it('enforces only from/to my inventory', async () => {
    const it1 = await makeItem({ name: 'Restricted move' });
    const [p] = await stock(it1.id, [lot({ quantity: '2' })]);
    const limited = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['item_transfer_create', 'item_transfer_only_from_my_inventory'],
        inventories: [shop],
      }),
    );
    const res = await limited.post('/api/inventory/item-transfer', {
      from_inventory_id: pharmacy,
      to_inventory_id: shop,
      date: TODAY,
      lines: [{ product_id: p, quantity: '1' }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only transfer from your own inventory.');
  });
});

describe('stock adjustments', () => {
  it('sets counted quantities, moves the differences and posts their value', async () => {
    const it1 = await makeItem({ name: 'Counted' });
    const [a, b] = await stock(it1.id, [
      lot({ batch_number: 'C1', quantity: '10', cost: '100' }),
      lot({ batch_number: 'C2', quantity: '5', cost: '100' }),
    ]);
    const res = await admin.post('/api/inventory/stock-adjustment-entry', {
      inventory_id: pharmacy,
      date: TODAY,
      reason: 'Yearly count',
      lines: [
        { product_id: a, counted: '7' },
        { product_id: b, counted: '6' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().value).toBe('-200');
    const q = await t.db.system
      .selectFrom('products')
      .select(['id', 'quantity'])
      .where('id', 'in', [a!, b!])
      .orderBy('id')
      .execute();
    expect(q.map((x) => x.quantity)).toEqual(['7.0000', '6.0000']);
    const list = (
      await admin.post('/api/inventory/stock-adjustment-entry/list', { search: 'Yearly' })
    ).json();
    expect(list.data[0]).toMatchObject({ lines_count: 2, value: '-200.0000000000' });
  });
});
