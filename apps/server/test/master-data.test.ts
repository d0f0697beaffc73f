import { MASTER_DATA, type ResourceDef } from '@bb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let outsider: Client;
let groupId: string;
let blockId: string;
let departmentId: string;
let seq = 0;

const requiredKey = (def: ResourceDef) =>
  ['name', 'note', 'exchange_rate'].find((k) => k in def.schema.shape)!;
/** Equal as text, or as decimals ("1500.000000" is "1500"). */
const same = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => {
    const s = String(v);
    return /^-?\d+\.\d+$/.test(s) ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
  };
  return norm(a) === norm(b);
};

/** A valid body for each resource: a unique name plus what its schema requires. */
function sample(def: ResourceDef): Record<string, unknown> {
  const name = `${def.name} ${++seq}`;
  const extra: Record<string, Record<string, unknown>> = {
    category: { group_id: groupId },
    account_code: { code: `AC-${seq}` },
    base_custom_field: { model_name: 'Customer', field_type: 'number' },
    sale_extra: { price: '1500', cost: '250.5', currency_code: 'IQD' },
    currency_rate: {
      currency_code_from: 'USD',
      currency_code_to: 'IQD',
      exchange_rate: '1320.12345678',
      type: 1,
    },
    note: { type: 'sale', note: `Please check the expiry ${seq}` },
    building: { residence_block_id: blockId, number_of_floors: 3 },
    hr_employee_position: { hr_department_id: departmentId },
    inventory: { type: 0, code: `B${seq}-` },
    shareholder: { share_percentage: '12.5' },
  };
  const body: Record<string, unknown> = { ...(extra[def.name] ?? {}) };
  if ('name' in def.schema.shape) body.name = name;
  return body;
}

beforeAll(async () => {
  tenant = await t.createTenant();
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, name: 'Admin' }));
  const other = await t.createTenant();
  outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
  groupId = (await admin.post('/api/general/group', { name: 'Antibiotics' })).json().id;
  blockId = (await admin.post('/api/general/residence-block', { name: 'Block A' })).json().id;
  departmentId = (await admin.post('/api/hr/department', { name: 'Sales' })).json().id;
});

describe.each(MASTER_DATA.map((d) => [d.name, d] as const))('%s', (_name, def) => {
  const base = `/api/${def.path}`;

  it('creates, reads, lists, looks up, updates and deletes', async () => {
    const body = sample(def);
    const created = await admin.post(base, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;

    const one = (await admin.get(`${base}/${id}`)).json();
    for (const [k, v] of Object.entries(body)) expect(same(one[k], v), `${k}: ${one[k]} vs ${v}`).toBe(true);

    const list = await admin.post(`${base}/list`, { perPage: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(id);

    const lookup = await admin.get(`/api/${def.lookup}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data.map((r: { id: string }) => r.id)).toContain(id);

    const key = requiredKey(def);
    const newValue = key === 'exchange_rate' ? '1400.5' : `${body[key]} changed`;
    expect((await admin.request('PUT', `${base}/${id}`, { ...body, [key]: newValue })).statusCode).toBe(200);
    expect(same((await admin.get(`${base}/${id}`)).json()[key], newValue)).toBe(true);

    expect((await admin.request('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`${base}/${id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = (await admin.post(`${base}/list`, {})).json().total;
    const required = requiredKey(def);
    const res = await admin.post(base, { ...sample(def), [required]: undefined });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[required]).toEqual([`The ${required.replaceAll('_', ' ')} field is required.`]);
    expect((await admin.post(`${base}/list`, {})).json().total).toBe(before);
  });

  it('keeps rows inside their tenant and needs its abilities', async () => {
    const id = (await admin.post(base, sample(def))).json().id;
    expect((await outsider.get(`${base}/${id}`)).statusCode).toBe(404);
    expect((await outsider.request('PUT', `${base}/${id}`, sample(def))).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect(
      (await outsider.get(`/api/${def.lookup}`)).json().data.map((r: { id: string }) => r.id),
    ).not.toContain(id);

    const listOnly = await t.signIn(await t.createUser(tenant.tenantId, { abilities: [def.abilities.list] }));
    expect((await listOnly.get(base)).statusCode).toBe(200);
    expect((await listOnly.post(base, sample(def))).statusCode).toBe(403);
    expect((await listOnly.request('PUT', `${base}/${id}`, sample(def))).statusCode).toBe(403);
    expect((await listOnly.request('DELETE', `${base}/${id}`)).statusCode).toBe(403);
    const none = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['dashboard_list'] }));
    expect((await none.get(base)).statusCode).toBe(403);
  });
});

describe('master-data rules', () => {
  it('refuses a duplicate name within a tenant but not across tenants', async () => {
    expect((await admin.post('/api/general/brand', { name: 'Bayer' })).statusCode).toBe(201);
    const dup = await admin.post('/api/general/brand', { name: 'Bayer' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: ['This value has already been taken.'] });
    expect((await outsider.post('/api/general/brand', { name: 'Bayer' })).statusCode).toBe(201);
  });

  it('limits categories to the chosen group and refuses another tenant’s group', async () => {
    const other = (await admin.post('/api/general/group', { name: 'Vitamins' })).json().id;
    await admin.post('/api/general/category', { name: 'Penicillins', group_id: groupId });
    await admin.post('/api/general/category', { name: 'Vitamin C', group_id: other });
    const inGroup = (await admin.get(`/api/general/category/list?group_id=${groupId}`)).json().data;
    expect(inGroup.map((c: { name: string }) => c.name)).toContain('Penicillins');
    expect(inGroup.map((c: { name: string }) => c.name)).not.toContain('Vitamin C');
    const foreignGroup = (await outsider.post('/api/general/group', { name: 'Theirs' })).json().id;
    const res = await admin.post('/api/general/category', { name: 'Sneaky', group_id: foreignGroup });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('group_id');
  });

  it('refuses deleting a row that others point at (Delete not allowed)', async () => {
    const g = (await admin.post('/api/general/group', { name: 'Referenced' })).json().id;
    await admin.post('/api/general/category', { name: 'Child', group_id: g });
    const res = await admin.request('DELETE', `/api/general/group/${g}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Delete not allowed');
  });

  it('checks money, rates and ranges', async () => {
    const negative = await admin.post('/api/general/sale-extra', {
      name: 'Bag',
      price: '-1',
      currency_code: 'IQD',
    });
    expect(negative.json().errors).toHaveProperty('price');
    const tooBig = await admin.post('/api/general/sale-extra', {
      name: 'Bag',
      price: '10000000000000000',
      currency_code: 'IQD',
    });
    expect(tooBig.json().errors).toHaveProperty('price');
    const unknownCurrency = await admin.post('/api/general/sale-extra', {
      name: 'Bag',
      price: '1',
      currency_code: 'EUR',
    });
    expect(unknownCurrency.statusCode).toBe(422);
    expect(unknownCurrency.json().errors).toHaveProperty('currency_code');
    const same = await admin.post('/api/currency-rate', {
      currency_code_from: 'USD',
      currency_code_to: 'USD',
      exchange_rate: '1',
    });
    expect(same.json().errors).toEqual({ currency_code_to: ['The two currencies must differ.'] });
    const floors = await admin.post('/api/building', { name: 'Tower', number_of_floors: 5 });
    expect(floors.json().errors).toHaveProperty('number_of_floors');
    const share = await admin.post('/api/general/shareholder', { name: 'Partner', share_percentage: '101' });
    expect(share.statusCode).toBe(422);
  });

  it('keeps exact decimals and a new rate becomes the user’s current rate', async () => {
    const id = (
      await admin.post('/api/general/sale-extra', {
        name: 'Gift wrap',
        price: '123456789012345.123456',
        currency_code: 'USD',
      })
    ).json().id;
    expect((await admin.get(`/api/general/sale-extra/${id}`)).json().price).toBe('123456789012345.123456');
    await admin.post('/api/currency-rate', {
      currency_code_from: 'USD',
      currency_code_to: 'IQD',
      exchange_rate: '1333.5',
      type: 0,
    });
    const rates = (await admin.get('/api/user')).json().currency_rates;
    expect(rates.find((r: { type: number }) => r.type === 0).exchange_rate).toBe('1333.50000000');
  });

  it('writes the activity log for master data, with the causer', async () => {
    const id = (await admin.post('/api/general/rack', { name: 'Shelf 9' })).json().id;
    const log = (await admin.get(`/api/activity-log/record-log/racks/${id}`)).json().data;
    expect(log[0]).toMatchObject({
      event: 'created',
      causer_name: 'Admin',
      new_values: expect.objectContaining({ name: 'Shelf 9' }),
    });
  });

  it('answers inactive rows in lists but not in lookups', async () => {
    const id = (await admin.post('/api/general/machine', { name: 'Old printer', status: 0 })).json().id;
    expect(
      (await admin.get('/api/general/machine/list')).json().data.map((r: { id: string }) => r.id),
    ).not.toContain(id);
    expect(
      (await admin.post('/api/general/machine/list', {})).json().data.map((r: { id: string }) => r.id),
    ).toContain(id);
  });
});
