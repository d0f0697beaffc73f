import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { ident, listSequences, listTables, MANIFEST, type Manifest, MIGRATION_TABLE } from './catalog.js';
import { TarWriter } from './tar.js';

/** Where a long task stands: `done` of `total` in the phase (rows, then file bytes). */
export type Progress = (phase: 'database' | 'files', done: number, total: number, label: string) => void;

/** Rows are written in entries of about this many bytes, so memory stays bounded on any table. */
const CHUNK_BYTES = 4 * 1024 * 1024;
const FETCH_ROWS = 2000;

/** The uploaded files under `root` (relative paths), skipping uploads still being written (`.part`). */
export async function listFiles(root: string): Promise<{ key: string; size: number }[]> {
  const out: { key: string; size: number }[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [];
      throw e;
    });
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile() && !e.name.endsWith('.part'))
        out.push({
          key: path.relative(root, full).split(path.sep).join('/'),
          size: (await fs.stat(full)).size,
        });
    }
  };
  await walk(root);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Writes a backup of the whole database and the uploaded files to `outFile` (a gzipped tar):
 * `manifest.json`, then `db/<table>/<n>.ndjson` (each row as PostgreSQL's `row_to_json` text, so numbers,
 * dates and bytes keep their exact text), then `files/<key>`.
 *
 * Online and consistent: every table is read in one `repeatable read, read only` transaction, one snapshot,
 * while the application goes on writing. The archive is written to `<outFile>.partial` and renamed only when
 * complete, so a failed or interrupted backup never leaves a file that looks like a backup.
 */
export async function writeBackup(opts: {
  client: pg.ClientBase;
  filesDir: string;
  outFile: string;
  progress?: Progress;
}): Promise<Manifest> {
  const { client } = opts;
  const partial = `${opts.outFile}.partial`;
  await fs.mkdir(path.dirname(opts.outFile), { recursive: true });
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined);
  const tar = new TarWriter(gzip);
  await client.query('begin isolation level repeatable read read only');
  try {
    const tables = await listTables(client);
    if (!tables.includes(MIGRATION_TABLE))
      throw new Error('the database has no BranchBook schema (no migrations were ever run on it)');
    const counts: Manifest['tables'] = [];
    for (const name of tables) {
      const r = await client.query<{ n: string }>(`select count(*)::text as n from public.${ident(name)}`);
      counts.push({ name, rows: Number(r.rows[0]?.n ?? 0) });
    }
    const migrations = await client.query<{ name: string }>(
      `select name from public.${ident(MIGRATION_TABLE)} order by name`,
    );
    const files = await listFiles(opts.filesDir);
    const manifest: Manifest = {
      format: 'branchbook-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: migrations.rows.map((r) => r.name),
      tables: counts,
      sequences: await listSequences(client),
      files: { count: files.length, bytes: files.reduce((s, f) => s + f.size, 0) },
    };
    await tar.entry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));

    const totalRows = counts.reduce((s, t) => s + t.rows, 0);
    let doneRows = 0;
    for (const { name, rows } of counts) {
      if (rows === 0) continue;
      const cursor = client.query(
        new Cursor<{ j: string }>(`select row_to_json(t)::text as j from public.${ident(name)} t`),
      );
      let part = 0;
      let lines: string[] = [];
      let bytes = 0;
      const flush = async () => {
        if (lines.length === 0) return;
        part += 1;
        await tar.entry(
          `db/${name}/${String(part).padStart(6, '0')}.ndjson`,
          Buffer.from(`${lines.join('\n')}\n`),
        );
        lines = [];
        bytes = 0;
      };
      for (;;) {
        const batch = await cursor.read(FETCH_ROWS);
        if (batch.length === 0) break;
        for (const { j } of batch) {
          lines.push(j);
          bytes += j.length;
        }
        doneRows += batch.length;
        if (bytes >= CHUNK_BYTES) await flush();
        opts.progress?.('database', doneRows, totalRows, name);
      }
      await flush();
      await cursor.close();
    }
    await client.query('commit');

    let doneBytes = 0;
    for (const f of files) {
      // a file deleted since the listing is simply not in the backup (its row is gone from the snapshot's future)
      const body = await fs.readFile(path.join(opts.filesDir, f.key)).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return undefined;
        throw e;
      });
      if (body) await tar.entry(`files/${f.key}`, body);
      doneBytes += f.size;
      opts.progress?.('files', doneBytes, manifest.files.bytes, f.key);
    }
    await tar.finish();
    await written;
    await fs.rename(partial, opts.outFile);
    return manifest;
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    gzip.destroy();
    await written.catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw e;
  }
}
