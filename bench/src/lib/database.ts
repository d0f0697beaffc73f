import fs from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedServer } from '../../../apps/server/src/platform/db/embedded.js';
import { createDb, type DbHandle } from '../../../apps/server/src/platform/db/pool.js';
import { startClusterAt } from './embedded.js';
import { clusterDir } from './paths.js';

export interface BenchDatabase {
  url: string;
  db: DbHandle;
  /** Set when the harness started the embedded PostgreSQL itself (not with DATABASE_URL). */
  embedded?: EmbeddedServer;
  close(): Promise<void>;
}

/**
 * Opens the benchmark database: DATABASE_URL when given, otherwise the embedded PostgreSQL kept in
 * `<dataDir>/pg` (started here, created on first use). The data folder gets a `.gitignore` of `*`
 * so a generated database can never be committed by accident.
 */
export async function openBenchDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
}): Promise<BenchDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    await fs.mkdir(opts.dataDir, { recursive: true });
    await fs.writeFile(path.join(opts.dataDir, '.gitignore'), '*\n');
    embedded = await startClusterAt(clusterDir(opts.dataDir));
    url = embedded.url;
  }
  const db = createDb(url, { max: opts.poolSize ?? 4, onError: () => {} });
  let closed = false;
  return {
    url,
    db,
    embedded,
    async close() {
      if (closed) return;
      closed = true;
      await db.close().catch(() => {});
      await embedded?.stop().catch(() => {});
    },
  };
}

/** What the generator has put in a database; one row in `bench_meta`. */
export interface BenchMeta {
  scale: number;
  tenantId: string;
  adminUsername: string;
  steps: StepRecord[];
  createdAt: string;
  updatedAt: string;
}

export interface StepRecord {
  name: string;
  ms: number;
  counts: Record<string, number>;
  at: string;
}

export const META_TABLE_SQL = `
  create table if not exists bench_meta (
    id int primary key default 1 check (id = 1),
    scale numeric not null,
    tenant_id bigint not null,
    admin_username text not null,
    steps jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`;

export async function readMeta(db: DbHandle): Promise<BenchMeta | undefined> {
  const exists = await db.pool.query<{ t: string | null }>(`select to_regclass('bench_meta')::text as t`);
  if (!exists.rows[0]?.t) return undefined;
  const { rows } = await db.pool.query<{
    scale: string;
    tenant_id: string;
    admin_username: string;
    steps: StepRecord[];
    created_at: Date;
    updated_at: Date;
  }>('select * from bench_meta where id = 1');
  const row = rows[0];
  if (!row) return undefined;
  return {
    scale: Number(row.scale),
    tenantId: row.tenant_id,
    adminUsername: row.admin_username,
    steps: row.steps,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
