import { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type SheetColumn, writeXlsx } from '../src/platform/table/xlsx.js';
import { zipEntries } from './support/zip.js';

/**
 * The export writer (platform/table/xlsx.ts, zip.ts) over sources that come in batches (read row by row:
 * only streamSheet's packed rows are taken a batch at a time), rows encoded straight into the chunk buffers,
 * and the zip's CRC-32 computed by zlib natively. Every entry is checked against its own data here, not
 * only read back.
 */

function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(c: Buffer, _e, cb) {
      chunks.push(c);
      setImmediate(cb);
    },
  });
  const finished = new Promise<Buffer>((resolve) => out.on('finish', () => resolve(Buffer.concat(chunks))));
  return { out, finished };
}

/** A row source that also offers its batches (`batches()`), as cursor-backed sources may. */
function batched(batches: Record<string, unknown>[][], onClose?: () => void) {
  const gen = (async function* () {
    try {
      for (const b of batches) yield b;
    } finally {
      onClose?.();
    }
  })();
  const rows = (async function* () {
    for await (const b of gen) yield* b;
  })();
  return Object.assign(rows, { batches: () => gen });
}

const columns: SheetColumn[] = [
  { header: 'Id', key: 'id', kind: 'id' },
  { header: 'Name', key: 'name', kind: 'text' },
  { header: 'Day', key: 'day', kind: 'date' },
  { header: 'Amount', key: 'amount', kind: 'number' },
];

describe('xlsx writer: batches, encoding and checksums', () => {
  it('writes batched rows (long and multi-byte ones across chunk bounds) with correct CRC-32s', async () => {
    const long = 'ئەحمەد '.repeat(30_000); // 210,000 characters, ~390 kB of UTF-8: larger than a chunk
    const batches = Array.from({ length: 6 }, (_, b) =>
      Array.from({ length: 1000 }, (_, i) => {
        const r = b * 1000 + i;
        return {
          id: String(r + 1),
          name: r === 2500 ? long : r % 7 === 0 ? `ناو ${r} & <x>` : `name ${r}`,
          day: `2026-${String((r % 12) + 1).padStart(2, '0')}-15`,
          amount: r % 5 === 0 ? null : `${r}.250000`,
        };
      }),
    );
    const { out, finished } = sink();
    expect(await writeXlsx(out, 'Batches', columns, batched(batches))).toBe(6000);
    const file = await finished;

    const found = zipEntries(file);
    expect(found.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    for (const e of found) {
      expect(e.data.length).toBe(e.size);
      expect(crc32(e.data) >>> 0).toBe(e.crc);
    }

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(6001);
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('B9').value).toBe('ناو 7 & <x>');
    expect(sheet.getCell('B2502').value).toBe(long);
    expect(sheet.getCell('C2502').value).toEqual(new Date('2026-05-15T00:00:00Z')); // r = 2500: month 2500 % 12 + 1
    expect(sheet.getCell('D2').value).toBeNull();
    expect(sheet.getCell('D3').value).toBe(1.25);
    expect(sheet.getCell('A6001').value).toBe(6000);
    expect(sheet.getCell('C6001').value).toEqual(new Date('2026-12-15T00:00:00Z'));
  });

  it('the same rows one by one and a batch at a time give the same sheet', async () => {
    const batches = [
      [
        { id: '1', name: ' edge ', day: '2026-01-31', amount: '-0.000000' },
        { id: '007', name: null, day: null, amount: '12345678901234567' },
      ],
      [{ id: '3', name: 'x\u0001y', day: 'not a day', amount: '0.1' }],
    ];
    const sheets: Buffer[] = [];
    const oneByOne = async function* () {
      for (const b of batches) yield* b;
    };
    for (const rows of [batched(batches), oneByOne()]) {
      const { out, finished } = sink();
      expect(await writeXlsx(out, 'Same', columns, rows)).toBe(3);
      sheets.push(zipEntries(await finished).find((e) => e.name === 'xl/worksheets/sheet1.xml')!.data);
    }
    expect(sheets[0]!.toString()).toBe(sheets[1]!.toString());
    expect(sheets[0]!.toString()).toContain(
      '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="inlineStr"><is><t xml:space="preserve"> edge </t></is></c><c r="C2" s="2"><v>46053</v></c><c r="D2" s="4"><v>0</v></c></row>',
    );
    expect(sheets[0]!.toString()).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t>007</t></is></c><c r="D3" s="4" t="inlineStr"><is><t>12345678901234567</t></is></c></row>',
    );
  });

  it('closes a batched source when the reader goes away mid-file', async () => {
    // gone after 256 kB: well inside the sheet (the files before it are a few kB, however they are chunked)
    let taken = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(c: Buffer, _e, cb) {
        taken += c.length;
        if (taken > 256 * 1024) out.destroy();
        setTimeout(cb, 1);
      },
    });
    let closed = false;
    const many = Array.from({ length: 500 }, (_, b) =>
      Array.from({ length: 1000 }, (_, i) => ({ id: String(b * 1000 + i), name: `row ${i}` })),
    );
    await expect(
      writeXlsx(
        out,
        'Gone',
        columns,
        batched(many, () => {
          closed = true;
        }),
      ),
    ).rejects.toThrow();
    expect(closed).toBe(true);
  });
});
