import { beforeAll, describe, expect, it } from 'vitest';
import { forgetTenantSettings, tenantSettings } from '../src/modules/settings/queries.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let a: TenantFixture;
let b: TenantFixture;

const asTenant = <T>(tenant: TenantFixture, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId: tenant.tenantId }, fn);

beforeAll(async () => {
  a = await t.createTenant();
  b = await t.createTenant();
  await t.db.system
    .insertInto('settings')
    .values({ tenant_id: a.tenantId, key: 'stockSystem', value: JSON.stringify('LIFO') })
    .execute();
});

describe('tenant settings memo', () => {
  it('is per transaction: each tenant reads its own, concurrently, and a new transaction reads again', async () => {
    const [sa, sb] = await Promise.all([
      asTenant(a, async (tx) => [await tenantSettings(tx), await tenantSettings(tx)]),
      asTenant(b, async (tx) => [await tenantSettings(tx), await tenantSettings(tx)]),
    ]);
    expect(sa.map((s) => s.stockSystem)).toEqual(['LIFO', 'LIFO']);
    expect(sb.map((s) => s.stockSystem)).toEqual(['FIFO', 'FIFO']);

    await t.db.system
      .updateTable('settings')
      .set({ value: JSON.stringify('FIFO') })
      .where('tenant_id', '=', a.tenantId)
      .where('key', '=', 'stockSystem')
      .execute();
    expect((await asTenant(a, (tx) => tenantSettings(tx))).stockSystem).toBe('FIFO');
  });

  it('keeps the first read within a transaction until forgotten; callers get their own copy', async () => {
    await asTenant(b, async (tx) => {
      const first = await tenantSettings(tx);
      first.stockSystem = 'mutated' as never;
      expect((await tenantSettings(tx)).stockSystem).toBe('FIFO');
      await tx
        .insertInto('settings')
        .values({ tenant_id: b.tenantId, key: 'stockSystem', value: JSON.stringify('LIFO') })
        .execute();
      expect((await tenantSettings(tx)).stockSystem).toBe('FIFO');
      forgetTenantSettings(tx);
      expect((await tenantSettings(tx)).stockSystem).toBe('LIFO');
      await tx.deleteFrom('settings').where('key', '=', 'stockSystem').execute();
      forgetTenantSettings(tx);
    });
  });
});
