import { cellText } from './cells';
import type { TableColumn, TableRow } from './types';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The visible table (its columns and the rows on screen) as a printable page. */
export function printHtml(
  title: string,
  columns: TableColumn[],
  rows: TableRow[],
  dir: 'ltr' | 'rtl',
  lang: string,
) {
  const head = columns.map((c) => `<th>${escapeHtml(c.title)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(cellText(c, r))}</td>`).join('')}</tr>`)
    .join('');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:16px;color:#000}
h1{font-size:16px;margin-block:0 12px}
table{border-collapse:collapse;width:100%;font-size:12px}
th,td{border:1px solid #999;padding-block:4px;padding-inline:6px;text-align:start;vertical-align:top}
th{background:#eee}
</style></head><body><h1>${escapeHtml(title)}</h1><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`;
}

/** Prints through a hidden frame (no pop-up to block), removed once the print dialog is done. */
export function printTable(
  title: string,
  columns: TableColumn[],
  rows: TableRow[],
  dir: 'ltr' | 'rtl',
  lang: string,
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
  win.document.write(printHtml(title, columns, rows, dir, lang));
  win.document.close();
  win.addEventListener('afterprint', () => frame.remove());
  setTimeout(() => {
    win.focus();
    win.print();
    setTimeout(() => frame.remove(), 60_000);
  }, 100);
}
