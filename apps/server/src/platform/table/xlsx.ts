import type { Writable } from 'node:stream';
import type { PackedRows } from './run.js';
import type { ColumnKind } from './spec.js';
import { ZipWriter } from './zip.js';

export interface SheetColumn {
  header: string;
  key: string;
  kind: ColumnKind;
  /** Stored value -> name in the user's language (see `valueLabels` in contracts). */
  labels?: Record<string, string>;
  /** The column `labels` are looked up by, when not this one (`labelsBy` in contracts' exportQuery). */
  labelsBy?: string;
}

/** A decimal string without trailing zeros, e.g. "1310.50000000" -> "1310.5" (no regex: once per cell). */
function normalise(s: string): string {
  if (s.includes('.')) {
    let end = s.length;
    while (s.charCodeAt(end - 1) === 48) end--;
    if (s.charCodeAt(end - 1) === 46) end--;
    s = s.slice(0, end);
  }
  return s === '-0' ? '0' : s;
}

/**
 * A decimal string becomes an Excel number only when Excel holds it exactly: at most 15 significant digits
 * (Excel keeps no more; a 16-digit id or amount as a number would lose its last digit). Otherwise it stays
 * text so no digit is lost.
 */
export function numberCell(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  const s = normalise(String(value));
  return exact(s) ? Number(s) : s;
}

/**
 * Is `s` (normalised) a plain decimal of at most 15 significant digits, written as a number prints (no
 * leading zeros, below 1e21, not below 1e-6), so that the sheet may write `s` itself as the number?
 * A character loop, once per number cell: no regular expression and no number round trip.
 */
function exact(s: string): boolean {
  const n = s.length;
  const start = s.charCodeAt(0) === 45 ? 1 : 0; // '-'
  let dot = -1;
  let digits = 0; // digits from the first non-zero one
  let zeros = 0; // zeros at the end of those
  let leading = 0; // zeros after the point before the first non-zero digit of a number below 1
  for (let i = start; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (dot >= 0 || i === start || i === n - 1) return false;
      dot = i;
    } else if (c < 48 || c > 57) return false;
    else if (digits === 0 && c === 48) {
      if (dot >= 0) leading++;
    } else {
      digits++;
      zeros = c === 48 ? zeros + 1 : 0;
    }
  }
  const whole = (dot < 0 ? n : dot) - start;
  if (whole < 1 || whole > 21 || (whole > 1 && s.charCodeAt(start) === 48)) return false;
  if (dot >= 0 && (zeros > 0 || leading >= 6)) return false; // '1.50' is not normalised; 1e-7 prints so
  return (dot < 0 ? digits - zeros : digits) <= 15;
}

function dateCell(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  const s = String(value);
  const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const OOXML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

// biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot carry are dropped
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) =>
  SPECIAL.test(s) ? s.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ENTITY[c]!) : s;

/** Style ids of styles.xml below: 1 bold header, 2 date, 3 date-time, 4 number. */
const STYLE: Partial<Record<ColumnKind, number>> = { date: 2, datetime: 3, number: 4 };
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/><numFmt numFmtId="166" formatCode="#,##0.######"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** A, B, ... Z, AA, ... */
function letters(n: number): string {
  let s = '';
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** Leading or trailing white space (tab, new line, space) must be kept explicitly. */
const edgeSpace = (v: string) => v.length > 0 && (v.charCodeAt(0) <= 32 || v.charCodeAt(v.length - 1) <= 32);

const text = (ref: string, value: string, style = '') => {
  const v = esc(value);
  const space = edgeSpace(v) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${v}</t></is></c>`;
};

/** Excel's serial day number of a date (days since 1899-12-30), as the sheet writes it. */
const serial = (d: Date) => `${25569 + d.getTime() / 86_400_000}`;

/** A column as the row loop needs it: its kind and the cell's fixed text (`at` = `<c r="A`). */
interface Col {
  kind: ColumnKind;
  letter: string;
  at: string;
  style: string;
  /** Serial numbers of the dates seen in this column ('2026-11-22' -> '46348'): dates repeat a lot. */
  days: Map<string, string> | undefined;
}

/**
 * One cell as SpreadsheetML (empty for no value), typed as the column's kind; `n` is the row number.
 * The cell reference is the column's letters and the row number: `${c.at}${n}"` is `<c r="A2"`.
 */
function cellXml(c: Col, n: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (c.kind) {
    case 'number':
    case 'id': {
      const v = normalise(String(value)); // numberCell's rule, writing the number's own text
      return exact(v) ? `${c.at}${n}"${c.style}><v>${v}</v></c>` : text(c.letter + n, v, c.style);
    }
    case 'date':
    case 'datetime': {
      if (typeof value === 'string' && value.length === 10 && c.days) {
        let v = c.days.get(value);
        if (v === undefined) {
          const d = dateCell(value);
          v = d ? serial(d) : '';
          if (c.days.size > 4096) c.days.clear();
          c.days.set(value, v);
        }
        return v ? `${c.at}${n}"${c.style}><v>${v}</v></c>` : '';
      }
      const d = dateCell(value);
      return d ? `${c.at}${n}"${c.style}><v>${serial(d)}</v></c>` : '';
    }
    case 'bool': {
      // packed rows carry PostgreSQL's text of a boolean
      const on =
        typeof value === 'string' ? value === 'true' || value === 't' || value === '1' : Boolean(value);
      return `${c.at}${n}" t="b"><v>${on ? 1 : 0}</v></c>`;
    }
    default:
      return text(c.letter + n, String(value));
  }
}

type SheetRows = AsyncIterable<Record<string, unknown>> | PackedRows;

/**
 * Each row's values in the columns' order, a batch at a time: packed rows as they come (streamSheet, the
 * lists' exports); records (statements and other app-made rows) by key, one by one.
 */
async function* valuesOf(rows: SheetRows, keys: readonly string[]): AsyncGenerator<unknown[][]> {
  if ('packed' in rows) yield* rows.batches();
  else for await (const row of rows) yield [keys.map((k) => row[k])];
}

/** Bytes of sheet XML handed to the zip at a time. */
const CHUNK = 128 * 1024;

/**
 * The sheet's XML as UTF-8 in chunks of about 128 kB (each chunk one write into the zip). Each row's text
 * is encoded into the chunk's buffer as soon as it is made: encoding one long string of concatenated rows
 * instead cost half as much again (flattening it, and a whole chunk turning two-byte for one Arabic name).
 */
async function* sheetXml(
  columns: SheetColumn[],
  rows: SheetRows,
  counted: { rows: number },
): AsyncGenerator<string | Buffer> {
  const cols = columns.map((c, i) => ({
    ...c,
    letter: letters(i),
    style: STYLE[c.kind] ? ` s="${STYLE[c.kind]}"` : '',
  }));
  const widths = cols
    .map((c, i) => {
      const w = Math.min(Math.max(c.header.length + 2, c.kind === 'text' ? 24 : 14), 60);
      return `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`;
    })
    .join('');
  const header = cols.map((c) => text(`${c.letter}1`, c.header, ' s="1"')).join('');
  yield `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${widths ? `<cols>${widths}</cols>` : ''}<sheetData><row r="1">${header}</row>`;
  const cells: Col[] = cols.map((c) => ({
    kind: c.kind,
    letter: c.letter,
    at: `<c r="${c.letter}`,
    style: c.style,
    days: c.kind === 'date' || c.kind === 'datetime' ? new Map() : undefined,
  }));
  let chunk = Buffer.allocUnsafe(2 * CHUNK);
  let used = 0;
  let r = 1;
  for await (const batch of valuesOf(
    rows,
    columns.map((c) => c.key),
  )) {
    for (const row of batch) {
      r++;
      const n = String(r);
      let xml = `<row r="${n}">`;
      for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i]!, n, row[i]);
      xml += '</row>';
      const most = 3 * xml.length; // UTF-8 bytes of a UTF-16 code unit
      if (used + most > chunk.length) {
        if (used > 0) yield chunk.subarray(0, used);
        chunk = Buffer.allocUnsafe(Math.max(2 * CHUNK, most));
        used = 0;
      }
      used += chunk.write(xml, used);
      if (used >= CHUNK) {
        yield chunk.subarray(0, used);
        chunk = Buffer.allocUnsafe(2 * CHUNK);
        used = 0;
      }
    }
  }
  counted.rows = r - 1;
  if (used > 0) yield chunk.subarray(0, used);
  yield '</sheetData></worksheet>';
}

/**
 * Writes rows into an xlsx on `out`: the sheet's SpreadsheetML (inline strings, five shared styles) is
 * generated as text and deflated straight into a streamed zip, waiting whenever `out` is full, so time
 * and memory stay flat per row whatever the row count (docs/performance.md, "Sale lines list and export
 * (session 3)"). The file is read by Excel, LibreOffice and exceljs alike.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: SheetColumn[],
  rows: SheetRows,
): Promise<number> {
  const name = esc(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1');
  const zip = new ZipWriter(out);
  await zip.file(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${OOXML}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OOXML}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${OOXML}.styles+xml"/></Types>`,
  );
  await zip.file(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await zip.file(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  await zip.file(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  await zip.file('xl/styles.xml', STYLES);
  const counted = { rows: 0 };
  await zip.file('xl/worksheets/sheet1.xml', sheetXml(columns, rows, counted));
  await zip.finish();
  out.end();
  return counted.rows;
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
