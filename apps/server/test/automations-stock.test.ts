import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_TASKS } from '../src/modules/automations/tasks.js';
import type { TaskRegistry } from '../src/platform/scheduler.js';
import { type Client, useTestApp } from './support/app.js';
import { sw, useAutomations } from './support/automations.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
const { run, runs } = useAutomations(t);
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let lowUser: string;
let expiryUser: string;

const notificationsOf = async (userId: string) =>
  (
    await sql<{ title: string; description: string }>`select title, description from notifications
      where user_id = ${userId} and title not like 'customer debt%' order by id`.execute(t.db.system)
  ).rows;

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  lowUser = (await t.createUser(tenant.tenantId, { abilities: ['report_notify_low_quantity_product'] })).id;
  expiryUser = (await t.createUser(tenant.tenantId, { abilities: ['report_expired_product'] })).id;
});

describe('stock backup and stock notifications', () => {
  beforeAll(async () => {
    const item = async (name: string, barcode: string, min: string) => {
      const res = await admin.post('/api/general/item', { name, barcode, min_quantity: min });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().id as string;
    };
    const lot = (p: Record<string, unknown>) => ({
      inventory_id: pharmacy,
      currency_code: 'IQD',
      cost: '1000',
      sale_price: '1500',
      ...p,
    });
    const add = async (id: string, products: Record<string, unknown>[]) => {
      const res = await admin.post(`/api/general/item/${id}/add-to-stock`, { products: products.map(lot) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await add(await item('Aspirin', 'AS-1', '10'), [
      { quantity: '3', batch_number: 'A1', expire_date: '2027-01-15' },
      { quantity: '2', batch_number: 'A2', expire_date: '2026-12-01' },
    ]);
    await add(await item('Bandage', 'BD-1', '5'), [
      { quantity: '50', batch_number: 'B1', expire_date: '2028-01-01' },
    ]);
    await add(await item('Cream', 'CR-1', '0'), [{ quantity: '1', batch_number: 'C1' }]);
    for (const name of ['daily_stock_backup', 'low_quantity_notification', 'expiry_notification'])
      expect((await sw(admin, name, { enabled: true, hour: 1 })).statusCode).toBe(200);
  });

  it('backs up each branch with stock, notifies short items and expiring lots to the report holders', async () => {
    const reports = await run('2026-12-11');
    expect(reports.map((r) => [r.name, r.outcome]).sort()).toEqual([
      ['daily_stock_backup', 'ok'],
      ['expiry_notification', 'ok'],
      ['low_quantity_notification', 'ok'],
    ]);
    const backups = (
      await sql<{ inventory_id: string; lots: number; note: string; created_by: string | null }>`
        select inventory_id, lots, note, created_by from stock_backups where tenant_id = ${tenant.tenantId}`.execute(
        t.db.system,
      )
    ).rows;
    expect(backups).toEqual([
      { inventory_id: pharmacy, lots: 4, note: 'Automatic daily backup 2026-12-11', created_by: null },
    ]);
    expect(reports.find((r) => r.name === 'low_quantity_notification')?.detail).toMatchObject({
      items: 1,
      recipients: 2,
    });
    const low = await notificationsOf(lowUser);
    expect(low).toHaveLength(1);
    expect(low[0]!.title).toBe('Low quantity: 1 item(s) under their minimum');
    expect(low[0]!.description).toContain(': 1 item(s)');
    const expiry = await notificationsOf(expiryUser);
    expect(expiry).toEqual([
      {
        title: 'Expiry: 1 lot(s) expire within 90 days, 1 expired',
        description: expect.stringContaining('1 lot(s) expiring within 90 days, 1 expired'),
      },
    ]);
    // each goes only to the holders of its report's ability
    expect(low.some((n) => n.title.startsWith('Expiry'))).toBe(false);
    expect(expiry.some((n) => n.title.startsWith('Low'))).toBe(false);
  });

  it('records a failing task with its error and runs the others; it is not retried that day', async () => {
    const failing: TaskRegistry = {
      ...AUTOMATION_TASKS,
      expiry_notification: async () => {
        throw new Error('the expiry report is broken');
      },
    };
    const reports = await run('2026-12-12', 5, failing);
    expect(reports.map((r) => [r.name, r.outcome]).sort()).toEqual([
      ['daily_stock_backup', 'ok'],
      ['expiry_notification', 'failed'],
      ['low_quantity_notification', 'ok'],
    ]);
    const recorded = (await runs(tenant.tenantId)).filter((r) => r.run_date === '2026-12-12');
    expect(recorded.find((r) => r.name === 'expiry_notification')).toMatchObject({
      outcome: 'failed',
      detail: { error: 'the expiry report is broken' },
    });
    expect(await run('2026-12-12', 6, failing)).toEqual([]);
    const listed = (await admin.get('/api/automation/runs')).json().data;
    expect(listed[0]).toMatchObject({ run_date: '2026-12-12' });
    expect(
      listed.find(
        (r: { name: string; run_date: string }) =>
          r.name === 'expiry_notification' && r.run_date === '2026-12-12',
      ),
    ).toMatchObject({
      outcome: 'failed',
      detail: { error: 'the expiry report is broken' },
    });
  });
});
