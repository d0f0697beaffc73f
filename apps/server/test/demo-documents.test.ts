import os from 'node:os';
import { MESSAGES, purchaseInput, purchaseLineInput } from '@bb/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Built, buildApp } from '../src/app.js';
import { bootstrap } from '../src/seed/bootstrap.js';
import { freshDatabase } from './support/database.js';
import { expectLedgerBalanced } from './support/ledger.js';
import { expectStockEqualsMovements } from './support/stock.js';

/**
 * Issue 23: the demo company holds a record of every kind a one-record screen shows (transfers, a goods
 * stock out, purchase orders, a purchase still editable and another partly returned, an expense document, form templates, a letter, a
 * ticket with a comment, payroll runs), each made through its module's rules: the stock equals its
 * movements and the ledger balances right after the seed, and each screen's record answers.
 */
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let built: Built;
let headers: Record<string, string>;
let seedMs: number;

type Row = Record<string, unknown> & { id: string };
const list = async (path: string, body: Record<string, unknown> = {}): Promise<Row[]> => {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/${path}/list`,
    headers,
    payload: { start_date: '2000-01-01', end_date: '2100-12-31', perPage: 50, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const get = async (url: string) => {
  const res = await built.app.inject({ url: `/api/${url}`, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  fresh = await freshDatabase();
  const started = Date.now();
  const result = await bootstrap(fresh.db.system, { adminUsername: 'admin', seedDemo: true });
  seedMs = Date.now() - started;
  built = await buildApp({ db: fresh.db, filesDir: os.tmpdir() });
  const login = await built.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: result.generatedPassword },
  });
  headers = { authorization: `Bearer ${login.json().token}` };
});

afterAll(async () => {
  await built?.app.close();
  await fresh?.drop();
});

describe('the demo company documents', () => {
  it('keeps the stock equal to its movements and the ledger balanced, seeded in seconds', async () => {
    await expectStockEqualsMovements(fresh.db.system);
    await expectLedgerBalanced(fresh.db.system);
    // every stock document of the demo moved stock only through its movements
    const moved = await sql<{ document_type: string }>`select distinct document_type from stock_movements
      order by document_type`.execute(fresh.db.system);
    expect(moved.rows.map((r) => r.document_type)).toEqual(
      expect.arrayContaining(['goods_stock_out', 'item_transfer', 'purchase', 'purchase_return']),
    );
    expect(seedMs).toBeLessThan(20_000);
  });

  it('has one transfer approved (stock moved to the shop) and one waiting for the shop', async () => {
    const rows = await list('inventory/item-transfer');
    expect(rows.map((r) => Number(r.status)).sort()).toEqual([1, 2]);
    for (const r of rows) {
      const t = await get(`inventory/item-transfer/${r.id}`);
      expect(t.lines.length).toBeGreaterThan(0);
      // the approved transfer names the lot it arrived in at the shop; the pending one none yet
      for (const l of t.lines) expect(l.to_product_id === null).toBe(t.status === 1);
    }
  });

  it('has a goods stock out at cost, posted against the stock adjustment account', async () => {
    const [out] = await list('inventory/goods-stock-out');
    const record = await get(`inventory/goods-stock-out/${out!.id}`);
    expect(record.reason).toBe('Bottles broken while unloading');
    expect(record.lines.map((l: { quantity: string }) => Number(l.quantity))).toEqual([3]);
  });

  it('has an order received by a purchase, a pending order, and a return of part of another purchase', async () => {
    const orders = await list('inventory/purchase-order');
    expect(orders.map((o) => Number(o.status)).sort()).toEqual([0, 2]);
    for (const o of orders) await get(`inventory/purchase-order/${o.id}`);
    const purchases = await Promise.all(
      (await list('inventory/purchase')).map((p) => get(`inventory/purchase/${p.id}`)),
    );
    expect(purchases.map((p) => p.invoice_reference).sort()).toEqual(['DW-0415', 'KP-2291']);
    const received = purchases.find((p) => p.invoice_reference === 'KP-2291');
    expect(received.lines).toHaveLength(2);
    expect(received.purchase_order_id).not.toBeNull();
    const [ret] = await list('inventory/purchase-return');
    const r = await get(`inventory/purchase-return/${ret!.id}`);
    expect(r.lines.map((l: { quantity: string }) => Number(l.quantity))).toEqual([6]);
    // the order's lot: 100 paid + 10 free bottles of syrup, untouched; the delivery's water: 120, 6 sent back
    const lots = await sql<{ batch_number: string; quantity: string }>`select batch_number, quantity::text
      from products where batch_number in ('KP-S-88', 'DW-W-04') order by batch_number`.execute(
      fresh.db.system,
    );
    expect(lots.rows).toEqual([
      { batch_number: 'DW-W-04', quantity: '114.0000' },
      { batch_number: 'KP-S-88', quantity: '110.0000' },
    ]);
  });

  it("lets a new user edit the order's purchase, while the returned delivery stays locked", async () => {
    const purchases = await Promise.all(
      (await list('inventory/purchase')).map((p) => get(`inventory/purchase/${p.id}`)),
    );
    const received = purchases.find((p) => p.invoice_reference === 'KP-2291');
    const delivery = purchases.find((p) => p.invoice_reference === 'DW-0415');
    expect([received.sold, delivery.sold]).toEqual([false, true]);
    type Line = Record<string, unknown> & { sale_price: string };
    // the record read back as the input the edit takes (the contract's own fields), the syrup repriced
    const pick = (r: Record<string, unknown>, keys: string[]) =>
      Object.fromEntries(keys.filter((k) => k in r).map((k) => [k, r[k]]));
    const bodyOf = (p: Record<string, unknown> & { lines: Line[] }, note: string) => ({
      ...pick(p, Object.keys(purchaseInput.shape)),
      note,
      lines: p.lines.map((l) => ({
        ...pick(l, Object.keys(purchaseLineInput.shape)),
        sale_price: l.item_id === received.lines[0].item_id ? '1600' : l.sale_price,
      })),
    });
    const put = (p: typeof received, note: string) =>
      built.app.inject({
        method: 'PUT',
        url: `/api/inventory/purchase/${p.id}`,
        headers,
        payload: bodyOf(p, note),
      });
    const edited = await put(received, 'Checked against the invoice');
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await get(`inventory/purchase/${received.id}`);
    expect(after.note).toBe('Checked against the invoice');
    expect(after.total).toBe(received.total);
    expect(Number(after.lines[0].sale_price)).toBe(1600);
    // the delivery six bottles of which went back cannot change
    const refused = await put(delivery, 'Changed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.soldLocked);
    expect((await get(`inventory/purchase/${delivery.id}`)).note).toBe(delivery.note);
    await expectStockEqualsMovements(fresh.db.system);
    await expectLedgerBalanced(fresh.db.system);
  });

  it('has an expense document of two lines paid from the pharmacy box', async () => {
    const [doc] = await list('accounting/expense-document');
    const d = await get(`accounting/expense-document/${doc!.id}`);
    expect(d.total).toMatch(/^227500(\.0+)?$/);
    expect(d.lines).toHaveLength(2);
  });

  it('has the sale contract template in English and Kurdish, and a salary certificate written from its template', async () => {
    const templates = await list('form-template');
    expect(templates.map((t) => t.language).sort()).toEqual(['ckb', 'en']);
    const [letter] = await list('hr/letter');
    const view = await get(`hr/letter/${letter!.id}/view`);
    expect(view.letter_type_name).toBe('Salary certificate');
    expect(view.body_html).toContain('Shirin Ahmed');
    expect(view.body_html).not.toContain('{{');
  });

  it('has a ticket in progress about the pending transfer, with a comment', async () => {
    const [ticket] = await list('ticket');
    const t = await get(`ticket/${ticket!.id}`);
    expect(t.status).toBe('in_progress');
    expect(t.related?.type).toBe('item_transfer');
    const comments = await built.app.inject({
      method: 'POST',
      url: '/api/get-comment',
      headers,
      payload: { model_name: 'ticket', model_id: t.id },
    });
    expect(comments.json().data).toHaveLength(1);
  });

  it("has last month's payroll approved at the pharmacy (entry posted) and pending at the shop", async () => {
    const runs = await list('hr/monthly-payroll');
    expect(runs.map((r) => Number(r.status)).sort()).toEqual([0, 1]);
    for (const r of runs) {
      const run = await get(`hr/monthly-payroll/${r.id}`);
      expect(run.lines.length).toBeGreaterThan(0);
    }
    const posted = await sql<{ n: number }>`select count(*)::int as n from hr_monthly_payrolls
      where journal_entry_id is not null`.execute(fresh.db.system);
    expect(posted.rows[0]!.n).toBe(1);
  });
});
