import { migrateToLatest } from '../../../apps/server/src/platform/db/migrate.js';
import { bootstrap } from '../../../apps/server/src/seed/bootstrap.js';
import {
  type BenchDatabase,
  type BenchMeta,
  META_TABLE_SQL,
  readMeta,
  type StepRecord,
} from '../lib/database.js';
import { Progress } from '../lib/progress.js';
import { INVARIANTS, STEPS } from './index.js';
import type { GenContext, GeneratorStep } from './types.js';

/** The superuser of the bench tenant. Every generated user shares its password. */
export const BENCH_ADMIN = 'admin';
export const BENCH_PASSWORD = 'bench-admin-pass';

export class SeedError extends Error {}

export interface SeedSummary {
  meta: BenchMeta;
  ran: StepRecord[];
  ms: number;
}

/**
 * Migrates, bootstraps the bench tenant on an empty database, runs every generator step not yet recorded
 * in bench_meta (each in one transaction), checks the invariants and analyzes. Refuses a database with
 * tenants the bench did not make, and a scale other than the recorded one.
 */
export async function seedDatabase(
  bench: BenchDatabase,
  opts: {
    scale: number;
    /** Journal lines of the bench tenant instead of the scale's (the balance sheet over 10,000,000 lines). */
    journalLines?: number;
    steps?: readonly GeneratorStep[];
    log?: (line: string) => void;
  },
): Promise<SeedSummary> {
  const started = performance.now();
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const { db } = bench;
  const steps = opts.steps ?? STEPS;

  await migrateToLatest(db.system);
  await db.pool.query(META_TABLE_SQL);
  let meta = await readMeta(db);
  if (!meta) {
    const { rows } = await db.pool.query<{ n: string }>('select count(*) as n from tenants');
    if (Number(rows[0]?.n) > 0) {
      throw new SeedError(
        'this database already holds data the benchmark did not generate; use an empty one (or --fresh)',
      );
    }
    const made = await bootstrap(db.system, {
      adminUsername: BENCH_ADMIN,
      adminPassword: BENCH_PASSWORD,
      seedDemo: false,
    });
    await db.pool.query(
      `insert into bench_meta (scale, tenant_id, admin_username) values ($1, $2, $3)
       on conflict (id) do nothing`,
      [opts.scale, made.tenantId, BENCH_ADMIN],
    );
    meta = (await readMeta(db)) as BenchMeta;
    log(`bootstrapped tenant ${meta.tenantId} with superuser "${BENCH_ADMIN}" / "${BENCH_PASSWORD}"`);
  } else if (meta.scale !== opts.scale) {
    throw new SeedError(
      `this database was generated at scale ${meta.scale}, not ${opts.scale}; pass --fresh to regenerate`,
    );
  }

  const { rows: adminRows } = await db.pool.query<{ id: string; password_hash: string }>(
    'select id, password_hash from users where tenant_id = $1 and username = $2',
    [meta.tenantId, meta.adminUsername],
  );
  const admin = adminRows[0];
  if (!admin) throw new SeedError(`the bench superuser "${meta.adminUsername}" is missing`);

  const journal = meta.steps.find((s) => s.name === 'journal');
  if (journal && opts.journalLines !== undefined && journal.counts.target_lines !== opts.journalLines) {
    throw new SeedError(
      `this database has a journal of ${journal.counts.target_lines?.toLocaleString('en-US')} lines, not ${opts.journalLines.toLocaleString('en-US')}; pass --fresh to regenerate`,
    );
  }

  const done = new Set(meta.steps.map((s) => s.name));
  const progress = new Progress();
  const ran: StepRecord[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      const ctx: GenContext = {
        sql: async <R extends object>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as R[],
        scale: opts.scale,
        count: (base, min = 0) => Math.max(min, Math.round(base * opts.scale)),
        journalLines: opts.journalLines,
        log: (line) => progress.note(line),
        tenantId: meta.tenantId,
        adminId: admin.id,
        passwordHash: admin.password_hash,
        async batches(total, size, fn) {
          for (let from = 1; from <= total; from += size) {
            const to = Math.min(total, from + size - 1);
            await fn(from, to);
            progress.add(to - from + 1);
          }
        },
      };
      const t0 = performance.now();
      progress.start(step.name, step.work?.(ctx) ?? 1);
      const audited = step.audit
        ? []
        : (
            await client.query<{ t: string }>(
              `select tgrelid::regclass::text as t from pg_trigger where tgname = 'audit' and not tgisinternal`,
            )
          ).rows.map((r) => r.t);
      // Table names come from the catalogue as regclass text (already quoted where needed).
      for (const t of audited) await client.query(`alter table ${t} disable trigger audit`);
      const counts = await step.run(ctx);
      for (const t of audited) await client.query(`alter table ${t} enable trigger audit`);
      const record: StepRecord = {
        name: step.name,
        ms: Math.round(performance.now() - t0),
        counts,
        at: new Date().toISOString(),
      };
      await client.query(
        `update bench_meta set steps = steps || jsonb_build_array($1::jsonb), updated_at = now() where id = 1`,
        [JSON.stringify(record)],
      );
      await client.query('commit');
      progress.finish(
        Object.entries(counts)
          .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
          .join(', '),
      );
      ran.push(record);
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw new SeedError(`step "${step.name}" failed: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    } finally {
      client.release();
    }
  }

  const broken: string[] = [];
  for (const inv of INVARIANTS) {
    const { rows } = await db.pool.query<{ bad: string }>(
      inv.sql,
      inv.params?.({ tenantId: meta.tenantId }) ?? [],
    );
    const bad = Number(rows[0]?.bad ?? 0);
    if (bad > 0) broken.push(`${inv.name}: ${bad} violation(s)`);
  }
  if (broken.length > 0) throw new SeedError(`invariants broken:\n  ${broken.join('\n  ')}`);
  log(`invariants hold (${INVARIANTS.length} checked)`);

  if (ran.length > 0) {
    const t0 = performance.now();
    await db.pool.query('vacuum analyze');
    log(`vacuum analyze ${((performance.now() - t0) / 1000).toFixed(1)}s`);
  }
  return { meta: (await readMeta(db)) as BenchMeta, ran, ms: Math.round(performance.now() - started) };
}
