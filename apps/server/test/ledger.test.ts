import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

import { LEDGER_DATE, useLedgerTenant } from './support/ledger-tenant.js';

const t = useTestApp();
const { ctx, expense, boxBalance } = useLedgerTenant(t);

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('variable expenses', () => {
  it('posts an expense from a USD box at the document rate, shows it in the statement and the ledger', async () => {
    const res = await ctx.accountant.post('/api/accounting/variable-expense', expense());
    expect(res.statusCode, res.body).toBe(201);
    const { id, invoice_id } = res.json();
    expect(invoice_id).toMatch(/^VE-\d+$/);
    expect(await boxBalance(ctx.accountant, ctx.boxes.usd)).toBe('-25.500000');
    // the edit form reads the category back under the input's own name
    const one = (await ctx.accountant.get(`/api/accounting/variable-expense/${id}`)).json();
    expect(one.category_id).toBe(ctx.categoryId);

    const gl = (
      await ctx.accountant.post('/api/accounting/general-ledger/list', {
        text: [{ column: 'document_type', symbol: 'ex', value: 'variable_expense' }],
        sortBy: 'id',
        sortDir: 'asc',
      })
    ).json();
    const lines = gl.data.filter((l: { document_id: string }) => l.document_id === id);
    expect(
      lines.map((l: { account_code: string; debit: string; credit: string; section: string }) => [
        l.account_code,
        l.debit,
        l.credit,
        l.section,
      ]),
    ).toEqual([
      ['6000', '33405.000000', '0.000000', 'Expense'],
      ['1000', '0.000000', '33405.000000', 'Expense'],
    ]);
    // debit and credit are base values (IQD); the line's own amount stays in USD
    expect(
      lines.map((l: { base_currency_code: string; amount: string; currency_code: string }) => [
        l.base_currency_code,
        l.currency_code,
        l.amount,
      ]),
    ).toEqual([
      ['IQD', 'USD', '25.500000'],
      ['IQD', 'USD', '-25.500000'],
    ]);
    const st = (
      await ctx.accountant.get(
        `/api/accounting/cash-box/detail-account-statement?cash_box_id=${ctx.boxes.usd}&start_date=2026-11-01&end_date=2026-11-30`,
      )
    ).json();
    expect(st.opening_balance).toBe('0');
    expect(st.data.at(-1)).toMatchObject({ invoice_id, credit: '25.500000', balance: '-25.500000' });
    expect(st.closing_balance).toBe('-25.500000');
  });

  it('edit reverses and reposts; delete reverses; the number stays and the books balance', async () => {
    const { id, invoice_id } = (
      await ctx.accountant.post('/api/accounting/variable-expense', expense({ amount: '10' }))
    ).json();
    const before = await boxBalance(ctx.accountant, ctx.boxes.usd);
    const edited = await ctx.accountant.request(
      'PUT',
      `/api/accounting/variable-expense/${id}`,
      expense({ amount: '12.25' }),
    );
    expect(edited.json()).toEqual({ id, invoice_id });
    expect(await boxBalance(ctx.accountant, ctx.boxes.usd)).toBe((Number(before) - 2.25).toFixed(6)); // money-safe: test arithmetic on small exact values
    const entries = await t.db.system
      .selectFrom('journal_entries')
      .select(['id', 'reverses_entry_id'])
      .where('document_id', '=', id)
      .where('document_type', '=', 'variable_expense')
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(3);
    expect(entries[1]!.reverses_entry_id).toBe(entries[0]!.id);
    expect(
      (await ctx.accountant.request('DELETE', `/api/accounting/variable-expense/${id}`)).statusCode,
    ).toBe(204);
    expect(await boxBalance(ctx.accountant, ctx.boxes.usd)).toBe((Number(before) + 10).toFixed(6)); // money-safe: test arithmetic
    expect((await ctx.accountant.get(`/api/accounting/variable-expense/${id}`)).statusCode).toBe(404);
    await expectLedgerBalanced(t.db.system);
  });

  it('numbers without gaps, even when a document is refused', async () => {
    const a = (await ctx.accountant.post('/api/accounting/variable-expense', expense())).json().invoice_id;
    expect(
      (await ctx.accountant.post('/api/accounting/variable-expense', expense({ category_id: '999999' })))
        .statusCode,
    ).toBe(422);
    const b = (await ctx.accountant.post('/api/accounting/variable-expense', expense())).json().invoice_id;
    expect(Number(b.slice(3)) - Number(a.slice(3))).toBe(1);
  });

  it('makes one document for a repeated idempotency key', async () => {
    const headers = { 'idempotency-key': 'expense-key-0001' };
    const first = await ctx.accountant.request(
      'POST',
      '/api/accounting/variable-expense',
      expense({ amount: '1' }),
      { headers },
    );
    const again = await ctx.accountant.request(
      'POST',
      '/api/accounting/variable-expense',
      expense({ amount: '1' }),
      { headers },
    );
    expect(again.json()).toEqual(first.json());
    const n = await t.db.system
      .selectFrom('money_documents')
      .select(sql<string>`count(*)`.as('n'))
      .where('amount', '=', '1')
      .executeTakeFirstOrThrow();
    expect(n.n).toBe('1');
    const other = await ctx.accountant.request(
      'POST',
      '/api/accounting/income',
      { ...expense({ amount: '1' }), category_id: undefined },
      { headers },
    );
    expect(other.statusCode).toBe(422);
  });

  it('refuses bad input with field errors: rate, currency of the box, another ctx.tenant’s category', async () => {
    expect(
      (
        await ctx.accountant.post('/api/accounting/variable-expense', expense({ exchange_rate: undefined }))
      ).json().errors,
    ).toHaveProperty('exchange_rate');
    expect(
      (
        await ctx.accountant.post(
          '/api/accounting/variable-expense',
          expense({ currency_code: 'IQD', exchange_rate: undefined }),
        )
      ).json().errors,
    ).toHaveProperty('cash_box_id');
    expect(
      (await ctx.accountant.post('/api/accounting/variable-expense', expense({ amount: '0' }))).json().errors,
    ).toHaveProperty('amount');
    expect(
      (await ctx.accountant.post('/api/accounting/variable-expense', expense({ amount: '1e3' }))).statusCode,
    ).toBe(422);
    const other = await t.createTenant();
    const otherAdmin = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    const foreignCategory = (
      await otherAdmin.post('/api/general/expense-category', { name: 'Theirs' })
    ).json().id;
    expect(
      (
        await ctx.accountant.post(
          '/api/accounting/variable-expense',
          expense({ category_id: foreignCategory }),
        )
      ).json().errors,
    ).toHaveProperty('category_id');
    const foreignBox = (await createBoxes(t.db.system, other.tenantId, other.inventoryIds[0]!)).usd;
    expect(
      (
        await ctx.accountant.post('/api/accounting/variable-expense', expense({ cash_box_id: foreignBox }))
      ).json().errors,
    ).toHaveProperty('cash_box_id');
  });
});

describe('document rules', () => {
  it('only from my cash box: a shared box is refused, the own box is used', async () => {
    const cashier = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, {
        abilities: ['variable_expense_create', 'only_from_my_cash_box'],
        inventories: [ctx.tenant.inventoryIds[0]!],
      }),
    );
    const shared = await cashier.post(
      '/api/accounting/variable-expense',
      expense({ cash_box_id: ctx.boxes.iqd, currency_code: 'IQD', exchange_rate: undefined }),
    );
    expect(shared.statusCode).toBe(409);
    expect(shared.json().message).toBe('You can only use your own cash box.');
    const others = await cashier.post(
      '/api/accounting/variable-expense',
      expense({ cash_box_id: ctx.boxes.own, currency_code: 'IQD', exchange_rate: undefined }),
    );
    expect(others.statusCode).toBe(409);
    expect(
      (
        await ctx.accountant.post(
          '/api/accounting/variable-expense',
          expense({ cash_box_id: ctx.boxes.own, currency_code: 'IQD', exchange_rate: undefined }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('an audited document can be neither updated nor deleted', async () => {
    const { id } = (await ctx.accountant.post('/api/accounting/variable-expense', expense())).json();
    expect(
      (
        await ctx.accountant.post('/api/accounting/invoice-audit', {
          id,
          type: 'variable_expense',
          invoice_audit_status: true,
        })
      ).statusCode,
    ).toBe(200);
    const put = await ctx.accountant.request(
      'PUT',
      `/api/accounting/variable-expense/${id}`,
      expense({ amount: '1' }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(MESSAGES.auditedLocked);
    expect(
      (await ctx.accountant.request('DELETE', `/api/accounting/variable-expense/${id}`)).json().message,
    ).toBe(MESSAGES.auditedLocked);
  });

  it('edit only today / delete only today refuse yesterday’s documents', async () => {
    const { id } = (await ctx.accountant.post('/api/accounting/variable-expense', expense())).json();
    await t.db.system
      .updateTable('money_documents')
      .set({ created_at: sql`now() - interval '1 day'` })
      .where('id', '=', id)
      .execute();
    const limited = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, {
        abilities: [
          'variable_expense_edit',
          'variable_expense_delete',
          'edit_only_today',
          'delete_only_today',
        ],
        inventories: [ctx.tenant.inventoryIds[0]!],
      }),
    );
    expect(
      (await limited.request('PUT', `/api/accounting/variable-expense/${id}`, expense())).json().message,
    ).toBe(MESSAGES.updateNotAllowed);
    expect((await limited.request('DELETE', `/api/accounting/variable-expense/${id}`)).json().message).toBe(
      MESSAGES.deleteNotAllowed,
    );
    const fresh = (await ctx.accountant.post('/api/accounting/variable-expense', expense())).json().id;
    expect(
      (await limited.request('PUT', `/api/accounting/variable-expense/${fresh}`, expense({ amount: '3' })))
        .statusCode,
    ).toBe(200);
  });

  it('nothing posts on or before the lock date', async () => {
    const { id } = (
      await ctx.accountant.post('/api/accounting/variable-expense', expense({ date: '2026-01-10' }))
    ).json();
    await t.db.system
      .insertInto('settings')
      .values({ tenant_id: ctx.tenant.tenantId, key: 'lockDate', value: JSON.stringify('2026-01-31') })
      .execute();
    try {
      const res = await ctx.accountant.post(
        '/api/accounting/variable-expense',
        expense({ date: '2026-01-15' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/closed up to 2026-01-31/);
      expect(
        (
          await ctx.accountant.request(
            'PUT',
            `/api/accounting/variable-expense/${id}`,
            expense({ date: '2026-02-02' }),
          )
        ).statusCode,
      ).toBe(409);
      expect(
        (await ctx.accountant.post('/api/accounting/variable-expense', expense({ date: '2026-02-01' })))
          .statusCode,
      ).toBe(201);
    } finally {
      await t.db.system
        .deleteFrom('settings')
        .where('tenant_id', '=', ctx.tenant.tenantId)
        .where('key', '=', 'lockDate')
        .execute();
    }
  });

  it('needs the kind’s abilities and keeps documents inside the tenant', async () => {
    const viewer = await t.signIn(
      await t.createUser(ctx.tenant.tenantId, { abilities: ['variable_expense_list'] }),
    );
    expect((await viewer.post('/api/accounting/variable-expense', expense())).statusCode).toBe(403);
    expect((await viewer.get('/api/accounting/variable-expense')).statusCode).toBe(200);
    const { id } = (await ctx.accountant.post('/api/accounting/variable-expense', expense())).json();
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await outsider.get(`/api/accounting/variable-expense/${id}`)).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `/api/accounting/variable-expense/${id}`)).statusCode).toBe(404);
    expect((await outsider.get('/api/accounting/general-ledger')).json().total).toBe(0);
  });

  it('notifies the other holders of the list ability, not the author', async () => {
    const watcher = await t.createUser(ctx.tenant.tenantId, { abilities: ['variable_expense_list'] });
    const { id } = (
      await ctx.accountant.post('/api/accounting/variable-expense', expense({ amount: '7' }))
    ).json();
    const c = await t.signIn(watcher);
    const n = (await c.get('/api/notification-center')).json();
    expect(n.data[0]).toMatchObject({
      type: 'notify.create',
      model_type: 'variable_expense',
      model_id: id,
      model_date: LEDGER_DATE,
    });
    expect(n.data[0].description).toContain('Karwan');
    const own = (await ctx.accountant.get('/api/notification-center?per_page=200')).json().data;
    expect(own.some((x: { model_id: string }) => x.model_id === id)).toBe(false);
  });
});
