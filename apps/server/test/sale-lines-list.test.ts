import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

/**
 * The sale lines list at scale (migration 0020): every line carries its sale's date, the item-name filter
 * goes through the items' name index, and the footer sums only the filtered lines.
 */
const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let pharmacy: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
const D1 = '2026-03-10';
const D2 = '2026-04-20';
const WORD = `Qzv${Math.random().toString(36).slice(2, 6)}`;

async function lot(name: string, client = admin, inventory = pharmacy) {
  const item = await client.post('/api/general/item', {
    name,
    barcode: `64${Date.now()}${Math.floor(Math.random() * 100000)}`,
  });
  expect(item.statusCode, item.body).toBe(201);
  const res = await client.post(`/api/general/item/${item.json().id}/add-to-stock`, {
    products: [
      {
        inventory_id: inventory,
        currency_code: 'IQD',
        cost: '1000',
        sale_price: '1500',
        wholesale_price: '1200',
        quantity: '50',
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().created[0] as string;
}

const sale = (date: string, lines: { product_id: string; sale_quantity: string; sale_price: string }[]) => ({
  inventory_id: pharmacy,
  sale_date: date,
  currency_code: 'IQD',
  cash_box_id: boxes.iqd,
  lines,
});

const lineDates = async (saleId: string) =>
  (
    await t.db.system
      .selectFrom('sale_details')
      .select(sql<string>`sale_date::text`.as('d'))
      .where('sale_id', '=', saleId)
      .execute()
  ).map((r) => r.d);

const list = (body: Record<string, unknown>) => admin.post('/api/report/sale-items/list', body);

let first: string;
let second: string;
let plain: string;

beforeAll(async () => {
  tenant = await t.createTenant();
  pharmacy = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, pharmacy);
  first = await lot(`${WORD} syrup 100 ml`);
  second = await lot(`Tablets ${WORD}`);
  plain = await lot('Plain gauze');
});

describe('sale lines carry their sale date', () => {
  it('writes the date on every line, and an edit that changes the date moves its lines', async () => {
    const res = await admin.post(
      '/api/sale',
      sale(D1, [
        { product_id: first, sale_quantity: '2', sale_price: '1500' },
        { product_id: plain, sale_quantity: '1', sale_price: '1500' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect(await lineDates(id)).toEqual([D1, D1]);
    expect((await list({ start_date: D1, end_date: D1, perPage: 100 })).json().total).toBe(2);

    const put = await admin.request(
      'PUT',
      `/api/sale/${id}`,
      sale(D2, [
        { product_id: first, sale_quantity: '3', sale_price: '1500' },
        { product_id: plain, sale_quantity: '1', sale_price: '1500' },
      ]),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await lineDates(id)).toEqual([D2, D2]);
    expect((await list({ start_date: D1, end_date: D1 })).json()).toMatchObject({ total: 0, data: [] });
    const moved = (await list({ start_date: D2, end_date: D2, perPage: 100 })).json();
    expect(moved.total).toBe(2);
    expect(moved.data.map((r: { sale_date: string }) => r.sale_date)).toEqual([D2, D2]);

    const invariant = await t.db.system
      .selectFrom('sale_details as d')
      .innerJoin('sales as s', (j) =>
        j.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.id', '=', 'd.sale_id'),
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<boolean>`d.sale_date <> s.sale_date`)
      .executeTakeFirstOrThrow();
    expect(invariant.n).toBe(0);
  });
});

describe('the item-name filter and the footer', () => {
  beforeAll(async () => {
    const res = await admin.post(
      '/api/sale',
      sale(D2, [
        { product_id: second, sale_quantity: '4', sale_price: '1500' },
        { product_id: plain, sale_quantity: '5', sale_price: '1000' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('contains, starts and ends with the name, case-insensitively, with totals over the filtered lines only', async () => {
    const co = await list({
      start_date: D2,
      end_date: D2,
      text: [{ column: 'name', symbol: 'co', value: WORD.toLowerCase() }],
      sortBy: 'name',
      sortDir: 'asc',
    });
    expect(co.statusCode, co.body).toBe(200);
    const body = co.json();
    expect(body.total).toBe(2);
    expect(body.data.map((r: { name: string }) => r.name)).toEqual([
      `${WORD} syrup 100 ml`,
      `Tablets ${WORD}`,
    ]);
    expect(body.footer).toMatchObject({ sale_quantity: '7.0000', total_sale_price: '10500.000000' });

    const sw = (await list({ text: [{ column: 'name', symbol: 'sw', value: WORD }] })).json();
    expect(sw.data.map((r: { name: string }) => r.name)).toEqual([`${WORD} syrup 100 ml`]);
    const ew = (await list({ text: [{ column: 'name', symbol: 'ew', value: WORD.toUpperCase() }] })).json();
    expect(ew.data.map((r: { name: string }) => r.name)).toEqual([`Tablets ${WORD}`]);
    const exc = (
      await list({ start_date: D2, end_date: D2, text: [{ column: 'name', symbol: 'exc', value: WORD }] })
    ).json();
    expect(exc.data.map((r: { name: string }) => r.name)).toEqual(['Plain gauze', 'Plain gauze']);
    expect(exc.footer.total_sale_price).toBe('6500.000000');
  });

  it('takes LIKE wildcards in the filter and the search box literally', async () => {
    expect((await list({ text: [{ column: 'name', symbol: 'co', value: '100%' }] })).json().total).toBe(0);
    expect((await list({ text: [{ column: 'name', symbol: 'co', value: '100 ml' }] })).json().total).toBe(1);
    expect((await list({ search: `_${WORD.slice(1)}` })).json().total).toBe(0);
    expect((await list({ search: WORD, start_date: D2, end_date: D2 })).json().total).toBe(2);
  });

  it("never matches another tenant's items, and the name lookup refuses to run without a tenant", async () => {
    const other = await t.createTenant();
    const otherAdmin = await t.signIn(
      await t.createUser(other.tenantId, { superuser: true, inventories: other.inventoryIds }),
    );
    await lot(`${WORD} other tenant`, otherAdmin, other.inventoryIds[0]!);
    const ids = await withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
      sql<{ id: string }>`select bb_item_ids_named(${`%${WORD}%`}) as id`.execute(tx),
    );
    expect(ids.rows).toHaveLength(2);
    const theirs = await withTenant(t.db.system, { tenantId: other.tenantId }, (tx) =>
      sql<{ id: string }>`select bb_item_ids_named(${`%${WORD}%`}) as id`.execute(tx),
    );
    expect(theirs.rows).toHaveLength(1);
    expect((await otherAdmin.post('/api/report/sale-items/list', { search: WORD })).json().total).toBe(0);
    await expect(
      t.db.system.transaction().execute(async (tx) => {
        await sql`set local role erp_app`.execute(tx);
        await sql`select bb_item_ids_named('%a%')`.execute(tx);
      }),
    ).rejects.toThrow(/app.tenant_id is not set/);
  });

  it('exports the filtered lines with their dates, read back cell by cell', async () => {
    const res = await admin.post('/api/report/sale-items/export', {
      start_date: D2,
      end_date: D2,
      text: [{ column: 'name', symbol: 'co', value: WORD }],
      sortBy: 'name',
      sortDir: 'asc',
      visibleHeaders: [
        { text: 'Date', value: 'sale_date' },
        { text: 'Item', value: 'name' },
        { text: 'Quantity', value: 'sale_quantity' },
        { text: 'Total', value: 'total_sale_price' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Item', 'Quantity', 'Total']);
    expect(sheet.getCell('A2').value).toEqual(new Date(`${D2}T00:00:00Z`));
    expect(sheet.getCell('B2').value).toBe(`${WORD} syrup 100 ml`);
    expect(sheet.getCell('C2').value).toBe(3);
    expect(sheet.getCell('D3').value).toBe(6000);
  });

  it('refuses a filter on an unknown column and a missing ability', async () => {
    const bad = await list({ text: [{ column: 'password_hash', symbol: 'co', value: 'x' }] });
    expect(bad.statusCode).toBe(422);
    const cashier = await t.signIn(
      await t.createUser(tenant.tenantId, { inventories: tenant.inventoryIds, abilities: ['sale_create'] }),
    );
    expect((await cashier.post('/api/report/sale-items/list', {})).statusCode).toBe(403);
  });
});
