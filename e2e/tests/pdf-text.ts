import { inflateSync } from 'node:zlib';

/**
 * Reads the text Chromium (Skia) wrote into a PDF, the way a PDF reader extracts it: each text object's
 * glyphs with their x positions, their text from the `/ActualText` of the span drawing them or else from
 * the font's ToUnicode map, and whether the object is marked `/ReversedChars` (a right-to-left run drawn in
 * visual order). Enough for the print checks: no layout analysis beyond one text object.
 */
export interface PdfUnit {
  /** The characters this glyph (or span of glyphs: a letter and its marks) stands for. */
  text: string;
  /** The glyph ids drawn, in the font's numbering. */
  gids: number[];
  /** The x of the first glyph, in PDF units from the left of the page. */
  x: number;
}

export interface PdfTextRun {
  font: string;
  /** The baseline the run starts on (its text matrix), in PDF units. */
  y: number;
  reversed: boolean;
  /** In drawing order (left to right on the page). */
  units: PdfUnit[];
  /** The run's text in reading order (reversed back when the run is right to left). */
  text: string;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const dataStart = start + at + (body.slice(at).startsWith('stream\r\n') ? 8 : 7);
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict);
    const dataEnd = length ? dataStart + Number(length[1]) : text.indexOf('endstream', dataStart);
    const raw = pdf.subarray(dataStart, dataEnd);
    out.set(Number(m[1]), { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return out;
}

const utf16 = (hex: string) => {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  const body = bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2) : bytes;
  return String.fromCharCode(...Array.from({ length: body.length / 2 }, (_, i) => body.readUInt16BE(i * 2)));
};

/** A ToUnicode CMap: glyph id -> text (bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, gid, uni] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(gid!, 16), utf16(uni!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, uni] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const from = Number.parseInt(lo!, 16);
      const base = Number.parseInt(uni!, 16);
      for (let g = from; g <= Number.parseInt(hi!, 16); g++) map.set(g, String.fromCharCode(base + g - from));
    }
  return map;
}

const TOKEN =
  /<<|>>|<[0-9A-Fa-f\s]*>|\/[^\s/<>[\]()]+|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|\((?:\\.|[^\\)])*\)|[A-Za-z'"*]+/g;

/** The text runs of every page's content, in the order drawn. */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const objs = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objs.values())
    for (const block of dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name, ref] of block[1]!.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const font = objs.get(Number(ref));
        const cmapRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
        const cmap = cmapRef ? objs.get(Number(cmapRef[1]))?.stream : null;
        fonts.set(name!, cmap ? toUnicode(cmap.toString('latin1')) : new Map());
      }
  const contents = new Set<number>();
  for (const { dict } of objs.values())
    if (/\/Type\s*\/Page\b/.test(dict))
      for (const [, ref] of (/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? '').matchAll(
        /(\d+) 0 R/g,
      ))
        contents.add(Number(ref));

  const runs: PdfTextRun[] = [];
  for (const ref of contents) {
    const stream = objs.get(ref)?.stream?.toString('latin1') ?? '';
    let run: PdfTextRun | null = null;
    let lineX = 0;
    let font = '';
    let operands: string[] = [];
    // the marked-content stack: a span's ActualText, or null for other marks
    const marks: { actual: string | null; unit: PdfUnit | null }[] = [];
    const tokens = stream.match(TOKEN) ?? [];
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]!;
      if (tok === '<<') {
        let depth = 1;
        let dict = '<<';
        while (depth > 0 && i + 1 < tokens.length) {
          const next = tokens[++i]!;
          depth += next === '<<' ? 1 : next === '>>' ? -1 : 0;
          dict += ` ${next}`;
        }
        operands.push(dict);
        continue;
      }
      if (!/^[A-Za-z'"*]+$/.test(tok)) {
        operands.push(tok);
        continue;
      }
      const args = operands;
      operands = [];
      if (tok === 'BT') {
        run = { font: '', y: Number.NaN, reversed: false, units: [], text: '' };
        lineX = 0;
      } else if (tok === 'ET' && run) {
        runs.push(run);
        run = null;
      } else if (tok === 'BMC' || tok === 'BDC') {
        if (args[0] === '/ReversedChars' && run) run.reversed = true;
        const actual = tok === 'BDC' ? /\/ActualText <([0-9A-Fa-f\s]*)>/.exec(args[1] ?? '') : null;
        marks.push({ actual: actual ? utf16(actual[1]!) : null, unit: null });
      } else if (tok === 'EMC') marks.pop();
      else if (tok === 'Tf') {
        font = (args[0] ?? '').slice(1);
        if (run && !run.font) run.font = font;
      } else if (tok === 'Tm') {
        lineX = Number(args[4]);
        if (run && Number.isNaN(run.y)) run.y = Number(args[5]);
      } else if (tok === 'Td' || tok === 'TD') lineX += Number(args[0]);
      else if ((tok === 'Tj' || tok === 'TJ') && run) {
        const cmap = fonts.get(font) ?? new Map<number, string>();
        const span = [...marks].reverse().find((m) => m.actual !== null);
        for (const hex of args.filter((a) => a.startsWith('<'))) {
          const digits = hex.slice(1, -1).replace(/\s+/g, '');
          for (let g = 0; g + 4 <= digits.length; g += 4) {
            const gid = Number.parseInt(digits.slice(g, g + 4), 16);
            if (span?.unit) span.unit.gids.push(gid);
            else {
              const unit = {
                text: span ? (span.actual ?? '') : (cmap.get(gid) ?? ''),
                gids: [gid],
                x: lineX,
              };
              run.units.push(unit);
              if (span) span.unit = unit;
            }
          }
        }
      }
    }
  }
  for (const r of runs) {
    const ordered = r.reversed ? [...r.units].reverse() : r.units;
    r.text = ordered.map((u) => u.text).join('');
  }
  return runs;
}

/** The units of `word` inside a run, in reading order, or null when the run does not hold it. */
export function unitsOf(run: PdfTextRun, word: string): PdfUnit[] | null {
  const ordered = run.reversed ? [...run.units].reverse() : run.units;
  let text = '';
  const starts: number[] = [];
  for (const u of ordered) {
    starts.push(text.length);
    text += u.text;
  }
  const at = text.indexOf(word);
  if (at < 0) return null;
  return ordered.filter((_, i) => starts[i]! >= at && starts[i]! < at + word.length);
}

/** A line of a page: the runs on one baseline, in reading order, and their text. */
export interface PdfLine {
  runs: PdfTextRun[];
  text: string;
}

/**
 * The lines of the PDF: runs grouped by baseline; a line holding a right-to-left run reads from its right
 * end (its runs ordered by their right edge, descending), others from the left. Chromium draws a justified
 * line word by word, so a line is often many runs.
 */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const byY = new Map<number, PdfTextRun[]>();
  for (const run of pdfTextRuns(pdf)) {
    if (run.units.length === 0) continue;
    const key = Math.round(run.y * 2) / 2;
    byY.set(key, [...(byY.get(key) ?? []), run]);
  }
  return [...byY.values()].map((runs) => {
    const rtl = runs.some((r) => r.reversed);
    const edge = (r: PdfTextRun) =>
      rtl ? -Math.max(...r.units.map((u) => u.x)) : Math.min(...r.units.map((u) => u.x));
    const ordered = [...runs].sort((a, b) => edge(a) - edge(b));
    return { runs: ordered, text: ordered.map((r) => r.text).join('') };
  });
}
