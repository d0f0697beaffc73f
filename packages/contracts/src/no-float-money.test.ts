import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The guard against floats in money: no parseFloat anywhere, and no Number()/unary + on anything named
 * like an amount, price, cost, total, balance, quantity, rate, debit or credit. A line that truly needs it
 * (a page number, a count) carries the comment `money-safe` with its reason.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FOLDERS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'bench/src'];
const MONEY = /(amount|price|cost|total|balance|quantit|rate|debit|credit|money|paid|discount|profit)/i;

function* sources(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sources(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export function offences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.includes('money-safe')) return;
    if (/\bparseFloat\(/.test(line)) found.push(`${i + 1}: parseFloat`);
    for (const m of line.matchAll(/\bNumber\(([^()]*(?:\([^()]*\))?[^()]*)\)/g)) {
      if (MONEY.test(m[1] ?? '')) found.push(`${i + 1}: ${m[0]}`);
    }
    // a plus after an operand (spaces between allowed) is an addition (SQL's `a.cost + b.extra_cost`), not a unary +
    for (const m of line.matchAll(/(?<![\w)\]]\s*)\+\s*([a-zA-Z_][\w.]*)/g)) {
      if (MONEY.test(m[1] ?? '') && !/['"`]/.test(line.slice(0, m.index)))
        found.push(`${i + 1}: unary + ${m[1]}`);
    }
  });
  return found;
}

describe('no floats in money', () => {
  it('the detector catches the usual mistakes', () => {
    expect(offences('const x = parseFloat(v);')).toHaveLength(1);
    expect(offences('const t = Number(row.total_amount);')).toHaveLength(1);
    expect(offences('const t = Number(page); // fine')).toHaveLength(0);
    expect(offences('const t = Number(row.amount); // money-safe: display only')).toHaveLength(0);
    expect(offences('const t = +row.amount;')).toHaveLength(1);
    expect(offences('f(+ row.cost)')).toHaveLength(1);
    expect(offences('      d.materials_cost + d.extra_cost as total_cost,')).toHaveLength(0);
  });

  it('no source file converts money to a float', () => {
    const all: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sources(path.join(root, folder))) {
        for (const o of offences(fs.readFileSync(file, 'utf8')))
          all.push(`${path.relative(root, file)}:${o}`);
      }
    }
    expect(all).toEqual([]);
  });
});
