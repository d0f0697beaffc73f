import { describe, expect, it } from 'vitest';
import { openingTags } from '../test/jsx-tags';

/**
 * Issue 23: a button that shows only an icon has an accessible name, translated (axe: button-name). A
 * static look at every screen and component of the web app: each `<Button ... icon={...} />` with no
 * text inside carries an `aria-label` whose value is an expression (a `t(...)` call), never a literal
 * string in one language. Cheaper than rendering every screen, and it names the file and line.
 */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('icon-only buttons', () => {
  const files = Object.entries(sources);

  it('finds the app sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('every icon-only Button has a translated aria-label', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const [file, text] of files) {
      for (const { tag, line } of openingTags(text, /<Button\b/)) {
        const iconOnly = tag.includes('icon=') && tag.endsWith('/>');
        // spread props may carry the label; those are checked where they are built
        if (!iconOnly || tag.includes('{...')) continue;
        seen++;
        const label = /aria-label=(\S)/.exec(tag)?.[1];
        if (label !== '{') offenders.push(`${file}:${line}`);
      }
    }
    expect(seen, 'icon-only buttons found (the scan works)').toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
