import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';

const t = useTestApp();

describe('named processing steps (/inventory/item/recipe-step)', () => {
  it('are kept per tenant, listed with recipe_list and offered by general/item-processing-step/list', async () => {
    const tenant = await t.createTenant();
    const admin = await t.signIn(
      await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
    );
    const made = await admin.post('/api/general/item-processing-step', { name: 'Boil for 10 minutes' });
    expect(made.statusCode, made.body).toBe(201);
    const bad = await admin.post('/api/general/item-processing-step', { name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toBeTruthy();

    // a recipe maker sees the steps (recipe_list) but may not add one without recipe_step_create
    const cook = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['recipe_list', 'recipe_edit'],
        inventories: tenant.inventoryIds,
      }),
    );
    const offered = await cook.get('/api/general/item-processing-step/list');
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.map((r: { name: string }) => r.name)).toEqual(['Boil for 10 minutes']);
    const list = await cook.post('/api/general/item-processing-step/list', { perPage: 10 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    expect((await cook.post('/api/general/item-processing-step', { name: 'Fill' })).statusCode).toBe(403);

    // another tenant sees none of them
    const other = await t.createTenant();
    const outsider = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await outsider.get('/api/general/item-processing-step/list')).json().data).toEqual([]);
    const foreign = await outsider.request('PUT', `/api/general/item-processing-step/${made.json().id}`, {
      name: 'X',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
