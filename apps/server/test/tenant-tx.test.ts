import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from '../src/platform/db/prepared.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

/** withTenant sends `begin` and its settings in one round trip: it must still bind row-level security. */
describe('withTenant', () => {
  const t = useTestApp();
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    a = await t.createTenant();
    b = await t.createTenant();
  });

  it('runs as the application role with the tenant set, in a transaction', async () => {
    const r = await withTenant(t.db.system, { tenantId: a.tenantId, userId: '42' }, (tx) =>
      sql<{ role: string; tenant: string; user_id: string; in_tx: boolean }>`select current_user as role,
        current_setting('app.tenant_id') as tenant, current_setting('app.user_id') as user_id,
        now() = statement_timestamp() as in_tx`.execute(tx),
    );
    expect(r.rows[0]).toMatchObject({ role: 'erp_app', tenant: a.tenantId, user_id: '42' });
    // statement_timestamp moves on within a transaction while now() stays at its start
    const twice = await withTenant(t.db.system, { tenantId: a.tenantId }, async (tx) => {
      const first = await sql<{ now: Date }>`select now()`.execute(tx);
      await sql`select pg_sleep(0.01)`.execute(tx);
      const second = await sql<{ now: Date }>`select now()`.execute(tx);
      return [first.rows[0]?.now.getTime(), second.rows[0]?.now.getTime()];
    });
    expect(twice[0]).toBe(twice[1]);
  });

  it('sees only its own tenant (row-level security binds), and cannot write into another', async () => {
    const rows = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      tx.selectFrom('inventories').select(['id', 'tenant_id']).execute(),
    );
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.tenant_id === a.tenantId)).toBe(true);
    const other = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      tx.selectFrom('inventories').select('id').where('id', 'in', b.inventoryIds).execute(),
    );
    expect(other).toEqual([]);
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
        tx
          .insertInto('inventories')
          .values({ tenant_id: b.tenantId, name: 'intruder', type: 0, code: 'X-' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('leaves the pooled connection as it found it: owner role, no tenant', async () => {
    const pool = t.db.pool;
    await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) => sql`select 1`.execute(tx));
    const client = await pool.connect();
    try {
      // the settings were transaction-local: no idle connection keeps the role or the tenant
      const r = await client.query(
        "select current_user as role, coalesce(current_setting('app.tenant_id', true), '') as tenant",
      );
      expect(r.rows[0].role).not.toBe('erp_app');
      expect(r.rows[0].tenant).toBe('');
    } finally {
      client.release();
    }
  });

  it('rolls back on an error and when the commit fails', async () => {
    const name = `rolled back ${Date.now()}`;
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, async (tx) => {
        await tx
          .insertInto('inventories')
          .values({ tenant_id: a.tenantId, name, type: 0, code: 'R-' })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const left = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      tx.selectFrom('inventories').select('id').where('name', '=', name).execute(),
    );
    expect(left).toEqual([]);
    // a deferred constraint failing at commit: the error reaches the caller, nothing stays
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, async (tx) => {
        await sql`create temp table deferred_check (id int primary key deferrable initially deferred) on commit drop`.execute(
          tx,
        );
        await sql`insert into deferred_check values (1), (1)`.execute(tx);
      }),
    ).rejects.toThrow(/duplicate key/);
    const ok = await withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
      sql<{ one: number }>`select 1 as one`.execute(tx),
    );
    expect(ok.rows[0]?.one).toBe(1);
  });

  it('refuses to nest and refuses bad ids', async () => {
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, (tx) =>
        withTenant(tx, { tenantId: b.tenantId }, async () => 1),
      ),
    ).rejects.toThrow(/outside one/);
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId }, async (tx) =>
        tx.transaction().execute(async () => 1),
      ),
    ).rejects.toThrow(/cannot open another transaction/);
    await expect(
      withTenant(t.db.system, { tenantId: "1'; drop table users; --" }, async () => 1),
    ).rejects.toThrow(/bad tenant id/);
    await expect(
      withTenant(t.db.system, { tenantId: a.tenantId, userId: '1 or 1=1' }, async () => 1),
    ).rejects.toThrow(/bad user id/);
  });

  it('runs a query as a named prepared statement of its connection, under the tenant policy', async () => {
    const [first, second, statements] = await withTenant(
      t.db.system,
      { tenantId: a.tenantId },
      async (tx) => {
        const q = (like: string) =>
          executePrepared(
            tx,
            sql<{ n: number }>`select count(*)::int as n from inventories where name like ${like}`,
          );
        const r1 = await q('%pharmacy');
        const r2 = await q('%');
        const st = await sql<{ name: string; statement: string }>`select name, statement
        from pg_prepared_statements where name like 'bb\_%'`.execute(tx);
        return [r1.rows[0]?.n, r2.rows[0]?.n, st.rows];
      },
    );
    expect(first).toBe(1);
    expect(second).toBe(2); // tenant b's two branches stay invisible
    expect(statements.some((s) => s.statement.includes('from inventories where name like $1'))).toBe(true);
  });
});
