import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';

const t = useTestApp();
let admin: Client;
let clerk: Client;
let stranger: Client;
let typeId: string;
let employeeId: string;

beforeAll(async () => {
  const tenant = await t.createTenant();
  const branch = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [branch] }));
  clerk = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['hr_letter_list', 'hr_letter_create'],
      inventories: [branch],
    }),
  );
  stranger = await t.signIn(
    await t.createUser((await t.createTenant('Other')).tenantId, { superuser: true }),
  );
  typeId = (await admin.post('/api/hr/letter-type', { name: 'Salary certificate' })).json().id;
  const e = await admin.post('/api/hr/employee', {
    code: 'E-1',
    name: 'Shirin Ahmed',
    inventory_id: branch,
    hire_date: '2025-01-01',
  });
  employeeId = e.json().id;
});

describe('letters', () => {
  it('are written with a type and an employee, listed, found by keyword and shown with names', async () => {
    const body = 'To whom it may concern: Shirin Ahmed earns 750,000 IQD a month. بڕوانامەی مووچە';
    const res = await clerk.post('/api/hr/letter', {
      hr_letter_type_id: typeId,
      employee_id: employeeId,
      date: '2026-11-20',
      subject: 'Salary certificate for the bank',
      body,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    await clerk.post('/api/hr/letter', {
      hr_letter_type_id: typeId,
      date: '2026-11-21',
      subject: 'Holiday notice',
      body: 'Closed on Friday.',
    });

    const list = (await clerk.post('/api/hr/letter/list', { search: 'bank' })).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        subject: 'Salary certificate for the bank',
        hr_letter_type_name: 'Salary certificate',
        employee_name: 'Shirin Ahmed',
      }),
    ]);
    const found = (await clerk.get(`/api/hr/letter/list?keyword=${encodeURIComponent('مووچە')}`)).json();
    expect(found.data.map((l: { id: string }) => l.id)).toEqual([id]);
    const all = (await clerk.get('/api/hr/letter/list')).json();
    expect(all.data).toHaveLength(2);
    const none = (await clerk.get('/api/hr/letter/list?keyword=100%25')).json();
    expect(none.data).toEqual([]);

    const view = await clerk.get(`/api/hr/letter/${id}/view`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      subject: 'Salary certificate for the bank',
      body,
      letter_type_name: 'Salary certificate',
      employee_name: 'Shirin Ahmed',
      employee_code: 'E-1',
      date: '2026-11-20',
    });
  });

  it('refuses a missing type, a bad date, another tenant and a user without the ability', async () => {
    const noType = await clerk.post('/api/hr/letter', { date: '2026-11-20', subject: 'x', body: 'y' });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.hr_letter_type_id).toBeDefined();
    const badDate = await clerk.post('/api/hr/letter', {
      hr_letter_type_id: typeId,
      date: '2026-02-30',
      subject: 'x',
      body: 'y',
    });
    expect(badDate.json().errors.date).toBeDefined();
    const ghost = await clerk.post('/api/hr/letter', {
      hr_letter_type_id: '999999',
      date: '2026-11-20',
      subject: 'x',
      body: 'y',
    });
    expect(ghost.statusCode).toBe(422);
    const first = (await clerk.get('/api/hr/letter/list')).json().data[0].id;
    expect((await stranger.get(`/api/hr/letter/${first}/view`)).statusCode).toBe(404);
    expect((await clerk.request('DELETE', `/api/hr/letter/${first}`)).statusCode).toBe(403);
  });
});
