import { MESSAGES } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes, expectLedgerBalanced } from './support/ledger.js';
import { multipart, PDF } from './support/multipart.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let clerk: Client;
let main: string;
let other: string;
let boxes: Awaited<ReturnType<typeof createBoxes>>;
let otherBox: string;
let rent: string;
let fuel: string;
let supplier: string;
const DAY = '2026-11-20';
const BASE = '/api/accounting/expense-document';

const voucher = (over: Record<string, unknown> = {}) => ({
  inventory_id: main,
  date: DAY,
  paid_by: 'cash_box',
  cash_box_id: boxes.iqd,
  currency_code: 'IQD',
  note: 'November',
  lines: [
    { expense_category_id: rent, amount: '250000', note: 'Shop rent' },
    { expense_category_id: fuel, amount: '17500.5' },
  ],
  ...over,
});

/** The open (not reversed) journal lines of a document, by system account. */
async function openLines(id: string) {
  return (
    await sql<Record<string, string | null>>`
    select a.system_key, l.debit::text, l.credit::text, l.currency_code, l.amount::text, l.dim_id::text,
      l.party_type, l.cash_box_id::text
    from journal_lines l
    join journal_entries e on e.tenant_id = l.tenant_id and e.id = l.entry_id
    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
    where e.document_type = 'expense_document' and e.document_id = ${id} and e.reverses_entry_id is null
      and not exists (select 1 from journal_entries r where r.tenant_id = e.tenant_id and r.reverses_entry_id = e.id)
    order by l.id`.execute(t.db.system)
  ).rows;
}

const boxBalance = async (box: string) =>
  (
    await sql<{ b: string }>`select coalesce(sum(amount), 0)::text as b from journal_lines
      where cash_box_id = ${box}`.execute(t.db.system)
  ).rows[0]!.b;

beforeAll(async () => {
  tenant = await t.createTenant();
  [main, other] = tenant.inventoryIds as [string, string];
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: [main, other], name: 'Admin' }),
  );
  clerk = await t.signIn(
    await t.createUser(tenant.tenantId, {
      abilities: [
        'expense_document_list',
        'expense_document_create',
        'expense_document_edit',
        'expense_document_delete',
      ],
      inventories: [main],
      name: 'Shilan',
    }),
  );
  boxes = await createBoxes(t.db.system, tenant.tenantId, main);
  otherBox = (await createBoxes(t.db.system, tenant.tenantId, other)).iqd;
  for (const [box, currency, amount] of [
    [boxes.iqd, 'IQD', '1000000'],
    [boxes.usd, 'USD', '500'],
  ] as const) {
    const res = await admin.post('/api/accounting/cash-box/adjustment-entry', {
      date: DAY,
      cash_box_id: box,
      amount,
      currency_code: currency,
      exchange_rate: currency === 'USD' ? '1310' : undefined,
      direction: 'in',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  rent = (await admin.post('/api/general/expense-category', { name: 'Rent' })).json().id;
  fuel = (await admin.post('/api/general/expense-category', { name: 'Fuel' })).json().id;
  supplier = (await admin.post('/api/supplier', { name: 'Generator Co' })).json().id;
});

afterAll(async () => {
  await expectLedgerBalanced(t.db.system);
});

describe('expense documents', () => {
  it('posts each line to its category and the total out of the box; list, footer and detail', async () => {
    const res = await clerk.post(BASE, voucher());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ invoice_id: 'ED-1', total: '267500.500000' });
    const id = res.json().id;
    expect(await openLines(id)).toEqual([
      {
        system_key: 'expense',
        debit: '250000.000000',
        credit: '0.000000',
        currency_code: 'IQD',
        amount: '250000.000000',
        dim_id: rent,
        party_type: null,
        cash_box_id: null,
      },
      {
        system_key: 'expense',
        debit: '17500.500000',
        credit: '0.000000',
        currency_code: 'IQD',
        amount: '17500.500000',
        dim_id: fuel,
        party_type: null,
        cash_box_id: null,
      },
      {
        system_key: 'cash',
        debit: '0.000000',
        credit: '267500.500000',
        currency_code: 'IQD',
        amount: '-267500.500000',
        dim_id: null,
        party_type: null,
        cash_box_id: boxes.iqd,
      },
    ]);
    expect(await boxBalance(boxes.iqd)).toBe('732499.500000');
    const detail = (await clerk.get(`${BASE}/${id}`)).json();
    expect(detail).toMatchObject({
      invoice_id: 'ED-1',
      paid_by: 'cash_box',
      cash_box_name: 'Main IQD',
      total: '267500.500000',
      invoice_audit_status: false,
      created_by_name: 'Shilan',
    });
    expect(detail.lines.map((l: { expense_category_name: string }) => l.expense_category_name)).toEqual([
      'Rent',
      'Fuel',
    ]);
    const list = (await clerk.post(`${BASE}/list`, { start_date: DAY, end_date: DAY })).json();
    expect(list.data[0]).toMatchObject({ invoice_id: 'ED-1', lines_count: 2, cash_box_name: 'Main IQD' });
    expect(list.footer.total).toBe('267500.500000');
  });

  it('is owed to a supplier in dollars: the lines at the rate, the total on the supplier', async () => {
    const res = await clerk.post(
      BASE,
      voucher({
        paid_by: 'supplier',
        cash_box_id: null,
        supplier_id: supplier,
        currency_code: 'USD',
        exchange_rate: '1310',
        lines: [
          { expense_category_id: fuel, amount: '10.25' },
          { expense_category_id: fuel, amount: '4.75' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const lines = await openLines(res.json().id);
    expect(lines.map((l) => [l.system_key, l.debit, l.credit, l.amount, l.party_type])).toEqual([
      ['expense', '13427.500000', '0.000000', '10.250000', null],
      ['expense', '6222.500000', '0.000000', '4.750000', null],
      ['payable', '0.000000', '19650.000000', '-15.000000', 'supplier'],
    ]);
    const owed = await sql<{ b: string }>`select sum(amount)::text as b from journal_lines
      where party_type = 'supplier' and party_id = ${supplier}`.execute(t.db.system);
    expect(owed.rows[0]!.b).toBe('-15.000000');
  });

  it('edits by reversing and posting again (the number stays); delete reverses', async () => {
    const { id } = (await clerk.post(BASE, voucher())).json();
    const put = await clerk.request(
      'PUT',
      `${BASE}/${id}`,
      voucher({ lines: [{ expense_category_id: rent, amount: '1000' }] }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ invoice_id: 'ED-3', total: '1000.000000' });
    expect((await openLines(id)).map((l) => [l.system_key, l.amount])).toEqual([
      ['expense', '1000.000000'],
      ['cash', '-1000.000000'],
    ]);
    expect(await boxBalance(boxes.iqd)).toBe('731499.500000');
    expect((await clerk.request('DELETE', `${BASE}/${id}`)).statusCode).toBe(204);
    expect(await openLines(id)).toEqual([]);
    expect(await boxBalance(boxes.iqd)).toBe('732499.500000');
    expect((await clerk.get(`${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('never takes a box below zero', async () => {
    const res = await clerk.post(BASE, voucher({ lines: [{ expense_category_id: rent, amount: '800000' }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Not enough money in the cash box Main IQD: it holds 732,500 IQD/);
    expect(await boxBalance(boxes.iqd)).toBe('732499.500000');
  });

  it('keeps one of its own attachments per line, never another record’s', async () => {
    const { id } = (await clerk.post(BASE, voucher())).json();
    const { payload, headers } = multipart([
      { name: 'model_id', value: id },
      { name: 'type', value: 'expense_document' },
      { name: 'attachments[]', file: { filename: 'rent-receipt.pdf', content: PDF } },
    ]);
    const up = await clerk.request('POST', '/api/attachment', undefined, { payload, headers });
    expect(up.statusCode, up.body).toBeLessThan(300);
    const files = (await clerk.get(`/api/attachment?model_id=${id}&type=expense_document`)).json().data;
    const attachment = files[0].id;
    const lines = [{ expense_category_id: rent, amount: '500', attachment_id: attachment }];
    const put = await clerk.request('PUT', `${BASE}/${id}`, voucher({ lines }));
    expect(put.statusCode, put.body).toBe(200);
    expect((await clerk.get(`${BASE}/${id}`)).json().lines[0]).toMatchObject({
      attachment_id: attachment,
      attachment_name: 'rent-receipt',
    });
    const elsewhere = await clerk.post(BASE, voucher({ lines }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors['lines.0.attachment_id']).toEqual([
      'The attachment must be one of this document’s attachments.',
    ]);
  });

  it('is locked once audited', async () => {
    const { id } = (await clerk.post(BASE, voucher())).json();
    const audit = await admin.post('/api/accounting/invoice-audit', {
      id,
      type: 'expense_document',
      invoice_audit_status: true,
    });
    expect(audit.statusCode, audit.body).toBeLessThan(300);
    const put = await clerk.request('PUT', `${BASE}/${id}`, voucher());
    expect([put.statusCode, put.json().message]).toEqual([409, MESSAGES.auditedLocked]);
    const del = await clerk.request('DELETE', `${BASE}/${id}`);
    expect([del.statusCode, del.json().message]).toEqual([409, MESSAGES.auditedLocked]);
    expect((await clerk.get(`${BASE}/${id}`)).json().invoice_audit_status).toBe(true);
  });

  it('answers 422 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [voucher({ lines: [] }), 'lines'],
      [voucher({ cash_box_id: null }), 'cash_box_id'],
      [voucher({ paid_by: 'supplier', cash_box_id: null }), 'supplier_id'],
      [voucher({ paid_by: 'supplier', cash_box_id: null, supplier_id: '999999' }), 'supplier_id'],
      [voucher({ paid_by: 'card' }), 'paid_by'],
      [voucher({ cash_box_id: boxes.usd }), 'cash_box_id'],
      [voucher({ cash_box_id: otherBox, inventory_id: main }), 'cash_box_id'],
      [voucher({ date: '2026-02-30' }), 'date'],
      [voucher({ currency_code: 'USD', cash_box_id: boxes.usd }), 'exchange_rate'],
      [voucher({ lines: [{ expense_category_id: '999999', amount: '1' }] }), 'lines.0.expense_category_id'],
      [voucher({ lines: [{ expense_category_id: rent, amount: '0' }] }), 'lines.0.amount'],
      [voucher({ lines: [{ expense_category_id: rent, amount: '1e16' }] }), 'lines.0.amount'],
      [voucher({ note: 'a\u0000b' }), 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post(BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('exports the list as a spreadsheet', async () => {
    const res = await admin.post(`${BASE}/export`, {
      visibleHeaders: [
        { text: 'Number', value: 'invoice_id' },
        { text: 'Total', value: 'total' },
      ],
      title: 'Expense documents',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0]!.getColumn(1).values;
    expect(values).toContain('ED-1');
  });

  it('needs its abilities and the branch; another tenant sees nothing', async () => {
    const reader = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['expense_document_list'], inventories: [main] }),
    );
    expect((await reader.post(BASE, voucher())).statusCode).toBe(403);
    const nobody = await t.signIn(await t.createUser(tenant.tenantId, { inventories: [main] }));
    expect((await nobody.post(`${BASE}/list`, {})).statusCode).toBe(403);
    // the clerk is not connected to the other branch
    const res = await clerk.post(BASE, voucher({ inventory_id: other, cash_box_id: otherBox }));
    expect(res.statusCode).toBeGreaterThanOrEqual(403);
    const first = (await admin.post(`${BASE}/list`, {})).json().data.at(-1);
    const stranger = await t.createTenant();
    const outsider = await t.signIn(await t.createUser(stranger.tenantId, { superuser: true }));
    expect((await outsider.get(`${BASE}/${first.id}`)).statusCode).toBe(404);
    expect((await outsider.post(`${BASE}/list`, {})).json().data).toEqual([]);
  });
});
