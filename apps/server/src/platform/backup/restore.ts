import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { migrations } from '../../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import {
  countRelations,
  ident,
  listForeignKeys,
  listTables,
  MANIFEST,
  type Manifest,
  MIGRATION_TABLE,
  writableColumns,
} from './catalog.js';
import { listFiles, type Progress } from './dump.js';
import { readTar } from './tar.js';

/** A refusal the operator can act on (wrong file, non-empty target, newer backup): no stack needed. */
export class RestoreRefused extends Error {}

function checkManifest(raw: Buffer): Manifest {
  let m: Manifest;
  try {
    m = JSON.parse(raw.toString('utf8')) as Manifest;
  } catch {
    throw new RestoreRefused('this is not a BranchBook backup (its manifest is not readable)');
  }
  if (m.format !== 'branchbook-backup' || m.version !== 1)
    throw new RestoreRefused('this is not a BranchBook backup of a version this program reads');
  const known = Object.keys(migrations).sort();
  const unknown = m.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `the backup was made by a newer BranchBook (migrations ${unknown.join(', ')} are unknown here): upgrade first`,
    );
  return m;
}

/** Runs the migrations up to the backup's last one on `client`, inside the transaction the caller opened. */
async function migrateInside(client: pg.PoolClient, last: string): Promise<void> {
  const pool = {
    connect: async () => Object.assign(client, { release: () => undefined }),
    end: async () => undefined,
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: `${MIGRATION_TABLE}_lock`,
    disableTransactions: true,
  });
  const { error } = await migrator.migrateTo(last);
  if (error) throw new Error(`creating the schema failed: ${String(error)}`, { cause: error });
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length === 0;
}

/**
 * Restores a backup made by `writeBackup` into the database `client` is connected to and the files folder.
 *
 * The target must be empty (no tables, no files) unless `force`, which replaces what is there. Nothing is
 * half-done: the schema (the migrations up to the backup's), every row, the sequences and the foreign keys
 * (dropped while loading, added back and so checked at the end) go in ONE transaction, committed only once
 * every table holds the row count the manifest promises; the files are written to a folder beside the target
 * and moved into place only after that commit. Any failure rolls everything back and removes the folder.
 */
export async function restoreBackup(opts: {
  client: pg.PoolClient;
  archive: string;
  filesDir: string;
  force?: boolean;
  progress?: Progress;
}): Promise<Manifest> {
  const { client } = opts;
  await fs.access(opts.archive).catch(() => {
    throw new RestoreRefused(`no backup file at ${opts.archive}`);
  });
  if (!opts.force) {
    const relations = await countRelations(client);
    if (relations > 0)
      throw new RestoreRefused(
        `the target database is not empty (${relations} tables and sequences); restore refuses to overwrite it. Use --force to replace its contents.`,
      );
    if (!(await isEmptyDir(opts.filesDir)))
      throw new RestoreRefused(
        `the files folder ${opts.filesDir} is not empty; restore refuses to overwrite it. Use --force to replace its contents.`,
      );
  }
  const staging = `${opts.filesDir}.restoring-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  let manifest: Manifest | undefined;
  let committed = false;
  try {
    const entries = readTar(createReadStream(opts.archive).pipe(createGunzip()));
    const first = await entries.next().catch((e: Error) => {
      throw new RestoreRefused(`this is not a BranchBook backup (${e.message})`);
    });
    if (first.done || first.value.name !== MANIFEST)
      throw new RestoreRefused('this is not a BranchBook backup (it does not start with its manifest)');
    const m = checkManifest(first.value.body);
    manifest = m;
    const last = m.migrations.at(-1);
    if (!last) throw new RestoreRefused('the backup has no schema version');

    await client.query('begin');
    // a fresh `public` schema, with the usage right every role has on the one `initdb` makes
    if (opts.force)
      await client.query(
        'drop schema if exists public cascade; create schema public; grant usage on schema public to public',
      );
    await migrateInside(client, last);
    const tables = await listTables(client);
    const missing = m.tables.map((t) => t.name).filter((t) => !tables.includes(t));
    if (missing.length > 0) throw new Error(`the schema lacks the backup's tables ${missing.join(', ')}`);
    const fks = await listForeignKeys(client);
    for (const fk of fks)
      await client.query(`alter table public.${ident(fk.table)} drop constraint ${ident(fk.name)}`);
    for (const t of tables) await client.query(`alter table public.${ident(t)} disable trigger user`);
    await client.query(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')}`);

    const columns = new Map<string, string>();
    const loaded = new Map<string, number>();
    const totalRows = m.tables.reduce((s, t) => s + t.rows, 0);
    let doneRows = 0;
    let doneBytes = 0;
    for (;;) {
      const next = await entries.next();
      if (next.done) break;
      const { name, body } = next.value;
      const db = /^db\/([^/]+)\/\d+\.ndjson$/.exec(name);
      if (db) {
        const table = db[1] as string;
        if (!tables.includes(table)) throw new Error(`the backup holds rows of an unknown table ${table}`);
        if (!columns.has(table))
          columns.set(table, (await writableColumns(client, table)).map(ident).join(', '));
        const cols = columns.get(table) as string;
        const rows = body
          .toString('utf8')
          .split('\n')
          .filter((l) => l !== '');
        const r = await client.query(
          `insert into public.${ident(table)} (${cols}) overriding system value
           select ${cols} from json_populate_recordset(null::public.${ident(table)}, $1::json)`,
          [`[${rows.join(',')}]`],
        );
        loaded.set(table, (loaded.get(table) ?? 0) + (r.rowCount ?? 0));
        doneRows += r.rowCount ?? 0;
        opts.progress?.('database', doneRows, totalRows, table);
      } else if (name.startsWith('files/')) {
        const key = name.slice('files/'.length);
        const target = path.resolve(staging, key);
        if (!target.startsWith(path.resolve(staging) + path.sep) || key.includes('\0'))
          throw new RestoreRefused(`the backup holds a file outside the files folder: ${name}`);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, body);
        doneBytes += body.length;
        opts.progress?.('files', doneBytes, m.files.bytes, key);
      } else if (name !== MANIFEST) throw new Error(`unexpected entry in the backup: ${name}`);
    }
    for (const t of m.tables) {
      const got = loaded.get(t.name) ?? 0;
      if (got !== t.rows)
        throw new Error(`table ${t.name}: the backup promises ${t.rows} rows, ${got} were read`);
    }
    for (const s of m.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        `public.${ident(s.name)}`,
        s.lastValue,
        s.isCalled,
      ]);
    // the nightly backup's own run row was copied while that backup ran: in the restored installation it
    // never finishes, so it is closed here (the scheduled backups' table, modules/operations)
    if (tables.includes('backup_runs'))
      await client.query(
        `update public.backup_runs set outcome = 'failed', finished_at = started_at,
           error = 'this run was under way when the backup now restored was taken' where outcome = 'running'`,
      );
    for (const t of tables) await client.query(`alter table public.${ident(t)} enable trigger user`);
    for (const fk of fks)
      await client.query(
        `alter table public.${ident(fk.table)} add constraint ${ident(fk.name)} ${fk.definition}`,
      );
    await client.query('commit');
    committed = true;

    const old = `${opts.filesDir}.replaced-${process.pid}`;
    const hadOld = await fs.stat(opts.filesDir).then(
      () => true,
      () => false,
    );
    if (hadOld) await fs.rename(opts.filesDir, old);
    await fs.rename(staging, opts.filesDir);
    if (hadOld) await fs.rm(old, { recursive: true, force: true });
    return m;
  } catch (e) {
    if (!committed) await client.query('rollback').catch(() => undefined);
    await fs.rm(staging, { recursive: true, force: true });
    if (manifest === undefined && !(e instanceof RestoreRefused))
      throw new RestoreRefused(`this is not a readable BranchBook backup (${(e as Error).message})`);
    const code = (e as { code?: unknown }).code;
    if ((typeof code === 'string' && code.startsWith('Z_')) || /^the archive /.test((e as Error).message))
      throw new RestoreRefused(
        `the backup file is damaged or cut short (${(e as Error).message}); nothing was changed`,
      );
    throw e;
  }
}
