import { add, MESSAGES, toAmount } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../src/modules/ledger/post.js';
import { withTenant } from '../src/platform/db/tenant.js';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let other: Client;
let acme: string;
let beta: string;
let gamma: string;
let delta: string;

const sheetOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};
const NOV = 'start_date=2026-11-01&end_date=2026-11-30';
const oneCurrency = (party: string, currency: string, period = NOV) =>
  admin.get(
    `/api/supplier/detail-account-statement-all-in-one-currency?party_id=${party}&currency_code=${currency}&${period}`,
  );

/** The supplier's journal lines straight from the ledger. */
async function ledgerLines(party: string) {
  const r = await sql<{ date: string; currency_code: string; amount: string; base: string }>`
    select entry_date::text as date, currency_code, amount::text as amount, (debit - credit)::text as base
    from journal_lines where party_type = 'supplier' and party_id = ${party} order by entry_date, id`.execute(
    t.db.system,
  );
  return r.rows;
}

beforeAll(async () => {
  tenant = await t.createTenant();
  const inv = tenant.inventoryIds[0]!;
  admin = await t.signIn(
    await t.createUser(tenant.tenantId, { superuser: true, inventories: tenant.inventoryIds }),
  );
  const stranger = await t.createTenant();
  other = await t.signIn(
    await t.createUser(stranger.tenantId, { superuser: true, inventories: stranger.inventoryIds }),
  );
  const boxes = await createBoxes(t.db.system, tenant.tenantId, inv);
  // a rate in force from 5 November (the fixture's 1310 is in force from today)
  await t.db.system
    .insertInto('exchange_rates')
    .values({
      tenant_id: tenant.tenantId,
      currency_code_from: 'USD',
      currency_code_to: 'IQD',
      exchange_rate: '1250',
      type: 0,
      valid_from: new Date('2026-11-05T00:00:00Z'),
    })
    .execute();
  acme = (await admin.post('/api/supplier', { name: 'Acme Pharma', phone: '0750' })).json().id;
  beta = (await admin.post('/api/supplier', { name: 'Beta Medical' })).json().id;
  await admin.post('/api/supplier', { name: 'Quiet Supplier' });
  gamma = (await admin.post('/api/supplier', { name: 'Gamma Labs' })).json().id;
  delta = (await admin.post('/api/supplier', { name: 'Delta Trading' })).json().id;
  const doc = async (path: string, body: Record<string, unknown>) => {
    const r = await admin.post(path, body);
    expect(r.statusCode, r.body).toBe(201);
  };
  await doc('/api/accounting/capital', {
    date: '2026-10-01',
    cash_box_id: boxes.usd,
    amount: '1000',
    currency_code: 'USD',
    exchange_rate: '1310',
    category_id: (await admin.post('/api/general/shareholder', { name: 'Owner' })).json().id,
  });
  const debt = (date: string, amount: string, currency: string, category: string, rate?: string) =>
    doc('/api/supplier/debt', {
      date,
      amount,
      currency_code: currency,
      category_id: category,
      ...(rate ? { exchange_rate: rate } : {}),
    });
  await debt('2026-10-05', '500', 'USD', acme, '1300');
  await debt('2026-11-03', '100000', 'IQD', acme);
  await doc('/api/supplier/payment', {
    date: '2026-11-04',
    cash_box_id: boxes.usd,
    amount: '200',
    currency_code: 'USD',
    exchange_rate: '1310',
    category_id: acme,
  });
  await debt('2026-11-10', '50000', 'IQD', acme);
  await debt('2026-11-06', '20000', 'IQD', beta);
});

describe('supplier statement in one currency', () => {
  it('in the base currency it is the ledger base value of every line, with a running balance', async () => {
    const res = await oneCurrency(acme, 'IQD');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.supplier).toMatchObject({ id: acme, name: 'Acme Pharma' });
    expect(s.opening_balance).toBe('-650000.000000');
    expect(
      s.data.map((r: Record<string, string>) => [r.date, r.currency_code, r.debit, r.credit, r.balance]),
    ).toEqual([
      ['2026-11-03', 'IQD', '0.000000', '100000.000000', '-750000.000000'],
      ['2026-11-04', 'USD', '262000.000000', '0.000000', '-488000.000000'],
      ['2026-11-10', 'IQD', '0.000000', '50000.000000', '-538000.000000'],
    ]);
    expect(s.data[1]).toMatchObject({ amount: '200.000000', base_amount: '262000.000000', rate: null });
    const ledger = await ledgerLines(acme);
    expect(s.closing_balance).toBe(toAmount(add(...ledger.map((l) => l.base))));
    expect(s).toMatchObject({ total_debit: '262000.000000', total_credit: '150000.000000' });
  });

  it('in a foreign currency, lines of that currency keep their amount and others convert at the rate of their date', async () => {
    const s = (await oneCurrency(acme, 'USD')).json();
    expect(s.opening_balance).toBe('-500.000000');
    // 3 Nov is before every rate: the first known one (1250 from 5 Nov); 10 Nov: 1250 in force
    expect(s.data.map((r: Record<string, string>) => [r.rate, r.debit, r.credit, r.balance])).toEqual([
      ['1250.00000000', '0.000000', '80.000000', '-580.000000'],
      [null, '200.000000', '0.000000', '-380.000000'],
      ['1250.00000000', '0.000000', '40.000000', '-420.000000'],
    ]);
    // agrees with the ledger: USD lines at their amount, IQD base values divided by the rate
    const ledger = await ledgerLines(acme);
    const expected = add(
      ...ledger.map((l) => (l.currency_code === 'USD' ? l.amount : add(l.base).div('1250').toFixed(6))),
    );
    expect(s.closing_balance).toBe(toAmount(expected));
    // an entry that itself converts between the currencies is converted at its own rate (1300), not the day's
    await withTenant(t.db.system, { tenantId: tenant.tenantId }, (tx) =>
      post(tx, {
        date: '2026-12-20',
        documentType: 'supplier_debt',
        lines: [
          {
            account: 'payable',
            side: 'credit',
            amount: '130000',
            currency: 'IQD',
            rate: '1',
            party: { type: 'supplier', id: delta },
          },
          { account: 'fx_clearing', side: 'debit', amount: '130000', currency: 'IQD', rate: '1' },
          { account: 'fx_clearing', side: 'credit', amount: '100', currency: 'USD', rate: '1300' },
          { account: 'opening_balance', side: 'debit', amount: '100', currency: 'USD', rate: '1300' },
        ],
      }),
    );
    const own = (await oneCurrency(delta, 'USD', 'start_date=2026-12-01&end_date=2026-12-31')).json();
    expect(own.data).toEqual([
      expect.objectContaining({ currency_code: 'IQD', rate: '1300.00000000', credit: '100.000000' }),
    ]);
    expect(own.closing_balance).toBe('-100.000000');
    // a period before any movement: opening and closing are zero, no lines
    const early = (await oneCurrency(acme, 'USD', 'start_date=2026-01-01&end_date=2026-01-31')).json();
    expect(early).toMatchObject({ opening_balance: '0', closing_balance: '0', data: [] });
  });

  it('exports the one-currency and the detail statement as xlsx with numbers as numbers', async () => {
    const body = { party_id: acme, currency_code: 'IQD', start_date: '2026-11-01', end_date: '2026-11-30' };
    const one = await admin.post('/api/supplier/detail-account-statement-all-in-one-currency/export', body);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-disposition']).toContain('Acme');
    const sheet = await sheetOf(one.rawPayload);
    // Date, Invoice, Description, Currency, Amount, Rate, Debit, Credit, Balance; opening row first
    expect([2, 3, 4, 5, 6].map((r) => sheet.getRow(r).getCell(9).value)).toEqual([
      -650000, -750000, -488000, -538000, -538000,
    ]);
    expect(sheet.getRow(4).getCell(4).value).toBe('USD');
    expect(sheet.getRow(4).getCell(5).value).toBe(200);

    const detail = await admin.post('/api/supplier/detail-account-statement/export', {
      ...body,
      currency_code: 'USD',
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const d = await sheetOf(detail.rawPayload);
    expect([2, 3, 4].map((r) => d.getRow(r).getCell(6).value)).toEqual([-500, -300, -300]);
    expect(d.getRow(3).getCell(4).value).toBe(200);
  });
});

describe('supplier summary statement', () => {
  it('gives each supplier and currency opening, debit, credit and closing that agree with the balances', async () => {
    const res = await admin.get(`/api/supplier/summary-account-statement?${NOV}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        supplier_id: acme,
        currency_code: 'IQD',
        opening_balance: '0',
        debit: '0',
        credit: '150000.000000',
        closing_balance: '-150000.000000',
      }),
      expect.objectContaining({
        supplier_id: beta,
        currency_code: 'IQD',
        closing_balance: '-20000.000000',
      }),
      expect.objectContaining({
        supplier_id: acme,
        currency_code: 'USD',
        opening_balance: '-500.000000',
        debit: '200.000000',
        credit: '0',
        closing_balance: '-300.000000',
      }),
    ]);
    const list = (await admin.post('/api/supplier/supplier/list', {})).json().data;
    const acmeRow = list.find((r: { id: string }) => r.id === acme);
    for (const b of acmeRow.balance as { currency_code: string; balance: string }[]) {
      const row = rows.find(
        (r: Record<string, string>) => r.supplier_id === acme && r.currency_code === b.currency_code,
      );
      expect(row.closing_balance).toBe(b.balance);
    }
    const usd = (await admin.get(`/api/supplier/summary-account-statement?${NOV}&currency_code=USD`)).json();
    expect(usd.data.map((r: { name: string }) => r.name)).toEqual(['Acme Pharma']);
    const october = (
      await admin.get('/api/supplier/summary-account-statement?start_date=2026-10-01&end_date=2026-10-31')
    ).json();
    expect(october.data).toEqual([expect.objectContaining({ currency_code: 'USD', credit: '500.000000' })]);

    const xlsx = await admin.post('/api/supplier/summary-account-statement/export', {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(xlsx.statusCode).toBe(200);
    const s = await sheetOf(xlsx.rawPayload);
    expect(s.getRow(2).getCell(1).value).toBe('Acme Pharma');
    expect(s.getRow(2).getCell(7).value).toBe(-150000);
    expect(s.getRow(4).getCell(4).value).toBe(-500);
  });
});

describe('refusals', () => {
  it('refuses bad input, an unknown currency or rate, another tenant and a missing ability', async () => {
    expect((await oneCurrency(acme, 'IQD', 'start_date=2026-11-30&end_date=2026-11-01')).statusCode).toBe(
      422,
    );
    expect((await oneCurrency(acme, 'IQD', 'start_date=soon&end_date=2026-11-01')).statusCode).toBe(422);
    expect((await oneCurrency('abc', 'IQD')).statusCode).toBe(422);
    const unknown = await oneCurrency(acme, 'EUR');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('currency_code');
    expect((await oneCurrency('999999999', 'IQD')).statusCode).toBe(404);
    await t.db.system
      .insertInto('currencies')
      .values({ tenant_id: tenant.tenantId, code: 'EUR', name: 'Euro', symbol: 'EUR', decimals: 2 })
      .execute();
    const noRate = await oneCurrency(acme, 'EUR');
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().message).toBe('There is no exchange rate between EUR and IQD.');
    expect(
      (await admin.get('/api/supplier/summary-account-statement?start_date=2026-11-30&end_date=2026-11-01'))
        .statusCode,
    ).toBe(422);

    const reversed = await admin.get(
      `/api/supplier/detail-account-statement?party_id=${acme}&currency_code=IQD&start_date=2026-11-30&end_date=2026-11-01`,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe(MESSAGES.endBeforeStart);
    expect(reversed.json().errors.end_date).toEqual([MESSAGES.endBeforeStart]);

    const body = { party_id: acme, currency_code: 'IQD', start_date: '2026-11-01', end_date: '2026-11-30' };
    expect(
      (
        await other.get(
          `/api/supplier/detail-account-statement-all-in-one-currency?party_id=${acme}&currency_code=IQD&${NOV}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await other.post('/api/supplier/detail-account-statement/export', body)).statusCode).toBe(404);
    expect((await other.get(`/api/supplier/summary-account-statement?${NOV}`)).json().data).toEqual([]);

    const clerk = await t.signIn(
      await t.createUser(tenant.tenantId, { abilities: ['report_supplier_account_statement'] }),
    );
    expect((await clerk.post('/api/supplier/detail-account-statement/export', body)).statusCode).toBe(200);
    expect((await clerk.get(`/api/supplier/summary-account-statement?${NOV}`)).statusCode).toBe(403);
    expect(
      (
        await clerk.get(
          `/api/supplier/detail-account-statement-all-in-one-currency?party_id=${acme}&currency_code=IQD&${NOV}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await clerk.post('/api/supplier/detail-account-statement-all-in-one-currency/export', body))
        .statusCode,
    ).toBe(403);
  });
});

describe('custom field definitions for the party dialogs', () => {
  it('the base-field lookup carries model, type and required flag to any signed-in user', async () => {
    const made = await admin.post('/api/general/base-custom-field', {
      name: 'Tax number',
      model_name: 'Supplier',
      field_type: 'text',
      is_required: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const clerk = await t.signIn(await t.createUser(tenant.tenantId, { abilities: ['supplier_create'] }));
    expect((await clerk.post('/api/general/base-custom-field/list', {})).statusCode).toBe(403);
    const lookup = await clerk.get('/api/general/base-custom-field/list');
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data).toEqual([
      expect.objectContaining({
        name: 'Tax number',
        model_name: 'Supplier',
        field_type: 'text',
        is_required: true,
      }),
    ]);
  });
});

describe('purchasing lists', () => {
  it('return who created each document, when, and whether it is audited', async () => {
    const inv = tenant.inventoryIds[0]!;
    const item = (
      await admin.post('/api/general/item', { name: 'Paracetamol', barcode: `88${Date.now()}` })
    ).json().id;
    const order = await admin.post('/api/inventory/purchase-order', {
      supplier_id: gamma,
      inventory_id: inv,
      date: '2026-12-01',
      currency_code: 'IQD',
      lines: [{ item_id: item, quantity: '3', expected_price: '1000' }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const purchase = await admin.post('/api/inventory/purchase', {
      supplier_id: gamma,
      inventory_id: inv,
      purchase_date: '2026-12-01',
      currency_code: 'IQD',
      lines: [
        { item_id: item, batch_number: 'G1', quantity: '5', purchase_price: '1000', sale_price: '1500' },
      ],
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    const lot = (await admin.get(`/api/inventory/purchase/${purchase.json().id}`)).json().lines[0].product_id;
    const ret = await admin.post('/api/inventory/purchase-return', {
      supplier_id: gamma,
      inventory_id: inv,
      date: '2026-12-02',
      currency_code: 'IQD',
      lines: [{ product_id: lot, quantity: '1', price: '1000' }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    for (const path of ['purchase-order', 'purchase', 'purchase-return']) {
      const rows = (await admin.post(`/api/inventory/${path}/list`, { search: 'Gamma' })).json().data;
      expect(rows, path).toHaveLength(1);
      expect(rows[0], path).toMatchObject({ audited: false, created_by_name: expect.any(String) });
      expect(rows[0].created_at, path).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });
});
