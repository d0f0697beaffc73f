import { readFileSync } from 'node:fs';
import { JOURNAL_DESCRIPTION_TEXTS, SHEET_WORDS } from '@bb/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from './support/app.js';
import type { TenantFixture } from './support/fixtures.js';
import { createBoxes } from './support/ledger.js';

/**
 * Session 11: nothing the server writes into a sheet reaches a user in English only. The statement exports
 * head their columns and write their opening and closing rows in the words the web sends (English without
 * them); the descriptions the server composes with a value (opening stock of an item, the reversal of an
 * entry) are stored as a key and the value, and named in the user's language, as are older rows that hold
 * the English sentence. The Kurdish names are the web's own locale file, sent as the web sends them.
 */
const t = useTestApp();
let tenant: TenantFixture;
let admin: Client;
let ahmed: string;
let box: string;
/** The entry reversed when the debt was edited (its reversal is stored as `reversal — <id>`). */
let edited: string;
/** The entry reversed when the second debt was deleted; its reversal is rewritten as an older English row. */
let deleted: string;

type Locale = { description: Record<string, string>; sheet: Record<string, string> };
const ckb = JSON.parse(
  readFileSync(new URL('../../web/src/locales/ckb/documents.json', import.meta.url), 'utf8'),
) as Locale;
/** What the web sends: the sheet words and every fixed description's stored text -> its Kurdish name. */
const KURDISH = {
  words: ckb.sheet,
  descriptions: Object.fromEntries(
    JOURNAL_DESCRIPTION_TEXTS.map(([text, key]) => [
      text,
      ckb.description[key]!.replace('{{value}}', '{value}'),
    ]),
  ),
};
const reversalKu = (id: string) => ckb.description.reversal!.replace('{{value}}', id);
const period = { start_date: '2026-11-01', end_date: '2026-11-30' };

const sheetOf = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};
const cells = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
const column = (sheet: ExcelJS.Worksheet, header: string) => {
  const at = cells(sheet, 1).indexOf(header) + 1;
  expect(at, `column ${header}`).toBeGreaterThan(0);
  return sheet
    .getColumn(at)
    .values.slice(2)
    .map((v) => (v == null ? '' : String(v)));
};
/** The money headers of an IQD statement in the given words: `<Debit> (IQD)`, credit, balance. */
const moneyHeaders = (w: Record<string, string>) => [w.debit, w.credit, w.balance].map((x) => `${x} (IQD)`);
const fileName = (res: { headers: Record<string, unknown> }) =>
  decodeURIComponent(String(res.headers['content-disposition']));

/**
 * Rewrites an entry's description as an older row held it. Posted entries are never updated (a trigger
 * refuses), so this test alone lifts the triggers for its own transaction.
 */
const asOlderRow = (description: string, where: ReturnType<typeof sql>) =>
  t.db.system.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await sql`update journal_entries set description = ${description}
      where tenant_id = ${tenant.tenantId} and ${where}`.execute(tx);
  });

const entryOf = async (invoice: string) =>
  (
    await sql<{ id: string }>`select journal_entry_id as id from money_documents
      where tenant_id = ${tenant.tenantId} and invoice_id = ${invoice}`.execute(t.db.system)
  ).rows[0]!.id;

beforeAll(async () => {
  tenant = await t.createTenant();
  const inv = tenant.inventoryIds[0]!;
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, inventories: [inv] }));
  box = (await createBoxes(t.db.system, tenant.tenantId, inv)).iqd;
  ahmed = (await admin.post('/api/customer', { name: 'Ahmed', inventory_id: inv, phone: '0770' })).json().id;
  const debt = { inventory_id: inv, currency_code: 'IQD', category_id: ahmed };
  const first = await admin.post('/api/customer/debt', { ...debt, date: '2026-11-03', amount: '100000' });
  expect(first.statusCode, first.body).toBe(201);
  edited = await entryOf(first.json().invoice_id);
  const edit = await admin.request('PUT', `/api/customer/debt/${first.json().id}`, {
    ...debt,
    date: '2026-11-03',
    amount: '80000',
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const second = await admin.post('/api/customer/debt', { ...debt, date: '2026-11-04', amount: '5000' });
  expect(second.statusCode, second.body).toBe(201);
  deleted = await entryOf(second.json().invoice_id);
  expect((await admin.request('DELETE', `/api/customer/debt/${second.json().id}`)).statusCode).toBe(204);
  // a row posted before the key: the English sentence the server used to write
  await asOlderRow(`Reversal of entry ${deleted}`, sql`reverses_entry_id = ${deleted}`);
  const paid = await admin.post('/api/customer/receipt', {
    ...debt,
    date: '2026-11-05',
    cash_box_id: box,
    amount: '30000',
  });
  expect(paid.statusCode, paid.body).toBe(201);
});

const detail = (body: Record<string, unknown> = {}) =>
  admin.post('/api/customer/detail-account-statement/export', {
    party_id: ahmed,
    currency_code: 'IQD',
    ...period,
    ...body,
  });

describe('a detail statement export', () => {
  it('stores the reversal as its key and the entry, not as an English sentence', async () => {
    const q = new URLSearchParams({ party_id: ahmed, currency_code: 'IQD', ...period });
    const res = await admin.get(`/api/customer/detail-account-statement?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json().data as { description: string }[]).map((l) => l.description);
    expect(shown).toContain(`reversal — ${edited}`);
    expect(shown).not.toContain(`Reversal of entry ${edited}`);
  });

  it('is headed and framed in Kurdish, and names new and older reversals in Kurdish', async () => {
    const res = await detail(KURDISH);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    const w = ckb.sheet;
    expect(cells(sheet, 1)).toEqual([w.date, w.invoice, w.description, ...moneyHeaders(w)]);
    const shown = column(sheet, w.description!);
    expect(shown[0]).toBe(w.opening_balance);
    expect(shown.at(-1)).toBe(w.closing_balance);
    expect(shown).toContain(reversalKu(edited));
    expect(shown).toContain(reversalKu(deleted)); // the older English row
    expect(shown.join()).not.toMatch(/Reversal|reversal|Opening|Closing/);
  });

  it('is in English for a client that sends no names', async () => {
    const sheet = await sheetOf((await detail()).rawPayload);
    expect(cells(sheet, 1)).toEqual(['Date', 'Invoice', 'Description', ...moneyHeaders(SHEET_WORDS)]);
    const shown = column(sheet, 'Description');
    expect(shown[0]).toBe('Opening balance');
    expect(shown.at(-1)).toBe('Closing balance');
    expect(shown).toContain(`Reversal of entry ${edited}`);
    expect(shown).toContain(`Reversal of entry ${deleted}`);
  });

  it('refuses a word it does not know or a name that is not text (422)', async () => {
    expect((await detail({ words: { date: 7 } })).statusCode).toBe(422);
    expect((await detail({ words: { weekday: 'Monday' } })).statusCode).toBe(422);
  });
});

describe('a summary statement export', () => {
  const summary = (body: Record<string, unknown> = {}) =>
    admin.post('/api/customer/summary-account-statement/export', { ...period, ...body });

  it('heads its columns and falls back to its title in the words sent', async () => {
    const res = await summary(KURDISH);
    expect(res.statusCode, res.body).toBe(200);
    const w = ckb.sheet;
    expect(cells(await sheetOf(res.rawPayload), 1)).toEqual([
      w.code,
      w.customer,
      w.phone,
      w.currency,
      w.opening_balance,
      w.debit,
      w.credit,
      w.closing_balance,
    ]);
    expect(fileName(res)).toContain(w.customer_summary);
  });

  it('in English without them', async () => {
    const res = await summary();
    expect(cells(await sheetOf(res.rawPayload), 1)).toEqual([
      'Code',
      'Customer',
      'Phone',
      'Currency',
      'Opening balance',
      'Debit',
      'Credit',
      'Closing balance',
    ]);
    expect(fileName(res)).toContain('Customer summary account statement');
  });
});

describe('the cash box statement export', () => {
  it('writes its own headers, opening and closing rows in the words sent', async () => {
    const body = { cash_box_id: box, ...period };
    const ku = await admin.post('/api/accounting/cash-box/detail-account-statement/export', {
      ...body,
      ...KURDISH,
    });
    expect(ku.statusCode, ku.body).toBe(200);
    const w = ckb.sheet;
    const sheet = await sheetOf(ku.rawPayload);
    expect(cells(sheet, 1)).toEqual([w.date, w.description, ...moneyHeaders(w)]);
    const shown = column(sheet, w.description!);
    expect([shown[0], shown.at(-1)]).toEqual([w.opening_balance, w.closing_balance]);
    expect(fileName(ku)).toContain(w.cash_box);
    const en = await admin.post('/api/accounting/cash-box/detail-account-statement/export', body);
    const english = column(await sheetOf(en.rawPayload), 'Description');
    expect([english[0], english.at(-1)]).toEqual(['Opening balance', 'Closing balance']);
    expect(fileName(en)).toContain('Cash box');
  });
});

describe('opening stock', () => {
  let item: string;
  beforeAll(async () => {
    const made = await admin.post('/api/general/item', { name: 'Rice 5 kg', barcode: '6260000007771' });
    expect(made.statusCode, made.body).toBe(201);
    item = made.json().id;
    const stocked = await admin.post(`/api/general/item/${item}/add-to-stock`, {
      products: [
        {
          inventory_id: tenant.inventoryIds[0],
          currency_code: 'IQD',
          cost: '1000',
          sale_price: '1500',
          quantity: '4',
        },
        {
          inventory_id: tenant.inventoryIds[0],
          currency_code: 'IQD',
          cost: '1100',
          batch_number: 'B2',
          sale_price: '1500',
          quantity: '2',
        },
      ],
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    // the second lot's entry as an older row held it
    const lot = stocked.json().created[1];
    await asOlderRow(
      'Opening stock of Rice 5 kg',
      sql`document_type = 'add_to_stock' and document_id = ${lot}`,
    );
  });

  const ledger = (labels?: Record<string, string>) =>
    admin.post('/api/accounting/general-ledger/export', {
      search: 'Rice',
      visibleHeaders: [{ text: 'Description', value: 'description', ...(labels ? { labels } : {}) }],
    });

  it('is stored as its key and the item, and named in Kurdish in the general ledger export, older rows too', async () => {
    const list = await admin.post('/api/accounting/general-ledger/list', { search: 'Rice', perPage: 100 });
    expect(list.statusCode, list.body).toBe(200);
    const stored = (list.json().data as { description: string }[]).map((r) => r.description);
    expect(stored).toContain('opening_stock — Rice 5 kg');
    const res = await ledger(KURDISH.descriptions);
    expect(res.statusCode, res.body).toBe(200);
    const shown = column(await sheetOf(res.rawPayload), 'Description');
    const named = ckb.description.opening_stock!.replace('{{value}}', 'Rice 5 kg');
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(new Set(shown)).toEqual(new Set([named]));
  });
});

describe('account names in a table export', () => {
  it("name a system account by its key in the user's language; an account the company made keeps its name", async () => {
    const accounting = JSON.parse(
      readFileSync(new URL('../../web/src/locales/ckb/accounting.json', import.meta.url), 'utf8'),
    ) as { accounts: Record<string, string> };
    const labels = {
      inventory: accounting.accounts.inventory!,
      opening_balance: accounting.accounts.opening_balance!,
    };
    const res = await admin.post('/api/accounting/general-ledger/export', {
      search: 'Rice',
      visibleHeaders: [{ text: 'حساب', value: 'account_name', labels, labelsBy: 'account_key' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(new Set(column(await sheetOf(res.rawPayload), 'حساب'))).toEqual(new Set(Object.values(labels)));
    // an account without a label keeps its stored name (the customer debt's receivable)
    const other = await admin.post('/api/accounting/general-ledger/export', {
      search: 'CD-',
      visibleHeaders: [{ text: 'حساب', value: 'account_name', labels, labelsBy: 'account_key' }],
    });
    const receivable = (
      await sql<{ name: string }>`select name from accounts
        where tenant_id = ${tenant.tenantId} and system_key = 'receivable'`.execute(t.db.system)
    ).rows[0]!.name;
    expect(column(await sheetOf(other.rawPayload), 'حساب')).toContain(receivable);
    // an account the server named after a record (`Construction in progress: {value}`) is named by its
    // pattern when its key has no label: here a pattern made to match the receivable's stored name
    const pattern = { [`${receivable.slice(0, 4)}{value}`]: 'ناو: {value}' };
    const named = await admin.post('/api/accounting/general-ledger/export', {
      search: 'CD-',
      visibleHeaders: [
        { text: 'حساب', value: 'account_name', labels: { ...labels, ...pattern }, labelsBy: 'account_key' },
      ],
    });
    expect(column(await sheetOf(named.rawPayload), 'حساب')).toContain(`ناو: ${receivable.slice(4)}`);
    const refused = await admin.post('/api/accounting/general-ledger/export', {
      visibleHeaders: [{ text: 'حساب', value: 'account_name', labels, labelsBy: 'no_such_column' }],
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('the stock backup download', () => {
  it('heads its columns in the words sent, in English without them', async () => {
    const b = await admin.post('/api/inventory/stock-backup', { inventory_id: tenant.inventoryIds[0] });
    expect(b.statusCode, b.body).toBe(201);
    const url = `/api/inventory/stock-backup/${b.json().id}/download`;
    const ku = await admin.get(`${url}?${new URLSearchParams({ words: JSON.stringify(ckb.sheet) })}`);
    expect(ku.statusCode, ku.body).toBe(200);
    const w = ckb.sheet;
    expect(cells(await sheetOf(ku.rawPayload), 1)).toEqual([
      w.item,
      w.barcode,
      w.batch,
      w.expiry,
      w.quantity,
      w.cost,
      w.sale_price,
      w.currency,
    ]);
    expect(fileName(ku)).toContain(w.stock_backup);
    const en = await admin.get(url);
    expect(cells(await sheetOf(en.rawPayload), 1)[0]).toBe('Item');
    expect(fileName(en)).toContain('Stock backup');
  });
});
