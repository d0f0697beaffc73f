import { z } from 'zod';
import { type ColumnDef, defineResource, type FieldDef, type ResourceDef, rules } from '../define.js';

/** What the master-data resources share: abilities by prefix, the id and time columns, the name column. */
export const abilities = (prefix: string) => ({
  list: `${prefix}_list`,
  create: `${prefix}_create`,
  edit: `${prefix}_edit`,
  delete: `${prefix}_delete`,
});

export const base: ColumnDef[] = [{ key: 'id', kind: 'id' }];
export const stamps: ColumnDef[] = [{ key: 'created_at', kind: 'datetime', hidden: true }];
export const nameCol: ColumnDef = { key: 'name', kind: 'text', search: true };
export const nameField: FieldDef = { key: 'name', widget: 'text' };

/** A resource that is a name (and optionally more) per tenant. */
export function named(
  name: string,
  opts: {
    path: string;
    lookup: string;
    screen?: string;
    table: string;
    area: string;
    createdColumn?: string;
    prefix?: string;
    extra?: z.ZodRawShape;
    columns?: ColumnDef[];
    fields?: FieldDef[];
    lookupColumns?: readonly string[];
  },
): ResourceDef {
  return defineResource({
    name,
    path: opts.path,
    lookup: opts.lookup,
    screen: opts.screen,
    table: opts.table,
    area: opts.area,
    ...(opts.createdColumn ? { createdColumn: opts.createdColumn } : {}),
    abilities: abilities(opts.prefix ?? name),
    schema: z.object({ name: rules.name, ...(opts.extra ?? {}) }),
    columns: [...base, nameCol, ...(opts.columns ?? []), ...stamps],
    fields: [nameField, ...(opts.fields ?? [])],
    ...(opts.lookupColumns ? { lookupColumns: opts.lookupColumns } : {}),
  });
}
