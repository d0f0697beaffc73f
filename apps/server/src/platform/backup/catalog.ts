import type pg from 'pg';

/** What a backup holds about the database, written first in the archive as `manifest.json`. */
export interface Manifest {
  format: 'branchbook-backup';
  version: 1;
  createdAt: string;
  /** The migrations applied to the database when it was dumped, in order. */
  migrations: string[];
  tables: { name: string; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  files: { count: number; bytes: number };
}

export const MANIFEST = 'manifest.json';
export const MIGRATION_TABLE = 'schema_migrations';

/** Quotes an identifier read from the catalogue (never anything a user typed). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema `public`): ordinary and partitioned parents, never partitions. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const r = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return r.rows.map((row) => row.name);
}

/** The columns a restore writes: every stored column except generated ones, in table order. */
export async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const r = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`public.${ident(table)}`],
  );
  return r.rows.map((row) => row.name);
}

export async function listSequences(client: pg.ClientBase): Promise<Manifest['sequences']> {
  const names = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const out: Manifest['sequences'] = [];
  for (const { name } of names.rows) {
    const v = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from public.${ident(name)}`,
    );
    const row = v.rows[0];
    if (row) out.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return out;
}

/** Every foreign key of the schema with its definition, to drop during a restore and add back after. */
export async function listForeignKeys(
  client: pg.ClientBase,
): Promise<{ table: string; name: string; definition: string }[]> {
  const r = await client.query<{ table: string; name: string; definition: string }>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' order by c.relname, k.conname`,
  );
  return r.rows;
}

/** How many relations (tables, views, sequences) the schema has: 0 is an empty database. */
export async function countRelations(client: pg.ClientBase): Promise<number> {
  const r = await client.query<{ n: string }>(
    `select count(*)::text as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return Number(r.rows[0]?.n ?? 0);
}
