import { MESSAGES } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
const TODAY = new Date().toISOString().slice(0, 10);
let cashier: Client;
let box: string;
let lotId: string;

const sell = (quantity: string) =>
  cashier.post('/api/sale', {
    inventory_id: s.pharmacy,
    sale_date: TODAY,
    currency_code: 'IQD',
    cash_box_id: box,
    lines: [{ product_id: lotId, sale_quantity: quantity, sale_price: '1500' }],
  });

const mode = async (c: Client, inventoryId: string) =>
  (await c.get('/api/user'))
    .json()
    .inventory_settings.find(
      (x: { inventory_id: string; setting_name: string }) =>
        x.inventory_id === inventoryId && x.setting_name === 'inventory_process_mode',
    )?.value;

beforeAll(async () => {
  cashier = await t.signIn(
    await t.createUser(s.tenant.tenantId, { abilities: ['sale_create'], inventories: [s.pharmacy, s.shop] }),
  );
  box = (await createBoxes(t.db.system, s.tenant.tenantId, s.pharmacy)).iqd;
  const item = await makeItem({ name: 'Counted item' });
  [lotId] = (await stock(item.id, [lot({ quantity: '3' })])) as [string];
});

describe('inventory process mode (shared-screens.md section 4)', () => {
  it('a sale may pass the system quantity only while the branch is counting', async () => {
    expect(await mode(cashier, s.pharmacy)).toBe('0');
    const capped = await sell('5');
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toBe(MESSAGES.noEnoughQuantity);

    const started = await s.admin.post('/api/inventory-process', { inventory_id: s.pharmacy });
    expect(started.statusCode, started.body).toBe(201);
    const process = started.json().id as string;
    // the user data tells the POS (the cart lifts its cap), for the counting branch only
    expect(await mode(cashier, s.pharmacy)).toBe('1');
    expect(await mode(cashier, s.shop)).toBe('0');
    expect((await sell('5')).statusCode).toBe(201);
    const held = await t.db.system
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    expect(held.quantity).toBe('-2.0000');

    expect((await s.admin.post(`/api/inventory-process/${process}/cancel`)).statusCode).toBe(200);
    expect(await mode(cashier, s.pharmacy)).toBe('0');
    expect((await sell('1')).statusCode).toBe(409);
    // the shelf is counted: the lot is set right by an adjustment (what the count would apply)
    const counted = await s.admin.post('/api/inventory/stock-adjustment-entry', {
      inventory_id: s.pharmacy,
      date: TODAY,
      reason: 'Counted after the sales',
      lines: [{ product_id: lotId, counted: '0' }],
    });
    expect(counted.statusCode, counted.body).toBe(201);
  });

  it('ends when the count is applied; the branch setting turns it on without a count', async () => {
    const started = (await s.admin.post('/api/inventory-process', { inventory_id: s.pharmacy })).json();
    expect(await mode(cashier, s.pharmacy)).toBe('1');
    expect((await sell('2')).statusCode).toBe(201); // the lot holds 0: it goes to -2 while counting
    const counted = await s.admin.request('PUT', `/api/inventory-process/${started.id}/counts`, {
      lines: [{ product_id: lotId, counted: '0' }],
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const applied = await s.admin.post('/api/inventory-adjustment/calculate-income-and-expense', {
      inventory_process_id: started.id,
      snapshot_id: started.snapshot_id,
      date: TODAY,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await mode(cashier, s.pharmacy)).toBe('0');
    expect((await sell('1')).statusCode).toBe(409);

    // the setting alone (a branch that always sells past the system quantity) puts it in the mode
    const on = await s.admin.request('PUT', `/api/setting/inventory/${s.shop}`, {
      inventory_process_mode: '1',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await mode(cashier, s.shop)).toBe('1');
    expect(await mode(cashier, s.pharmacy)).toBe('0');
  });
});
