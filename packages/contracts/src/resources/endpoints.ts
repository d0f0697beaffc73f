import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';
import { defineTable, type TableDecl } from '../endpoints/table.js';
import type { ResourceDef } from './define.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });
const saved = z.object({ id: z.string() });
/** A stored row of a resource: its id and the declared columns (their types are the resource's own). */
const row = z.object({ id: z.string() }).catchall(z.unknown());

const cache = new WeakMap<ResourceDef, ReturnType<typeof build>>();

/** The references a lookup may be narrowed by (`?group_id=3` for categories): the schema's `*_id` keys. */
export function lookupRefs(def: ResourceDef): string[] {
  return Object.keys(def.schema.shape).filter((k) => k.endsWith('_id'));
}

function build(def: ResourceDef) {
  const { list, create, edit, delete: remove } = def.abilities;
  const tag = 'master data';
  const lookupQuery = z
    .object(
      Object.fromEntries(
        lookupRefs(def).map((k) => [
          k,
          z
            .string()
            .regex(/^\d{1,18}$/)
            .optional(),
        ]),
      ),
    )
    .extend(def.lookupSearch ? { keyword: z.string().max(190).optional() } : {});
  return {
    /** Its list (table protocol) and export. */
    table: defineTable({ path: def.path, tag, access: [list] }) as TableDecl,
    get: defineEndpoint({
      method: 'GET',
      path: `${def.path}/:id`,
      params: idParams,
      response: row,
      access: [list, edit],
      tag,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: def.path,
      body: def.schema,
      response: saved,
      status: 201,
      access: [create],
      tag,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${def.path}/:id`,
      params: idParams,
      body: def.schema,
      response: saved,
      access: [edit],
      tag,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${def.path}/:id`,
      params: idParams,
      response: z.void(),
      status: 204,
      access: [remove],
      tag,
    }),
    /** Id, name and the declared extras; active rows only where there is a status. */
    lookup: defineEndpoint({
      method: 'GET',
      path: def.lookup,
      query: lookupQuery,
      response: z.object({ data: z.array(row) }),
      access: 'authenticated',
      tag: 'lookups',
    }),
  };
}

/**
 * The endpoints of a declared master-data resource, derived from its declaration (path, lookup, abilities,
 * body schema): the server registers them (platform/resources/register.ts), the web calls them.
 */
export function resourceEndpoints(def: ResourceDef) {
  let e = cache.get(def);
  if (!e) {
    e = build(def);
    cache.set(def, e);
  }
  return e;
}
