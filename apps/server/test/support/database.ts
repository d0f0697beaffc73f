import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/platform/db/pool.js';

const TEMPLATE_DB = 'bb_template';

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function freshDatabase(): Promise<{ db: DbHandle; url: string; drop(): Promise<void> }> {
  const serverUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
      break;
    } catch (e) {
      // Two files cloning at the same instant can collide on the template; try again shortly.
      if (attempt > 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const db = createDb(url, { max: 10, onError: () => {} });
  return {
    db,
    url,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
