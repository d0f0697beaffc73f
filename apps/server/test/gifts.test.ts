import { MESSAGES } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let clerk: Client;
let pharmacy: string;
let shop: string;
let lotA: string;
let lotB: string;
let usdLot: string;
let shopLot: string;
let customer: string;
const TODAY = new Date().toISOString().slice(0, 10);
const BASE = '/api/inventory/gift';

const qty = async (id: string) =>
  (await t.db.system.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow())
    .quantity;

/** The open (not reversed) journal lines of a gift, by system account. */
async function openLines(giftId: string) {
  return (
    await sql<{ system_key: string; debit: string; credit: string; currency_code: string }>`
    select a.system_key, l.debit::text, l.credit::text, l.currency_code
    from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where e.document_type = 'gift' and e.document_id = ${giftId} and e.reverses_entry_id is null
      and not exists (select 1 from journal_entries r where r.tenant_id = e.tenant_id and r.reverses_entry_id = e.id)
    order by l.id`.execute(t.db.system)
  ).rows;
}

/** Net of every line ever posted for a gift (originals and reversals) per account. */
async function netByAccount(giftId: string) {
  return (
    await sql<{ system_key: string; net: string }>`
    select a.system_key, sum(l.debit - l.credit)::text as net
    from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where e.document_type = 'gift' and e.document_id = ${giftId}
    group by a.system_key order by a.system_key`.execute(t.db.system)
  ).rows;
}

const gift = (over: Record<string, unknown> = {}) => ({
  inventory_id: pharmacy,
  date: TODAY,
  reason: 'Loyal customer',
  lines: [{ product_id: lotA, quantity: '3' }],
  ...over,
});

beforeAll(async () => {
  tenant = await t.createTenant();
  [pharmacy, shop] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: [pharmacy, shop], name: 'Admin' }),
  );
  clerk = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: ['gift_list', 'gift_create', 'gift_edit', 'gift_delete'],
      inventories: [pharmacy],
    }),
  );
  const item = (await admin.post('/api/general/item', { name: 'Perfume', barcode: 'PF-1' })).json();
  const lots = (p: Record<string, unknown>) => ({ currency_code: 'IQD', sale_price: '9000', ...p });
  const res = await admin.post(`/api/general/item/${item.id}/add-to-stock`, {
    products: [
      lots({ inventory_id: pharmacy, cost: '2500', quantity: '20', batch_number: 'A' }),
      lots({ inventory_id: pharmacy, cost: '1000.5', quantity: '5', batch_number: 'B' }),
      lots({
        inventory_id: pharmacy,
        currency_code: 'USD',
        exchange_rate: '1310',
        cost: '2.5',
        sale_price: '7',
        quantity: '4',
        batch_number: 'U',
      }),
      lots({ inventory_id: shop, cost: '2500', quantity: '10', batch_number: 'S' }),
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  [lotA, lotB, usdLot, shopLot] = res.json().created;
  const c = await admin.post('/api/customer', { name: 'Rezan', inventory_id: pharmacy, phone: '0770' });
  expect(c.statusCode, c.body).toBe(201);
  customer = c.json().id;
});

describe('gifts', () => {
  it('gives stock away at base cost: G- number, stock out, expense against inventory, list and detail', async () => {
    const res = await clerk.post(
      BASE,
      gift({
        customer_id: customer,
        note: 'Eid',
        lines: [
          { product_id: lotA, quantity: '3' },
          { product_id: lotB, quantity: '1.5' },
          { product_id: usdLot, quantity: '1' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // 3 x 2500 + 1.5 x 1000.5 + 1 x (2.5 x 1310) = 7500 + 1500.75 + 3275
    expect(res.json()).toMatchObject({ invoice_id: 'G-1', value: '12275.750000' });
    const id = res.json().id;
    expect([await qty(lotA), await qty(lotB), await qty(usdLot)]).toEqual(['17.0000', '3.5000', '3.0000']);
    expect(await openLines(id)).toEqual([
      { system_key: 'expense', debit: '12275.750000', credit: '0.000000', currency_code: 'IQD' },
      { system_key: 'inventory', debit: '0.000000', credit: '12275.750000', currency_code: 'IQD' },
    ]);
    const moves = await sql<{ product_id: string; quantity: string }>`
      select product_id, quantity::text from stock_movements where document_type = 'gift' and document_id = ${id}
      order by product_id`.execute(t.db.system);
    expect(moves.rows.map((m) => m.quantity)).toEqual(['-3.0000', '-1.5000', '-1.0000']);

    const detail = (await clerk.get(`${BASE}/${id}`)).json();
    expect(detail).toMatchObject({
      invoice_id: 'G-1',
      customer_name: 'Rezan',
      reason: 'Loyal customer',
      note: 'Eid',
      date: TODAY,
      invoice_audit_status: false,
    });
    expect(detail.lines.map((l: { batch_number: string; unit_cost: string }) => l.unit_cost)).toEqual([
      '2500.000000',
      '1000.500000',
      '3275.000000',
    ]);
    const list = (await clerk.post(`${BASE}/list`, { start_date: TODAY, end_date: TODAY })).json();
    expect(list.data[0]).toMatchObject({
      invoice_id: 'G-1',
      customer_name: 'Rezan',
      lines_count: 3,
      total_quantity: '5.5000',
      value: '12275.750000',
    });
    expect(list.footer.value).toBe('12275.750000');
    const log = await sql<{ event: string }>`select event from activity_log where log_name = 'gifts'
      and subject_id = ${id} order by id`.execute(t.db.system);
    expect(log.rows[0]?.event).toBe('created');
    // attachments and comments hang off the gift
    const comment = await clerk.post('/api/comment', {
      model_name: 'gift',
      model_id: id,
      description: 'Given at the counter',
    });
    expect(comment.statusCode, comment.body).toBeLessThan(300);
  });

  it('exports the list as a spreadsheet', async () => {
    const res = await admin.post(`${BASE}/export`, {
      visibleHeaders: [
        { text: 'Number', value: 'invoice_id' },
        { text: 'Value', value: 'value' },
      ],
      title: 'Gifts',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe('G-1');
    expect(sheet.getCell('B2').value).toBe(12275.75);
  });

  it('edits by putting the old lines back and taking the new ones; delete restores and reverses', async () => {
    const { id, invoice_id } = (
      await clerk.post(BASE, gift({ lines: [{ product_id: lotA, quantity: '2' }] }))
    ).json();
    expect(invoice_id).toBe('G-2');
    expect(await qty(lotA)).toBe('15.0000');
    const put = await clerk.request(
      'PUT',
      `${BASE}/${id}`,
      gift({ lines: [{ product_id: lotB, quantity: '1' }] }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ invoice_id: 'G-2', value: '1000.500000' });
    expect([await qty(lotA), await qty(lotB)]).toEqual(['17.0000', '2.5000']);
    expect(await openLines(id)).toEqual([
      { system_key: 'expense', debit: '1000.500000', credit: '0.000000', currency_code: 'IQD' },
      { system_key: 'inventory', debit: '0.000000', credit: '1000.500000', currency_code: 'IQD' },
    ]);
    const moved = await clerk.request(
      'PUT',
      `${BASE}/${id}`,
      gift({ inventory_id: shop, lines: [{ product_id: shopLot, quantity: '1' }] }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('inventory_id');

    expect((await clerk.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(204);
    expect(await qty(lotB)).toBe('3.5000');
    expect(await openLines(id)).toEqual([]);
    expect(await netByAccount(id)).toEqual([
      { system_key: 'expense', net: '0.000000' },
      { system_key: 'inventory', net: '0.000000' },
    ]);
    expect((await clerk.get(`${BASE}/${id}`)).statusCode).toBe(404);
    const log = await sql<{ event: string }>`select event from activity_log where log_name = 'gifts'
      and subject_id = ${id} and subject_table = 'gifts' order by id`.execute(t.db.system);
    expect(log.rows.map((r) => r.event)).toEqual(['created', 'updated', 'deleted']);
  });

  it("refuses more than the lot holds with 'no enough quantity' and leaves stock and numbers untouched", async () => {
    const before = await qty(lotB);
    const res = await clerk.post(BASE, gift({ lines: [{ product_id: lotB, quantity: '100' }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect(await qty(lotB)).toBe(before);
    // the failed gift gave its number back
    const next = await clerk.post(BASE, gift({ lines: [{ product_id: lotB, quantity: '0.5' }] }));
    expect(next.json().invoice_id).toBe('G-3');
    // an edit that would overdraw is refused as a whole
    const over = await clerk.request(
      'PUT',
      `${BASE}/${next.json().id}`,
      gift({ lines: [{ product_id: lotB, quantity: '50' }] }),
    );
    expect(over.json().message).toBe(MESSAGES.noEnoughQuantity);
    expect(await qty(lotB)).toBe('3.0000');
  });

  it('makes one gift for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'gift-key-0001' };
    const first = await clerk.request('POST', BASE, gift(), { headers });
    const again = await clerk.request('POST', BASE, gift(), { headers });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const count = await sql<{
      n: string;
    }>`select count(*)::text as n from gifts where invoice_id = ${first.json().invoice_id}`.execute(
      t.db.system,
    );
    expect(count.rows[0]!.n).toBe('1');
    expect((await clerk.request('DELETE', `${BASE}/${first.json().id}`)).statusCode).toBe(204);
  });

  it('is locked once audited', async () => {
    const { id } = (await clerk.post(BASE, gift({ lines: [{ product_id: lotA, quantity: '1' }] }))).json();
    const audit = await admin.post('/api/accounting/invoice-audit', {
      id,
      type: 'gift',
      invoice_audit_status: true,
    });
    expect(audit.statusCode, audit.body).toBeLessThan(300);
    const put = await clerk.request(
      'PUT',
      `${BASE}/${id}`,
      gift({ lines: [{ product_id: lotA, quantity: '2' }] }),
    );
    expect([put.statusCode, put.json().message]).toEqual([409, MESSAGES.auditedLocked]);
    const del = await clerk.request('DELETE', `${BASE}/${id}`);
    expect([del.statusCode, del.json().message]).toEqual([409, MESSAGES.auditedLocked]);
    expect((await clerk.get(`${BASE}/${id}`)).json().invoice_audit_status).toBe(true);
  });

  it('answers 422 for bad input', async () => {
    const cases = [
      gift({ lines: [] }),
      gift({ lines: [{ product_id: lotA, quantity: '0' }] }),
      gift({ lines: [{ product_id: lotA, quantity: '-1' }] }),
      gift({ lines: [{ product_id: lotA, quantity: 'abc' }] }),
      gift({ date: '22/11/2026' }),
      gift({ reason: '  ' }),
      gift({ inventory_id: 'x' }),
      gift({ customer_id: '999999999' }),
      gift({ inventory_id: '999999999' }),
      gift({ lines: [{ product_id: '999999999', quantity: '1' }] }),
      gift({ lines: [{ product_id: shopLot, quantity: '1' }] }),
      gift({
        lines: [
          { product_id: lotA, quantity: '1' },
          { product_id: lotA, quantity: '1' },
        ],
      }),
    ];
    for (const body of cases) {
      const res = await admin.post(BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await admin.request('PUT', `${BASE}/abc`, gift())).statusCode).toBe(422);
  });

  it('needs the gift abilities and the branch; another tenant sees nothing', async () => {
    const nobody = await t.signIn(await t.createUser(tenant.tenantId, { inventories: [pharmacy] }));
    const reader = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['gift_list'], inventories: [pharmacy] }),
    );
    const { id } = (await clerk.post(BASE, gift({ lines: [{ product_id: lotA, quantity: '1' }] }))).json();
    expect((await nobody.post(`${BASE}/list`, {})).statusCode).toBe(403);
    expect((await nobody.get(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await reader.post(`${BASE}/list`, {})).statusCode).toBe(200);
    expect((await reader.post(BASE, gift())).statusCode).toBe(403);
    expect((await reader.request('PUT', `${BASE}/${id}`, gift())).statusCode).toBe(403);
    expect((await reader.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
    // the clerk works in the pharmacy only
    const other = await clerk.post(
      BASE,
      gift({ inventory_id: shop, lines: [{ product_id: shopLot, quantity: '1' }] }),
    );
    expect(other.statusCode).toBe(403);
    const shopGift = (
      await admin.post(BASE, gift({ inventory_id: shop, lines: [{ product_id: shopLot, quantity: '1' }] }))
    ).json();
    expect(shopGift.invoice_id).toBe('G-1'); // numbered per branch
    expect((await clerk.get(`${BASE}/${shopGift.id}`)).statusCode).toBe(403);
    expect((await clerk.request('DELETE', `${BASE}/${shopGift.id}`)).statusCode).toBe(403);
    const clerkList = (await clerk.post(`${BASE}/list`, { perPage: 100 })).json();
    expect(clerkList.data.some((r: { id: string }) => r.id === shopGift.id)).toBe(false);
    expect(await qty(shopLot)).toBe('9.0000');

    const stranger = await t.createTenant();
    const outsider = await t.signIn(
      await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
    );
    expect((await outsider.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await outsider.post(`${BASE}/list`, {})).json().total).toBe(0);
    const theirs = await outsider.post(BASE, {
      ...gift({ inventory_id: stranger.inventoryIds[0] }),
      lines: [{ product_id: lotA, quantity: '1' }],
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toHaveProperty(['lines.0.product_id']);
    expect((await admin.get(`${BASE}/${id}`)).statusCode).toBe(200);
  });
});
