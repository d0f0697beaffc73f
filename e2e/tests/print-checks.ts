import { expect, type Page } from '@playwright/test';
import { pdfLines, pdfTextRuns, unitsOf } from './pdf-text';

/**
 * Checks a print window's Arabic-script text the way a reader would: the bundled print font loaded, the
 * word drawn joined (narrower than its letters forced apart by zero-width non-joiners), the block laid
 * out right to left (the first of two words stands to the right of the second), and Chromium's PDF of
 * the page embedding that font. `first` and `second` are consecutive words of one line in `selector`.
 */
export async function expectJoinedRightToLeft(
  popup: Page,
  selector: string,
  word: string,
  first: string,
  second: string,
): Promise<Buffer> {
  const found = await popup.evaluate(
    async ({ selector, word, first, second }) => {
      await document.fonts.ready;
      const measure = (text: string) => {
        const span = document.createElement('span');
        span.style.fontSize = '40px';
        span.textContent = text;
        document.body.appendChild(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      const root = document.querySelector(selector) as HTMLElement;
      // the rectangles of the two words as laid out in the page
      const rectOf = (needle: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(needle) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          return range.getBoundingClientRect();
        }
        return null;
      };
      const a = rectOf(first);
      const b = rectOf(second);
      return {
        fontLoaded: document.fonts.check('40px "BB Print Arabic"', word),
        joined: measure(word),
        isolated: measure([...word].join('\u200c')),
        direction: getComputedStyle(root).direction,
        firstLeft: a?.left ?? null,
        secondLeft: b?.left ?? null,
        sameLine: a && b ? Math.abs(a.top - b.top) < 4 : false,
      };
    },
    { selector, word, first, second },
  );
  expect(found.fontLoaded).toBe(true);
  expect(Math.abs(found.joined - found.isolated)).toBeGreaterThan(5);
  expect(found.direction).toBe('rtl');
  expect(found.sameLine).toBe(true);
  expect(found.firstLeft!).toBeGreaterThan(found.secondLeft!);
  // the window prints itself a second after opening and Chromium refuses a PDF of a page being printed:
  // the same document is laid out again in a page of the app's origin (so the bundled font loads as in
  // the print window) and printed to PDF there
  const html = await popup.content();
  const copy = await popup.context().newPage();
  await copy.goto('/api/health');
  await copy.setContent(html, { waitUntil: 'load' });
  const loaded = await copy.evaluate(async (text) => {
    await document.fonts.load('14px "BB Print Arabic"', text);
    await document.fonts.ready;
    return document.fonts.check('14px "BB Print Arabic"', text);
  }, word);
  expect(loaded).toBe(true);
  const pdf = await copy.pdf({ format: 'A4', printBackground: true });
  await copy.close();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/NotoSansArabic/);
  return pdf;
}

/**
 * Checks the PDF Chromium made of a print (`expectJoinedRightToLeft` answers it) by its text, as a PDF reader
 * extracts it: the line holding `first second` is a right-to-left run (marked reversed, `first` drawn to the
 * right of `second`) whose text reads back in order, and `word` is drawn joined: its glyphs are not the ones
 * the same font draws for its letters forced apart (a PDF of them made on `page`, an app page).
 */
export async function expectPdfTextJoinedRightToLeft(
  page: Page,
  pdf: Buffer,
  word: string,
  first: string,
  second: string,
): Promise<void> {
  const lines = pdfLines(pdf);
  const line = lines.find((l) => l.text.includes(`${first} ${second}`));
  expect(
    line,
    `no line of the PDF reads "${first} ${second}": ${lines.map((l) => l.text).join(' | ')}`,
  ).toBeTruthy();
  const unitsIn = (needle: string) => {
    const run = line!.runs.find((r) => r.text.includes(needle))!;
    expect(run.reversed).toBe(true);
    return unitsOf(run, needle)!;
  };
  const a = unitsIn(first);
  const b = unitsIn(second);
  expect(Math.min(...a.map((u) => u.x))).toBeGreaterThan(Math.max(...b.map((u) => u.x)));
  const joined = unitsIn(word);
  expect(joined.map((u) => u.text).join('')).toBe(word);

  const control = await page.context().newPage();
  await control.goto('/api/health');
  await control.setContent(
    `<!doctype html><html><head>${await page.evaluate(() => document.head.innerHTML)}</head>` +
      `<body><p dir="rtl">${[...word].join('\u200c')}</p></body></html>`,
    { waitUntil: 'load' },
  );
  await control.evaluate(async (text) => {
    await document.fonts.load('14px "BB Print Arabic"', text);
    await document.fonts.ready;
  }, word);
  const apart = pdfTextRuns(await control.pdf({ format: 'A4' }))
    .flatMap((r) => (r.reversed ? [...r.units].reverse() : r.units))
    .map((u) => ({ ...u, text: u.text.replaceAll('\u200c', '') }))
    .filter((u) => u.text.trim() !== '');
  await control.close();
  expect(apart.map((u) => u.text).join('')).toBe(word);
  const differing = joined.filter((u, i) => u.gids.join() !== apart[i]?.gids.join()).length;
  // every letter that joins a neighbour takes another glyph (a final, initial or medial form)
  expect(differing).toBeGreaterThanOrEqual(Math.ceil(joined.length / 2));
}
