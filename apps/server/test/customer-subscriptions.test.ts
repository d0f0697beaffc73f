import { firstDueDate } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';

const t = useTestApp();
let admin: Client;
let clerk: Client;
let other: Client;
let customer: string;
const BASE = '/api/customer/customer-subscription';
const sub = (over: Record<string, unknown> = {}) => ({
  customer_id: customer,
  amount: '25000',
  currency_code: 'IQD',
  frequency: 1,
  receipt_due_day: 10,
  start_date: '2026-11-15',
  ...over,
});

beforeAll(async () => {
  const tenant = await t.createTenant();
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  clerk = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['customer_subscription_list'] }));
  const stranger = await t.createTenant();
  other = await t.signIn(await t.createUser(stranger.tenantId, { superuser: true }));
  customer = (
    await admin.post('/api/customer', {
      name: 'Subscriber',
      inventory_id: tenant.inventoryIds[0],
      phone: '0770',
    })
  ).json().id;
});

describe('customer subscriptions', () => {
  it('computes the first due date: monthly on the due day (clamped), daily from the start', () => {
    expect(firstDueDate('2026-11-15', 1, 10)).toBe('2026-12-10');
    expect(firstDueDate('2026-11-05', 3, 10)).toBe('2026-11-10');
    expect(firstDueDate('2026-01-31', 1, 31)).toBe('2026-01-31');
    expect(firstDueDate('2026-02-01', 1, 31)).toBe('2026-02-28');
    expect(firstDueDate('2026-12-20', 12, 5)).toBe('2027-01-05');
    expect(firstDueDate('2026-11-15', 30, null)).toBe('2026-11-15');
  });

  it('creates monthly and daily schedules, lists and updates them', async () => {
    const monthly = await admin.post(BASE, sub());
    expect(monthly.statusCode, monthly.body).toBe(201);
    expect(monthly.json().next_due_date).toBe('2026-12-10');
    const daily = await admin.post(BASE, sub({ frequency: 45, receipt_due_day: null }));
    expect(daily.json().next_due_date).toBe('2026-11-15');
    const list = await clerk.post(`${BASE}/list`, { sortBy: 'frequency', sortDir: 'asc' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { frequency_unit: string }) => r.frequency_unit)).toEqual([
      'months',
      'days',
    ]);
    expect(list.json().data[0]).toMatchObject({ customer_name: 'Subscriber', amount: '25000.000000' });
    const upd = await admin.request('PUT', `${BASE}/${monthly.json().id}`, sub({ receipt_due_day: 20 }));
    expect(upd.json().next_due_date).toBe('2026-11-20');
    expect((await admin.get(`${BASE}/${monthly.json().id}`)).json()).toMatchObject({
      receipt_due_day: 20,
      frequency: 1,
    });
  });

  it('refuses bad input: due day for monthly, frequency 1..366, positive amount, unknown customer', async () => {
    const res = await admin.post(BASE, sub({ receipt_due_day: null, frequency: 0, amount: '0' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amount', 'frequency']);
    const noDay = await admin.post(BASE, sub({ receipt_due_day: null }));
    expect(noDay.json().errors).toEqual({ receipt_due_day: ['The receipt due day field is required.'] });
    const big = await admin.post(BASE, sub({ frequency: 400 }));
    expect(big.json().errors).toHaveProperty('frequency');
    const ghost = await admin.post(BASE, sub({ customer_id: '999999' }));
    expect(ghost.statusCode).toBe(422);
  });

  it('enforces abilities and tenants', async () => {
    expect((await clerk.post(BASE, sub())).statusCode).toBe(403);
    const id = (await admin.post(BASE, sub())).json().id;
    expect((await clerk.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
    expect((await other.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await other.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await other.post(BASE, sub())).statusCode).toBe(422);
    expect((await admin.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(204);
  });
});
