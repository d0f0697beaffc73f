import { formatNumber } from '../../platform/format/numbers';
import { cellText } from './cells';
import type { TableColumn, TableRow } from './types';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PrintExtras {
  /** Trusted HTML above the title (a document's shop header); every value in it already escaped. */
  headerHtml?: string;
  /** The list's totals rows, as on screen: each its label and its sums by column key. */
  footer?: { label: string; sums: Record<string, string | null> }[];
}

/** A totals row: the label over the columns before the first sum, then each column's sum or nothing. */
function footerRowHtml(columns: TableColumn[], row: { label: string; sums: Record<string, string | null> }) {
  const first = columns.findIndex((c) => c.key in row.sums);
  const span = first === -1 ? columns.length : Math.max(first, 1);
  const cells = columns
    .slice(span)
    .map((c) =>
      c.key in row.sums
        ? `<td class="num">${escapeHtml(formatNumber(row.sums[c.key], { maximumFractionDigits: 6 }))}</td>`
        : '<td></td>',
    )
    .join('');
  return `<tr><th colspan="${span}">${escapeHtml(row.label)}</th>${cells}</tr>`;
}

/** The visible table (its columns and the rows on screen) as a printable page. */
export function printHtml(
  title: string,
  columns: TableColumn[],
  rows: TableRow[],
  dir: 'ltr' | 'rtl',
  lang: string,
  extras: PrintExtras = {},
) {
  const head = columns.map((c) => `<th>${escapeHtml(c.title)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(cellText(c, r))}</td>`).join('')}</tr>`)
    .join('');
  const foot = (extras.footer ?? []).map((f) => footerRowHtml(columns, f)).join('');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:16px;color:#000}
h1{font-size:16px;margin-block:0 12px}
table{border-collapse:collapse;width:100%;font-size:12px}
th,td{border:1px solid #999;padding-block:4px;padding-inline:6px;text-align:start;vertical-align:top}
th{background:#eee}
tfoot th,tfoot td{font-weight:bold;background:#f6f6f6}
td.num{unicode-bidi:isolate}
.shop-header{display:block;margin-block-end:12px;font-size:14px}
img.shop-header{inline-size:100%;max-block-size:30mm;object-fit:contain}
</style></head><body>${extras.headerHtml ?? ''}<h1>${escapeHtml(title)}</h1><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody>${foot ? `<tfoot>${foot}</tfoot>` : ''}</table></body></html>`;
}

/** Prints through a hidden frame (no pop-up to block), removed once the print dialog is done. */
export function printTable(
  title: string,
  columns: TableColumn[],
  rows: TableRow[],
  dir: 'ltr' | 'rtl',
  lang: string,
  extras: PrintExtras = {},
) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    insetInlineStart: '0',
    insetBlockStart: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.append(frame);
  const win = frame.contentWindow;
  if (!win) {
    frame.remove();
    return;
  }
  win.document.open();
  win.document.write(printHtml(title, columns, rows, dir, lang, extras));
  win.document.close();
  win.addEventListener('afterprint', () => frame.remove());
  // a shop header image must be drawn before the print dialog takes the page
  const images = Array.from(win.document.images, (img) => img.decode().catch(() => undefined));
  void Promise.all(images).then(() =>
    setTimeout(() => {
      win.focus();
      win.print();
      setTimeout(() => frame.remove(), 60_000);
    }, 100),
  );
}
