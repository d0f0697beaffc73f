import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';

describe('embedded PostgreSQL', () => {
  it('starts again on its existing data directory, keeping the data (npm start, second time)', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'bb-embedded-'));
    const dir = path.join(parent, 'data', 'pg');
    try {
      const first = await startEmbeddedPostgres(dir, { quiet: true });
      const c1 = new pg.Client({ connectionString: first.url });
      await c1.connect();
      await c1.query('create table kept (v text)');
      await c1.query(`insert into kept values ('still here')`);
      await c1.end();
      await first.stop();

      const second = await startEmbeddedPostgres(dir, { quiet: true });
      const c2 = new pg.Client({ connectionString: second.url });
      await c2.connect();
      const r = await c2.query('select v from kept');
      await c2.end();
      await second.stop();
      expect(r.rows).toEqual([{ v: 'still here' }]);
      const mode = (await fs.stat(dir)).mode & 0o777;
      expect(mode & 0o007).toBe(0); // the cluster folder stays private
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
