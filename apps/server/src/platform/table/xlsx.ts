import type { Writable } from 'node:stream';
import type { ColumnKind } from './spec.js';

export interface SheetColumn {
  header: string;
  key: string;
  kind: ColumnKind;
}

/** A decimal string without trailing zeros, e.g. "1310.50000000" -> "1310.5". */
const normalise = (s: string) =>
  (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s).replace(/^-0$/, '0');

/**
 * A decimal string becomes an Excel number only when the number holds it exactly; otherwise it stays
 * text so no digit is lost (Excel keeps 15 significant digits).
 */
export function numberCell(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  const s = normalise(String(value));
  const n = Number(s);
  return Number.isFinite(n) && normalise(String(n)) === s ? n : s;
}

function dateCell(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  const s = String(value);
  const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

function cell(kind: ColumnKind, value: unknown): unknown {
  switch (kind) {
    case 'number':
    case 'id':
      return numberCell(value);
    case 'date':
    case 'datetime':
      return dateCell(value);
    case 'bool':
      return value === null || value === undefined ? null : Boolean(value);
    default:
      return value === null || value === undefined ? null : String(value);
  }
}

/**
 * Writes rows into an xlsx on `out` with exceljs's streaming writer: each row is committed as it
 * comes, so memory stays flat whatever the row count.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: SheetColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
): Promise<number> {
  // loaded on the first export, not at start-up (it costs most of a second to load)
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.min(Math.max(c.header.length + 2, c.kind === 'text' ? 24 : 14), 60),
    style:
      c.kind === 'date'
        ? { numFmt: 'dd/mm/yyyy' }
        : c.kind === 'datetime'
          ? { numFmt: 'dd/mm/yyyy hh:mm' }
          : c.kind === 'number'
            ? { numFmt: '#,##0.######' }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cell(c.kind, row[c.key])]))).commit();
    count++;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** `Title 2026-11-22 14-05.xlsx`, with an ASCII fallback for old clients. */
export function attachmentHeader(title: string, localTime: string | undefined): string {
  const stamp = (localTime ?? new Date().toISOString().slice(0, 16).replace('T', ' ')).replace(
    /[:/\\]/g,
    '-',
  );
  const name =
    `${title} ${stamp}`
      .replace(/[\p{Cc}"\\/:*?<>|]+/gu, ' ')
      .trim()
      .slice(0, 150) || 'export';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`;
}
