import { afterAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/platform/db/tenant.js';
import { useTestApp } from './support/app.js';
import { expectLedgerBalanced } from './support/ledger.js';

import { LEDGER_DATE, useLedgerTenant } from './support/ledger-tenant.js';

const t = useTestApp();
const { ctx, boxBalance } = useLedgerTenant(t);

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('cash movements', () => {
  it('transfers between ctx.boxes of one currency and refuses two currencies', async () => {
    const before = await boxBalance(ctx.accountant, ctx.boxes.iqd2);
    const res = await ctx.accountant.post('/api/accounting/cash-box/transfer', {
      date: LEDGER_DATE,
      cash_box_id: ctx.boxes.iqd,
      to_cash_box_id: ctx.boxes.iqd2,
      amount: '50000',
      currency_code: 'IQD',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(Number(await boxBalance(ctx.accountant, ctx.boxes.iqd2)) - Number(before)).toBe(50000); // money-safe: test arithmetic
    const mixed = await ctx.accountant.post('/api/accounting/cash-box/transfer', {
      date: LEDGER_DATE,
      cash_box_id: ctx.boxes.iqd,
      to_cash_box_id: ctx.boxes.usd,
      amount: '1',
      currency_code: 'IQD',
    });
    expect(mixed.json().errors).toHaveProperty('to_cash_box_id');
  });

  it('converts USD to IQD at the rate, with an exchange gain when more is received', async () => {
    await ctx.accountant.post('/api/accounting/capital', {
      date: LEDGER_DATE,
      cash_box_id: ctx.boxes.usd,
      amount: '1000',
      currency_code: 'USD',
      exchange_rate: '1310',
      category_id: ctx.shareholderId,
    });
    const iqdBefore = await boxBalance(ctx.accountant, ctx.boxes.iqd);
    const plain = await ctx.accountant.post('/api/accounting/cash-box/money-conversion', {
      date: LEDGER_DATE,
      cash_box_id: ctx.boxes.usd,
      to_cash_box_id: ctx.boxes.iqd,
      amount: '100',
      currency_code: 'USD',
      exchange_rate: '1310',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(Number(await boxBalance(ctx.accountant, ctx.boxes.iqd)) - Number(iqdBefore)).toBe(131000); // money-safe: test arithmetic
    const back = await ctx.accountant.post('/api/accounting/cash-box/money-conversion', {
      date: LEDGER_DATE,
      cash_box_id: ctx.boxes.iqd,
      to_cash_box_id: ctx.boxes.usd,
      amount: '131000',
      currency_code: 'IQD',
      exchange_rate: '1310',
    });
    expect(
      (await ctx.accountant.get(`/api/accounting/cash-box/money-conversion/${back.json().id}`)).json(),
    ).toMatchObject({ to_amount: '100.000000', to_currency_code: 'USD' });
    const gain = await ctx.accountant.post('/api/accounting/cash-box/money-conversion', {
      date: LEDGER_DATE,
      cash_box_id: ctx.boxes.usd,
      to_cash_box_id: ctx.boxes.iqd,
      amount: '10',
      currency_code: 'USD',
      exchange_rate: '1310',
      to_amount: '13500',
    });
    const gl = (
      await ctx.accountant.post('/api/accounting/general-ledger/list', {
        text: [{ column: 'account_code', symbol: 'ex', value: '4300' }],
      })
    ).json();
    expect(
      gl.data.map((l: { credit: string; document_id: string }) => [l.document_id, l.credit]),
    ).toContainEqual([gain.json().id, '400.000000']);
    const bs = (await ctx.accountant.get(`/api/accounting/balance-sheet?as_of=${LEDGER_DATE}`)).json();
    expect(bs.balanced).toBe(true);
    expect(bs.equity.find((e: { name: string }) => e.name === 'Current earnings')).toBeDefined();
    const tb = (await ctx.accountant.get(`/api/accounting/trial-balance?end_date=${LEDGER_DATE}`)).json();
    expect(tb.footer.difference).toBe('0');
  });
});

describe('the database guards the journal', () => {
  it('refuses an unbalanced entry at commit, and one unbalanced in a currency', async () => {
    const accounts = await t.db.system
      .selectFrom('accounts')
      .select(['id', 'system_key'])
      .where('tenant_id', '=', ctx.tenant.tenantId)
      .execute();
    const id = (k: string) => accounts.find((a) => a.system_key === k)!.id;
    const write = (
      lines: { account: string; debit: string; credit: string; currency: string; amount: string }[],
    ) =>
      withTenant(t.db.system, { tenantId: ctx.tenant.tenantId }, async (tx) => {
        const e = await tx
          .insertInto('journal_entries')
          .values({ tenant_id: ctx.tenant.tenantId, entry_date: LEDGER_DATE, document_type: 'manual' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('journal_lines')
          .values(
            lines.map((l) => ({
              tenant_id: ctx.tenant.tenantId,
              entry_id: e.id,
              entry_date: LEDGER_DATE,
              account_id: id(l.account),
              debit: l.debit,
              credit: l.credit,
              currency_code: l.currency,
              amount: l.amount,
              rate: '1',
            })),
          )
          .execute();
      });
    await expect(
      write([
        { account: 'cash', debit: '100', credit: '0', currency: 'IQD', amount: '100' },
        { account: 'income', debit: '0', credit: '99', currency: 'IQD', amount: '-99' },
      ]),
    ).rejects.toThrow(/unbalanced journal entry/);
    await expect(
      write([
        { account: 'cash', debit: '100', credit: '0', currency: 'USD', amount: '1' },
        { account: 'income', debit: '0', credit: '100', currency: 'IQD', amount: '-100' },
      ]),
    ).rejects.toThrow(/unbalanced journal entry .* in/);
  });

  it('never lets a posted line change, not even for the owner', async () => {
    const line = await t.db.system
      .selectFrom('journal_lines')
      .select('id')
      .where('tenant_id', '=', ctx.tenant.tenantId)
      .limit(1)
      .executeTakeFirstOrThrow();
    await expect(
      t.db.system.updateTable('journal_lines').set({ debit: '1' }).where('id', '=', line.id).execute(),
    ).rejects.toThrow(/never updated or deleted/);
    await expect(t.db.system.deleteFrom('journal_lines').where('id', '=', line.id).execute()).rejects.toThrow(
      /never updated or deleted/,
    );
    await expect(
      withTenant(t.db.system, { tenantId: ctx.tenant.tenantId }, (tx) =>
        tx.deleteFrom('journal_lines').where('id', '=', line.id).execute(),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
