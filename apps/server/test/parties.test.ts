import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../src/modules/ledger/post.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
const customer = (over: Record<string, unknown> = {}) => ({
  name: 'Ahmed Ali',
  inventory_id: pharmacy,
  phone: '07701234567',
  ...over,
});

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
});

describe('customers', () => {
  it('creates with a code, requires name, inventory and phone, bounds discount and profit at 100', async () => {
    const res = await admin.post('/api/customer', customer());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().code).toMatch(/^C-\d+$/);
    const bad = await admin.post('/api/customer', { discount: '101', additional_profit_percentage: '100.5' });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'additional_profit_percentage',
      'discount',
      'inventory_id',
      'name',
      'phone',
    ]);
  });

  it('sets max debit amounts only with upsert_customer_max_debit_amount, and hides them from others', async () => {
    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['customer_create', 'customer_list', 'customer_edit'],
        inventories: [pharmacy],
      }),
    );
    expect(
      (
        await clerk.post(
          '/api/customer',
          customer({ max_amounts: [{ currency_code: 'IQD', amount: '500000' }] }),
        )
      ).statusCode,
    ).toBe(403);
    const id = (
      await admin.post(
        '/api/customer',
        customer({ name: 'Capped', max_amounts: [{ currency_code: 'IQD', amount: '500000' }] }),
      )
    ).json().id;
    expect((await admin.get(`/api/customer/customer/${id}`)).json().max_amounts).toEqual([
      { currency_code: 'IQD', amount: '500000.000000' },
    ]);
    const seen = (await clerk.get(`/api/customer/customer/${id}`)).json();
    expect(seen).not.toHaveProperty('max_amounts');
    expect((await clerk.request('PUT', `/api/customer/${id}`, customer({ name: 'Capped' }))).statusCode).toBe(
      200,
    );
    expect((await admin.get(`/api/customer/customer/${id}`)).json().max_amounts).toHaveLength(1);
  });

  it('keeps custom fields of its model and requires the required ones', async () => {
    const f = (
      await admin.post('/api/general/base-custom-field', {
        name: 'Insurance no',
        model_name: 'Customer',
        is_required: true,
      })
    ).json().id;
    const missing = await admin.post('/api/customer', customer({ name: 'No insurance' }));
    expect(missing.json().errors.custom_fields).toEqual(['Insurance no is required.']);
    const ok = await admin.post(
      '/api/customer',
      customer({ name: 'Insured', custom_fields: [{ base_custom_field_id: f, field_value: 'INS-77' }] }),
    );
    const got = (await admin.get(`/api/customer/customer/${ok.json().id}`)).json();
    expect(got.custom_fields).toEqual([
      expect.objectContaining({ base_custom_field_name: 'Insurance no', field_value: 'INS-77' }),
    ]);
    await admin.request('DELETE', `/api/general/base-custom-field/${f}`);
  });

  it('searches by name, phone and code, and lists balances from the ledger', async () => {
    const id = (
      await admin.post('/api/customer', customer({ name: 'Balance Person', phone: '07509998877' }))
    ).json().id;
    await withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
      post(tx, {
        date: '2026-11-01',
        documentType: 'test_debt',
        lines: [
          {
            account: 'receivable',
            side: 'debit',
            amount: '25000',
            currency: 'IQD',
            rate: '1',
            party: { type: 'customer', id },
          },
          { account: 'sales', side: 'credit', amount: '25000', currency: 'IQD', rate: '1' },
        ],
      }),
    );
    expect(
      (await admin.post('/api/customer/search', { keyword: 'balance pe' }))
        .json()
        .data.map((r: { id: string }) => r.id),
    ).toEqual([id]);
    expect(
      (await admin.post('/api/customer/search', { keyword: '0750999' }))
        .json()
        .data.map((r: { id: string }) => r.id),
    ).toEqual([id]);
    expect((await admin.post('/api/customer/search', { keyword: '' })).json().data).toEqual([]);
    const row = (await admin.post('/api/customer/customer/list', { search: 'Balance Person' })).json()
      .data[0];
    expect(row.balance).toEqual([{ currency_code: 'IQD', balance: '25000.000000' }]);
    const st = (
      await admin.get(
        `/api/customer/detail-account-statement?party_id=${id}&currency_code=IQD&start_date=2026-11-01&end_date=2026-11-30`,
      )
    ).json();
    expect(st.closing_balance).toBe('25000.000000');
    const del = await admin.request('DELETE', `/api/customer/customer/${id}`);
    expect(del.statusCode).toBe(409);
  });

  it('keeps customers inside their tenant', async () => {
    const id = (await admin.post('/api/customer', customer({ name: 'Private' }))).json().id;
    const other = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(other.tenantId, { superuser: true }));
    expect((await outsider.get(`/api/customer/customer/${id}`)).statusCode).toBe(404);
    expect((await outsider.post('/api/customer/search', { keyword: 'Private' })).json().data).toEqual([]);
    expect(
      (
        await outsider.request(
          'PUT',
          `/api/customer/${id}`,
          customer({ inventory_id: other.inventoryIds[0] }),
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('suppliers', () => {
  it('creates, refuses a duplicate name, updates, lists and deletes an unused one', async () => {
    const id = (
      await admin.post('/api/supplier', { name: 'Pharma Supplies Ltd', phone: '+964 750 000 0000' })
    ).json().id;
    expect((await admin.post('/api/supplier', { name: 'Pharma Supplies Ltd' })).json().errors).toEqual({
      name: ['This value has already been taken.'],
    });
    expect(
      (await admin.request('PUT', `/api/supplier/${id}`, { name: 'Pharma Supplies Co', status: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await admin.get(`/api/supplier/supplier/${id}`)).json()).toMatchObject({
      name: 'Pharma Supplies Co',
      status: 0,
      balance: [],
    });
    expect(
      (await admin.get('/api/supplier-list')).json().data.map((s: { id: string }) => s.id),
    ).not.toContain(id);
    expect((await admin.request('DELETE', `/api/supplier/supplier/${id}`)).statusCode).toBe(204);
  });

  it('needs the supplier abilities', async () => {
    const c = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['customer_list'] }));
    expect((await c.post('/api/supplier', { name: 'X' })).statusCode).toBe(403);
    expect((await c.get('/api/supplier/supplier')).statusCode).toBe(403);
  });
});
