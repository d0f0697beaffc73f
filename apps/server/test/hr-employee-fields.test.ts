import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';

/** An employee's custom fields (issue 16): the base custom fields of model Employee, as customers have them. */
const t = useTestApp();
let admin: Client;
let viewer: Client;
let branch: string;
let tenantId: string;

beforeAll(async () => {
  const tenant = await t.createTenant();
  tenantId = tenant.tenantId;
  branch = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenantId, { superuser: true, inventories: [branch] }));
  viewer = await t.signIn(
    await t.createUser(tenantId, { abilities: ['hr_employee_list'], inventories: [branch] }),
  );
});

describe('employee custom fields', () => {
  it('keeps the values of the fields defined for employees, refuses a required one left empty or a foreign field', async () => {
    const field = async (name: string, model_name: string, is_required = false) => {
      const r = await admin.post('/api/general/base-custom-field', { name, model_name, is_required });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().id as string;
    };
    const blood = await field('Blood type', 'Employee', true);
    const passport = await field('Passport', 'Employee');
    const loyalty = await field('Loyalty card', 'Customer');
    const e = await admin.post('/api/hr/employee', {
      code: 'CF-1',
      name: 'Awat',
      inventory_id: branch,
      hire_date: '2026-01-01',
      pay_method: 'bank',
      bank_account: 'IQ12 3456',
      identity_card: 'N-998877',
    });
    expect(e.statusCode, e.body).toBe(201);
    const id = e.json().id;
    const path = `/api/hr/employee/${id}/custom-fields`;
    const empty = await admin.get(path);
    expect(
      empty.json().data.map((f: { base_custom_field_name: string }) => f.base_custom_field_name),
    ).toEqual(['Blood type', 'Passport']);
    const missing = await admin.request('PUT', path, {
      custom_fields: [{ base_custom_field_id: passport, field_value: 'A123' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.custom_fields).toEqual(['Blood type is required.']);
    const foreign = await admin.request('PUT', path, {
      custom_fields: [
        { base_custom_field_id: blood, field_value: 'O+' },
        { base_custom_field_id: loyalty, field_value: 'x' },
      ],
    });
    expect(foreign.json().errors['custom_fields.1.base_custom_field_id']).toEqual([
      'This field does not belong here.',
    ]);
    const nul = await admin.request('PUT', path, {
      custom_fields: [{ base_custom_field_id: blood, field_value: 'O\u0000' }],
    });
    expect(nul.statusCode).toBe(422);
    const ok = await admin.request('PUT', path, {
      custom_fields: [
        { base_custom_field_id: blood, field_value: 'O+' },
        { base_custom_field_id: passport, field_value: 'A123' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await viewer.get(path)).json().data.map((f: { field_value: string | null }) => f.field_value),
    ).toEqual(['O+', 'A123']);
    expect((await viewer.request('PUT', path, { custom_fields: [] })).statusCode).toBe(403);
    expect((await admin.get('/api/hr/employee/999999/custom-fields')).statusCode).toBe(404);
    const stranger = await t.createTenant();
    const theirs = await t.signIn(await t.createUser(stranger.tenantId, { superuser: true }));
    expect((await theirs.get(path)).statusCode).toBe(404);
    // the employee keeps the bank and identity card fields
    const got = (await admin.get(`/api/hr/employee/${id}`)).json();
    expect(got).toMatchObject({ pay_method: 'bank', bank_account: 'IQ12 3456', identity_card: 'N-998877' });
  });
});
