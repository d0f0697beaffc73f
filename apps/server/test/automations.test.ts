import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATION_TASKS } from '../src/modules/automations/tasks.js';
import { balancesOf } from '../src/modules/ledger/balances.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { runAutomation } from '../src/platform/scheduler.js';
import { type Client, useTestApp } from './support/app.js';
import { at, sw, useAutomations } from './support/automations.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let other: TenantFixture;
let admin: Client;
let otherAdmin: Client;
let viewer: Client;
let customer: string;
let otherCustomer: string;
let pharmacy: string;
let debtUser: string;
let s1: string;
const { run, runs } = useAutomations(t);

const SUBS = '/api/customer/customer-subscription';
const subscription = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.post(SUBS, { amount: '25000', currency_code: 'IQD', frequency: 1, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; next_due_date: string };
};
const nextDue = async (id: string) =>
  (
    await sql<{
      d: string;
    }>`select next_due_date::text as d from customer_subscriptions where id = ${id}`.execute(t.db.system)
  ).rows[0]?.d;
const debts = async (tenantId: string) =>
  (
    await sql<{
      invoice_id: string;
      date: string;
      amount: string;
      currency_code: string;
      customer_id: string;
    }>`
      select invoice_id, date::text, amount::text, currency_code, customer_id from money_documents
      where tenant_id = ${tenantId} and kind = 'customer_debt' order by id`.execute(t.db.system)
  ).rows;
const balance = (tenantId: string, id: string) =>
  withTenant(t.db.system, { tenantId }, (tx) => balancesOf(tx, { party: { type: 'customer', id } }));
const messagesOf = async (userId: string) =>
  (
    await sql<{ message: { key: string; params: Record<string, string> } }>`select message from notifications
      where user_id = ${userId} order by id`.execute(t.db.system)
  ).rows.map((r) => ({ key: r.message.key, params: r.message.params }));

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  viewer = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['setting_general'] }));
  debtUser = (await t.createUser(tenant.tenantId, { abilities: ['customer_debt_list'] })).id;
  const c = await admin.post('/api/customer', { name: 'Subscriber', inventory_id: pharmacy, phone: '0770' });
  expect(c.statusCode, c.body).toBe(201);
  customer = c.json().id;

  other = await t.createTenant();
  otherAdmin = await t.signIn(
    await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
  );
  otherCustomer = (
    await otherAdmin.post('/api/customer', {
      name: 'Other',
      inventory_id: other.inventoryIds[0],
      phone: '0771',
    })
  ).json().id;
});

describe('automation switches', () => {
  it('switches a task on with its hour; GET /api/automation shows it', async () => {
    const res = await sw(admin, 'customer_subscription_receipts', { enabled: true, hour: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'customer_subscription_receipts', enabled: true, hour: 3 });
    const list = (await admin.get('/api/automation')).json().data;
    expect(list.find((a: { key: string }) => a.key === 'customer_subscription_receipts')).toMatchObject({
      enabled: true,
      hour: 3,
    });
    expect(list.find((a: { key: string }) => a.key === 'daily_stock_backup')).toMatchObject({
      enabled: false,
    });
  });

  it('refuses a missing ability, no sign-in, an unknown task and a bad hour', async () => {
    expect((await sw(viewer, 'daily_stock_backup', { enabled: true })).statusCode).toBe(403);
    expect(
      (await t.client().request('PUT', '/api/automation/daily_stock_backup', { enabled: true })).statusCode,
    ).toBe(401);
    expect((await sw(admin, 'make_coffee', { enabled: true })).statusCode).toBe(422);
    const bad = await sw(admin, 'daily_stock_backup', { enabled: 'yes', hour: 24 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['enabled', 'hour']);
    expect((await viewer.get('/api/automation/runs')).statusCode).toBe(403);
  });
});

describe('customer subscription receipts', () => {
  it('charges a subscription due today once: a customer debt, the balance, the next due date', async () => {
    s1 = (await subscription(admin, { customer_id: customer, receipt_due_day: 10, start_date: '2026-11-01' }))
      .id;
    expect(await nextDue(s1)).toBe('2026-11-10');
    // before the chosen hour (03:00 UTC) nothing is due
    expect(await run('2026-11-10', 2)).toEqual([]);
    const reports = await run('2026-11-10', 5);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      tenantId: tenant.tenantId,
      name: 'customer_subscription_receipts',
      outcome: 'ok',
      detail: { created: 1, failures: [] },
    });
    expect(await debts(tenant.tenantId)).toEqual([
      {
        invoice_id: 'CD-1',
        date: '2026-11-10',
        amount: '25000.000000',
        currency_code: 'IQD',
        customer_id: customer,
      },
    ]);
    expect(await balance(tenant.tenantId, customer)).toEqual([
      { currency_code: 'IQD', balance: '25000.000000', base_balance: '25000.000000' },
    ]);
    expect(await nextDue(s1)).toBe('2026-12-10');
    // one summary for the run, not a "customer debt added" per charge
    expect(await messagesOf(debtUser)).toEqual([
      { key: 'subscription.charged', params: { count: '1', date: '2026-11-10' } },
    ]);
  });

  it('books the charge as income (also after an edit) and keeps a subscription with charges from deletion', async () => {
    const creditOf = async (id: string) =>
      (
        await sql<{ system_key: string | null; credit: string }>`
          select a.system_key, l.credit::text as credit from money_documents d
          join journal_lines l on l.tenant_id = d.tenant_id and l.entry_id = d.journal_entry_id
          join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          where d.tenant_id = ${tenant.tenantId} and d.id = ${id} and l.credit > 0`.execute(t.db.system)
      ).rows;
    const [doc] = (
      await sql<{ id: string; customer_subscription_id: string }>`select id, customer_subscription_id
        from money_documents where tenant_id = ${tenant.tenantId} and invoice_id = 'CD-1'`.execute(
        t.db.system,
      )
    ).rows;
    expect(doc?.customer_subscription_id).toBe(s1);
    expect(await creditOf(doc!.id)).toEqual([{ system_key: 'income', credit: '25000.000000' }]);
    const edited = await admin.request('PUT', `/api/customer/debt/${doc?.id}`, {
      date: '2026-11-10',
      inventory_id: pharmacy,
      amount: '20000',
      currency_code: 'IQD',
      category_id: customer,
      note: 'discounted this month',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await creditOf(doc!.id)).toEqual([{ system_key: 'income', credit: '20000.000000' }]);
    // a debt entered by hand still credits the opening balance
    // (in the second branch, whose numbers are its own: the debts below count on from CD-1 in the first)
    const manual = await admin.post('/api/customer/debt', {
      date: '2026-11-10',
      inventory_id: tenant.inventoryIds[1],
      amount: '5000',
      currency_code: 'IQD',
      category_id: customer,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(await creditOf(manual.json().id)).toEqual([
      { system_key: 'opening_balance', credit: '5000.000000' },
    ]);
    expect((await admin.request('DELETE', `/api/customer/debt/${manual.json().id}`)).statusCode).toBe(204);
    const del = await admin.request('DELETE', `${SUBS}/${s1}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Delete not allowed');
    expect(await nextDue(s1)).toBe('2026-12-10');
    // back to the charged amount for the tests that follow
    const back = await admin.request('PUT', `/api/customer/debt/${doc?.id}`, {
      date: '2026-11-10',
      inventory_id: pharmacy,
      amount: '25000',
      currency_code: 'IQD',
      category_id: customer,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('runs once a day: a second pass and a second process find nothing to do', async () => {
    expect(await run('2026-11-10', 9)).toEqual([]);
    const again = await runAutomation(
      t.db.system,
      AUTOMATION_TASKS,
      tenant.tenantId,
      'customer_subscription_receipts',
      {
        now: at('2026-11-10', 10),
      },
    );
    expect(again.outcome).toBe('skipped');
    expect(await debts(tenant.tenantId)).toHaveLength(1);
    // two processes racing for the same run: one runs it, the other finds it claimed
    const race = await Promise.all(
      [0, 1].map(() =>
        runAutomation(t.db.system, AUTOMATION_TASKS, tenant.tenantId, 'customer_subscription_receipts', {
          now: at('2026-11-12', 5),
        }),
      ),
    );
    expect(race.map((r) => r.outcome).sort()).toEqual(['ok', 'skipped']);
    expect(await debts(tenant.tenantId)).toHaveLength(1);
  });

  it('catches up missed periods one debt each, in a foreign currency at its rate; a failing one is recorded', async () => {
    const usd = await subscription(admin, {
      customer_id: customer,
      amount: '10',
      currency_code: 'USD',
      receipt_due_day: 31,
      start_date: '2026-08-01',
    });
    expect(usd.next_due_date).toBe('2026-08-31');
    await sql`insert into currencies (tenant_id, code, name, symbol, decimals)
      values (${tenant.tenantId}, 'EUR', 'Euro', 'EUR', 2)`.execute(t.db.system);
    const eur = await subscription(admin, {
      customer_id: customer,
      amount: '5',
      currency_code: 'EUR',
      frequency: 30,
      receipt_due_day: null,
      start_date: '2026-11-01',
    });
    const [report] = await run('2026-11-13');
    expect(report).toMatchObject({ outcome: 'partial', detail: { created: 3 } });
    expect(report!.detail.failures).toEqual([
      {
        subscription_id: eur.id,
        due_date: '2026-11-01',
        error: 'There is no exchange rate between EUR and IQD.',
      },
    ]);
    expect((await debts(tenant.tenantId)).slice(1)).toEqual([
      {
        invoice_id: 'CD-2',
        date: '2026-08-31',
        amount: '10.000000',
        currency_code: 'USD',
        customer_id: customer,
      },
      {
        invoice_id: 'CD-3',
        date: '2026-09-30',
        amount: '10.000000',
        currency_code: 'USD',
        customer_id: customer,
      },
      {
        invoice_id: 'CD-4',
        date: '2026-10-31',
        amount: '10.000000',
        currency_code: 'USD',
        customer_id: customer,
      },
    ]);
    expect(await nextDue(usd.id)).toBe('2026-11-30');
    expect(await nextDue(eur.id)).toBe('2026-11-01');
    expect(await balance(tenant.tenantId, customer)).toEqual([
      { currency_code: 'IQD', balance: '25000.000000', base_balance: '25000.000000' },
      { currency_code: 'USD', balance: '30.000000', base_balance: '39300.000000' },
    ]);
    const recorded = (await runs(tenant.tenantId)).find((r) => r.run_date === '2026-11-13');
    expect(recorded).toMatchObject({ outcome: 'partial' });
    // once it has a rate, the next day's run charges the EUR subscription and nothing else
    await sql`insert into exchange_rates (tenant_id, currency_code_from, currency_code_to, exchange_rate, type)
      values (${tenant.tenantId}, 'EUR', 'IQD', '1500', 0)`.execute(t.db.system);
    const [next] = await run('2026-11-14');
    expect(next).toMatchObject({ outcome: 'ok', detail: { created: 1 } });
    expect((await debts(tenant.tenantId)).at(-1)).toMatchObject({ date: '2026-11-01', currency_code: 'EUR' });
    expect(await nextDue(eur.id)).toBe('2026-12-01');
    await sql`update customer_subscriptions set status = 0 where id = ${eur.id}`.execute(t.db.system);
  });

  it('does nothing when switched off', async () => {
    expect((await sw(admin, 'customer_subscription_receipts', { enabled: false, hour: 3 })).statusCode).toBe(
      200,
    );
    const before = (await debts(tenant.tenantId)).length;
    expect(await run('2026-12-10')).toEqual([]);
    expect(await debts(tenant.tenantId)).toHaveLength(before);
    expect(await nextDue(s1)).toBe('2026-12-10');
  });

  it('leaves another tenant alone until its own hour, then numbers its debts on its own', async () => {
    const sub = await subscription(otherAdmin, {
      customer_id: otherCustomer,
      receipt_due_day: 10,
      start_date: '2026-12-01',
    });
    expect(
      (await sw(otherAdmin, 'customer_subscription_receipts', { enabled: true, hour: 23 })).statusCode,
    ).toBe(200);
    const mine = (await debts(tenant.tenantId)).length;
    expect(await run('2026-12-10', 22)).toEqual([]);
    expect(await debts(other.tenantId)).toEqual([]);
    const [report] = await run('2026-12-10', 23);
    expect(report).toMatchObject({ tenantId: other.tenantId, outcome: 'ok', detail: { created: 1 } });
    expect((await debts(other.tenantId)).map((d) => d.invoice_id)).toEqual(['CD-1']);
    expect(await nextDue(sub.id)).toBe('2027-01-10');
    expect(await debts(tenant.tenantId)).toHaveLength(mine);
    expect(await nextDue(s1)).toBe('2026-12-10');
    // each tenant reads only its own runs
    const seen = (await otherAdmin.get('/api/automation/runs')).json().data;
    expect(seen.map((r: { run_date: string }) => r.run_date)).toEqual(['2026-12-10']);
  });
});
