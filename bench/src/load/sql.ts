import pg from 'pg';
import type { SqlStatement } from '../scenarios/types.js';
import { type Latency, latencyOf, percentile, round } from './stats.js';

export interface SqlTiming {
  /** The whole list per sample: the database's share of one request. */
  total: Latency;
  /** p50 of each statement on its own, in order, to show where the time goes. */
  statements: { sql: string; p50: number }[];
}

/**
 * Times `statements` run in order on one direct connection (no pool, no HTTP), `runs` times in a row after
 * a warm-up (`warmup` runs, at most a fifth of `maxMs`), or until `maxMs` has passed (at least one sample).
 */
export async function timeSql(
  url: string,
  statements: SqlStatement[],
  opts: { runs: number; maxMs: number; warmup?: number },
): Promise<SqlTiming> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const each = statements.map(() => [] as number[]);
    const once = async (record: boolean) => {
      for (const [i, s] of statements.entries()) {
        const t0 = performance.now();
        await client.query(s.text, s.params);
        if (record) each[i]?.push(performance.now() - t0);
      }
    };
    const warm = performance.now() + opts.maxMs / 5;
    for (let i = 0; i < (opts.warmup ?? 20) && (i === 0 || performance.now() < warm); i++) await once(false);
    const samples: number[] = [];
    const until = performance.now() + opts.maxMs;
    while (samples.length < opts.runs && performance.now() < until) {
      const t0 = performance.now();
      await once(true);
      samples.push(performance.now() - t0);
    }
    return {
      total: latencyOf(samples),
      statements: statements.map((s, i) => ({
        sql: s.text.replace(/\s+/g, ' ').trim(),
        p50: round(percentile(each[i] ?? [], 50)),
      })),
    };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    await client.end().catch(() => {});
  }
}
