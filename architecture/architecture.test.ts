import { describe, expect, it } from 'vitest';
import { buildGraph, cycles, folderOf } from './graph';

/**
 * The rules of DESIGN.md section 7, tested rather than remembered: no import cycle between files or
 * folders, no import against the layering, journal and stock movements written only by their modules,
 * no source file over 400 lines.
 */
const graph = buildGraph();
const MAX_LINES = 400;

/** Tests and their harnesses sit above everything they test; the folder rules are about the product's code. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('apps/web/src/test/') || file.endsWith('test-harness.tsx');

const folderEdges = () => {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph.edges) {
    if (isTestCode(file)) continue;
    const from = folderOf(file);
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return new Map([...edges].map(([k, v]) => [k, [...v]]));
};

/** [from folder pattern, to folder pattern, why]. */
const FORBIDDEN: [RegExp, RegExp, string][] = [
  [/^server:platform/, /^server:modules\//, 'platform is below the modules'],
  [/^web:components$/, /^web:features\//, 'shared components never import a feature'],
  [/^web:platform$/, /^web:(features\/|components$|app$)/, 'the web platform is below the screens'],
  [/^web:features\//, /^web:app$/, 'features do not reach into the shell'],
  [/^web:components$/, /^web:app$/, 'shared components do not reach into the shell'],
  [/^apps\/web|^web:/, /^server:|^apps\/server/, 'the web never imports the server'],
  [/^packages\/contracts/, /^(server:|web:|apps\/)/, 'contracts depend on nothing of the apps'],
];

/**
 * A feature never takes shared pieces from another feature (those live in components/ or platform/). The
 * only imports between features are these compositions, where one screen shows another feature's own
 * screen, section or dialog: [from feature, to feature, why].
 */
const FEATURE_COMPOSITIONS: [string, string, string][] = [
  ['settings', 'hospital', 'the settings page shows the hospital connections section'],
  ['settings', 'operations', 'the settings page shows the operator backups section'],
  ['hospital', 'sales', 'an incoming prescription opens in the POS cart'],
  ['purchasing', 'stock', "a purchase line opens the product's purchase history dialog"],
  ['residence-sales', 'residence', "the unit picker lists the residence units' table"],
  ['parties', 'residence-sales', "the customers list opens a customer's residence sales drawer"],
  ['hospital', 'purchasing', "the drug-code mapping finds items with the purchase entry's item search"],
];

/** Tables only one module may write, and the folder allowed to write them. */
const OWNED: [RegExp, string][] = [
  [
    /(insert\s+into|update|delete\s+from)\s+"?journal_(entries|lines)\b|(insertInto|updateTable|deleteFrom)\(\s*['"`]journal_(entries|lines)['"`]/i,
    'server:modules/ledger',
  ],
  [
    /(insert\s+into|update|delete\s+from)\s+"?stock_movements\b|(insertInto|updateTable|deleteFrom)\(\s*['"`]stock_movements['"`]/i,
    'server:modules/stock-movements',
  ],
];

describe('architecture', () => {
  it('has no import cycle between files', () => {
    expect(cycles(graph.files, graph.edges)).toEqual([]);
  });

  it('has no import cycle between folders (server modules, platform parts, web layers and features)', () => {
    const edges = folderEdges();
    expect(cycles([...edges.keys()], edges)).toEqual([]);
  });

  it('imports only downwards', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph.edges) {
      if (isTestCode(file)) continue;
      const from = folderOf(file);
      for (const target of targets) {
        const to = folderOf(target);
        for (const [a, b, why] of FORBIDDEN)
          if (a.test(from) && b.test(to)) wrong.push(`${file} -> ${target}: ${why}`);
      }
    }
    for (const [file, specs] of graph.packages)
      if (file.startsWith('apps/web/') && specs.some((s) => /apps\/server|@bb\/server/.test(s)))
        wrong.push(`${file}: the web never imports the server`);
    expect(wrong).toEqual([]);
  });

  it('takes shared pieces from components or platform, never from another feature', () => {
    const allowed = new Set(FEATURE_COMPOSITIONS.map(([a, b]) => `web:features/${a} -> web:features/${b}`));
    const wrong: string[] = [];
    for (const [file, targets] of graph.edges) {
      if (isTestCode(file)) continue;
      const from = folderOf(file);
      if (!from.startsWith('web:features/')) continue;
      for (const target of targets) {
        const to = folderOf(target);
        if (to !== from && to.startsWith('web:features/') && !allowed.has(`${from} -> ${to}`))
          wrong.push(`${file} -> ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps app/ as the shell and screen registry: in the web only the entry point and tests import it', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph.edges) {
      if (!file.startsWith('apps/web/src/') || isTestCode(file)) continue;
      if (folderOf(file) === 'web:app' || file === 'apps/web/src/main.tsx') continue;
      for (const target of targets) if (folderOf(target) === 'web:app') wrong.push(`${file} -> ${target}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes journal entries and stock movements only in the ledger and stock modules', () => {
    const wrong: string[] = [];
    for (const [file, source] of graph.text) {
      if (!file.startsWith('apps/server/src/') || file.includes('/db/migrations/')) continue;
      for (const [pattern, owner] of OWNED)
        if (pattern.test(source) && folderOf(file) !== owner) wrong.push(`${file} (only ${owner})`);
    }
    expect(wrong).toEqual([]);
  });

  it(`keeps every source file within ${MAX_LINES} lines`, () => {
    const sizes = [...graph.lines.values()].sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)];
    console.info(
      `architecture: ${sizes.length} source files, median ${median} lines, largest ${sizes.at(-1)}`,
    );
    const long = [...graph.lines].filter(([, n]) => n > MAX_LINES).map(([f, n]) => `${f}: ${n}`);
    expect(long).toEqual([]);
  });
});
