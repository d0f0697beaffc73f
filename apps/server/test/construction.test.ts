import { MESSAGES } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import { createBoxes } from './support/ledger.js';
import { multipart } from './support/multipart.js';
import { useStockTenant } from './support/stock-tenant.js';

const t = useTestApp();
const { s, makeItem, stock, lot } = useStockTenant(t);
const TODAY = new Date().toISOString().slice(0, 10);
const ORDERS = '/api/construction/stock-out-order';
const OUTS = '/api/construction/stock-out';

let engineer: Client;
let manager: Client;
let keeper: Client;
let cashier: Client;
let cement: { id: string; barcode: string };
let steel: { id: string; barcode: string };
let cementLots: string[];
let project: string;
let boqCement: string;
let boqSteel: string;
let box: string;

const onHand = async (id: string) =>
  (await t.db.system
    .selectFrom('products')
    .select(['quantity', 'reserved'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as { quantity: string; reserved: string };

async function order(lines: [string, string][], c = engineer) {
  const res = await c.post(ORDERS, {
    project_id: project,
    date: TODAY,
    lines: lines.map(([boq_line_id, quantity]) => ({ boq_line_id, quantity })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; invoice_id: string };
}

async function orderLines(id: string) {
  const got = await manager.get(`${ORDERS}/${id}`);
  expect(got.statusCode, got.body).toBe(200);
  return got.json().lines as {
    id: string;
    quantity: string;
    issued: string;
    outstanding: string;
    reserved: string;
  }[];
}

const issue = (orderId: string, lines: [string, string][], over: Record<string, unknown> = {}) =>
  keeper.post(OUTS, {
    order_id: orderId,
    date: TODAY,
    lines: lines.map(([order_line_id, quantity]) => ({ order_line_id, quantity })),
    ...over,
  });

async function workbook(rows: (string | number | null)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BOQ');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  const user = (abilities: string[]) =>
    t.createUser(s.tenant.tenantId, { abilities, inventories: [s.pharmacy] }).then((u) => t.signIn(u));
  engineer = await user([
    'construction_stock_out_order_list',
    'construction_stock_out_order_create',
    'construction_stock_out_order_edit',
    'construction_boq_line_list',
    'construction_boq_line_create',
  ]);
  manager = await user(['construction_stock_out_order_list', 'construction_stock_out_order_approve']);
  keeper = await user([
    'construction_stock_out_list',
    'construction_stock_out_create',
    'construction_stock_out_edit',
    'construction_stock_out_delete',
    'construction_quantification',
  ]);
  cashier = await user(['sale_create', 'sale_list']);
  cement = await makeItem({ name: 'Cement 50 kg', type: 2 });
  steel = await makeItem({ name: 'Steel bar 12 mm', type: 2 });
  cementLots = await stock(cement.id, [
    lot({ batch_number: 'C1', cost: '9000', quantity: '30' }),
    lot({ batch_number: 'C2', cost: '9500.5', quantity: '40' }),
  ]);
  await stock(steel.id, [lot({ batch_number: 'S1', cost: '1250', quantity: '500' })]);
  box = (await createBoxes(t.db.system, s.tenant.tenantId, s.pharmacy)).iqd;
  const res = await s.admin.post('/api/construction/project', { name: 'Villa 7', inventory_id: s.pharmacy });
  expect(res.statusCode, res.body).toBe(201);
  project = res.json().id;
  const boq = async (item: string, name: string, qty: string, cost: string) => {
    const r = await s.admin.post('/api/construction/boq-line', {
      project_id: project,
      name,
      item_id: item,
      planned_quantity: qty,
      planned_cost: cost,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  };
  boqCement = await boq(cement.id, 'Foundation concrete', '60', '560000');
  boqSteel = await boq(steel.id, 'Foundation steel', '400', '500000');
});

afterAll(async () => {
  // reservations, like stock, are the sum of their rows
  const drift = await sql`select p.id from products p left join (select product_id, sum(quantity) q
      from stock_reservations group by product_id) r on r.product_id = p.id
    where p.reserved <> coalesce(r.q, 0)`.execute(t.db.system);
  expect(drift.rows).toEqual([]);
});

describe('construction stock-out orders and stock-outs', () => {
  it('approval reserves, the reserved stock cannot be sold, issues never pass what was approved', async () => {
    const o = await order([
      [boqCement, '50'],
      [boqSteel, '100'],
    ]);
    expect(o.invoice_id).toMatch(/^CSO-/);
    // nothing is held while pending
    expect((await onHand(cementLots[0]!)).reserved).toBe('0.0000');
    expect((await engineer.post(`${ORDERS}/${o.id}/approve`)).statusCode).toBe(403);
    const approved = await manager.post(`${ORDERS}/${o.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    // FIFO: 30 of C1 and 20 of C2 are held
    expect(await onHand(cementLots[0]!)).toEqual({ quantity: '30.0000', reserved: '30.0000' });
    expect(await onHand(cementLots[1]!)).toEqual({ quantity: '40.0000', reserved: '20.0000' });

    // the POS cannot sell the reserved lot, and may sell what is free of the other
    const sell = (product: string, quantity: string) =>
      cashier.post('/api/sale', {
        inventory_id: s.pharmacy,
        sale_date: TODAY,
        currency_code: 'IQD',
        cash_box_id: box,
        lines: [{ product_id: product, sale_quantity: quantity, sale_price: '12000' }],
      });
    const refused = await sell(cementLots[0]!, '1');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect((await sell(cementLots[1]!, '21')).statusCode).toBe(409);
    expect((await sell(cementLots[1]!, '20')).statusCode).toBe(201);
    // the product search shows what is available, so the POS caps the cart there
    const found = await cashier.post('/api/product/search', { keyword: cement.barcode });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((r: { quantity: string }) => r.quantity)).toEqual(['0.0000', '0.0000']);
    // a second order finds nothing free
    const second = await order([[boqCement, '1']]);
    const short = await manager.post(`${ORDERS}/${second.id}/approve`);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(MESSAGES.noEnoughQuantity);

    const [cementLine, steelLine] = await orderLines(o.id);
    const over = await issue(o.id, [
      [cementLine!.id, '51'],
      [steelLine!.id, '101'],
    ]);
    expect(over.statusCode).toBe(409);
    expect(Object.keys(over.json().errors)).toEqual(['lines.0.quantity', 'lines.1.quantity']);

    // six concurrent stock-outs of 10 against 50 approved: five pass, the order's lock decides
    const results = await Promise.all(Array.from({ length: 6 }, () => issue(o.id, [[cementLine!.id, '10']])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'More than approved and not yet issued.',
    );
    expect(await onHand(cementLots[0]!)).toEqual({ quantity: '0.0000', reserved: '0.0000' });
    expect(await onHand(cementLots[1]!)).toEqual({ quantity: '0.0000', reserved: '0.0000' });
    const lines = await orderLines(o.id);
    expect(lines[0]).toMatchObject({ issued: '50', outstanding: '0', reserved: '0' });
    expect(lines[1]).toMatchObject({ issued: '0', outstanding: '100', reserved: '100' });

    // a return goes back into the lots and under the order again; it may be issued again
    const back = await issue(o.id, [[cementLine!.id, '5']], { is_return: true });
    expect(back.statusCode, back.body).toBe(201);
    expect(await onHand(cementLots[1]!)).toEqual({ quantity: '5.0000', reserved: '5.0000' });
    expect((await issue(o.id, [[cementLine!.id, '6']], { is_return: true })).statusCode).toBe(201);
    const tooMuch = await issue(o.id, [[cementLine!.id, '40']], { is_return: true });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('More than was issued.');
  });

  it('posts each issue at lot cost to the project account; edit and delete put everything back', async () => {
    const o = await order([[boqSteel, '10']]);
    expect((await manager.post(`${ORDERS}/${o.id}/approve`)).statusCode).toBe(200);
    const [line] = await orderLines(o.id);
    const res = await issue(o.id, [[line!.id, '4']]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const got = (await keeper.get(`${OUTS}/${id}`)).json();
    expect(got).toMatchObject({ value: '5000.000000', is_return: false, project_name: 'Villa 7' });
    expect(got.lines).toMatchObject([
      { boq_line_id: boqSteel, quantity: '4.0000', unit_cost: '1250.000000' },
    ]);
    const entry = await sql<{ name: string; debit: string; credit: string; dim_id: string | null }>`
      select a.name, l.debit::text, l.credit::text, l.dim_id::text from journal_lines l
      join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
      join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
      where e.document_type = 'construction_stock_out' and e.document_id = ${id} order by l.debit desc`.execute(
      t.db.system,
    );
    expect(entry.rows).toEqual([
      {
        name: 'Construction in progress: Villa 7',
        debit: '5000.000000',
        credit: '0.000000',
        dim_id: project,
      },
      { name: 'Inventory', debit: '0.000000', credit: '5000.000000', dim_id: null },
    ]);
    const edited = await keeper.request('PUT', `${OUTS}/${id}`, {
      order_id: o.id,
      date: TODAY,
      lines: [{ order_line_id: line!.id, quantity: '10' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await orderLines(o.id))[0]).toMatchObject({ issued: '10', reserved: '0' });
    expect((await keeper.request('DELETE', `${OUTS}/${id}`)).statusCode).toBe(204);
    expect((await orderLines(o.id))[0]).toMatchObject({ issued: '0', reserved: '10' });
    // closing releases what is left; nothing more can be issued
    expect((await manager.post(`/api/construction/stock-out-order/${o.id}/close`)).statusCode).toBe(200);
    expect((await orderLines(o.id))[0]).toMatchObject({ reserved: '0' });
    const closed = await issue(o.id, [[line!.id, '1']]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('The order is not approved.');
  });

  it('quantification shows planned against issued per line, building and project, and exports', async () => {
    const lines = (await keeper.post('/api/construction/quantification/list', {})).json();
    const cementRow = lines.data.find((r: { id: string }) => r.id === boqCement);
    expect(cementRow).toMatchObject({
      planned_quantity: '60.0000',
      issued_quantity: '39.0000',
      remaining_quantity: '21.0000',
    });
    const projects = (await keeper.post('/api/construction/quantification/projects/list', {})).json();
    expect(projects.data).toHaveLength(1);
    expect(projects.data[0]).toMatchObject({ project_name: 'Villa 7', planned_cost: '1060000.000000' });
    const buildings = await keeper.post('/api/construction/quantification/buildings/list', {});
    expect(buildings.statusCode).toBe(200);
    const file = await keeper.post('/api/construction/quantification/export', {});
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await engineer.post('/api/construction/quantification/list', {})).statusCode).toBe(403);
  });

  it('imports a bill of quantities, reporting every bad row at once', async () => {
    const upload = (file: Buffer) => {
      const { payload, headers } = multipart([
        { name: 'project_id', value: project },
        { name: 'file', file: { filename: 'boq.xlsx', content: file } },
      ]);
      return engineer.request('POST', '/api/construction/boq-line/import', undefined, { payload, headers });
    };
    const header = ['Code', 'Name', 'Barcode', 'Building', 'Planned quantity', 'Planned cost'];
    const bad = await upload(
      await workbook([
        header,
        ['1.1', 'Walls', cement.barcode, '', '20', '190000'],
        ['1.2', 'Columns', 'no-such-barcode', '', '5', '1'],
        ['1.3', 'Slab', steel.barcode, 'Tower Z', 'many', '1'],
      ]),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toEqual([
      'Row 3: no item has the barcode no-such-barcode.',
      'Row 4: no building is named Tower Z.',
      'Row 4: planned_quantity: Must be a number with at most 4 decimals.',
    ]);
    const good = await upload(
      await workbook([
        header,
        ['1.1', 'Walls', cement.barcode, '', '20', '190000'],
        ['1.2', 'Slab', steel.barcode, '', '80', '100000'],
      ]),
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ imported: 2 });
    const boq = (await engineer.get(`/api/construction/project/${project}/boq`)).json().data;
    expect(boq.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Walls', 'Slab']));
  });

  it("counts the orders waiting for approval on the dashboard of their branch's approvers only", async () => {
    const board = (branch: string, abilities: string[]) =>
      t
        .createUser(s.tenant.tenantId, { abilities: ['dashboard_list', ...abilities], inventories: [branch] })
        .then((u) => t.signIn(u));
    const approver = await board(s.pharmacy, ['construction_stock_out_order_approve']);
    const elsewhere = await board(s.shop, ['construction_stock_out_order_approve']);
    const cashierBoard = await board(s.pharmacy, ['sale_list']);
    const waiting = async (c: Client) => {
      const res = await c.get('/api/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().actions.stock_out_orders_to_approve as number | null;
    };
    const before = await waiting(approver);
    const o = await order([[boqSteel, '1']]);
    expect(await waiting(approver)).toBe(before! + 1);
    expect(await waiting(elsewhere)).toBe(0);
    expect(await waiting(cashierBoard)).toBeNull();
    const approved = await manager.post(`${ORDERS}/${o.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await waiting(approver)).toBe(before);
  });

  it('refuses bad input, missing abilities and other tenants', async () => {
    const bad = await engineer.post(ORDERS, { project_id: project, date: '2026-02-30', lines: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['date', 'lines']));
    const huge = await engineer.post(ORDERS, {
      project_id: project,
      date: TODAY,
      lines: [{ boq_line_id: boqCement, quantity: '1e16' }],
    });
    expect(huge.statusCode).toBe(422);
    expect((await keeper.post(ORDERS, { project_id: project, date: TODAY, lines: [] })).statusCode).toBe(403);
    expect((await engineer.post(OUTS, { order_id: '1', date: TODAY, lines: [] })).statusCode).toBe(403);

    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    const foreign = await stranger.post(ORDERS, {
      project_id: project,
      date: TODAY,
      lines: [{ boq_line_id: boqCement, quantity: '1' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.project_id).toBeDefined();
    expect((await stranger.post(`${ORDERS}/list`, {})).json().data).toEqual([]);
    expect((await stranger.post('/api/construction/quantification/list', {})).json().data).toEqual([]);
  });
});
