import type { ResourceDef } from '@bb/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { tenantTx } from '../access.js';
import type { App } from '../app-types.js';
import { guarded } from '../db/pg-errors.js';
import type { TenantTx } from '../db/tenant.js';
import { notFound } from '../errors.js';
import { registerTable } from '../table/routes.js';
import { bindingOf, type ResourceBinding } from './bindings.js';
import { tableSpecOf } from './sql.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
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
export function registerResource(app: App, def: ResourceDef): void {
  const { db } = app.deps;
  const binding = bindingOf(def);
  const base = `/api/${def.path}`;
  const tags = ['master data'];
  const { list, create, edit, delete: remove } = def.abilities;
  const columns = Object.keys(def.schema.shape);
  const t = sql.table(binding.table);

  registerTable(app, base, tableSpecOf(def, binding), {
    access: [list],
    title: def.name,
    tag: 'master data',
  });

  app.get(`${base}/:id`, { schema: { tags, params: idParams }, config: { access: [list, edit] } }, (req) =>
    tenantTx(db, req, async (tx) => {
      const cols = sql.join(['id', ...columns].map((k) => sql.ref(k)));
      const r = await sql<
        Record<string, unknown>
      >`select ${cols} from ${t} where id = ${req.params.id}`.execute(tx);
      if (!r.rows[0]) throw notFound();
      return r.rows[0];
    }),
  );

  app.post(base, { schema: { tags, body: def.schema }, config: { access: [create] } }, async (req, reply) => {
    const body = req.body as Record<string, unknown>;
    const out = await guarded(binding.table, () => tenantTx(db, req, (tx) => write(tx, binding, body)));
    return reply.status(201).send(out);
  });

  app.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: def.schema }, config: { access: [edit] } },
    (req) =>
      guarded(binding.table, () =>
        tenantTx(db, req, (tx) => write(tx, binding, req.body as Record<string, unknown>, req.params.id)),
      ),
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams }, config: { access: [remove] } },
    async (req, reply) => {
      await guarded(
        binding.table,
        () =>
          tenantTx(db, req, async (tx) => {
            const r = await sql`delete from ${t} where id = ${req.params.id}`.execute(tx);
            if (r.numAffectedRows === 0n) throw notFound();
          }),
        { onDelete: true },
      );
      return reply.status(204).send();
    },
  );

  // The lookup: id, name and the declared extras; active rows only where there is a status.
  // It may be narrowed by a reference (`?group_id=3` for categories).
  const refs = columns.filter((k) => k.endsWith('_id'));
  const lookupQuery = z.object(
    Object.fromEntries(
      refs.map((k) => [
        k,
        z
          .string()
          .regex(/^\d{1,18}$/)
          .optional(),
      ]),
    ),
  );
  const hasName = 'name' in def.schema.shape;
  const hasStatus = 'status' in def.schema.shape;
  const lookupCols = [
    ...new Set(['id', ...(hasName ? ['name'] : []), ...(def.lookupColumns ?? []), ...refs]),
  ];
  app.get(
    `/api/${def.lookup}`,
    { schema: { tags: ['lookups'], querystring: lookupQuery }, config: { access: 'authenticated' } },
    (req) =>
      tenantTx(db, req, async (tx) => {
        const filters = Object.entries(req.query as Record<string, string | undefined>)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
        if (hasStatus) filters.push(sql`status = 1`);
        const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
        const order = hasName ? sql`name collate "und-x-icu"` : sql`id desc`;
        const r =
          await sql`select ${sql.join(lookupCols.map((k) => sql.ref(k)))} from ${t} ${where} order by ${order} limit 5000`.execute(
            tx,
          );
        return { data: r.rows };
      }),
  );
}
