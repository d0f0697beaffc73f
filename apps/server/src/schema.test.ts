import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

describe('the database schema', () => {
  it("gathers every module's tables, so programs compiling part of the server see them all", () => {
    const modules = fs
      .readdirSync(path.join(here, 'modules'))
      .filter((m) => fs.existsSync(path.join(here, 'modules', m, 'schema.ts')));
    const gathered = fs.readFileSync(path.join(here, 'schema.ts'), 'utf8');
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((m) => !gathered.includes(`'./modules/${m}/schema.js'`))).toEqual([]);
  });
});
