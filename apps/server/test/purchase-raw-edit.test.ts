import { dec, MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';
import { expectStockEqualsMovements } from './support/stock.js';

/** report/purchase-items-raw-edit: the purchase-items grid whose lines are corrected through the purchase's own edit. */
const t = useTestApp();
const PATH = '/api/report/purchase-items-raw-edit';
let tenant: TenantFixture;
let admin: Client;
let editor: Client;
let pharmacy: string;
let supplier: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const DATE = new Date().toISOString().slice(0, 10);

type Row = Record<string, string> & { id: string; product_id: string };

async function item(name: string) {
  const res = await admin.post('/api/general/item', {
    name: `${name} ${Math.random().toString(36).slice(2, 7)}`,
    barcode: `71${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function buy(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/inventory/purchase', {
    supplier_id: supplier,
    inventory_id: pharmacy,
    purchase_date: DATE,
    currency_code: 'IQD',
    lines: lines.map((l) => ({ sale_price: '5000', ...l })),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const detail = (await admin.get(`/api/inventory/purchase/${id}`)).json();
  return { id, lines: detail.lines as Row[], total: detail.total as string };
}

const put = (client: Client, lineId: string, body: unknown) =>
  client.request('PUT', `${PATH}/${lineId}`, body);

const lotQuantity = async (productId: string) =>
  (
    await t.db.system
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).quantity;

/** What the tenant owes the supplier: credit less debit on the supplier's lines. */
async function owed() {
  const r = await sql<{
    owed: string;
  }>`select coalesce(sum(credit - debit), 0)::text as owed from journal_lines
    where tenant_id = ${tenant.tenantId} and party_type = 'supplier' and party_id = ${supplier}`.execute(
    t.db.system,
  );
  return r.rows[0]!.owed;
}

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  editor = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['report_purchase_items_raw_edit', 'purchase_edit'],
      inventories: tenant.inventoryIds,
    }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  supplier = (await admin.post('/api/supplier', { name: 'Raw Edit Supplier' })).json().id;
});

describe('purchase items raw edit', () => {
  it('lists the purchase lines like the purchase-items report, with the export', async () => {
    const a = await item('Listed');
    const p = await buy([{ item_id: a, batch_number: 'L1', quantity: '4', purchase_price: '250' }]);
    const res = await editor.post(`${PATH}/list`, {
      perPage: 100,
      text: [
        {
          column: 'invoice_id',
          symbol: 'ex',
          value: (await admin.get(`/api/inventory/purchase/${p.id}`)).json().invoice_id,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({
      id: p.lines[0]!.id,
      quantity: '4.0000',
      total: '1000.000000',
    });
    const xlsx = await editor.post(`${PATH}/export`, {});
    expect(xlsx.statusCode).toBe(200);
    const reader = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['report_purchase_items'],
        inventories: tenant.inventoryIds,
      }),
    );
    expect((await reader.post(`${PATH}/list`, {})).statusCode).toBe(403);
  });

  it('corrects a line through the purchase edit: line, lot, totals and ledger follow', async () => {
    const a = await item('Corrected');
    const b = await item('Untouched');
    const before = await owed();
    const p = await buy([
      {
        item_id: a,
        batch_number: 'C1',
        quantity: '10',
        bonus: '1',
        purchase_price: '1000',
        sale_price: '1500',
      },
      { item_id: b, batch_number: 'U1', quantity: '5', purchase_price: '300' },
    ]);
    expect(toText(p.total)).toBe('11500');
    const [first, second] = p.lines as [Row, Row];

    const res = await put(editor, first.id, {
      quantity: '12',
      purchase_price: '1100',
      purchase_price_before_discount: '1250',
      discount: '12',
      sale_price: '1700',
      wholesale_price: '1600',
      batch_number: 'C1-fixed',
      expire_date: '2028-01-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as Row;
    expect(row).toMatchObject({
      purchase_id: p.id,
      item_id: a,
      batch_number: 'C1-fixed',
      expire_date: '2028-01-31',
      quantity: '12.0000',
      bonus: '1.0000',
      purchase_price: '1100.000000',
      purchase_price_before_discount: '1250.000000',
      discount: '12.0000',
      sale_price: '1700.000000',
      wholesale_price: '1600.000000',
      total: '13200.000000',
    });

    const after = (await admin.get(`/api/inventory/purchase/${p.id}`)).json();
    expect(toText(after.total)).toBe('14700');
    expect(after.lines).toHaveLength(2);
    expect(after.lines[0]).toMatchObject({ id: row.id, quantity: '12', batch_number: 'C1-fixed' });
    expect(after.lines[1]).toMatchObject({ item_id: b, quantity: '5', purchase_price: '300' });
    expect(after.lines[1].id).not.toBe(second.id); // the document's lines are written again
    expect(toText(await lotQuantity(row.product_id!))).toBe('13');
    expect(
      dec(await owed())
        .minus(before)
        .toFixed(),
    ).toBe('14700');
    await expectStockEqualsMovements(t.db.system);
    await expectLedgerBalanced(t.db.system);
  });

  it('reads a foreign-currency purchase back with its rate and landed costs', async () => {
    const a = await item('Imported');
    const b = await item('Imported too');
    const p = await buy(
      [
        { item_id: a, batch_number: 'F1', quantity: '10', purchase_price: '2' },
        { item_id: b, batch_number: 'F2', quantity: '10', purchase_price: '3' },
      ],
      { currency_code: 'USD', exchange_rate: '1300', expenses: '5' },
    );
    const res = await put(editor, p.lines[1]!.id, { purchase_price: '4' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency_code: 'USD', total: '40.000000' });
    const after = (await admin.get(`/api/inventory/purchase/${p.id}`)).json();
    expect(toText(after.total)).toBe('65');
    expect(toText(after.expenses)).toBe('5');
    expect(toText(after.exchange_rate)).toBe('1300');
    // the landed costs are spread again by the new line values: 5 x 40 / 60 over 10 units
    expect(toText(after.lines[1].cost)).toBe('4.333333');
  });

  it('refuses without both abilities, for another tenant and for an unknown line', async () => {
    const a = await item('Guarded');
    const p = await buy([{ item_id: a, batch_number: 'G1', quantity: '3', purchase_price: '100' }]);
    const lineId = p.lines[0]!.id;
    const rawOnly = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['report_purchase_items_raw_edit'],
        inventories: tenant.inventoryIds,
      }),
    );
    const editOnly = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['purchase_edit'], inventories: tenant.inventoryIds }),
    );
    expect((await put(rawOnly, lineId, { quantity: '4' })).statusCode).toBe(403);
    expect((await put(editOnly, lineId, { quantity: '4' })).statusCode).toBe(403);
    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await put(stranger, lineId, { quantity: '4' })).statusCode).toBe(404);
    expect((await put(editor, '999999999', { quantity: '4' })).statusCode).toBe(404);
    const still = (await admin.get(`/api/inventory/purchase/${p.id}`)).json();
    expect(still.lines[0]).toMatchObject({ id: lineId, quantity: '3' });
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const a = await item('Invalid');
    const p = await buy([{ item_id: a, batch_number: 'V1', quantity: '3', purchase_price: '100' }]);
    const lineId = p.lines[0]!.id;
    for (const body of [
      { quantity: '-1' },
      { quantity: '0' },
      { purchase_price: 'abc' },
      { discount: '150' },
      { cost: '5' },
      { item_id: a },
      {},
    ]) {
      const res = await put(editor, lineId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const bad = await put(editor, lineId, { quantity: '-1' });
    expect(Object.keys(bad.json().errors)).toContain('quantity');
    const still = (await admin.get(`/api/inventory/purchase/${p.id}`)).json();
    expect(still.lines[0]).toMatchObject({ id: lineId, quantity: '3', purchase_price: '100' });
    expect(toText(await lotQuantity(p.lines[0]!.product_id!))).toBe('3');
  });

  it('applies the purchase edit’s own refusals: a sold lot and an amount paid above the new total', async () => {
    const a = await item('Sold');
    const p = await buy([{ item_id: a, batch_number: 'S1', quantity: '6', purchase_price: '500' }]);
    const lot = p.lines[0]!.product_id!;
    const sale = await admin.post('/api/sale', {
      inventory_id: pharmacy,
      sale_date: DATE,
      currency_code: 'IQD',
      cash_box_id: boxes.iqd,
      lines: [{ product_id: lot, sale_quantity: '1', sale_price: '800' }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const sold = await put(editor, p.lines[0]!.id, { quantity: '7' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe(MESSAGES.soldLocked);
    expect(toText(await lotQuantity(lot))).toBe('5');

    const c = await item('Paid');
    const paid = await buy([{ item_id: c, batch_number: 'P1', quantity: '10', purchase_price: '100' }], {
      amount_paid: '800',
      cash_box_id: boxes.iqd,
    });
    const over = await put(editor, paid.lines[0]!.id, { purchase_price: '50' });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toContain('amount_paid');
    const still = (await admin.get(`/api/inventory/purchase/${paid.id}`)).json();
    expect(toText(still.total)).toBe('1000');
  });
});
