import {
  type InvoicePrint,
  isZero,
  money,
  type PrintLabels,
  type PrintSetup,
  percent,
  quantity,
  signed,
} from './invoice-data';
import { esc, imageSrc, type PrintDocument } from './print-window';

const CSS = `
@page { size: A4; margin: 10mm; }
.page { width: 190mm; margin-inline: auto; }
.copy { position: relative; overflow: hidden; padding: 4mm; }
.copy.single { min-height: 270mm; }
.copy.half { height: 47vh; min-height: 128mm; max-height: 133mm; }
.copy.half + .copy.half { border-top: 1px dashed #777; }
.copy .bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; z-index: 0; }
.copy .content { position: relative; z-index: 1; }
.copy .hdr, .copy .ftr { display: block; width: 100%; max-height: 30mm; object-fit: contain; }
.copy h1 { font-size: 18px; margin: 0; }
.copy .meta { display: flex; justify-content: space-between; gap: 8mm; margin-block: 3mm; }
.copy .lines th, .copy .lines td { border: 1px solid #999; }
.copy .lines th { background: #eee; }
.copy .totals { width: 60%; margin-inline-start: auto; margin-top: 3mm; }
.copy .totals .grand td { font-weight: 700; border-top: 2px solid #000; }
.copy .bottom { margin-top: 4mm; font-size: 11px; }
.copy.half .lines td, .copy.half .lines th { padding-block: 1px; font-size: 11px; }
`;

function copyHtml(
  inv: InvoicePrint,
  setup: PrintSetup,
  labels: PrintLabels,
  cls: string,
  topMargin: number,
  isClone: boolean,
): string {
  const cur = inv.currency_code;
  const m = (v: string) => `<bdi>${esc(money(signed(v, inv.is_return), cur))}</bdi>`;
  const mc = (v: string) => `<bdi>${esc(money(signed(v, inv.is_return), cur))} ${esc(cur)}</bdi>`;
  const header = imageSrc(setup.header);
  const footer = imageSrc(setup.footer);
  const background = imageSrc(setup.background);
  const rows = inv.details
    .map(
      (d, i) =>
        `<tr><td class="center"><bdi>${i + 1}</bdi></td><td>${esc(d.name)}</td><td><bdi>${esc(d.barcode ?? '')}</bdi></td>` +
        `<td class="end"><bdi>${esc(quantity(d.quantity))}</bdi></td><td class="end">${m(d.sale_price)}</td><td class="end">${m(d.total)}</td></tr>`,
    )
    .join('');
  const extras = inv.extras
    .map(
      (e) =>
        `<tr><td></td><td colspan="4">${esc(labels.extras)}: ${esc(e.name)}</td><td class="end">${m(e.price)}</td></tr>`,
    )
    .join('');
  const sum = (label: string, value: string, c = '') =>
    `<tr class="${c}"><td>${esc(label)}</td><td class="end">${value}</td></tr>`;
  return `<section class="copy ${cls}" data-testid="print-a4-copy">
${background ? `<img class="bg" src="${esc(background)}" alt="">` : ''}
<div class="content" style="padding-top:${Math.max(0, topMargin)}px">
${header ? `<img class="hdr" src="${esc(header)}" alt="">` : `<h1>${esc(setup.name ?? '')}</h1><div>${esc(setup.address ?? '')}</div>`}
<div class="meta"><div><strong>${esc(inv.is_return ? labels.saleReturn : labels.invoice)}</strong> <bdi>${esc(inv.invoice_id)}</bdi>${isClone ? ` <small>(${esc(labels.copy)})</small>` : ''}</div>
<div>${esc(labels.date)}: <bdi>${esc(inv.sale_date)}</bdi></div>
${inv.customer_name ? `<div>${esc(labels.customer)}: ${esc(inv.customer_name)}</div>` : ''}</div>
<table class="lines"><thead><tr><th>#</th><th>${esc(labels.item)}</th><th>${esc(labels.barcode)}</th><th class="end">${esc(labels.quantity)}</th>
<th class="end">${esc(labels.price)}</th><th class="end">${esc(labels.total)}</th></tr></thead><tbody>${rows}${extras}</tbody></table>
<table class="totals"><tbody>
${sum(labels.subtotal, mc(inv.subtotal))}
${isZero(inv.discount) ? '' : sum(`${labels.discount} (${percent(inv.discount)}%)`, mc(inv.discount_amount))}
${isZero(inv.minus) ? '' : sum(labels.minus, mc(inv.minus))}
${sum(labels.grandTotal, mc(inv.total), 'grand')}
${sum(labels.cash, mc(inv.cash))}
</tbody></table>
${inv.note ? `<div class="bottom">${esc(labels.note)}: ${esc(inv.note)}</div>` : ''}
${setup.bottom ? `<div class="bottom">${esc(setup.bottom)}</div>` : ''}
${footer ? `<img class="ftr" src="${esc(footer)}" alt="">` : ''}
</div></section>`;
}

/**
 * The A4 invoice, or the duplicated A4: two copies on one page at about 47% of its height each, the
 * clone shifted by background_margin_clone_print instead of background_margin.
 */
export function a4Document(
  invoice: InvoicePrint,
  setup: PrintSetup,
  labels: PrintLabels,
  lang: string,
  dir: 'ltr' | 'rtl',
  duplicated: boolean,
): PrintDocument {
  const margin = setup.background_margin ?? 0;
  const cloneMargin = setup.background_margin_clone_print ?? 0;
  const body = duplicated
    ? `<div class="page">${copyHtml(invoice, setup, labels, 'half', margin, false)}${copyHtml(invoice, setup, labels, 'half', cloneMargin, true)}</div>`
    : `<div class="page">${copyHtml(invoice, setup, labels, 'single', margin, false)}</div>`;
  return { title: invoice.invoice_id, lang, dir, css: CSS, body };
}
