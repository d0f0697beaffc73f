import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './graph';

/**
 * The web calls the API through the endpoints declared in contracts (`call`, `sendForm`, `fileCall`,
 * `saveFile`), never by a path written in a screen (DESIGN.md section 7). A call by path is one of:
 * the string client (`api.get/post/put/delete`, `apiFetch`), `rawCall`, or a bare `fetch`.
 */
const WEB = 'apps/web/src';
const BY_PATH = [
  /\bapi\.(get|post|put|delete)\s*[<(]/,
  /\bapiFetch\s*[<(]/,
  /\brawCall\s*\(/,
  /(?<![\w.])fetch\s*\(/,
];

/** The plumbing the typed client is built on: it takes the path from a declaration. */
const PLUMBING = new Set([
  'apps/web/src/platform/api/client.ts',
  'apps/web/src/platform/api/call.ts',
  'apps/web/src/components/raw-call.ts',
  'apps/web/src/components/file-links.ts',
  'apps/web/src/platform/printing/print-images.ts',
]);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !rel.includes('/test/'))
      out.push(rel);
  }
  return out;
}

describe('the web calls declared endpoints', () => {
  const byPath = sources(WEB).filter((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return BY_PATH.some((re) => re.test(text));
  });

  it('no screen calls the API by a path of its own', () => {
    const offenders = byPath.filter((f) => !PLUMBING.has(f));
    expect(
      offenders,
      'call the endpoint declared in contracts with call() / sendForm() / saveFile()',
    ).toEqual([]);
  });
});
