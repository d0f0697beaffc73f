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
.receipt { width: 80mm; max-width: 100%; margin-inline: auto; padding: 4mm; font-size: 12px; }
.receipt h1 { font-size: 16px; margin: 0 0 2px; text-align: center; }
.receipt .head-img { display: block; max-width: 100%; max-height: 30mm; margin: 0 auto 4px; }
.receipt .muted { text-align: center; font-size: 11px; }
.receipt hr { border: 0; border-top: 1px dashed #000; margin-block: 4px; }
.receipt .lines th { border-bottom: 1px solid #000; font-size: 11px; }
.receipt .sum td { padding-block: 1px; }
.receipt .grand td { font-weight: 700; font-size: 14px; border-top: 1px solid #000; }
.receipt .copyright { text-align: center; font-size: 9px; margin-top: 6px; }
@page { size: 80mm auto; margin: 0; }
`;

/**
 * The narrow cashier receipt (section 9): optional header image, shop name, address, the invoice
 * number and date, the lines, the totals (negated for returns), payment and change, the bottom text and
 * a copyright line. Numbers are isolated (<bdi>) so right-to-left text never swaps them.
 */
export function receiptDocument(
  invoice: InvoicePrint,
  setup: PrintSetup,
  labels: PrintLabels,
  lang: string,
  dir: 'ltr' | 'rtl',
): PrintDocument {
  const cur = invoice.currency_code;
  const r = invoice.is_return;
  const m = (v: string) => `<bdi>${esc(money(signed(v, r), cur))}</bdi>`;
  // totals, payment and change carry their currency (the lines do not: the receipt is narrow)
  const mc = (v: string) => `<bdi>${esc(money(signed(v, r), cur))} ${esc(cur)}</bdi>`;
  const header = imageSrc(setup.header);
  const rows = invoice.details
    .map(
      (d) =>
        `<tr><td>${esc(d.name)}</td><td class="end"><bdi>${esc(quantity(d.quantity))}</bdi></td>` +
        `<td class="end">${m(d.sale_price)}</td><td class="end">${m(d.total)}</td></tr>`,
    )
    .join('');
  const extras = invoice.extras
    .map((e) => `<tr><td colspan="3">${esc(e.name)}</td><td class="end">${m(e.price)}</td></tr>`)
    .join('');
  const sum = (label: string, value: string, cls = '') =>
    `<tr class="${cls}"><td>${esc(label)}</td><td class="end">${value}</td></tr>`;
  const paidCur = invoice.amount_currency_code || cur;
  const body = `<div class="receipt" data-testid="print-receipt">
${header ? `<img class="head-img" src="${esc(header)}" alt="">` : ''}
<h1>${esc(setup.name ?? '')}</h1>
${setup.address ? `<div class="muted">${esc(setup.address)}</div>` : ''}
<hr>
<div><strong>${esc(r ? labels.saleReturn : labels.invoice)}</strong> <bdi>${esc(invoice.invoice_id)}</bdi></div>
<div>${esc(labels.date)}: <bdi>${esc(invoice.sale_date)} ${esc(invoice.created_at.slice(11, 16))}</bdi></div>
${invoice.customer_name ? `<div>${esc(labels.customer)}: ${esc(invoice.customer_name)}</div>` : ''}
${invoice.user_name ? `<div>${esc(labels.cashier)}: ${esc(invoice.user_name)}</div>` : ''}
<hr>
<table class="lines"><thead><tr><th>${esc(labels.item)}</th><th class="end">${esc(labels.quantity)}</th>
<th class="end">${esc(labels.price)}</th><th class="end">${esc(labels.total)}</th></tr></thead>
<tbody>${rows}${extras}</tbody></table>
<hr>
<table class="sum"><tbody>
${sum(labels.subtotal, mc(invoice.subtotal))}
${isZero(invoice.discount) ? '' : sum(`${labels.discount} (${percent(invoice.discount)}%)`, mc(invoice.discount_amount))}
${isZero(invoice.minus) ? '' : sum(labels.minus, mc(invoice.minus))}
${sum(labels.grandTotal, mc(invoice.total), 'grand')}
${sum(labels.cash, mc(invoice.cash))}
${isZero(invoice.amount_paid) ? '' : sum(labels.paid, `<bdi>${esc(money(invoice.amount_paid, paidCur))} ${esc(paidCur)}</bdi>`)}
${isZero(invoice.amount_change) ? '' : sum(labels.change, mc(invoice.amount_change))}
</tbody></table>
${invoice.note ? `<div>${esc(labels.note)}: ${esc(invoice.note)}</div>` : ''}
${setup.bottom ? `<hr><div class="muted">${esc(setup.bottom)}</div>` : ''}
<div class="copyright">${esc(labels.copyright)}</div>
</div>`;
  return { title: invoice.invoice_id, lang, dir, css: CSS, body };
}
