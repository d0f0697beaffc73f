import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';

/**
 * Print windows (shared-screens.md section 9): the receipt opens 768x600 and prints after 500 ms, the A4
 * layouts 868x700 after 1 s, centred on the screen. The page is plain HTML written into a new window, with
 * `lang` and `dir` of the interface language and a bundled Arabic-script font (Noto Sans Arabic, which has
 * the Sorani letters), so Kurdish and Arabic print joined and in order whatever fonts the machine has.
 */
export const PRINT_LAYOUTS = {
  receipt: { width: 768, height: 600, delayMs: 500 },
  a4: { width: 868, height: 700, delayMs: 1000 },
  contract: { width: 868, height: 700, delayMs: 1000 },
} as const;
export type PrintLayout = keyof typeof PRINT_LAYOUTS;

const absolute = (url: string) => new URL(url, window.location.href).href;

/** @font-face rules and the base style every print page shares. */
export function printBaseCss(): string {
  return `
@font-face { font-family: 'BB Print Arabic'; font-weight: 400; font-display: block;
  src: url('${absolute(arabic400)}') format('woff2'); unicode-range: U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFF; }
@font-face { font-family: 'BB Print Arabic'; font-weight: 700; font-display: block;
  src: url('${absolute(arabic700)}') format('woff2'); unicode-range: U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFF; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { font-family: 'BB Print Arabic', 'DejaVu Sans', Arial, sans-serif; font-size: 12px; }
bdi, .num { unicode-bidi: isolate; direction: ltr; font-variant-numeric: tabular-nums; }
table { border-collapse: collapse; width: 100%; }
th, td { padding-block: 2px; padding-inline: 4px; text-align: start; vertical-align: top; }
.end { text-align: end; }
.center { text-align: center; }
@media print { .no-print { display: none; } }
`;
}

/** Escapes text for HTML. Every value printed goes through it. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A stored print image (treated as JPEG): data over 30 characters counts as present. */
export function imageSrc(data: string | null | undefined): string | null {
  if (!data || data.length <= 30) return null;
  if (data.startsWith('data:') || data.startsWith('http') || data.startsWith('/')) return data;
  return `data:image/jpeg;base64,${data}`;
}

export interface PrintDocument {
  title: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  css: string;
  body: string;
}

export function printHtml(doc: PrintDocument): string {
  return `<!doctype html><html lang="${esc(doc.lang)}" dir="${doc.dir}"><head><meta charset="utf-8">
<title>${esc(doc.title)}</title><style>${printBaseCss()}${doc.css}</style></head>
<body>${doc.body}</body></html>`;
}

/**
 * Opens the print window, writes the page, waits for its fonts and images, then prints after the
 * layout's delay. Answers the window (null when the browser blocked the pop-up).
 */
export function openPrintWindow(layout: PrintLayout, doc: PrintDocument, autoPrint = true): Window | null {
  const { width, height, delayMs } = PRINT_LAYOUTS[layout];
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  const win = window.open('', '_blank', `width=${width},height=${height},left=${left},top=${top}`);
  if (!win) return null;
  win.document.open();
  win.document.write(printHtml(doc));
  win.document.close();
  if (autoPrint) {
    const ready = win.document.fonts?.ready ?? Promise.resolve();
    void ready.then(() => {
      win.setTimeout(() => {
        win.focus();
        win.print();
      }, delayMs);
    });
  }
  return win;
}
