import { describe, expect, it } from 'vitest';

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

/** The opening tags of antd Buttons in a file, braces balanced, with their line numbers. */
function buttonTags(text: string): { tag: string; line: number }[] {
  const tags: { tag: string; line: number }[] = [];
  for (const m of text.matchAll(/<Button\b/g)) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({ tag: text.slice(m.index, i + 1), line: text.slice(0, m.index).split('\n').length });
  }
  return tags;
}

describe('icon-only buttons', () => {
  const files = Object.entries(sources);

  it('finds the app sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('every icon-only Button has a translated aria-label', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const [file, text] of files) {
      for (const { tag, line } of buttonTags(text)) {
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
