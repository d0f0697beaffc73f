import { ACTIVITY_TABLES } from '@bb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';

const t = useTestApp();

describe('activity log subjects', () => {
  it('every table the activity log records is in the contracts catalogue (so the web can name it)', async () => {
    const audited = await sql<{ table: string }>`
      select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'audit' and not g.tgisinternal order by 1`.execute(t.db.system);
    const tables = audited.rows.map((r) => r.table);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((name) => !(ACTIVITY_TABLES as readonly string[]).includes(name))).toEqual([]);
  });
});
