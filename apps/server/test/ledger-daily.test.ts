import { dec, toText } from '@bb/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemAccount } from '../src/modules/ledger/accounts.js';
import { type PostLine, post, reverse } from '../src/modules/ledger/post.js';
import { balanceSheet, trialBalance } from '../src/modules/ledger/reports.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectDailyEqualsLines } from './support/ledger.js';

const t = useTestApp();
const tenants: { fx: TenantFixture; boxes: Awaited<ReturnType<typeof createBoxes>> }[] = [];
const posted = new Map<string, string[]>(); // tenant id -> entry ids that may still be reversed

const ACCOUNTS: SystemAccount[] = [
  'cash',
  'receivable',
  'inventory',
  'payable',
  'capital',
  'sales',
  'cogs',
  'expense',
];
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const fx = await t.createTenant();
    tenants.push({ fx, boxes: await createBoxes(t.db.system, fx.tenantId, fx.inventoryIds[0]!) });
    posted.set(fx.tenantId, []);
  }
});

const asTenant = <T>(tenantId: string, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.db.system, { tenantId }, fn);

type Leg = { account: number; currency: 'IQD' | 'USD'; amount: bigint; party: number; box: boolean };
type EntryOp = { kind: 'post'; tenant: number; day: number; legs: Leg[] };
type Op =
  | EntryOp
  | { kind: 'reverse'; tenant: number; pick: number }
  | { kind: 'edit'; tenant: number; pick: number; entry: EntryOp };

const legArb = fc.record({
  account: fc.nat({ max: ACCOUNTS.length - 1 }),
  currency: fc.constantFrom('IQD' as const, 'USD' as const),
  amount: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
  party: fc.nat({ max: 4 }),
  box: fc.boolean(),
});
const entryArb = fc.record({
  kind: fc.constant('post' as const),
  tenant: fc.nat({ max: 1 }),
  day: fc.integer({ min: 1, max: 28 }),
  legs: fc.array(legArb, { minLength: 1, maxLength: 3 }),
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: entryArb },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      tenant: fc.nat({ max: 1 }),
      pick: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      tenant: fc.nat({ max: 1 }),
      pick: fc.nat(),
      entry: entryArb,
    }),
  },
);

/** Each leg becomes a debit and a credit of the same amount in its currency, on two accounts (USD at 1,310.5). */
function lines(op: EntryOp): PostLine[] {
  const { boxes } = tenants[op.tenant]!;
  return op.legs.flatMap((l, i): PostLine[] => {
    const amount = toText(dec(l.amount.toString()).div(l.currency === 'USD' ? 100 : 1));
    const rate = l.currency === 'USD' ? '1310.5' : '1';
    const other = ACCOUNTS[(l.account + 1 + i) % ACCOUNTS.length]!;
    return [
      {
        account: ACCOUNTS[l.account]!,
        side: 'debit',
        amount,
        currency: l.currency,
        rate,
        ...(l.box ? { cashBoxId: l.currency === 'USD' ? boxes.usd : boxes.iqd } : {}),
      },
      {
        account: other,
        side: 'credit',
        amount,
        currency: l.currency,
        rate,
        ...(l.party ? { party: { type: 'customer' as const, id: String(l.party) } } : {}),
      },
    ];
  });
}

async function run(op: Op): Promise<void> {
  const tenantId = tenants[op.tenant]!.fx.tenantId;
  const open = posted.get(tenantId)!;
  if (op.kind === 'post') {
    const id = await asTenant(tenantId, (tx) =>
      post(tx, { date: day(op.day), documentType: 'manual', lines: lines(op) }),
    );
    open.push(id);
    return;
  }
  if (open.length === 0) return;
  const [entryId] = open.splice(op.pick % open.length, 1);
  await asTenant(tenantId, async (tx) => {
    await reverse(tx, entryId!);
    if (op.kind === 'edit')
      open.push(
        await post(tx, {
          date: day(op.entry.day),
          documentType: 'manual',
          lines: lines({ ...op.entry, tenant: op.tenant }),
        }),
      );
  });
}

/** The balance sheet and the trial balance of a tenant against the same sums taken directly over its lines. */
async function expectReportsMatchLines(tenantId: string, asOf: string, start: string): Promise<void> {
  const direct = await sql<{ id: string; type: string; currency_code: string; amount: string; base: string }>`
    select a.id, a.type, l.currency_code, sum(l.amount)::text amount, sum(l.debit - l.credit)::text base
    from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where l.tenant_id = ${tenantId} and l.entry_date <= ${asOf}::date
    group by a.id, a.type, l.currency_code`.execute(t.db.system);
  const sheet = await asTenant(tenantId, (tx) => balanceSheet(tx, asOf));
  expect(sheet.balanced).toBe(true);
  let earnings = dec(0);
  const expected = new Map<string, { base: ReturnType<typeof dec>; currencies: Map<string, string> }>();
  for (const r of direct.rows) {
    if (r.type === 'income' || r.type === 'expense') {
      earnings = earnings.minus(r.base);
      continue;
    }
    const sign = r.type === 'asset' ? 1 : -1;
    const acc = expected.get(r.id) ?? { base: dec(0), currencies: new Map() };
    acc.base = acc.base.plus(dec(r.base).times(sign));
    acc.currencies.set(r.currency_code, toText(dec(r.amount).times(sign)));
    expected.set(r.id, acc);
  }
  const got = [
    ...sheet.assets,
    ...sheet.liabilities,
    ...sheet.equity.filter((a) => a.account_id !== 'earnings'),
  ];
  expect(got.map((a) => a.account_id).sort()).toEqual([...expected.keys()].sort());
  for (const a of got) {
    const e = expected.get(a.account_id)!;
    expect(dec(a.base).eq(e.base), `base of ${a.account_id}`).toBe(true);
    expect(new Map(a.currencies.map((c) => [c.currency_code, toText(c.amount)]))).toEqual(e.currencies);
  }
  const current = sheet.equity.find((a) => a.account_id === 'earnings')!;
  expect(dec(current.base).eq(earnings)).toBe(true);

  const tbDirect = await sql<{ account_id: string; debit: string; credit: string }>`
    select account_id, sum(debit)::text debit, sum(credit)::text credit from journal_lines
    where tenant_id = ${tenantId} and entry_date between ${start}::date and ${asOf}::date group by account_id`.execute(
    t.db.system,
  );
  const tb = await asTenant(tenantId, (tx) => trialBalance(tx, asOf, start));
  const norm = (rows: { account_id: string; debit: string; credit: string }[]) =>
    rows.map((r) => [r.account_id, toText(r.debit), toText(r.credit)]).sort();
  expect(norm(tb.data)).toEqual(norm(tbDirect.rows));
  expect(dec(tb.footer.difference).isZero()).toBe(true);
}

describe('journal_daily, the per-day balances', () => {
  it('always equals the sum of the lines, under concurrent posting, reversals and edits (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (rounds) => {
          // the operations of a round run at once, on separate connections (so separate slots)
          for (const ops of rounds) await Promise.all(ops.map(run));
          await expectDailyEqualsLines(t.db.system);
        },
      ),
      { numRuns: 25 },
    );
    // concurrent writers did land in different slots of the same tenant
    const slots = await sql<{ n: number }>`select count(distinct slot)::int n from journal_daily`.execute(
      t.db.system,
    );
    expect(slots.rows[0]!.n).toBeGreaterThan(1);
    for (const { fx } of tenants) {
      await expectReportsMatchLines(fx.tenantId, day(28), day(1));
      await expectReportsMatchLines(fx.tenantId, day(14), day(10));
      await expectReportsMatchLines(fx.tenantId, day(1), day(1));
    }
  });

  it('keeps other tenants out and cannot be written by the application role', async () => {
    const [a, b] = tenants.map((x) => x.fx.tenantId) as [string, string];
    const seen = await asTenant(a, (tx) =>
      tx.selectFrom('journal_daily').select('tenant_id').distinct().execute(),
    );
    expect(seen.every((r) => r.tenant_id === a)).toBe(true);
    const account = await t.db.system
      .selectFrom('accounts')
      .select('id')
      .where('tenant_id', '=', b)
      .executeTakeFirstOrThrow();
    await expect(
      asTenant(b, (tx) =>
        tx
          .insertInto('journal_daily')
          .values({
            tenant_id: b,
            account_id: account.id,
            currency_code: 'IQD',
            entry_date: day(1),
            slot: 99,
            amount: '1',
            debit: '1',
            credit: '0',
          })
          .execute(),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asTenant(b, (tx) => tx.updateTable('journal_daily').set({ amount: '0' }).execute()),
    ).rejects.toThrow(/permission denied/);
  });
});
