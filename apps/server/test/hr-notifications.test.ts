import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';

/**
 * HR notifications (issue 16, app-shell.md's jump rule): a payroll run prepared and approved, a letter
 * written and an advance paid reach the holders of the list's ability (never the one who acted), with the
 * record type, id and date the jump needs and a message every reader sees in their language.
 */
const t = useTestApp();
let tenantId: string;
let branch: string;
let officer: Client;
let watcherId: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;

async function notificationsOf(userId: string) {
  return (
    await sql<{
      model_type: string;
      model_id: string;
      model_date: string;
      message: { key: string; params: Record<string, string> };
    }>`
      select model_type, model_id, model_date::text as model_date, message from notifications
      where tenant_id = ${tenantId} and user_id = ${userId} order by id`.execute(t.db.system)
  ).rows;
}

beforeAll(async () => {
  const tenant = await t.createTenant();
  tenantId = tenant.tenantId;
  branch = tenant.inventoryIds[0]!;
  officer = await t.signIn(
    await t.createUser(tenantId, { superuser: true, inventories: [branch], name: 'Hana' }),
  );
  watcherId = (
    await t.createUser(tenantId, {
      abilities: ['hr_monthly_payroll', 'hr_letter_list', 'hr_advance_payment_list'],
      inventories: [branch],
    })
  ).id;
  await t.createUser(tenantId, { abilities: ['dashboard_list'], inventories: [branch] });
  boxes = await createBoxes(t.db.system, tenantId, branch);
  expect((await officer.request('PUT', '/api/setting', { allowNegativeCash: true })).statusCode).toBe(200);
});

describe('HR notifications', () => {
  it('announce a payroll run prepared and approved, a letter and an advance, with what the jump needs', async () => {
    const e = await officer.post('/api/hr/employee', {
      code: 'N-1',
      name: 'Dilan',
      inventory_id: branch,
      hire_date: '2026-01-01',
    });
    await officer.post('/api/hr/employee-contract', {
      employee_id: e.json().id,
      start_date: '2026-01-01',
      amount: '600000',
    });
    const run = await officer.post('/api/hr/monthly-payroll', {
      inventory_id: branch,
      month: '2026-03',
      cash_box_ids: [boxes.iqd],
    });
    expect(run.statusCode, run.body).toBe(201);
    expect((await officer.post(`/api/hr/monthly-payroll/${run.json().id}/approve`)).statusCode).toBe(200);
    const type = (await officer.post('/api/hr/letter-type', { name: 'Salary certificate' })).json().id;
    const letter = await officer.post('/api/hr/letter', {
      hr_letter_type_id: type,
      employee_id: e.json().id,
      date: '2026-03-31',
      subject: 'Certificate',
      body: 'Dilan works here.',
    });
    expect(letter.statusCode, letter.body).toBe(201);
    // an edit is not a new letter
    expect(
      (
        await officer.request('PUT', `/api/hr/letter/${letter.json().id}`, {
          hr_letter_type_id: type,
          employee_id: e.json().id,
          date: '2026-03-31',
          subject: 'Certificate (2)',
          body: 'Dilan works here.',
        })
      ).statusCode,
    ).toBe(200);
    const advance = await officer.post('/api/hr/advance-payment', {
      inventory_id: branch,
      employee_id: e.json().id,
      cash_box_id: boxes.iqd,
      date: '2026-04-02',
      amount: '100000',
      months: 2,
    });
    expect(advance.statusCode, advance.body).toBe(201);

    const got = await notificationsOf(watcherId);
    expect(got.map((n) => [n.model_type, n.message.key])).toEqual([
      ['payroll', 'payroll.created'],
      ['payroll', 'payroll.approved'],
      ['hr_letter', 'hr_letter.created'],
      ['hr_advance_payment', 'document.created'],
    ]);
    expect(got[1]).toMatchObject({
      model_id: run.json().id,
      model_date: '2026-03-31',
      message: { params: { invoice: run.json().invoice_id, month: '2026-03', actor: 'Hana' } },
    });
    expect(got[2]).toMatchObject({
      model_id: letter.json().id,
      message: { params: { subject: 'Certificate', employee: 'Dilan', actor: 'Hana' } },
    });
    // the one who acted is not told of their own work
    const officerId = (
      await sql<{ id: string }>`select id from users where tenant_id = ${tenantId} and name = 'Hana'`.execute(
        t.db.system,
      )
    ).rows[0]!.id;
    expect(await notificationsOf(officerId)).toEqual([]);
  });
});
