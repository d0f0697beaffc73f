import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture, UserFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let accountant: Client;
let accountantUser: UserFixture;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let categoryId: string;
let shareholderId: string;
const DATE = '2026-11-20';

const ACCOUNTANT = [
  'variable_expense_list',
  'variable_expense_create',
  'variable_expense_edit',
  'variable_expense_delete',
  'income_list',
  'income_create',
  'capital_create',
  'capital_list',
  'cash_box_transfer_create',
  'cash_box_transfer_list',
  'money_conversion_create',
  'money_conversion_list',
  'general_ledger',
  'balance_sheet',
  'report_cash_box_account_statement',
  'report_cash_box_account_statement_summary',
  'invoice_audit',
  'cash_box_list',
];

const expense = (over: Record<string, unknown> = {}) => ({
  date: DATE,
  cash_box_id: boxes.usd,
  amount: '25.50',
  currency_code: 'USD',
  exchange_rate: '1310',
  category_id: categoryId,
  note: 'Printer paper',
  ...over,
});
const boxBalance = async (c: Client, id: string) =>
  (await c.get('/api/accounting/cash-box/my-cashbox')).json().data.find((b: { id: string }) => b.id === id)
    ?.balance;

beforeAll(async () => {
  tenant = await t.createTenant();
  accountantUser = await t.createUser(tenant.tenantId, {
    abilities: ACCOUNTANT,
    inventories: [tenant.inventoryIds[0]!],
    name: 'Karwan',
  });
  accountant = await t.signIn(accountantUser);
  boxes = await createBoxes(t.db.system, tenant.tenantId, tenant.inventoryIds[0]!, accountantUser.id);
  const admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true }));
  categoryId = (await admin.post('/api/general/expense-category', { name: 'Stationery' })).json().id;
  shareholderId = (await admin.post('/api/general/shareholder', { name: 'Partner A' })).json().id;
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('variable expenses', () => {
  it('posts an expense from a USD box at the document rate, shows it in the statement and the ledger', async () => {
    const res = await accountant.post('/api/accounting/variable-expense', expense());
    expect(res.statusCode, res.body).toBe(201);
    const { id, invoice_id } = res.json();
    expect(invoice_id).toMatch(/^VE-\d+$/);
    expect(await boxBalance(accountant, boxes.usd)).toBe('-25.500000');
    // the edit form reads the category back under the input's own name
    const one = (await accountant.get(`/api/accounting/variable-expense/${id}`)).json();
    expect(one.category_id).toBe(categoryId);

    const gl = (
      await accountant.post('/api/accounting/general-ledger/list', {
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
      await accountant.get(
        `/api/accounting/cash-box/detail-account-statement?cash_box_id=${boxes.usd}&start_date=2026-11-01&end_date=2026-11-30`,
      )
    ).json();
    expect(st.opening_balance).toBe('0');
    expect(st.data.at(-1)).toMatchObject({ invoice_id, credit: '25.500000', balance: '-25.500000' });
    expect(st.closing_balance).toBe('-25.500000');
  });

  it('edit reverses and reposts; delete reverses; the number stays and the books balance', async () => {
    const { id, invoice_id } = (
      await accountant.post('/api/accounting/variable-expense', expense({ amount: '10' }))
    ).json();
    const before = await boxBalance(accountant, boxes.usd);
    const edited = await accountant.request(
      'PUT',
      `/api/accounting/variable-expense/${id}`,
      expense({ amount: '12.25' }),
    );
    expect(edited.json()).toEqual({ id, invoice_id });
    expect(await boxBalance(accountant, boxes.usd)).toBe((Number(before) - 2.25).toFixed(6)); // money-safe: test arithmetic on small exact values
    const entries = await t.db.system
      .selectFrom('journal_entries')
      .select(['id', 'reverses_entry_id'])
      .where('document_id', '=', id)
      .where('document_type', '=', 'variable_expense')
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(3);
    expect(entries[1]!.reverses_entry_id).toBe(entries[0]!.id);
    expect((await accountant.request('DELETE', `/api/accounting/variable-expense/${id}`)).statusCode).toBe(
      204,
    );
    expect(await boxBalance(accountant, boxes.usd)).toBe((Number(before) + 10).toFixed(6)); // money-safe: test arithmetic
    expect((await accountant.get(`/api/accounting/variable-expense/${id}`)).statusCode).toBe(404);
    await expectLedgerBalanced(t.db.system);
  });

  it('numbers without gaps, even when a document is refused', async () => {
    const a = (await accountant.post('/api/accounting/variable-expense', expense())).json().invoice_id;
    expect(
      (await accountant.post('/api/accounting/variable-expense', expense({ category_id: '999999' })))
        .statusCode,
    ).toBe(422);
    const b = (await accountant.post('/api/accounting/variable-expense', expense())).json().invoice_id;
    expect(Number(b.slice(3)) - Number(a.slice(3))).toBe(1);
  });

  it('makes one document for a repeated idempotency key', async () => {
    const headers = { 'idempotency-key': 'expense-key-0001' };
    const first = await accountant.request(
      'POST',
      '/api/accounting/variable-expense',
      expense({ amount: '1' }),
      { headers },
    );
    const again = await accountant.request(
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
    const other = await accountant.request(
      'POST',
      '/api/accounting/income',
      { ...expense({ amount: '1' }), category_id: undefined },
      { headers },
    );
    expect(other.statusCode).toBe(422);
  });

  it('refuses bad input with field errors: rate, currency of the box, another tenant’s category', async () => {
    expect(
      (
        await accountant.post('/api/accounting/variable-expense', expense({ exchange_rate: undefined }))
      ).json().errors,
    ).toHaveProperty('exchange_rate');
    expect(
      (
        await accountant.post(
          '/api/accounting/variable-expense',
          expense({ currency_code: 'IQD', exchange_rate: undefined }),
        )
      ).json().errors,
    ).toHaveProperty('cash_box_id');
    expect(
      (await accountant.post('/api/accounting/variable-expense', expense({ amount: '0' }))).json().errors,
    ).toHaveProperty('amount');
    expect(
      (await accountant.post('/api/accounting/variable-expense', expense({ amount: '1e3' }))).statusCode,
    ).toBe(422);
    const other = await t.createTenant();
    const otherAdmin = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    const foreignCategory = (
      await otherAdmin.post('/api/general/expense-category', { name: 'Theirs' })
    ).json().id;
    expect(
      (
        await accountant.post('/api/accounting/variable-expense', expense({ category_id: foreignCategory }))
      ).json().errors,
    ).toHaveProperty('category_id');
    const foreignBox = (await createBoxes(t.db.system, other.tenantId, other.inventoryIds[0]!)).usd;
    expect(
      (await accountant.post('/api/accounting/variable-expense', expense({ cash_box_id: foreignBox }))).json()
        .errors,
    ).toHaveProperty('cash_box_id');
  });
});

describe('document rules', () => {
  it('only from my cash box: a shared box is refused, the own box is used', async () => {
    const cashier = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['variable_expense_create', 'only_from_my_cash_box'],
        inventories: [tenant.inventoryIds[0]!],
      }),
    );
    const shared = await cashier.post(
      '/api/accounting/variable-expense',
      expense({ cash_box_id: boxes.iqd, currency_code: 'IQD', exchange_rate: undefined }),
    );
    expect(shared.statusCode).toBe(409);
    expect(shared.json().message).toBe('You can only use your own cash box.');
    const others = await cashier.post(
      '/api/accounting/variable-expense',
      expense({ cash_box_id: boxes.own, currency_code: 'IQD', exchange_rate: undefined }),
    );
    expect(others.statusCode).toBe(409);
    expect(
      (
        await accountant.post(
          '/api/accounting/variable-expense',
          expense({ cash_box_id: boxes.own, currency_code: 'IQD', exchange_rate: undefined }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('an audited document can be neither updated nor deleted', async () => {
    const { id } = (await accountant.post('/api/accounting/variable-expense', expense())).json();
    expect(
      (
        await accountant.post('/api/accounting/invoice-audit', {
          id,
          type: 'variable_expense',
          invoice_audit_status: true,
        })
      ).statusCode,
    ).toBe(200);
    const put = await accountant.request(
      'PUT',
      `/api/accounting/variable-expense/${id}`,
      expense({ amount: '1' }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(MESSAGES.auditedLocked);
    expect(
      (await accountant.request('DELETE', `/api/accounting/variable-expense/${id}`)).json().message,
    ).toBe(MESSAGES.auditedLocked);
  });

  it('edit only today / delete only today refuse yesterday’s documents', async () => {
    const { id } = (await accountant.post('/api/accounting/variable-expense', expense())).json();
    await t.db.system
      .updateTable('money_documents')
      .set({ created_at: sql`now() - interval '1 day'` })
      .where('id', '=', id)
      .execute();
    const limited = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: [
          'variable_expense_edit',
          'variable_expense_delete',
          'edit_only_today',
          'delete_only_today',
        ],
        inventories: [tenant.inventoryIds[0]!],
      }),
    );
    expect(
      (await limited.request('PUT', `/api/accounting/variable-expense/${id}`, expense())).json().message,
    ).toBe(MESSAGES.updateNotAllowed);
    expect((await limited.request('DELETE', `/api/accounting/variable-expense/${id}`)).json().message).toBe(
      MESSAGES.deleteNotAllowed,
    );
    const fresh = (await accountant.post('/api/accounting/variable-expense', expense())).json().id;
    expect(
      (await limited.request('PUT', `/api/accounting/variable-expense/${fresh}`, expense({ amount: '3' })))
        .statusCode,
    ).toBe(200);
  });

  it('nothing posts on or before the lock date', async () => {
    const { id } = (
      await accountant.post('/api/accounting/variable-expense', expense({ date: '2026-01-10' }))
    ).json();
    await t.db.system
      .insertInto('settings')
      .values({ tenant_id: tenant.tenantId, key: 'lockDate', value: JSON.stringify('2026-01-31') })
      .execute();
    try {
      const res = await accountant.post('/api/accounting/variable-expense', expense({ date: '2026-01-15' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/closed up to 2026-01-31/);
      expect(
        (
          await accountant.request(
            'PUT',
            `/api/accounting/variable-expense/${id}`,
            expense({ date: '2026-02-02' }),
          )
        ).statusCode,
      ).toBe(409);
      expect(
        (await accountant.post('/api/accounting/variable-expense', expense({ date: '2026-02-01' })))
          .statusCode,
      ).toBe(201);
    } finally {
      await t.db.system
        .deleteFrom('settings')
        .where('tenant_id', '=', tenant.tenantId)
        .where('key', '=', 'lockDate')
        .execute();
    }
  });

  it('needs the kind’s abilities and keeps documents inside the tenant', async () => {
    const viewer = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['variable_expense_list'] }),
    );
    expect((await viewer.post('/api/accounting/variable-expense', expense())).statusCode).toBe(403);
    expect((await viewer.get('/api/accounting/variable-expense')).statusCode).toBe(200);
    const { id } = (await accountant.post('/api/accounting/variable-expense', expense())).json();
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await outsider.get(`/api/accounting/variable-expense/${id}`)).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `/api/accounting/variable-expense/${id}`)).statusCode).toBe(404);
    expect((await outsider.get('/api/accounting/general-ledger')).json().total).toBe(0);
  });

  it('notifies the other holders of the list ability, not the author', async () => {
    const watcher = await t.createUser(tenant.tenantId, { abilities: ['variable_expense_list'] });
    const { id } = (
      await accountant.post('/api/accounting/variable-expense', expense({ amount: '7' }))
    ).json();
    const c = await t.signIn(watcher);
    const n = (await c.get('/api/notification-center')).json();
    expect(n.data[0]).toMatchObject({
      type: 'notify.create',
      model_type: 'variable_expense',
      model_id: id,
      model_date: DATE,
    });
    expect(n.data[0].description).toContain('Karwan');
    const own = (await accountant.get('/api/notification-center?per_page=200')).json().data;
    expect(own.some((x: { model_id: string }) => x.model_id === id)).toBe(false);
  });
});

describe('cash movements', () => {
  it('transfers between boxes of one currency and refuses two currencies', async () => {
    const before = await boxBalance(accountant, boxes.iqd2);
    const res = await accountant.post('/api/accounting/cash-box/transfer', {
      date: DATE,
      cash_box_id: boxes.iqd,
      to_cash_box_id: boxes.iqd2,
      amount: '50000',
      currency_code: 'IQD',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(Number(await boxBalance(accountant, boxes.iqd2)) - Number(before)).toBe(50000); // money-safe: test arithmetic
    const mixed = await accountant.post('/api/accounting/cash-box/transfer', {
      date: DATE,
      cash_box_id: boxes.iqd,
      to_cash_box_id: boxes.usd,
      amount: '1',
      currency_code: 'IQD',
    });
    expect(mixed.json().errors).toHaveProperty('to_cash_box_id');
  });

  it('converts USD to IQD at the rate, with an exchange gain when more is received', async () => {
    await accountant.post('/api/accounting/capital', {
      date: DATE,
      cash_box_id: boxes.usd,
      amount: '1000',
      currency_code: 'USD',
      exchange_rate: '1310',
      category_id: shareholderId,
    });
    const iqdBefore = await boxBalance(accountant, boxes.iqd);
    const plain = await accountant.post('/api/accounting/cash-box/money-conversion', {
      date: DATE,
      cash_box_id: boxes.usd,
      to_cash_box_id: boxes.iqd,
      amount: '100',
      currency_code: 'USD',
      exchange_rate: '1310',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(Number(await boxBalance(accountant, boxes.iqd)) - Number(iqdBefore)).toBe(131000); // money-safe: test arithmetic
    const back = await accountant.post('/api/accounting/cash-box/money-conversion', {
      date: DATE,
      cash_box_id: boxes.iqd,
      to_cash_box_id: boxes.usd,
      amount: '131000',
      currency_code: 'IQD',
      exchange_rate: '1310',
    });
    expect(
      (await accountant.get(`/api/accounting/cash-box/money-conversion/${back.json().id}`)).json(),
    ).toMatchObject({ to_amount: '100.000000', to_currency_code: 'USD' });
    const gain = await accountant.post('/api/accounting/cash-box/money-conversion', {
      date: DATE,
      cash_box_id: boxes.usd,
      to_cash_box_id: boxes.iqd,
      amount: '10',
      currency_code: 'USD',
      exchange_rate: '1310',
      to_amount: '13500',
    });
    const gl = (
      await accountant.post('/api/accounting/general-ledger/list', {
        text: [{ column: 'account_code', symbol: 'ex', value: '4300' }],
      })
    ).json();
    expect(
      gl.data.map((l: { credit: string; document_id: string }) => [l.document_id, l.credit]),
    ).toContainEqual([gain.json().id, '400.000000']);
    const bs = (await accountant.get(`/api/accounting/balance-sheet?as_of=${DATE}`)).json();
    expect(bs.balanced).toBe(true);
    expect(bs.equity.find((e: { name: string }) => e.name === 'Current earnings')).toBeDefined();
    const tb = (await accountant.get(`/api/accounting/trial-balance?end_date=${DATE}`)).json();
    expect(tb.footer.difference).toBe('0');
  });
});

describe('the database guards the journal', () => {
  it('refuses an unbalanced entry at commit, and one unbalanced in a currency', async () => {
    const accounts = await t.db.system
      .selectFrom('accounts')
      .select(['id', 'system_key'])
      .where('tenant_id', '=', tenant.tenantId)
      .execute();
    const id = (k: string) => accounts.find((a) => a.system_key === k)!.id;
    const write = (
      lines: { account: string; debit: string; credit: string; currency: string; amount: string }[],
    ) =>
      withTenant(t.db.system, { tenantId: tenant.tenantId }, async (tx) => {
        const e = await tx
          .insertInto('journal_entries')
          .values({ tenant_id: tenant.tenantId, entry_date: DATE, document_type: 'manual' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('journal_lines')
          .values(
            lines.map((l) => ({
              tenant_id: tenant.tenantId,
              entry_id: e.id,
              entry_date: DATE,
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
      .where('tenant_id', '=', tenant.tenantId)
      .limit(1)
      .executeTakeFirstOrThrow();
    await expect(
      t.db.system.updateTable('journal_lines').set({ debit: '1' }).where('id', '=', line.id).execute(),
    ).rejects.toThrow(/never updated or deleted/);
    await expect(t.db.system.deleteFrom('journal_lines').where('id', '=', line.id).execute()).rejects.toThrow(
      /never updated or deleted/,
    );
    await expect(
      withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
        tx.deleteFrom('journal_lines').where('id', '=', line.id).execute(),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
