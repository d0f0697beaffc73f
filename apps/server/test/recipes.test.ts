import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
const TODAY = new Date().toISOString().slice(0, 10);
let cook: Client;
let cake: string;
let flour: string;
let sugar: string;
let flourOld: string;
let sugarLot: string;

const recipe = (over: Record<string, unknown> = {}) => ({
  item_id: cake,
  yield_quantity: '2',
  lines: [
    { material_item_id: flour, quantity: '1.5', waste_percent: '10' },
    { material_item_id: sugar, quantity: '0.5' },
  ],
  steps: [{ name: 'Mix' }, { name: 'Bake 40 minutes' }],
  ...over,
});

beforeAll(async () => {
  cook = await t.signIn(
    await t.createUser(s.tenant.tenantId, {
      abilities: [
        'recipe_list',
        'recipe_create',
        'recipe_edit',
        'prepare_product_list',
        'prepare_product_create',
      ],
      inventories: [s.pharmacy],
    }),
  );
  cake = (await makeItem({ name: 'Cake' })).id;
  flour = (await makeItem({ name: 'Flour', type: 2 })).id;
  sugar = (await makeItem({ name: 'Sugar', type: 2 })).id;
  [flourOld] = (await stock(flour, [
    lot({ batch_number: 'F1', cost: '1000.5', quantity: '5', expire_date: '2027-01-01' }),
    lot({ batch_number: 'F2', cost: '1200', quantity: '10', expire_date: '2026-12-31' }),
  ])) as [string];
  [sugarLot] = (await stock(sugar, [
    lot({ batch_number: 'S1', cost: '333.333333', quantity: '3', expire_date: '2026-12-20' }),
  ])) as [string];
});

describe('recipes', () => {
  it('keeps every version of a product recipe and uses the newest', async () => {
    const first = await cook.post('/api/inventory/item/recipe', recipe());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().version).toBe(1);
    const second = await cook.request(
      'PUT',
      `/api/inventory/item/recipe/${first.json().id}`,
      recipe({ yield_quantity: '4' }),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().version).toBe(2);
    const got = (await cook.get(`/api/inventory/item/recipe/${second.json().id}`)).json();
    expect(got).toMatchObject({ item_name: 'Cake', version: 2, active: true, yield_quantity: '4.0000' });
    expect(got.lines).toMatchObject([
      { name: 'Flour', quantity: '1.5000', waste_percent: '10.0000' },
      { name: 'Sugar', quantity: '0.5000', waste_percent: '0.0000' },
    ]);
    expect(got.steps).toEqual([{ name: 'Mix' }, { name: 'Bake 40 minutes' }]);
    expect(got.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await cook.get(`/api/inventory/item/recipe/${first.json().id}`)).json().active).toBe(false);
    const lookup = (await cook.get('/api/general/recipe/list')).json().data;
    expect(lookup).toEqual([{ id: second.json().id, name: 'Cake', item_id: cake, version: 2 }]);
    const materials = (await cook.get('/api/general/materials-list')).json().data;
    expect(materials.map((m: { name: string }) => m.name)).toEqual(['Flour', 'Sugar']);
    const products = (await cook.get('/api/general/recipe-product-list')).json().data;
    expect(products.map((m: { name: string }) => m.name)).toEqual(['Cake']);
    const list = (await cook.post('/api/inventory/item/recipe/list', {})).json();
    expect(list.data).toMatchObject([{ item_name: 'Cake', version: 2, materials: 2, steps: 2 }]);
  });

  it('refuses a product as its own material, a material twice, unknown items and missing abilities', async () => {
    const bad = await cook.post(
      '/api/inventory/item/recipe',
      recipe({
        lines: [
          { material_item_id: cake, quantity: '1' },
          { material_item_id: flour, quantity: '1' },
          { material_item_id: flour, quantity: '2' },
          { material_item_id: '999999999', quantity: '1' },
        ],
      }),
    );
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([
      422,
      ['lines.0.material_item_id', 'lines.2.material_item_id', 'lines.3.material_item_id'],
    ]);
    for (const over of [
      { yield_quantity: '0' },
      { lines: [] },
      { lines: [{ material_item_id: flour, quantity: '1', waste_percent: '100' }] },
    ])
      expect((await cook.post('/api/inventory/item/recipe', recipe(over))).statusCode).toBe(422);
    const nobody = await t.signIn(await t.createUser(s.tenant.tenantId, { inventories: [s.pharmacy] }));
    expect((await nobody.post('/api/inventory/item/recipe', recipe())).statusCode).toBe(403);
    expect((await nobody.get('/api/general/recipe/list')).statusCode).toBe(403);
  });
});

describe('prepare product', () => {
  it('takes the materials out by FIFO at cost and puts the product in at exactly their sum plus the extra cost', async () => {
    const v1 = (await cook.post('/api/inventory/item/recipe', recipe())).json(); // version 3, yield 2
    const res = await cook.post('/api/inventory/prepare-product', {
      inventory_id: s.pharmacy,
      recipe_id: v1.id,
      date: TODAY,
      quantity: '3',
      extra_cost: '100',
      note: 'Morning batch',
    });
    expect(res.statusCode, res.body).toBe(201);
    // flour 1.5 x 3 / 2 x 1.1 = 2.475 from the oldest lot at 1000.5; sugar 0.5 x 3 / 2 = 0.75 at 333.333333
    // 2476.2375 + 249.99999975 = 2726.23749975 -> 2726.237500; + 100 = 2826.2375; / 3 = 942.079167 a unit
    expect(res.json()).toMatchObject({
      invoice_id: 'PP-1',
      materials_cost: '2726.237500',
      extra_cost: '100.000000',
      unit_cost: '942.079167',
      expire_date: '2026-12-20',
    });
    const { id, product_id } = res.json();
    const lots = await sql<{ id: string; quantity: string; base_cost: string; batch_number: string }>`
      select id, quantity::text, base_cost::text, batch_number from products
      where id = any(${[flourOld, sugarLot, product_id]}::bigint[]) order by id`.execute(t.db.system);
    expect(lots.rows.map((r) => [r.quantity, r.batch_number])).toEqual([
      ['2.5250', 'F1'],
      ['2.2500', 'S1'],
      ['3.0000', 'PP-1'],
    ]);
    // the entry: value in = value out + extra, the unit cost's sub-fils rounding named
    const entry = await sql<{ system_key: string; debit: string; credit: string }>`
      select a.system_key, l.debit::text, l.credit::text from journal_lines l
      join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where e.document_type = 'prepare_product' and e.document_id = ${id} order by l.id`.execute(t.db.system);
    expect(entry.rows).toEqual([
      { system_key: 'inventory', debit: '2826.237501', credit: '0.000000' },
      { system_key: 'inventory', debit: '0.000000', credit: '2726.237500' },
      { system_key: 'expense', debit: '0.000000', credit: '100.000000' },
      { system_key: 'rounding', debit: '0.000000', credit: '0.000001' },
    ]);
    const moved = await sql<{ out: string; in: string }>`
      select sum(-quantity * base_unit_cost) filter (where quantity < 0)::text as out,
        sum(quantity * base_unit_cost) filter (where quantity > 0)::text as in
      from stock_movements where document_type = 'prepare_product' and document_id = ${id}`.execute(
      t.db.system,
    );
    expect(moved.rows[0]).toEqual({ out: '2726.2374997500', in: '2826.2375010000' });
    const left = (await cook.get(`/api/general/material-products/inventory/${s.pharmacy}`)).json().data;
    expect(left.map((l: { batch_number: string; quantity: string }) => [l.batch_number, l.quantity])).toEqual(
      [
        ['F1', '2.5250'],
        ['F2', '10.0000'],
        ['S1', '2.2500'],
      ],
    );
    expect((await cook.get(`/api/general/material-products/inventory/${s.shop}`)).statusCode).toBe(403);
    const history = (await cook.post('/api/inventory/prepare-product-history/list', {})).json();
    expect(history.data[0]).toMatchObject({
      invoice_id: 'PP-1',
      item_name: 'Cake',
      total_cost: '2826.237500',
    });
  });

  it('refuses every short material at once, other branches and bad input', async () => {
    const current = (await cook.get('/api/general/recipe/list')).json().data[0].id;
    const short = await cook.post('/api/inventory/prepare-product', {
      inventory_id: s.pharmacy,
      recipe_id: current,
      date: TODAY,
      quantity: '100',
    });
    expect([short.statusCode, short.json().message]).toEqual([409, MESSAGES.noEnoughQuantity]);
    expect(Object.keys(short.json().errors)).toEqual(['materials.0', 'materials.1']);
    const body = { inventory_id: s.shop, recipe_id: current, date: TODAY, quantity: '1' };
    expect((await cook.post('/api/inventory/prepare-product', body)).statusCode).toBe(403);
    for (const over of [
      { quantity: '0' },
      { date: '2026-02-30' },
      { extra_cost: '-1' },
      { recipe_id: '999999999' },
    ])
      expect(
        (await cook.post('/api/inventory/prepare-product', { ...body, inventory_id: s.pharmacy, ...over }))
          .statusCode,
      ).toBe(422);
  });
});
