import { describe, expect, it } from 'vitest';
import { openingTags } from '../test/jsx-tags';

/**
 * Dates are shown DD/MM/YYYY (DESIGN.md section 4). antd's DatePicker shows YYYY-MM-DD unless given a
 * `format`, and a new user met that on the assets screen and the prepare-product page (h2), so every picker
 * of the web app names its format (a month or year picker names its `picker`; a picker whose props are
 * spread in takes them from its caller). A static look at the sources that names the file and line.
 */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('date pickers show DD/MM/YYYY', () => {
  it('every DatePicker of the web app names its format', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const [file, text] of Object.entries(sources)) {
      for (const { tag, line } of openingTags(text, /<DatePicker(\.RangePicker)?\b/)) {
        seen++;
        if (!/\bformat=|\bpicker=|\{\.\.\./.test(tag)) offenders.push(`${file}:${line}`);
      }
    }
    expect(seen, 'pickers found (the scan works)').toBeGreaterThan(5);
    expect(offenders, 'give the picker format={DATE_FORMAT} (DD/MM/YYYY)').toEqual([]);
  });
});
