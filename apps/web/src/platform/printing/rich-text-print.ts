import type { PrintSetup } from './invoice-data';
import { esc, imageSrc, type PrintDocument } from './print-window';

/** The contract print setup of a branch (type 2, shared-screens.md section 9), else null. */
export function contractSetup(prints: readonly PrintSetup[], inventoryId: string | null): PrintSetup | null {
  return prints.find((p) => p.type === 2 && p.inventory_id === inventoryId) ?? null;
}

/** Header and footer heights of the layouts: the contract's are the spec's 140 px and 50 px. */
const FRAME = { a4: { header: 110, footer: 50 }, contract: { header: 140, footer: 50 } } as const;

/**
 * A page of rich text (a letter, a contract) in the A4 or contract layout: the print setup's header image
 * (else its name and address) and footer image repeated on every page (a table's head and foot repeat in
 * print), the text in its own language's direction. `html` is the server's sanitized rendering; the
 * footnote (a signed contract's hash) is escaped here.
 */
export function richTextDocument(opts: {
  title: string;
  html: string;
  setup: PrintSetup | null;
  layout: 'a4' | 'contract';
  lang: string;
  dir: 'ltr' | 'rtl';
  footnote?: string;
}): PrintDocument {
  const { header, footer } = FRAME[opts.layout];
  const head = imageSrc(opts.setup?.header);
  const foot = imageSrc(opts.setup?.footer);
  const headHtml = head
    ? `<img class="hdr" src="${esc(head)}" alt="">`
    : opts.setup
      ? `<div class="hdr text"><strong>${esc(opts.setup.name ?? '')}</strong><div>${esc(opts.setup.address ?? '')}</div></div>`
      : '';
  const footHtml = `${foot ? `<img class="ftr" src="${esc(foot)}" alt="">` : ''}${
    opts.footnote ? `<div class="note"><bdi>${esc(opts.footnote)}</bdi></div>` : ''
  }`;
  const css = `
@page { size: A4; margin: 8mm 10mm; }
body { font-size: 14px; line-height: 1.7; }
.frame { width: 100%; border-collapse: collapse; }
.frame > thead td, .frame > tfoot td { padding: 0; }
.hdr { display: block; width: 100%; height: ${header}px; object-fit: contain; }
.hdr.text { height: auto; min-height: 40px; text-align: center; border-bottom: 1px solid #999; margin-bottom: 8px; }
.ftr { display: block; width: 100%; height: ${footer}px; object-fit: contain; }
.note { font-size: 9px; color: #555; text-align: center; }
.text-body { padding-block: 8px; }
/* placeholder values are isolated in <bdi>, in the text's own direction (the base style makes bdi ltr) */
.text-body bdi { direction: inherit; unicode-bidi: isolate; }
.text-body p { margin: 0 0 6px; }
.text-body table { border-collapse: collapse; width: 100%; margin: 8px 0; }
.text-body th, .text-body td { border: 1px solid #777; padding: 3px 6px; }
.text-body th { background: #eee; }
`;
  const body = `<table class="frame" data-testid="print-rich-text"><thead><tr><td>${headHtml}</td></tr></thead>
<tfoot><tr><td>${footHtml}</td></tr></tfoot>
<tbody><tr><td><div class="text-body" dir="${opts.dir}" lang="${esc(opts.lang)}">${opts.html}</div></td></tr></tbody></table>`;
  return { title: opts.title, lang: opts.lang, dir: opts.dir, css, body };
}
