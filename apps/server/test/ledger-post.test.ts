import { dec, mul, round, toText } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemAccount } from '../src/modules/ledger/accounts.js';
import { post } from '../src/modules/ledger/post.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { expectDailyEqualsLines } from './support/ledger.js';

const t = useTestApp();
const tenants: { fx: TenantFixture }[] = [];
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) tenants.push({ fx: await t.createTenant() });
});

const asTenant = <T>(tenantId: string, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId }, fn);

describe('post() as one statement', () => {
  const tenantId = () => tenants[0]!.fx.tenantId;
  const sale = (date: string, amount = '1000'): Parameters<typeof post>[1] => ({
    date,
    documentType: 'manual',
    lines: [
      { account: 'cash', side: 'debit', amount, currency: 'IQD', rate: '1' },
      { account: 'sales', side: 'credit', amount, currency: 'IQD', rate: '1' },
    ],
  });
  const count = async () =>
    (
      await t.db.system
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenantId())
        .executeTakeFirstOrThrow()
    ).n;

  it('writes the entry with its lines, account ids resolved, the user recorded', async () => {
    const id = await asTenant(tenantId(), (tx) =>
      post(tx, { ...sale(day(5)), description: 'one statement' }),
    );
    const rows = await t.db.system
      .selectFrom('journal_lines as l')
      .innerJoin('accounts as a', (j) =>
        j.onRef('a.tenant_id', '=', 'l.tenant_id').onRef('a.id', '=', 'l.account_id'),
      )
      .select(['a.system_key', 'l.debit', 'l.credit', 'l.amount', 'l.entry_date', 'l.currency_code'])
      .where('l.entry_id', '=', id)
      .orderBy('l.id')
      .execute();
    expect(rows).toEqual([
      {
        system_key: 'cash',
        debit: '1000.000000',
        credit: '0.000000',
        amount: '1000.000000',
        entry_date: day(5),
        currency_code: 'IQD',
      },
      {
        system_key: 'sales',
        debit: '0.000000',
        credit: '1000.000000',
        amount: '-1000.000000',
        entry_date: day(5),
        currency_code: 'IQD',
      },
    ]);
  });

  it('is a prepared statement, parsed once per connection', async () => {
    const names = await asTenant(tenantId(), async (tx) => {
      await post(tx, sale(day(5)));
      await post(tx, sale(day(5)));
      return (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(tx)).rows;
    });
    expect(names.map((n) => n.name)).toContain('bb_ledger_post');
  });

  it('puts a rounding remainder on the rounding account in the base currency', async () => {
    const id = await asTenant(tenantId(), (tx) =>
      post(tx, {
        date: day(6),
        documentType: 'manual',
        lines: [
          { account: 'cash', side: 'debit', amount: '1', currency: 'USD', rate: '1.0000005' },
          { account: 'sales', side: 'credit', amount: '0.5', currency: 'USD', rate: '1.0000005' },
          { account: 'sales', side: 'credit', amount: '0.5', currency: 'USD', rate: '1.0000005' },
        ],
      }),
    );
    // 1 x 1.0000005 rounds to 1.000001, each half to 0.5: 0.000001 to the rounding account, in IQD
    expect(toText(round(mul('1', '1.0000005'), 6, 'halfUp'))).toBe('1.000001');
    const rounding = await t.db.system
      .selectFrom('journal_lines as l')
      .innerJoin('accounts as a', (j) =>
        j.onRef('a.tenant_id', '=', 'l.tenant_id').onRef('a.id', '=', 'l.account_id'),
      )
      .select(['l.credit', 'l.currency_code', 'l.amount'])
      .where('l.entry_id', '=', id)
      .where('a.system_key', '=', 'rounding')
      .execute();
    expect(rounding).toEqual([{ credit: '0.000001', currency_code: 'IQD', amount: '0.000000' }]);
  });

  it('refuses a date on or before the lock date and writes nothing', async () => {
    await t.db.system
      .insertInto('settings')
      .values({ tenant_id: tenantId(), key: 'lockDate', value: JSON.stringify(day(10)) })
      .execute();
    try {
      const before = await count();
      await expect(asTenant(tenantId(), (tx) => post(tx, sale(day(10))))).rejects.toThrow(
        `The books are closed up to ${day(10)}; nothing can be posted on ${day(10)}.`,
      );
      expect(await count()).toBe(before);
      await expect(asTenant(tenantId(), (tx) => post(tx, sale(day(11))))).resolves.toMatch(/^\d+$/);
      // another tenant's lock date does not apply
      await expect(asTenant(tenants[1]!.fx.tenantId, (tx) => post(tx, sale(day(2))))).resolves.toMatch(
        /^\d+$/,
      );
    } finally {
      await t.db.system
        .deleteFrom('settings')
        .where('tenant_id', '=', tenantId())
        .where('key', '=', 'lockDate')
        .execute();
    }
  });

  it('refuses an unknown system account and unbalanced lines before writing', async () => {
    const bad = sale(day(5));
    bad.lines[1]!.account = 'no_such_account' as SystemAccount;
    await expect(asTenant(tenantId(), (tx) => post(tx, bad))).rejects.toThrow(/system account .* missing/);
    const unbalanced = sale(day(5));
    unbalanced.lines[1]!.amount = '999';
    await expect(asTenant(tenantId(), (tx) => post(tx, unbalanced))).rejects.toThrow(
      /unbalanced IQD amounts/,
    );
  });
});

describe('the balance check once per entry', () => {
  const write = (
    fn: (
      entry: () => Promise<string>,
      line: (e: string, k: string, amount: string) => Promise<void>,
      immediate: () => Promise<unknown>,
    ) => Promise<void>,
  ) => {
    const tenantId = tenants[0]!.fx.tenantId;
    return asTenant(tenantId, async (tx) => {
      const accounts = await tx.selectFrom('accounts').select(['id', 'system_key']).execute();
      const entry = async () =>
        (
          await tx
            .insertInto('journal_entries')
            .values({ tenant_id: tenantId, entry_date: day(3), document_type: 'manual' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const line = async (e: string, k: string, amount: string) => {
        const a = dec(amount);
        await tx
          .insertInto('journal_lines')
          .values({
            tenant_id: tenantId,
            entry_id: e,
            entry_date: day(3),
            account_id: accounts.find((x) => x.system_key === k)!.id,
            debit: a.isPos() ? a.toFixed() : '0',
            credit: a.isNeg() ? a.neg().toFixed() : '0',
            currency_code: 'IQD',
            amount,
            rate: '1',
          })
          .execute();
      };
      await fn(entry, line, () => sql`set constraints all immediate`.execute(tx));
    });
  };

  it('checks again a line added to an entry after its check ran', async () => {
    await expect(
      write(async (entry, line, immediate) => {
        const e = await entry();
        await line(e, 'cash', '100');
        await line(e, 'sales', '-100');
        await immediate(); // the check runs now and passes; the next line must be checked again
        await line(e, 'cash', '5');
      }),
    ).rejects.toThrow(/unbalanced journal entry/);
  });

  it('checks every entry of a transaction, not only the first', async () => {
    await expect(
      write(async (entry, line) => {
        const a = await entry();
        const b = await entry();
        await line(a, 'cash', '100');
        await line(a, 'sales', '-100');
        await line(b, 'cash', '100');
        await line(b, 'sales', '-90');
        await line(a, 'cash', '1');
        await line(a, 'sales', '-1');
      }),
    ).rejects.toThrow(/unbalanced journal entry/);
  });

  it('accepts balanced entries written line by line in any order', async () => {
    await expect(
      write(async (entry, line) => {
        const a = await entry();
        const b = await entry();
        await line(a, 'cash', '100');
        await line(b, 'cash', '7');
        await line(a, 'sales', '-60');
        await line(b, 'sales', '-7');
        await line(a, 'sales', '-40');
      }),
    ).resolves.toBeUndefined();
    await expectDailyEqualsLines(t.db.system);
  });
});
