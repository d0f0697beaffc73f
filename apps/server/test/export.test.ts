import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachmentHeader, numberCell, writeXlsx } from '../src/platform/table/xlsx.js';
import { type Client, useTestApp } from './support/app.js';

const t = useTestApp();
let admin: Client;

async function readWorkbook(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

async function* rowsOf(rows: Record<string, unknown>[]) {
  for (const r of rows) yield r;
}

beforeAll(async () => {
  const tenant = await t.createTenant();
  admin = await t.signIn(await t.createUser(tenant.tenantId, { superuser: true, name: 'Admin Person' }));
  await t.createUser(tenant.tenantId, { name: 'کارزان ئەحمەد', abilities: ['sale_create'] });
  await t.createUser(tenant.tenantId, { name: 'Disabled One', status: 0 });
});

describe('xlsx writer', () => {
  it('keeps numbers as numbers, exact digits as text, dates as dates', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((r) => out.on('end', r));
    await writeXlsx(
      out,
      'Amounts',
      [
        { header: 'Id', key: 'id', kind: 'id' },
        { header: 'Amount', key: 'amount', kind: 'number' },
        { header: 'Day', key: 'day', kind: 'date' },
        { header: 'Name', key: 'name', kind: 'text' },
      ],
      rowsOf([
        { id: '1', amount: '1310.50000000', day: '2026-11-22', name: 'پاراسیتامۆل' },
        { id: '2', amount: '123456789012345678.123456', day: null, name: null },
        { id: '3', amount: '-0.000001', day: '2026-01-31', name: '12 (USD)' },
      ]),
    );
    await done;
    const sheet = await readWorkbook(Buffer.concat(chunks));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Amount', 'Day', 'Name']);
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('B2').value).toBe(1310.5);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B3').value).toBe('123456789012345678.123456');
    expect(sheet.getCell('B4').value).toBe(-0.000001);
    expect(sheet.getCell('C2').value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.getCell('D2').value).toBe('پاراسیتامۆل');
    expect(sheet.getCell('D4').value).toBe('12 (USD)');
  });

  it('turns a decimal into a number only when Excel keeps every digit (15 significant)', () => {
    expect(numberCell('100.000000')).toBe(100);
    expect(numberCell('999999999999999')).toBe(999999999999999);
    expect(numberCell('9999999999999999')).toBe('9999999999999999');
    // exact as a double, but Excel would show 1234567890123450
    expect(numberCell('1234567890123456')).toBe('1234567890123456');
    expect(numberCell('12345678901234.5')).toBe(12345678901234.5);
    expect(numberCell('123456789012345.5')).toBe('123456789012345.5');
    expect(numberCell('1000000000000000000')).toBe(1e18);
    expect(numberCell('-1310.500000')).toBe(-1310.5);
    expect(numberCell('-0.000000')).toBe(0);
    expect(numberCell('0.000001')).toBe(0.000001);
    expect(numberCell('0.0000001')).toBe('0.0000001');
    expect(numberCell('007')).toBe('007');
    expect(numberCell('1e5')).toBe('1e5');
    expect(numberCell('12 (USD)')).toBe('12 (USD)');
    expect(numberCell('0.1')).toBe(0.1);
    expect(numberCell(null)).toBeNull();
  });

  it('names the file from the title and local time, with a UTF-8 form for non-Latin titles', () => {
    const h = attachmentHeader('بەکارهێنەران', '2026-11-22 14:05');
    expect(h).toContain('filename="');
    expect(decodeURIComponent(h.split("UTF-8''")[1]!)).toBe('بەکارهێنەران 2026-11-22 14-05.xlsx');
  });
});

describe('POST {resource}/export', () => {
  it('streams the filtered list with the visible headers, read back cell by cell', async () => {
    const res = await admin.post('/api/users/export', {
      visibleHeaders: [
        { text: 'ناو', value: 'name' },
        { text: 'Status', value: 'status' },
        { text: 'Created', value: 'created_at' },
      ],
      sortBy: 'name',
      sortDir: 'asc',
      text: [{ column: 'name', symbol: 'exc', value: 'admin' }],
      title: 'Users',
      localTime: '2026-11-22 09:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Users 2026-11-22 09-30.xlsx');
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, 'ناو', 'Status', 'Created']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A2').value).toBe('Disabled One');
    expect(sheet.getCell('B2').value).toBe(0);
    expect(sheet.getCell('A3').value).toBe('کارزان ئەحمەد');
    expect(sheet.getCell('B3').value).toBe(1);
    expect(sheet.getCell('C3').value).toBeInstanceOf(Date);
  });

  it('writes booleans, markup, empty values and date-times of a list exactly as the list answers them', async () => {
    const made = await admin.post('/api/general/item', {
      name: 'Syrup <5 ml> & "kids"',
      barcode: `88${Date.now()}`,
      stockable: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    // a control character the API would not take: it must not shift the columns after it (XML cannot hold it)
    await sql`update items set name = name || chr(1) || '!' where id = ${made.json().id}`.execute(
      t.db.system,
    );
    const visibleHeaders = ['name', 'stockable', 'is_hidden', 'created_at', 'scientific_name'].map(
      (value) => ({
        text: value,
        value,
      }),
    );
    const listed = (await admin.post('/api/general/item/list', { perPage: 10 })).json().data;
    const res = await admin.post('/api/general/item/export', { visibleHeaders });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.rowCount).toBe(1 + listed.length);
    const row = listed.findIndex((r: { id: string }) => r.id === made.json().id) + 2;
    expect(sheet.getCell(`A${row}`).value).toBe('Syrup <5 ml> & "kids"!');
    expect(sheet.getCell(`B${row}`).value).toBe(false);
    expect(sheet.getCell(`C${row}`).value).toBe(false);
    const created = listed[row - 2].created_at as string;
    expect((sheet.getCell(`D${row}`).value as Date).getTime()).toBe(new Date(created).getTime());
    expect(sheet.getCell(`E${row}`).value).toBeNull(); // no scientific name: no cell
  });

  it('exports no column when none is visible: the rows are there, empty', async () => {
    const res = await admin.post('/api/users/export', { visibleHeaders: [] });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.actualColumnCount).toBe(0);
  });

  it('refuses an unknown header column before sending anything', async () => {
    const res = await admin.post('/api/users/export', {
      visibleHeaders: [{ text: 'x', value: 'password_hash' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['visibleHeaders.0.value']);
  });

  it('refuses a bad filter with 422 JSON, not a broken file', async () => {
    const res = await admin.post('/api/users/export', { sortBy: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
