import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, reverse } from '../src/modules/ledger/post.js';
import { moveStock } from '../src/modules/stock-movements/movements.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';

/** Migration 0021: claimed `journal_daily` slots, and no activity-log trigger for quantity-only lot updates. */
const t = useTestApp();
let tenant: TenantFixture;
let adminUser: UserFixture;
let admin: Client;
const DAY = '2026-04-10';

const asTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId: tenant.tenantId, userId: adminUser.id }, fn);

const sale = (amount: string, date = DAY) => ({
  date,
  documentType: 'manual',
  description: 'slot test',
  lines: [
    { account: 'cash' as const, side: 'debit' as const, amount, currency: 'IQD', rate: '1' },
    { account: 'sales' as const, side: 'credit' as const, amount, currency: 'IQD', rate: '1' },
  ],
});

const slots = async (date = DAY) =>
  (
    await sql<{ slot: number; amount: string }>`
      select d.slot, d.amount::text as amount from journal_daily d
      join accounts a on a.tenant_id = d.tenant_id and a.id = d.account_id and a.system_key = 'cash'
      where d.tenant_id = ${tenant.tenantId} and d.entry_date = ${date} order by d.slot`.execute(t.db.system)
  ).rows.map((r) => [r.slot, Number(r.amount)]); // money-safe: small whole test amounts

const dailyEqualsLines = async () => {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from (
      select account_id, currency_code, entry_date, sum(amount) as amount, sum(debit) as debit, sum(credit) as credit
      from journal_lines where tenant_id = ${tenant.tenantId} group by 1, 2, 3
    ) l full join (
      select account_id, currency_code, entry_date, sum(amount) as amount, sum(debit) as debit, sum(credit) as credit
      from journal_daily where tenant_id = ${tenant.tenantId} group by 1, 2, 3
    ) d using (account_id, currency_code, entry_date)
    where l.amount is distinct from d.amount or l.debit is distinct from d.debit or l.credit is distinct from d.credit`.execute(
    t.db.system,
  );
  expect(r.rows[0]!.n).toBe(0);
};

beforeAll(async () => {
  tenant = await t.createTenant();
  adminUser = await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds });
  admin = await t.signIn(adminUser);
});

describe('journal_daily slots', () => {
  it('one writer at a time always adds to slot 0', async () => {
    await asTenant((tx) => post(tx, sale('100')));
    await asTenant((tx) => post(tx, sale('50')));
    expect(await slots()).toEqual([[0, 150]]);
    await dailyEqualsLines();
  });

  it('open transactions take different slots and never wait on each other', async () => {
    const date = '2026-04-11';
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let firstPosted!: () => void;
    const posted = new Promise<void>((r) => {
      firstPosted = r;
    });
    // A posts and stays open; B posts the same accounts and day meanwhile and must commit before A does.
    const a = asTenant(async (tx) => {
      await post(tx, sale('10', date));
      firstPosted();
      await held;
      await post(tx, sale('1', date)); // a second statement of the same transaction keeps its slot
    });
    await posted;
    await asTenant(async (tx) => {
      await sql`set local lock_timeout = '2s'`.execute(tx);
      await post(tx, sale('20', date));
    });
    release();
    await a;
    expect(await slots(date)).toEqual([
      [0, 11],
      [1, 20],
    ]);
    // both ended: the next writer takes slot 0 again
    await asTenant((tx) => post(tx, sale('5', date)));
    expect(await slots(date)).toEqual([
      [0, 16],
      [1, 20],
    ]);
    await dailyEqualsLines();
  });

  it('an edit (reverse, then post again) keeps one slot for both statements', async () => {
    const date = '2026-04-12';
    const id = await asTenant((tx) => post(tx, sale('30', date)));
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const busy = new Promise<void>((r) => {
      started = r;
    });
    const other = asTenant(async (tx) => {
      await post(tx, sale('7', date)); // holds slot 0
      started();
      await held;
    });
    await busy;
    await asTenant(async (tx) => {
      await reverse(tx, id);
      await post(tx, sale('40', date));
    });
    release();
    await other;
    expect(await slots(date)).toEqual([
      [0, 37],
      [1, 10],
    ]);
    await dailyEqualsLines();
  });

  it('still refuses an unbalanced entry at commit and writes nothing of it', async () => {
    const before = await slots();
    await expect(
      asTenant(async (tx) => {
        const e = await post(tx, sale('9'));
        await sql`insert into journal_lines (tenant_id, entry_id, entry_date, account_id, debit, credit, currency_code, amount, rate)
          select ${tenant.tenantId}, ${e}, ${DAY}, id, 1, 0, 'IQD', 1, 1 from accounts where system_key = 'cash'`.execute(
          tx,
        );
      }),
    ).rejects.toThrow(/unbalanced journal entry/);
    expect(await slots()).toEqual(before);
    await dailyEqualsLines();
  });
});

describe('the activity log of lots', () => {
  const logged = async (id: string) =>
    (
      await sql<{ event: string; new_values: Record<string, unknown> | null }>`
        select event, new_values from activity_log
        where tenant_id = ${tenant.tenantId} and subject_table = 'products' and subject_id = ${id} order by id`.execute(
        t.db.system,
      )
    ).rows;

  it('logs a lot created and a lot changed, not a quantity moved by stock', async () => {
    const item = await admin.post('/api/general/item', { name: 'Slot lot', barcode: `71${Date.now()}` });
    expect(item.statusCode, item.body).toBe(201);
    const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
      products: [
        {
          inventory_id: tenant.inventoryIds[0],
          currency_code: 'IQD',
          cost: '1000',
          sale_price: '1500',
          quantity: '10',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const lot = res.json().created[0] as string;
    const first = await logged(lot);
    await asTenant((tx) =>
      moveStock(tx, [{ productId: lot, quantity: '-3', documentType: 'test', documentId: null, date: DAY }]),
    );
    expect(await logged(lot)).toEqual(first); // the movement records it
    await asTenant((tx) => tx.updateTable('products').set({ status: 0 }).where('id', '=', lot).execute());
    const after = await logged(lot);
    expect(after.length).toBe(first.length + 1);
    expect(after.at(-1)).toMatchObject({ event: 'updated', new_values: { status: 0 } });
    await asTenant((tx) =>
      tx
        .updateTable('products')
        .set({ status: 1, updated_at: sql`now()` as never })
        .where('id', '=', lot)
        .execute(),
    );
    const both = await logged(lot);
    expect(both.length).toBe(first.length + 2);
    expect(both.at(-1)!.new_values).toEqual({ status: 1 });
  });
});
