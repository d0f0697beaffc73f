/**
 * npm run bench:web -w bench [-- --quick]
 *
 * Gzipped JavaScript of the built web app (apps/web/dist, after `vite build`) against the budgets:
 * the sign-in route under 250 kB, no chunk over 500 kB. The sign-in route's JS is the entry script of
 * index.html with everything it imports statically (what the browser must load before the sign-in form
 * can render), plus a lazily loaded sign-in chunk when there is one. Sizes are gzip at zlib's default level
 * (what on-the-fly compression sends), in kB of 1,000 bytes as Vite prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseArgs, scriptArgs, UsageError } from './lib/args.js';
import { userPath, WEB_DIST } from './lib/paths.js';

export const BUDGETS = { signInKb: 250, chunkKb: 500 } as const;

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebReport {
  available: boolean;
  reason?: string;
  distDir: string;
  builtAt?: string;
  /** How the entry was found: the Vite manifest, or index.html. */
  source?: 'manifest' | 'index.html';
  signIn?: { gzipKb: number; files: Chunk[] };
  largest?: Chunk & { gzipKb: number };
  chunks?: number;
  totalGzipKb?: number;
  withinBudget?: { signIn: boolean; largest: boolean };
}

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

export function measureWeb(distDir = WEB_DIST): WebReport {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    return {
      available: false,
      distDir,
      reason: `${indexHtml} does not exist: build the web app first (npm run build -w apps/web)`,
    };
  }
  const sizes = new Map<string, Chunk>();
  const chunkOf = (file: string): Chunk => {
    let c = sizes.get(file);
    if (!c) {
      const buf = fs.readFileSync(path.join(distDir, file));
      c = { file, bytes: buf.length, gzipBytes: gzipSync(buf).length };
      sizes.set(file, c);
    }
    return c;
  };

  const allJs = listFiles(distDir).filter((f) => f.endsWith('.js') || f.endsWith('.mjs'));
  const needed = new Set<string>();
  let source: WebReport['source'];
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (fs.existsSync(manifestPath)) {
    source = 'manifest';
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || needed.has(entry.file)) return;
      needed.add(entry.file);
      for (const k of entry.imports ?? []) visit(k);
    };
    for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
    for (const [key, entry] of Object.entries(manifest))
      if (isSignInChunk(entry.file) || isSignInChunk(key)) visit(key);
  } else {
    source = 'index.html';
    const html = fs.readFileSync(indexHtml, 'utf8');
    const refs = [
      ...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g),
      ...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g),
      ...html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g),
    ].map((m) => m[1] as string);
    const visit = (file: string) => {
      if (needed.has(file) || !fs.existsSync(path.join(distDir, file))) return;
      needed.add(file);
      for (const dep of staticImports(fs.readFileSync(path.join(distDir, file), 'utf8'))) {
        if (dep.startsWith('.') || dep.startsWith('/')) visit(resolveRef(file, dep));
      }
    };
    for (const ref of refs) if (!/^[a-z]+:\/\//i.test(ref)) visit(resolveRef('index.html', ref));
    for (const file of allJs) if (isSignInChunk(file)) visit(file);
  }

  const signInFiles = [...needed].filter((f) => /\.m?js$/.test(f)).map(chunkOf);
  const all = allJs.map(chunkOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = all[0];
  const signInGzip = signInFiles.reduce((s, c) => s + c.gzipBytes, 0);
  return {
    available: true,
    distDir,
    builtAt: fs.statSync(indexHtml).mtime.toISOString(),
    source,
    signIn: { gzipKb: kb(signInGzip), files: signInFiles.sort((a, b) => b.gzipBytes - a.gzipBytes) },
    largest: largest ? { ...largest, gzipKb: kb(largest.gzipBytes) } : undefined,
    chunks: all.length,
    totalGzipKb: kb(all.reduce((s, c) => s + c.gzipBytes, 0)),
    withinBudget: {
      signIn: kb(signInGzip) <= BUDGETS.signInKb,
      largest: !largest || kb(largest.gzipBytes) <= BUDGETS.chunkKb,
    },
  };
}

/** A lazily loaded chunk that the sign-in screen needs (named after it). */
const isSignInChunk = (file: string) => /(^|[/_.-])(login|sign-?in)[^/]*\.m?[jt]sx?$/i.test(file);

/** Specifiers of `import ... from "x"`, `import "x"` and `export ... from "x"` (not dynamic `import("x")`). */
export function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\n}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const m of code.matchAll(re)) out.push(m[1] as string);
  return out;
}

function resolveRef(fromFile: string, ref: string): string {
  const clean = ref.split(/[?#]/)[0] as string;
  if (clean.startsWith('/')) return clean.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), clean));
}

function listFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') out.push(...listFiles(root, rel));
    } else out.push(rel);
  }
  return out;
}

export function describeWeb(report: WebReport): string[] {
  if (!report.available) return [`web budget: ${report.reason}`];
  const mark = (ok: boolean | undefined) => (ok ? 'ok' : 'OVER BUDGET');
  const lines = [
    `web budget (${report.distDir}, built ${report.builtAt}, entry from ${report.source}):`,
    `  sign-in route JS  ${report.signIn?.gzipKb} kB gz  (budget ${BUDGETS.signInKb} kB)  ${mark(report.withinBudget?.signIn)}`,
  ];
  for (const f of report.signIn?.files ?? [])
    lines.push(`    ${f.file}  ${kb(f.gzipBytes)} kB gz  (${kb(f.bytes)} kB raw)`);
  lines.push(
    `  largest chunk     ${report.largest?.gzipKb ?? 0} kB gz  ${report.largest?.file ?? ''}  (budget ${BUDGETS.chunkKb} kB)  ${mark(report.withinBudget?.largest)}`,
    `  all JS            ${report.totalGzipKb} kB gz in ${report.chunks} chunk(s)`,
  );
  return lines;
}

function main(): number {
  const spec = { values: { dist: undefined }, flags: ['quick', 'json'] };
  const args = parseArgs(scriptArgs(spec), spec);
  const report = measureWeb(args.values.dist ? userPath(args.values.dist) : WEB_DIST);
  if (args.flags.has('json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${describeWeb(report).join('\n')}\n`);
  if (!report.available) return args.flags.has('quick') ? 0 : 1;
  return report.withinBudget?.signIn && report.withinBudget.largest ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.exit(main());
  } catch (e) {
    process.stderr.write(
      `bench:web: ${e instanceof UsageError ? e.message : e instanceof Error ? e.stack : e}\n`,
    );
    process.exit(1);
  }
}
