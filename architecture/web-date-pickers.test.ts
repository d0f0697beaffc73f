import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './graph';

/**
 * Dates are shown DD/MM/YYYY (DESIGN.md section 4). antd's DatePicker shows YYYY-MM-DD unless given a
 * `format`, and a new user met that on the assets screen (h2), so every picker of the web app names its
 * format (a month or year picker names its `picker`, and a picker whose props are spread in takes them
 * from its caller).
 */
const WEB = 'apps/web/src';

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** The opening tags of the pickers in a source: from `<DatePicker` to the first `>` outside braces. */
function pickerTags(text: string): { line: number; tag: string }[] {
  const out: { line: number; tag: string }[] = [];
  const re = /<DatePicker(\.RangePicker)?\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '>' && depth === 0) break;
    }
    out.push({ line: text.slice(0, m.index).split('\n').length, tag: text.slice(m.index, i + 1) });
  }
  return out;
}

describe('date pickers show DD/MM/YYYY', () => {
  it('every DatePicker of the web app names its format', () => {
    const offenders = sources(WEB).flatMap((file) =>
      pickerTags(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter(({ tag }) => !/\bformat=|\bpicker=|\{\.\.\./.test(tag))
        .map(({ line }) => `${file}:${line}`),
    );
    expect(offenders, 'give the picker format={DATE_FORMAT} (DD/MM/YYYY)').toEqual([]);
  });
});
