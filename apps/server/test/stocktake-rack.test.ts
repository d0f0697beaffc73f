import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, item, makeItem, stock, lot } = useStockTenant(t);
let rackA: string;
let rackB: string;

const makeRack = async (who: Client, name: string) => {
  const res = await who.post('/api/general/rack', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const start = (over: Record<string, unknown> = {}) =>
  s.admin.post('/api/inventory-process', { inventory_id: s.pharmacy, ...over });
const snapshotLots = async (processId: string) =>
  (
    await t.db.system
      .selectFrom('inventory_snapshot_lines')
      .innerJoin('inventory_snapshots', 'inventory_snapshots.id', 'inventory_snapshot_lines.snapshot_id')
      .select('inventory_snapshot_lines.product_id')
      .where('inventory_snapshots.process_id', '=', processId)
      .orderBy('inventory_snapshot_lines.product_id')
      .execute()
  ).map((r) => r.product_id);

beforeAll(async () => {
  rackA = await makeRack(s.admin, 'Shelf A');
  rackB = await makeRack(s.admin, 'Shelf B');
});

describe('stocktake by rack', () => {
  it('keeps an item rack through create, update and get, and refuses another tenant rack', async () => {
    const created = await makeItem({ name: 'Ibuprofen', rack_id: rackA });
    expect((await s.admin.get(`/api/general/item/${created.id}`)).json().rack_id).toBe(rackA);
    const fields = item({ name: 'Ibuprofen', barcode: created.barcode });
    const moved = await s.admin.request('PUT', `/api/general/item/${created.id}`, {
      ...fields,
      rack_id: rackB,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await s.admin.get(`/api/general/item/${created.id}`)).json().rack_id).toBe(rackB);
    const list = await s.admin.post('/api/general/item/list', {
      list: [{ column: 'id', values: [created.id] }],
    });
    expect(list.json().data[0]).toMatchObject({ rack_id: rackB, rack_name: 'Shelf B' });

    const stranger = await t.createTenant();
    const foreign = await t.signIn(
      await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
    );
    const foreignRack = await makeRack(foreign, 'Their shelf');
    const refused = await s.admin.request('PUT', `/api/general/item/${created.id}`, {
      ...fields,
      rack_id: foreignRack,
    });
    expect(refused.statusCode).toBe(422);
    expect((await s.admin.get(`/api/general/item/${created.id}`)).json().rack_id).toBe(rackB);

    const cleared = await s.admin.request('PUT', `/api/general/item/${created.id}`, {
      ...fields,
      rack_id: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await s.admin.get(`/api/general/item/${created.id}`)).json().rack_id).toBeNull();
  });

  it('snapshots only the lots of the rack counted, and refuses an unknown or foreign rack', async () => {
    const onA = await makeItem({ name: 'On shelf A', rack_id: rackA });
    const onB = await makeItem({ name: 'On shelf B', rack_id: rackB });
    const nowhere = await makeItem({ name: 'No shelf' });
    const lotsA = await stock(onA.id, [lot({ batch_number: 'A1' }), lot({ batch_number: 'A2' })]);
    await stock(onB.id, [lot({ batch_number: 'B1' })]);
    await stock(nowhere.id, [lot({ batch_number: 'N1' })]);
    await stock(onA.id, [lot({ batch_number: 'A-shop', inventory_id: s.shop })]);

    const unknown = await start({ scope: 'rack', scope_id: '999999999' });
    expect([unknown.statusCode, Object.keys(unknown.json().errors)]).toEqual([422, ['scope_id']]);
    const missing = await start({ scope: 'rack' });
    expect(missing.json().errors.scope_id).toEqual(['Choose the group, category or rack to count.']);
    const stranger = await t.createTenant();
    const foreign = await t.signIn(
      await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
    );
    const foreignRack = await makeRack(foreign, 'Their shelf');
    const theirs = await start({ scope: 'rack', scope_id: foreignRack });
    expect([theirs.statusCode, Object.keys(theirs.json().errors)]).toEqual([422, ['scope_id']]);
    expect(
      (await t.db.system.selectFrom('inventory_processes').select('id').where('scope', '=', 'rack').execute())
        .length,
    ).toBe(0);

    const started = await start({ scope: 'rack', scope_id: rackA });
    expect(started.statusCode, started.body).toBe(201);
    const { id, lines } = started.json();
    expect(lines).toBe(2);
    expect(await snapshotLots(id)).toEqual([...lotsA].sort((a, b) => Number(a) - Number(b)));
    const header = (await s.admin.get(`/api/inventory-process/${id}`)).json();
    expect(header).toMatchObject({ scope: 'rack', scope_id: rackA, scope_name: 'Shelf A', lines: 2 });
    expect((await s.admin.post(`/api/inventory-process/${id}/cancel`)).statusCode).toBe(200);
  });
});
