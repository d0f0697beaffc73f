import { type ColumnDef, type ResourceDef, resourceNamed } from '@bb/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ColumnKind, TableSpec } from '../table/spec.js';
import type { ResourceBinding } from './bindings.js';

const KIND: Record<ColumnDef['kind'], ColumnKind> = {
  id: 'id',
  text: 'text',
  number: 'number',
  money: 'number',
  date: 'date',
  datetime: 'datetime',
  bool: 'bool',
  status: 'number',
  enum: 'text',
};

/** The SQL of one list column: a plain column of the table, or a name read through a reference. */
function columnSql(c: ColumnDef, binding: ResourceBinding): RawBuilder<unknown> {
  if (c.ref) {
    const target = c.ref.table ?? resourceNamed(c.ref.resource)?.table;
    if (!target) throw new Error(`unknown referenced resource ${c.ref.resource}`);
    return sql`(select r.${sql.ref(c.ref.column ?? 'name')} from ${sql.table(target)} r
      where r.tenant_id = x.tenant_id and r.id = x.${sql.ref(c.ref.fk)}) as ${sql.ref(c.key)}`;
  }
  if (c.computed) {
    const expr = binding.computed?.[c.key];
    if (!expr) throw new Error(`computed column ${c.key} has no SQL in its binding`);
    return sql`${expr} as ${sql.ref(c.key)}`;
  }
  if (c.key === 'created_at' && binding.createdColumn)
    return sql`x.${sql.ref(binding.createdColumn)} as created_at`;
  return sql`x.${sql.ref(c.key)}`;
}

/** The table spec of a declared resource: every column and every form field key, whitelisted from the declaration. */
export function tableSpecOf(def: ResourceDef, binding: ResourceBinding): TableSpec {
  const shown = new Set(def.columns.map((c) => c.key));
  // foreign keys and other form fields travel with each row so the edit dialog can open from the list
  const carried = Object.keys(def.schema.shape).filter((k) => !shown.has(k));
  const select = [
    ...def.columns.map((c) => columnSql(c, binding)),
    ...carried.map((k) => sql`x.${sql.ref(k)}`),
  ];
  const columns: TableSpec['columns'] = {};
  for (const c of def.columns) columns[c.key] = { kind: KIND[c.kind], search: c.search, sort: !c.noSort };
  for (const k of carried) columns[k] = { kind: k.endsWith('_id') ? 'id' : 'text', sort: false };
  return {
    source: () => sql`(select ${sql.join(select)} from ${sql.table(binding.table)} as x)`,
    columns,
    dateColumn: shown.has('created_at') ? 'created_at' : undefined,
    currencyColumn: shown.has('currency_code') ? 'currency_code' : undefined,
    footer: def.columns.filter((c) => c.footer).map((c) => c.key),
  };
}
