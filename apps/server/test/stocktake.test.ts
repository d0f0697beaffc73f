import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCKTAKE_PROBLEMS, WRONG_SNAPSHOT } from '../src/modules/stocktake/document.js';
import { PROCESS_CLOSED, PROCESS_OPEN } from '../src/modules/stocktake/process.js';
import { type Client, useTestApp } from './support/app.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
const TODAY = new Date().toISOString().slice(0, 10);
const ABILITIES = [
  'inventory_adjustment_create',
  'inventory_adjustment_list',
  'inventory_adjustment_comparison',
  'inventory_adjustment_calculate',
];
let clerk: Client;
let lotA: string;
let lotB: string;
let lotC: string;
let barcode: string;

const qty = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;
const give = async (productId: string, quantity: string) => {
  const res = await s.admin.post('/api/inventory/gift', {
    inventory_id: s.pharmacy,
    date: TODAY,
    reason: 'Sample',
    lines: [{ product_id: productId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
};
const count = (process: string, lines: { product_id: string; counted: string }[], who = clerk) =>
  who.request('PUT', `/api/inventory-process/${process}/counts`, { lines });
const start = (over: Record<string, unknown> = {}, who = clerk) =>
  who.post('/api/inventory-process', { inventory_id: s.pharmacy, ...over });
const comparison = async (process: string) =>
  (
    await clerk.post('/api/inventory-process-comparison/list', {
      perPage: 100,
      sortBy: 'id',
      sortDir: 'asc',
      list: [{ column: 'process_id', values: [process] }],
    })
  ).json();

/** The journal lines of stocktake documents, by system account. */
const stocktakeLines = async (documentId: string) =>
  (
    await sql<{ system_key: string; debit: string; credit: string }>`
    select a.system_key, l.debit::text, l.credit::text from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where e.document_type = 'stocktake' and e.document_id = ${documentId} order by l.id`.execute(t.db.system)
  ).rows;

beforeAll(async () => {
  clerk = await t.signIn(
    await t.createUser(s.tenant.tenantId, {
      abilities: ABILITIES,
      inventories: [s.pharmacy],
      name: 'Storekeeper',
    }),
  );
  const item = await makeItem({ name: 'Amoxicillin' });
  barcode = item.barcode;
  [lotA, lotB] = (await stock(item.id, [
    lot({ batch_number: 'A', cost: '1000', quantity: '10' }),
    lot({ batch_number: 'B', cost: '2500.5', quantity: '10' }),
  ])) as [string, string];
  const other = await makeItem({ name: 'Bandage' });
  [lotC] = (await stock(other.id, [lot({ batch_number: 'C', cost: '300', quantity: '4' })])) as [string];
});

describe('stocktake', () => {
  it('counts during sales: the variance is counted minus (snapshot + movements until the count)', async () => {
    const started = await start({ blind: true });
    expect(started.statusCode, started.body).toBe(201);
    const { id, snapshot_id, lines } = started.json();
    expect(lines).toBe(3);
    expect((await start()).json().message).toBe(PROCESS_OPEN);

    await give(lotA, '3'); // sold before lot A is counted: the shelf holds 7 when counted
    const saved = await count(id, [
      { product_id: lotA, counted: '6' },
      { product_id: lotB, counted: '12' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ saved: 2, flagged: 0 });
    await give(lotA, '2'); // sold after the count: not a variance

    // blind: the counting list never shows the system quantity
    const countList = await clerk.post('/api/inventory-process-count/list', {
      perPage: 10,
      list: [{ column: 'process_id', values: [id] }],
    });
    expect(countList.statusCode, countList.body).toBe(200);
    expect(countList.json().data.map((r: { snapshot_quantity: unknown }) => r.snapshot_quantity)).toEqual([
      null,
      null,
      null,
    ]);

    const rows = (await comparison(id)).data;
    expect(rows.find((r: { id: string }) => r.id === lotA)).toMatchObject({
      snapshot_quantity: '10.0000',
      moved_until_count: '-3.0000',
      expected: '7.0000',
      counted: '6.0000',
      difference: '-1.0000',
      current_quantity: '5.0000',
      moved_since_snapshot: '-5.0000',
      result: 'loss',
    });
    expect(rows.find((r: { id: string }) => r.id === lotC)).toMatchObject({
      counted: null,
      result: 'uncounted',
    });

    const calc = await clerk.get(`/api/inventory-adjustment/calculate-income-and-expense/${id}`);
    expect(calc.statusCode, calc.body).toBe(200);
    // gain 2 x 2500.5, loss 1 x 1000, at snapshot cost
    expect(calc.json()).toMatchObject({
      counted_lines: 2,
      uncounted_lines: 1,
      lines_with_difference: 2,
      gain: '5001.000000',
      loss: '1000.000000',
      net: '4001.000000',
      problems: [],
    });

    const wrong = await clerk.post('/api/inventory-adjustment/calculate-income-and-expense', {
      inventory_process_id: id,
      snapshot_id: String(Number(snapshot_id) + 1000),
      date: TODAY,
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, WRONG_SNAPSHOT]);

    const applied = await clerk.post('/api/inventory-adjustment/calculate-income-and-expense', {
      inventory_process_id: id,
      snapshot_id,
      date: TODAY,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({
      invoice_id: 'STK-1',
      gain: '5001.000000',
      loss: '1000.000000',
      lines: 2,
    });
    // lot A: 5 now, one short -> 4; lot B: 10 + 2; lot C uncounted, untouched
    expect([await qty(lotA), await qty(lotB), await qty(lotC)]).toEqual(['4.0000', '12.0000', '4.0000']);
    expect(await stocktakeLines(applied.json().id)).toEqual([
      { system_key: 'inventory', debit: '5001.000000', credit: '0.000000' },
      { system_key: 'stock_adjustment', debit: '0.000000', credit: '5001.000000' },
      { system_key: 'stock_adjustment', debit: '1000.000000', credit: '0.000000' },
      { system_key: 'inventory', debit: '0.000000', credit: '1000.000000' },
    ]);

    // closed: never counted or applied again; a later sale moves stock after it
    const header = (await clerk.get(`/api/inventory-process/${id}`)).json();
    expect(header).toMatchObject({ status: 2, adjustment_invoice_id: 'STK-1', counted_lines: 2, lines: 3 });
    expect((await count(id, [{ product_id: lotA, counted: '1' }])).json().message).toBe(PROCESS_CLOSED);
    const again = await clerk.post('/api/inventory-adjustment/calculate-income-and-expense', {
      inventory_process_id: id,
      snapshot_id,
      date: TODAY,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, PROCESS_CLOSED]);
    const list = await clerk.post('/api/inventory-adjustment/list', { perPage: 10 });
    expect(list.json().data[0]).toMatchObject({ id, adjustment_invoice_id: 'STK-1', counted_lines: 2 });

    // a backdated document after the count moves stock on top of it and is reported, never rewriting it
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const late = await s.admin.post('/api/inventory/gift', {
      inventory_id: s.pharmacy,
      date: yesterday,
      reason: 'Found late',
      lines: [{ product_id: lotB, quantity: '1' }],
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(await qty(lotB)).toBe('11.0000');
    const after = (await clerk.get(`/api/inventory-process/${id}`)).json();
    expect(after).toMatchObject({ superseded_documents: 1, counted_lines: 2 });
    const kept = await sql<{ counted: string; difference: string }>`select counted::text, difference::text
      from stocktake_adjustment_lines where product_id = ${lotB}`.execute(t.db.system);
    expect(kept.rows).toEqual([{ counted: '12.0000', difference: '2.0000' }]);
  });

  it('flags counts above the recount threshold and refuses the application with every problem at once', async () => {
    const { id, snapshot_id } = (await start({ recount_threshold: '10', blind: false })).json();
    const far = await count(id, [
      { product_id: lotA, counted: '40' },
      { product_id: lotB, counted: '1' },
      { product_id: lotC, counted: '4' },
    ]);
    expect(far.json()).toEqual({ saved: 3, flagged: 2 });
    const apply = () =>
      clerk.post('/api/inventory-adjustment/calculate-income-and-expense', {
        inventory_process_id: id,
        snapshot_id,
        date: TODAY,
      });
    const refused = await apply();
    expect([refused.statusCode, refused.json().message]).toEqual([409, STOCKTAKE_PROBLEMS]);
    expect(refused.json().errors.problems).toHaveLength(2);
    expect(refused.json().errors.problems[0]).toMatch(/^Amoxicillin \((A|B)\): recount needed/);
    const calc = (await clerk.get(`/api/inventory-adjustment/calculate-income-and-expense/${id}`)).json();
    expect(calc.problems_total).toBe(2);
    expect(calc.problems.map((p: { kind: string }) => p.kind)).toEqual(['recount', 'recount']);
    expect((await clerk.get(`/api/inventory-process/${id}`)).json().flagged_lines).toBe(2);

    // the recount confirms lot A and corrects lot B (11 on hand since the late gift: one over)
    await count(id, [
      { product_id: lotA, counted: '40' },
      { product_id: lotB, counted: '12' },
    ]);
    const before = await qty(lotA);
    const ok = await apply();
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().invoice_id).toBe('STK-2');
    expect([await qty(lotA), await qty(lotB)]).toEqual(['40.0000', '12.0000']);
    expect(before).toBe('4.0000');
  });

  it('scans barcodes: each scan adds to the oldest lot holding stock; counters merge', async () => {
    const { id } = (await start()).json();
    const other = await t.signIn(
      await t.createUser(s.tenant.tenantId, { abilities: ABILITIES, inventories: [s.pharmacy] }),
    );
    expect((await clerk.post(`/api/inventory-process/${id}/scan`, { barcode })).json()).toMatchObject({
      product_id: lotA,
      batch_number: 'A',
      counted: '1',
    });
    const second = await other.post(`/api/inventory-process/${id}/scan`, { barcode, quantity: '2.5' });
    expect(second.json()).toMatchObject({ product_id: lotA, counted: '3.5' });
    const unknown = await clerk.post(`/api/inventory-process/${id}/scan`, { barcode: 'NOPE-1' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.notFound]);
    const cancelled = await clerk.post(`/api/inventory-process/${id}/cancel`);
    expect(cancelled.json()).toEqual({ id, status: 3 });
    expect(await qty(lotA)).toBe('40.0000');
  });

  it('applies a count once when two approvals race; blind counters never see system quantities', async () => {
    const { id, snapshot_id } = (await start()).json();
    await count(id, [{ product_id: lotC, counted: '3' }]);
    const counter = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['inventory_adjustment_create'],
        inventories: [s.pharmacy],
      }),
    );
    const filter = { perPage: 10, list: [{ column: 'process_id', values: [id] }] };
    expect((await counter.post('/api/inventory-process-comparison/list', filter)).statusCode).toBe(403);
    expect(
      (await counter.get(`/api/inventory-adjustment/calculate-income-and-expense/${id}`)).statusCode,
    ).toBe(403);
    expect((await counter.post('/api/inventory-process-count/list', filter)).statusCode).toBe(200);

    const body = { inventory_process_id: id, snapshot_id, date: '2026-02-30' };
    expect(
      (await clerk.post('/api/inventory-adjustment/calculate-income-and-expense', body)).statusCode,
    ).toBe(422);
    const before = await qty(lotC);
    const both = await Promise.all(
      [clerk, s.admin].map((who) =>
        who.post('/api/inventory-adjustment/calculate-income-and-expense', { ...body, date: TODAY }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toBe(PROCESS_CLOSED);
    expect(await qty(lotC)).toBe('3.0000');
    expect(before).toBe('4.0000');
  });

  it('refuses bad input, lots outside the snapshot, other branches, missing abilities and other tenants', async () => {
    const { id } = (await start()).json();
    const bad = await count(id, [{ product_id: lotA, counted: '-1' }]);
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['lines.0.counted']]);
    for (const counted of ['1e3', '10000000000000', 'abc'])
      expect((await count(id, [{ product_id: lotA, counted }])).statusCode).toBe(422);
    const group = await start({ inventory_id: s.shop, scope: 'group' }, s.admin);
    expect([group.statusCode, Object.keys(group.json().errors)]).toEqual([422, ['scope_id']]);
    expect((await start({ note: 'a\u0000b' }, s.admin)).statusCode).toBe(422);
    const shopItem = await makeItem({ name: 'Shop only' });
    const [shopLot] = await stock(shopItem.id, [lot({ inventory_id: s.shop })]);
    const outside = await count(id, [
      { product_id: lotA, counted: '1' },
      { product_id: shopLot!, counted: '1' },
      { product_id: '999999999', counted: '1' },
    ]);
    expect([outside.statusCode, Object.keys(outside.json().errors)]).toEqual([
      422,
      ['lines.1.product_id', 'lines.2.product_id'],
    ]);
    expect((await start({ inventory_id: s.shop })).statusCode).toBe(403);

    const nobody = await t.signIn(await t.createUser(s.tenant.tenantId, { inventories: [s.pharmacy] }));
    expect((await start({}, nobody)).statusCode).toBe(403);
    expect((await nobody.post('/api/inventory-adjustment/list', {})).statusCode).toBe(403);
    const reader = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['inventory_adjustment_list'],
        inventories: [s.pharmacy],
      }),
    );
    expect((await reader.post('/api/inventory-adjustment/list', {})).statusCode).toBe(200);
    expect((await count(id, [{ product_id: lotA, counted: '1' }], reader)).statusCode).toBe(403);

    const stranger = await t.createTenant();
    const foreign = await t.signIn(
      await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
    );
    expect((await foreign.get(`/api/inventory-process/${id}`)).statusCode).toBe(404);
    expect((await count(id, [{ product_id: lotA, counted: '1' }], foreign)).statusCode).toBe(404);
    expect((await foreign.post('/api/inventory-adjustment/list', {})).json().total).toBe(0);
    await clerk.post(`/api/inventory-process/${id}/cancel`);
  });
});
