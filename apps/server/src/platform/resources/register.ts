import { lookupRefs, type ResourceDef, resourceEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../access.js';
import type { App } from '../app-types.js';
import { guarded } from '../db/pg-errors.js';
import type { TenantTx } from '../db/tenant.js';
import { handle } from '../endpoints.js';
import { notFound } from '../errors.js';
import { registerTable } from '../table/routes.js';
import { bindingOf, type ResourceBinding, type ResourceRules } from './bindings.js';
import { tableSpecOf } from './sql.js';

async function write(tx: TenantTx, binding: ResourceBinding, input: Record<string, unknown>, id?: string) {
  await binding.validate?.(tx, input);
  const keys = Object.keys(input);
  const done = async (out: { id: string }) => {
    await binding.afterWrite?.(tx, out.id, input);
    return out;
  };
  const t = sql.table(binding.table);
  if (id === undefined) {
    const cols = sql.join(['tenant_id', 'created_by', ...keys].map((k) => sql.ref(k)));
    const vals = sql.join([tx.tenantId, tx.userId ?? null, ...keys.map((k) => input[k])]);
    const r = await sql<{ id: string }>`insert into ${t} (${cols}) values (${vals}) returning id`.execute(tx);
    return done({ id: r.rows[0]!.id });
  }
  const sets = sql.join([...keys.map((k) => sql`${sql.ref(k)} = ${input[k]}`), sql`updated_at = now()`]);
  const r = await sql`update ${t} set ${sets} where id = ${id}`.execute(tx);
  if (r.numAffectedRows === 0n) throw notFound();
  return done({ id });
}

/**
 * Registers everything a declared resource needs: list (GET and POST /list), export, one record,
 * create, update, delete and the lookup, each with its ability and the shared schema.
 */
export function registerResource(app: App, def: ResourceDef, rules: ResourceRules = {}): void {
  const { db, files } = app.deps;
  const binding = bindingOf(def, rules);
  const columns = Object.keys(def.schema.shape);
  const t = sql.table(binding.table);

  const ep = resourceEndpoints(def);
  registerTable(app, ep.table, tableSpecOf(def, binding), { title: def.name });

  handle(app, ep.get, (req) =>
    tenantTx(db, req, async (tx) => {
      const cols = sql.join(['id', ...columns].map((k) => sql.ref(k)));
      const r = await sql<{
        id: string;
      }>`select ${cols} from ${t} where id = ${req.params.id}`.execute(tx);
      if (!r.rows[0]) throw notFound();
      return r.rows[0];
    }),
  );

  handle(app, ep.create, (req) =>
    guarded(binding.table, () =>
      tenantTx(db, req, (tx) => write(tx, binding, req.body as Record<string, unknown>)),
    ),
  );

  handle(app, ep.update, (req) =>
    guarded(binding.table, () =>
      tenantTx(db, req, (tx) => write(tx, binding, req.body as Record<string, unknown>, req.params.id)),
    ),
  );

  handle(app, ep.delete, (req) =>
    guarded(
      binding.table,
      () =>
        tenantTx(db, req, async (tx) => {
          const keys = (await binding.beforeDelete?.(tx, req.params.id)) ?? [];
          const r = await sql`delete from ${t} where id = ${req.params.id}`.execute(tx);
          if (r.numAffectedRows === 0n) throw notFound();
          if (keys.length)
            tx.afterCommit(() => Promise.all(keys.map((k) => files.remove(k))).then(() => undefined));
        }),
      { onDelete: true },
    ),
  );

  // The lookup: id, name and the declared extras; active rows only where there is a status.
  // It may be narrowed by a reference (`?group_id=3` for categories).
  const refs = lookupRefs(def);
  const hasName = 'name' in def.schema.shape;
  const hasStatus = 'status' in def.schema.shape;
  const lookupCols = [
    ...new Set(['id', ...(hasName ? ['name'] : []), ...(def.lookupColumns ?? []), ...refs]),
  ];
  handle(app, ep.lookup, (req) =>
    tenantTx(db, req, async (tx) => {
      const { keyword, ...byRef } = req.query as Record<string, string | undefined>;
      const filters = Object.entries(byRef)
        .filter(([k, v]) => v !== undefined && refs.includes(k))
        .map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
      // a declared search (`lookupSearch`): any of its columns contains the words
      const words = keyword?.trim();
      if (def.lookupSearch && words)
        filters.push(
          sql`(${sql.join(
            def.lookupSearch.map((c) => sql`${sql.ref(c)} ilike ${`%${words.replace(/[\\%_]/g, '\\$&')}%`}`),
            sql` or `,
          )})`,
        );
      if (hasStatus) filters.push(sql`status = 1`);
      const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
      const order = hasName ? sql`name collate "und-x-icu"` : sql`id desc`;
      const r = await sql<{
        id: string;
      }>`select ${sql.join(lookupCols.map((k) => sql.ref(k)))} from ${t} ${where} order by ${order} limit 5000`.execute(
        tx,
      );
      return { data: r.rows };
    }),
  );
}
