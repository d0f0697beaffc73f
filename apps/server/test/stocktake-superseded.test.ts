import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
const TODAY = new Date().toISOString().slice(0, 10);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let clerk: Client;
let lotA: string;
let lotB: string;
let lotC: string;

const qty = async (id: string) =>
  (
    await sql<{ quantity: string; moved: string }>`select p.quantity::text,
      (select coalesce(sum(m.quantity), 0) from stock_movements m where m.product_id = p.id)::numeric(18,4)::text as moved
      from products p where p.id = ${id}`.execute(t.db.system)
  ).rows[0]!;
const gift = (productId: string, date: string) =>
  s.admin.post('/api/inventory/gift', {
    inventory_id: s.pharmacy,
    date,
    reason: 'Handed out',
    lines: [{ product_id: productId, quantity: '1' }],
  });

/** Everything an applied count keeps: its document, lines, entry and what the comparison shows of it. */
async function closedFigures(processId: string, adjustmentId: string) {
  const doc = await sql`select invoice_id, date::text, gain::text, loss::text from stocktake_adjustments
    where id = ${adjustmentId}`.execute(t.db.system);
  const lines = await sql`select product_id::text, snapshot_quantity::text, expected::text, counted::text,
    difference::text, unit_cost::text from stocktake_adjustment_lines where adjustment_id = ${adjustmentId}
    order by product_id`.execute(t.db.system);
  const entry = await sql`select l.account_id::text, l.debit::text, l.credit::text from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    where e.document_type = 'stocktake' and e.document_id = ${adjustmentId} order by l.id`.execute(
    t.db.system,
  );
  const compared = (
    await clerk.post('/api/inventory-process-comparison/list', {
      perPage: 100,
      sortBy: 'id',
      sortDir: 'asc',
      list: [{ column: 'process_id', values: [processId] }],
    })
  )
    .json()
    .data.map((r: Record<string, unknown>) => [
      r.id,
      r.snapshot_quantity,
      r.expected,
      r.counted,
      r.difference,
    ]);
  return { doc: doc.rows, lines: lines.rows, entry: entry.rows, compared };
}

beforeAll(async () => {
  clerk = await t.signIn(
    await t.createUser(s.tenant.tenantId, {
      abilities: [
        'inventory_adjustment_list',
        'inventory_adjustment_comparison',
        'inventory_adjustment_calculate',
        'inventory_adjustment_create',
      ],
      inventories: [s.pharmacy],
      name: 'Storekeeper',
    }),
  );
  const item = await makeItem({ name: 'Cough syrup' });
  [lotA, lotB] = (await stock(item.id, [
    lot({ batch_number: 'A', cost: '1000', quantity: '10' }),
    lot({ batch_number: 'B', cost: '2000', quantity: '10' }),
  ])) as [string, string];
  const other = await makeItem({ name: 'Gauze' });
  [lotC] = (await stock(other.id, [lot({ batch_number: 'C', cost: '300', quantity: '5' })])) as [string];
});

describe('a closed count and later backdated documents', () => {
  it('never rewrites the count and reports the documents that superseded it', async () => {
    const started = (await clerk.post('/api/inventory-process', { inventory_id: s.pharmacy })).json();
    const counted = await clerk.request('PUT', `/api/inventory-process/${started.id}/counts`, {
      lines: [
        { product_id: lotA, counted: '9' },
        { product_id: lotB, counted: '10' },
      ],
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const applied = await clerk.post('/api/inventory-adjustment/calculate-income-and-expense', {
      inventory_process_id: started.id,
      snapshot_id: started.snapshot_id,
      date: TODAY,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const adjustment = applied.json().id as string;
    const before = await closedFigures(started.id, adjustment);
    expect(before.doc).toEqual([
      { invoice_id: applied.json().invoice_id, date: TODAY, gain: '0.000000', loss: '1000.000000' },
    ]);
    expect(before.lines).toHaveLength(2);
    const header = () => clerk.get(`/api/inventory-process/${started.id}`);
    const superseded = () => clerk.get(`/api/inventory-process/${started.id}/superseded`);

    // the day's business after the count (dated today) does not supersede it, nor a backdated move of a lot it did not count
    expect((await gift(lotA, TODAY)).statusCode).toBe(201);
    expect((await gift(lotC, YESTERDAY)).statusCode).toBe(201);
    expect((await header()).json().superseded_documents).toBe(0);
    expect((await superseded()).json()).toEqual([]);

    // backdated documents moving counted lots: a gift and a transfer to the shop, both dated yesterday
    const late = await gift(lotA, YESTERDAY);
    expect(late.statusCode, late.body).toBe(201);
    const transfer = await s.admin.post('/api/inventory/item-transfer', {
      from_inventory_id: s.pharmacy,
      to_inventory_id: s.shop,
      date: YESTERDAY,
      lines: [{ product_id: lotB, quantity: '2' }],
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const approved = await s.admin.request(
      'PUT',
      `/api/inventory/item-transfer/${transfer.json().id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);

    // stock moved on top of the count (9 - 1 today - 1 late; 10 - 2), always equal to its movements
    expect(await qty(lotA)).toEqual({ quantity: '7.0000', moved: '7.0000' });
    expect(await qty(lotB)).toEqual({ quantity: '8.0000', moved: '8.0000' });
    // the closed count's figures, document, lines, entry and comparison never change
    expect(await closedFigures(started.id, adjustment)).toEqual(before);
    expect((await header()).json()).toMatchObject({ status: 2, counted_lines: 2, superseded_documents: 2 });

    const named = (await superseded()).json();
    expect(named).toHaveLength(2);
    expect(named).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          document_type: 'gift',
          document_id: late.json().id,
          invoice_id: late.json().invoice_id,
          date: YESTERDAY,
          recorded_by_name: 'Admin',
          lots: 1,
          quantity: '-1',
        }),
        expect.objectContaining({
          document_type: 'item_transfer',
          document_id: transfer.json().id,
          invoice_id: transfer.json().invoice_id,
          date: YESTERDAY,
          lots: 1,
          quantity: '-2',
        }),
      ]),
    );
    const list = await clerk.post('/api/inventory-adjustment/list', { perPage: 10 });
    expect(list.json().data.find((r: { id: string }) => r.id === started.id)).toMatchObject({
      superseded_documents: 2,
      adjustment_invoice_id: applied.json().invoice_id,
    });
  });

  it('refuses the list outside the branches, the abilities and the tenant', async () => {
    const processId = (await clerk.post('/api/inventory-adjustment/list', { perPage: 10 })).json().data[0].id;
    const stranger = await t.signIn(
      await t.createUser(s.tenant.tenantId, {
        abilities: ['inventory_adjustment_list'],
        inventories: [s.shop],
      }),
    );
    expect((await stranger.get(`/api/inventory-process/${processId}/superseded`)).statusCode).toBe(403);
    const cashier = await t.signIn(
      await t.createUser(s.tenant.tenantId, { abilities: ['sale_create'], inventories: [s.pharmacy] }),
    );
    expect((await cashier.get(`/api/inventory-process/${processId}/superseded`)).statusCode).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await outsider.get(`/api/inventory-process/${processId}/superseded`)).statusCode).toBe(404);
    expect((await clerk.get('/api/inventory-process/999999999/superseded')).statusCode).toBe(404);
  });
});
