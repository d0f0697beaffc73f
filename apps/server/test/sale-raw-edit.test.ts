import { dec, MESSAGES, SALE_MESSAGES, toText } from '@bb/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';
import { expectStockEqualsMovements } from './support/stock.js';

/** report/sale-items-raw-edit: the sale-items grid whose lines are corrected through the sale's own edit. */
const t = useTestApp();
const PATH = '/api/report/sale-items-raw-edit';
let tenant: TenantFixture;
let admin: Client;
let editor: Client;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const DATE = new Date().toISOString().slice(0, 10);

type Row = Record<string, string> & { id: string; product_id: string };

async function lot(quantity: string) {
  const item = await admin.post('/api/general/item', {
    name: `Raw sale item ${Math.random().toString(36).slice(2, 8)}`,
    barcode: `72${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(item.statusCode, item.body).toBe(201);
  const res = await admin.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      {
        inventory_id: pharmacy,
        currency_code: 'IQD',
        cost: '1000',
        sale_price: '1500',
        wholesale_price: '1200',
        quantity,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

async function sell(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/sale', {
    inventory_id: pharmacy,
    sale_date: DATE,
    currency_code: 'IQD',
    cash_box_id: boxes.iqd,
    lines,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const detail = (await admin.get(`/api/sale/${id}`)).json();
  return { id, lines: detail.details as Row[] };
}

const put = (client: Client, lineId: string, body: unknown) =>
  client.request('PUT', `${PATH}/${lineId}`, body);

const quantity = async (productId: string) =>
  toText(
    (
      await t.db.system
        .selectFrom('products')
        .select('quantity')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).quantity,
  );

/** What the sale's entries (the posted one and its reversals) put in cash boxes, net. */
async function cashOf(saleId: string) {
  const r = await sql<{ cash: string }>`select coalesce(sum(l.debit - l.credit), 0)::text as cash
    from journal_lines l join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    where e.document_type = 'sale' and e.document_id = ${saleId} and l.cash_box_id is not null`.execute(
    t.db.system,
  );
  return toText(r.rows[0]!.cash);
}

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  editor = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['report_sale_items_raw_edit', 'sale_edit'],
      inventories: tenant.inventoryIds,
    }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
});

describe('sale items raw edit', () => {
  it('lists the sale lines like the sale-items report, with the export', async () => {
    const a = await lot('5');
    const s = await sell([{ product_id: a, sale_quantity: '2', sale_price: '1500' }]);
    const res = await editor.post(`${PATH}/list`, {
      perPage: 100,
      number: [{ column: 'sale_id', symbol: '=', value: s.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ id: s.lines[0]!.id, sale_quantity: '2.0000' });
    expect((await editor.post(`${PATH}/export`, {})).statusCode).toBe(200);
    const reader = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['report_sale_items'],
        inventories: tenant.inventoryIds,
      }),
    );
    expect((await reader.post(`${PATH}/list`, {})).statusCode).toBe(403);
  });

  it('corrects a line through the sale edit: line, stock, totals and ledger follow', async () => {
    const a = await lot('10');
    const b = await lot('10');
    const s = await sell([
      { product_id: a, sale_quantity: '2', sale_price: '1500' },
      { product_id: b, sale_quantity: '1', sale_price: '1500' },
    ]);
    expect(await cashOf(s.id)).toBe('4500');
    const res = await put(editor, s.lines[0]!.id, { sale_quantity: '3', sale_price: '1200', price_type: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as Row;
    expect(row).toMatchObject({
      sale_id: s.id,
      product_id: a,
      sale_quantity: '3.0000',
      sale_price: '1200.000000',
      price_type: 2,
      total_sale_price: '3600.000000',
    });
    const after = (await admin.get(`/api/sale/${s.id}`)).json();
    expect(toText(after.total)).toBe('5100');
    expect(after.details[0]).toMatchObject({ id: row.id, product_id: a });
    expect(after.details[1]).toMatchObject({ product_id: b });
    expect(toText(after.details[1].sale_quantity)).toBe('1');
    expect(await quantity(a)).toBe('7');
    expect(await quantity(b)).toBe('9');
    expect(await cashOf(s.id)).toBe('5100');
    await expectStockEqualsMovements(t.db.system);
    await expectLedgerBalanced(t.db.system);
  });

  it('keeps a customer’s payment and moves the rest of the new total to the debt, up to the maximum debit', async () => {
    const a = await lot('10');
    const c = await admin.post('/api/customer', {
      name: `Raw customer ${Math.random().toString(36).slice(2, 8)}`,
      inventory_id: pharmacy,
      phone: '0770',
      max_amounts: [{ currency_code: 'IQD', amount: '5000' }],
    });
    expect(c.statusCode, c.body).toBe(201);
    const customer = c.json().id as string;
    const debt = async () =>
      toText(
        (
          await sql<{ debt: string }>`select coalesce(sum(debit - credit), 0)::text as debt from journal_lines
            where party_type = 'customer' and party_id = ${customer}`.execute(t.db.system)
        ).rows[0]!.debt,
      );
    const s = await sell([{ product_id: a, sale_quantity: '2', sale_price: '1500' }], {
      customer_id: customer,
      amount_paid: '1000',
    });
    expect(await debt()).toBe('2000');
    const ok = await put(editor, s.lines[0]!.id, { sale_quantity: '4' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await debt()).toBe('5000');
    expect(await cashOf(s.id)).toBe('1000');
    const over = await put(editor, ok.json().id, { sale_quantity: '5' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SALE_MESSAGES.maxDebitExceeded('5000', 'IQD'));
    expect(await debt()).toBe('5000');
    expect(await quantity(a)).toBe('6');
  });

  it('refuses without both abilities, for another tenant, for an unknown line and for a return line', async () => {
    const a = await lot('5');
    const s = await sell([{ product_id: a, sale_quantity: '1', sale_price: '1500' }]);
    const lineId = s.lines[0]!.id;
    const rawOnly = await t.signIn(
      await t.createUser(tenant.tenantId, {
        abilities: ['report_sale_items_raw_edit'],
        inventories: tenant.inventoryIds,
      }),
    );
    const editOnly = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['sale_edit'], inventories: tenant.inventoryIds }),
    );
    expect((await put(rawOnly, lineId, { sale_quantity: '2' })).statusCode).toBe(403);
    expect((await put(editOnly, lineId, { sale_quantity: '2' })).statusCode).toBe(403);
    const other = await t.createTenant();
    const stranger = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    expect((await put(stranger, lineId, { sale_quantity: '2' })).statusCode).toBe(404);
    expect((await put(editor, '999999999', { sale_quantity: '2' })).statusCode).toBe(404);
    const ret = await sell([{ product_id: a, sale_quantity: '1', sale_price: '1500' }], { is_return: true });
    expect((await put(editor, ret.lines[0]!.id, { sale_quantity: '2' })).statusCode).toBe(404);
    expect(await quantity(a)).toBe('5');
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const a = await lot('5');
    const s = await sell([{ product_id: a, sale_quantity: '2', sale_price: '1500' }]);
    const lineId = s.lines[0]!.id;
    for (const body of [
      { sale_quantity: '-1' },
      { sale_quantity: '0' },
      { sale_price: 'x' },
      { price_type: 4 },
      { product_id: a },
      { discount: '5' },
      {},
    ]) {
      const res = await put(editor, lineId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const after = (await admin.get(`/api/sale/${s.id}`)).json();
    expect(after.details[0].id).toBe(lineId);
    expect(toText(after.details[0].sale_quantity)).toBe('2');
    expect(await quantity(a)).toBe('3');
  });

  it('applies the sale edit’s own refusals: not enough quantity and audited', async () => {
    const a = await lot('3');
    const s = await sell([{ product_id: a, sale_quantity: '2', sale_price: '1500' }]);
    const short = await put(editor, s.lines[0]!.id, { sale_quantity: '4' });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect(await quantity(a)).toBe('1');

    const audit = await admin.post('/api/accounting/invoice-audit', {
      id: s.id,
      type: 'sale',
      invoice_audit_status: 1,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const audited = await put(editor, s.lines[0]!.id, { sale_quantity: '1' });
    expect(audited.statusCode).toBe(409);
    expect(audited.json().message).toBe(MESSAGES.auditedLocked);
    expect(await quantity(a)).toBe('1');
    expect(dec(await cashOf(s.id)).toFixed()).toBe('3000');
  });
});
