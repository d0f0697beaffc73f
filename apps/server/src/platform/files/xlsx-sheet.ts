import { formatMessage, MESSAGES } from '@bb/contracts';
import { invalid } from '../errors.js';

/** A cell's value as trimmed text: dates as YYYY-MM-DD, rich text joined, formulas by their result. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (o.richText)
      return o.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return String(o.text).trim();
  }
  return String(v).trim();
}

/** One row of an imported sheet: its number in the sheet and its values by column name. */
export type SheetRow<C extends string> = { row: number } & Record<C, string>;

/**
 * Reads the first sheet of an xlsx upload whose first row names the columns (any case, spaces as
 * underscores): the named columns of every non-empty row, as text. A file that is not a workbook, a
 * missing required column, no rows or more than `maxRows` answer 422 on `file`. Used by the imports
 * (sales, bills of quantities).
 */
export async function readSheetRows<C extends string>(
  buffer: Buffer,
  columns: readonly C[],
  opts: { required: readonly C[]; maxRows: number },
): Promise<SheetRow<C>[]> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalid({ file: [MESSAGES.notXlsx] });
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw invalid({ file: [MESSAGES.noSheet] });
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    header.set(cellText(cell.value).toLowerCase().replaceAll(' ', '_'), col);
  });
  for (const need of opts.required)
    if (!header.has(need)) throw invalid({ file: [formatMessage('importColumnMissing', { column: need })] });
  const rows: SheetRow<C>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const get = (c: string) => (header.has(c) ? cellText(row.getCell(header.get(c)!).value) : '');
    const values = Object.fromEntries(columns.map((c) => [c, get(c)])) as Record<C, string>;
    if (columns.every((c) => values[c] === '')) continue;
    rows.push({ row: r, ...values });
  }
  if (rows.length === 0) throw invalid({ file: [MESSAGES.noRows] });
  if (rows.length > opts.maxRows)
    throw invalid({ file: [formatMessage('importTooManyRows', { max: String(opts.maxRows) })] });
  return rows;
}
