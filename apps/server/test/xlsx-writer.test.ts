import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type SheetColumn, writeXlsx } from '../src/platform/table/xlsx.js';

/** The streamed SpreadsheetML writer (platform/table/xlsx.ts, zip.ts), read back with exceljs. */

/** A sink that takes a chunk only every few milliseconds, so the writer must wait for it. */
function slowSink(delayMs = 0) {
  const chunks: Buffer[] = [];
  const out = new Writable({
    highWaterMark: 16 * 1024,
    write(c: Buffer, _e, cb) {
      chunks.push(c);
      setTimeout(cb, delayMs);
    },
  });
  const finished = new Promise<Buffer>((resolve) => out.on('finish', () => resolve(Buffer.concat(chunks))));
  return { out, finished };
}

async function* rowsOf(rows: Record<string, unknown>[]) {
  for (const r of rows) yield r;
}

async function read(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

describe('xlsx writer (streamed SpreadsheetML)', () => {
  it('escapes markup, drops characters XML cannot hold, keeps edge spaces, writes booleans and date-times', async () => {
    const { out, finished } = slowSink();
    const columns: SheetColumn[] = [
      { header: 'Name <&>', key: 'name', kind: 'text' },
      { header: 'Active', key: 'active', kind: 'bool' },
      { header: 'At', key: 'at', kind: 'datetime' },
      { header: 'Qty', key: 'qty', kind: 'number' },
    ];
    const at = new Date('2026-11-22T14:05:00Z');
    const n = await writeXlsx(
      out,
      'A/B: "sheet" & more that is longer than thirty-one characters',
      columns,
      rowsOf([
        { name: 'Tom & Jerry <b>"x"</b>', active: true, at, qty: '0.0000001' },
        { name: '  padded \u0001text ', active: false, at: null, qty: '-0.000000' },
        { name: 'ئەحمەد', active: null, at: '2026-01-31', qty: null },
      ]),
    );
    expect(n).toBe(3);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await finished) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('A B  "sheet" & more that is lon');
    expect(sheet.getCell('A1').value).toBe('Name <&>');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('Tom & Jerry <b>"x"</b>');
    expect(sheet.getCell('B2').value).toBe(true);
    expect(sheet.getCell('C2').value).toEqual(at);
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('D2').value).toBe('0.0000001');
    expect(sheet.getCell('A3').value).toBe('  padded text ');
    expect(sheet.getCell('B3').value).toBe(false);
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.getCell('D3').value).toBe(0);
    expect(sheet.getCell('D3').numFmt).toBe('#,##0.######');
    expect(sheet.getCell('A4').value).toBe('ئەحمەد');
    expect(sheet.getCell('B4').value).toBeNull();
    expect(sheet.getCell('C4').value).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('streams many rows into a slow reader, waiting for it, and every row reads back', async () => {
    const { out, finished } = slowSink(1);
    const columns: SheetColumn[] = Array.from({ length: 30 }, (_, i) => ({
      header: `c${i}`,
      key: `c${i}`,
      kind: i % 3 === 0 ? 'id' : i % 3 === 1 ? 'text' : 'number',
    }));
    async function* many() {
      for (let r = 0; r < 5000; r++)
        yield Object.fromEntries(
          columns.map((c, i) => [c.key, i % 3 === 1 ? `row ${r} & ${i}` : String(r + i)]),
        );
    }
    const written = writeXlsx(out, 'Many', columns, many());
    // the writer cannot run ahead of the reader: little is buffered while the sink is slow
    await new Promise((r) => setTimeout(r, 50));
    expect(out.writableLength).toBeLessThan(512 * 1024);
    expect(await written).toBe(5000);
    const sheet = await read(await finished);
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getCell('AD5001').value).toBe(4999 + 29);
    expect(sheet.getCell('B5001').value).toBe('row 4999 & 1');
  });

  it('stops with an error, not a hang, when the reader goes away mid-file, and closes the row source', async () => {
    let taken = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(_c, _e, cb) {
        if (++taken === 40) out.destroy(); // well into the sheet
        setTimeout(cb, 1);
      },
    });
    let closed = false;
    async function* endless() {
      try {
        for (let r = 0; ; r++) yield { a: `row ${r}`, b: String(r) };
      } finally {
        closed = true;
      }
    }
    const columns: SheetColumn[] = [
      { header: 'A', key: 'a', kind: 'text' },
      { header: 'B', key: 'b', kind: 'number' },
    ];
    await expect(writeXlsx(out, 'Gone', columns, endless())).rejects.toThrow();
    expect(closed).toBe(true);
  });

  it('writes a valid file with no rows and no columns', async () => {
    const { out, finished } = slowSink();
    expect(await writeXlsx(out, '', [], rowsOf([]))).toBe(0);
    const sheet = await read(await finished);
    expect(sheet.name).toBe('Sheet1');
    expect(sheet.rowCount).toBe(1);
  });
});
