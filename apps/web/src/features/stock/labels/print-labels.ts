import JsBarcode from 'jsbarcode';
import { formatNumber } from '../../../platform/format/numbers';

export interface Label {
  name: string;
  barcode: string;
  sale_price: string;
  currency_code: string;
  /** How many copies to print. */
  count: number;
}

export interface LabelOptions {
  showName: boolean;
  showPrice: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A 13-digit code with a valid check digit prints as EAN-13; anything else as Code 128. */
export function barcodeFormat(code: string): 'EAN13' | 'CODE128' {
  if (!/^\d{13}$/.test(code)) return 'CODE128';
  const d = code.split('').map((c) => c.charCodeAt(0) - 48);
  const sum = d.slice(0, 12).reduce((s, x, i) => s + x * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === d[12] ? 'EAN13' : 'CODE128';
}

/** The barcode as SVG markup (bars and the human-readable digits), drawn by JsBarcode. */
export function barcodeSvg(code: string, doc: Document = document): string {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const options = {
    format: barcodeFormat(code),
    width: 1.6,
    height: 40,
    fontSize: 12,
    margin: 0,
    displayValue: true,
  };
  try {
    JsBarcode(svg, code, options);
  } catch {
    // a code Code 128 cannot draw (characters outside its set): print the text alone
    return `<div class="code">${escapeHtml(code)}</div>`;
  }
  svg.setAttribute('class', 'bars');
  return svg.outerHTML;
}

/** The print page: one 50 x 30 mm label per copy, each with the name, the price and the barcode. */
export function labelsHtml(
  labels: Label[],
  options: LabelOptions,
  meta: { title: string; lang: string; dir: 'ltr' | 'rtl' },
  doc: Document = document,
): string {
  const cells: string[] = [];
  for (const l of labels) {
    const svg = barcodeSvg(l.barcode, doc);
    const price = `${formatNumber(l.sale_price, { maximumFractionDigits: 6 })} ${escapeHtml(l.currency_code)}`;
    const one = `<div class="label">${options.showName ? `<div class="name">${escapeHtml(l.name)}</div>` : ''}${
      options.showPrice ? `<div class="price" dir="ltr">${price}</div>` : ''
    }${svg}</div>`;
    for (let i = 0; i < l.count; i++) cells.push(one);
  }
  return `<!doctype html><html lang="${meta.lang}" dir="${meta.dir}"><head><meta charset="utf-8"><title>${escapeHtml(meta.title)}</title>
<style>
@page{margin:4mm}
body{font-family:system-ui,sans-serif;margin:0;color:#000;background:#fff}
.sheet{display:flex;flex-wrap:wrap;gap:2mm}
.label{inline-size:50mm;block-size:30mm;box-sizing:border-box;border:1px dashed #bbb;padding:1mm;display:flex;flex-direction:column;align-items:center;justify-content:center;overflow:hidden;page-break-inside:avoid;break-inside:avoid}
.name{font-size:9pt;font-weight:600;text-align:center;max-block-size:8mm;overflow:hidden}
.price{font-size:10pt;font-weight:700}
.bars{max-inline-size:48mm;block-size:auto}
.code{font-family:monospace;font-size:10pt}
@media print{.label{border:0}}
</style></head><body><div class="sheet">${cells.join('')}</div></body></html>`;
}

/** Opens the labels in a print window (868 x 700, centred) and prints after a second. */
export function printLabels(html: string): Window | null {
  const w = 868;
  const h = 700;
  const left = Math.max(0, Math.round((window.screen.width - w) / 2));
  const top = Math.max(0, Math.round((window.screen.height - h) / 2));
  const win = window.open('', '_blank', `width=${w},height=${h},left=${left},top=${top}`);
  if (!win) return null;
  win.document.open();
  win.document.write(html);
  win.document.close();
  setTimeout(() => {
    win.focus();
    win.print();
  }, 1000);
  return win;
}
