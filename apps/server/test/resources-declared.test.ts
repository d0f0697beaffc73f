import { ABILITIES, ALL_RESOURCES, ROUTES } from '@bb/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.js';

/**
 * A master-data resource is one declaration (packages/contracts/src/resources): its table, its list
 * screen in the route map and its abilities in the catalogue all come from it. This checks the parts the
 * declaration names exist where they must.
 */
const t = useTestApp();

describe('declared resources', () => {
  it('each names a tenant table with row-level security and every column its form writes', async () => {
    const problems: string[] = [];
    for (const def of ALL_RESOURCES) {
      const cols = await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${def.table}`.execute(t.db.system);
      const names = new Set(cols.rows.map((r) => r.column_name));
      if (names.size === 0) {
        problems.push(`${def.name}: no table ${def.table}`);
        continue;
      }
      for (const key of ['tenant_id', ...Object.keys(def.schema.shape)])
        if (!names.has(key)) problems.push(`${def.name}: ${def.table} has no column ${key}`);
      const rls = await sql<{ on: boolean }>`select relrowsecurity and relforcerowsecurity as on from pg_class
        where relname = ${def.table} and relkind = 'r'`.execute(t.db.system);
      if (!rls.rows[0]?.on) problems.push(`${def.name}: ${def.table} has no forced row-level security`);
    }
    expect(problems).toEqual([]);
  });

  it('each has its list screen in the route map behind its list ability, and its abilities in the catalogue', () => {
    const problems: string[] = [];
    for (const def of ALL_RESOURCES) {
      for (const a of Object.values(def.abilities))
        if (!ABILITIES.includes(a)) problems.push(`${def.name}: ${a} is not in the catalogue`);
      if (!def.screen) continue;
      const route = ROUTES.find((r) => r.id === def.route);
      if (!route) problems.push(`${def.name}: no route ${def.route}`);
      else if (route.path !== def.screen || route.abilities.join() !== def.abilities.list)
        problems.push(`${def.name}: route ${route.path} [${route.abilities}] is not its screen`);
    }
    expect(problems).toEqual([]);
  });
});
