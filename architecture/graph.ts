import fs from 'node:fs';
import path from 'node:path';

/** The repository root (this folder's parent). */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** The source trees the rules cover, relative to the root. */
export const TREES = [
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'packages/contracts/src',
  'e2e/tests',
  'bench/src',
  'scripts',
  'architecture',
];

export function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        out.push(path.relative(ROOT, full));
    }
  };
  for (const tree of TREES) if (fs.existsSync(path.join(ROOT, tree))) walk(path.join(ROOT, tree));
  return out.sort();
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a file imports (static, re-exports and dynamic imports with a literal). */
export function importsOf(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) out.push((m[1] ?? m[2])!);
  return out;
}

/** A relative specifier resolved to a source file of the repository (.js written for .ts), or null. */
export function resolve(from: string, spec: string, files: ReadonlySet<string>): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.normalize(path.join(path.dirname(from), spec));
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`])
    if (files.has(candidate)) return candidate;
  return null;
}

export interface Graph {
  files: string[];
  edges: Map<string, string[]>;
  /** Imports by package name (`@bb/contracts`, `kysely`), per file. */
  packages: Map<string, string[]>;
  lines: Map<string, number>;
  text: Map<string, string>;
}

export function buildGraph(): Graph {
  const files = sourceFiles();
  const set = new Set(files);
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const lines = new Map<string, number>();
  const text = new Map<string, string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    text.set(file, source);
    lines.set(file, source.split('\n').length - (source.endsWith('\n') ? 1 : 0));
    const specs = importsOf(source);
    edges.set(
      file,
      specs.map((s) => resolve(file, s, set)).filter((f): f is string => f !== null),
    );
    packages.set(
      file,
      specs.filter((s) => !s.startsWith('.')),
    );
  }
  return { files, edges, packages, lines, text };
}

/** Strongly connected components with more than one member (or a self-loop): the import cycles. */
export function cycles(nodes: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return out;
}

/**
 * The folder a file belongs to for the folder rules: a server module (`server:modules/stock`), the server's
 * platform as one layer, its migrations, the server's start-up (app, main, seed), a web layer or feature
 * (`web:features/sales`, `web:components`), or the workspace itself elsewhere.
 */
export function folderOf(file: string): string {
  let m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  if (m) return `server:modules/${m[1]}`;
  if (file.startsWith('apps/server/src/platform/')) return 'server:platform';
  if (file.startsWith('apps/server/src/db/')) return 'server:migrations';
  if (file.startsWith('apps/server/src/')) return 'server:app';
  m = /^apps\/web\/src\/(features)\/([^/]+)\//.exec(file);
  if (m) return `web:features/${m[2]}`;
  m = /^apps\/web\/src\/([^/]+)\//.exec(file);
  if (m) return `web:${m[1]}`;
  m = /^(apps\/[^/]+|packages\/[^/]+|e2e|bench|scripts|architecture)\//.exec(file);
  return m ? m[1]! : file;
}
