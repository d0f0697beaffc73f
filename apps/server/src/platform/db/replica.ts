import { isDatabaseUnavailable } from './availability.js';
import type { Db, DbHandle } from './pool.js';
import { type TenantScope, type TenantTx, withTenant } from './tenant.js';

export interface ReplicaOptions {
  /** Reads go back to the primary when the replica is behind by more than this (default 30 s). */
  maxLagSeconds?: number;
  /** How long a health verdict is trusted before the next check (default 5 s). */
  checkEveryMs?: number;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

export type ReadTarget = 'replica' | 'primary';

/**
 * Where read-only report and export queries run. With a replica (`DATABASE_REPLICA_URL`, a hot standby
 * streaming from the primary) they run there, in a tenant transaction exactly like the primary's (the same
 * `erp_app` role and `app.tenant_id`, so the same row-level security: a physical replica has the same
 * policies). The replica is used only while it is healthy: reachable, in recovery (a standby, so it can
 * never take a write) and either caught up with the primary's WAL position, or streaming with nothing received
 * left to replay, or no further behind than `maxLagSeconds` (the age of the last transaction it replayed). The verdict is kept `checkEveryMs`; when the replica fails before the
 * report's first query it is marked down at once and the report runs on the primary. Without a replica
 * everything runs on the primary.
 */
export class ReadRouter {
  /** How many reads each side started (for the tests and the health log). */
  readonly served = { replica: 0, primary: 0 };
  private verdict: { healthy: boolean; at: number; reason?: string } | undefined;
  private checking: Promise<boolean> | undefined;
  private readonly maxLag: number;
  private readonly every: number;

  constructor(
    private readonly primary: DbHandle,
    private readonly replica?: DbHandle,
    private readonly opts: ReplicaOptions = {},
  ) {
    this.maxLag = opts.maxLagSeconds ?? 30;
    this.every = opts.checkEveryMs ?? 5000;
  }

  get hasReplica(): boolean {
    return this.replica !== undefined;
  }

  private setVerdict(healthy: boolean, reason?: string): boolean {
    const was = this.verdict?.healthy;
    this.verdict = { healthy, at: Date.now(), reason };
    if (was !== healthy && was !== undefined)
      this.opts.log?.(healthy ? 'replica in use again' : 'replica not used, reads go to the primary', {
        reason,
      });
    return healthy;
  }

  /** Checks the replica now: reachable, a standby, and caught up or within the lag bound. */
  async check(): Promise<boolean> {
    if (!this.replica) return false;
    try {
      const primary = await this.primary.pool.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      // caught up: it has replayed the primary's position of a moment ago; streaming: it is connected and has
      // replayed all it received (only the transport's milliseconds behind). Otherwise the lag is the age of the
      // last transaction it replayed, which grows while replay stalls.
      const r = await this.replica.pool.query<{
        standby: boolean;
        caught_up: boolean | null;
        streaming: boolean | null;
        age: number | null;
      }>(
        `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn() >= $1::pg_lsn as caught_up,
           pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
             and exists (select 1 from pg_stat_wal_receiver where status = 'streaming') as streaming,
           extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as age`,
        [primary.rows[0]?.lsn],
      );
      const row = r.rows[0];
      if (!row?.standby)
        return this.setVerdict(false, 'DATABASE_REPLICA_URL is not a standby (not in recovery)');
      if (row.caught_up || row.streaming) return this.setVerdict(true);
      if (row.age !== null && row.age <= this.maxLag) return this.setVerdict(true);
      // On a quiet primary the last replayed transaction can be old while the replica is only milliseconds
      // behind a write made just now (a session touch): give it half a second to reach that position.
      for (let i = 0; i < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const again = await this.replica.pool.query<{ ok: boolean }>(
          'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
          [primary.rows[0]?.lsn],
        );
        if (again.rows[0]?.ok) return this.setVerdict(true);
      }
      return this.setVerdict(false, `replica behind by ${row.age === null ? '?' : Math.round(row.age)} s`);
    } catch (e) {
      return this.setVerdict(false, `replica unreachable: ${(e as Error).message}`);
    }
  }

  /** The side the next read goes to (checking the replica when the last verdict is older than checkEveryMs). */
  async target(): Promise<ReadTarget> {
    if (!this.replica) return 'primary';
    if (!this.verdict || Date.now() - this.verdict.at >= this.every) {
      this.checking ??= this.check().finally(() => {
        this.checking = undefined;
      });
      await this.checking;
    }
    return this.verdict?.healthy ? 'replica' : 'primary';
  }

  private dbOf(side: ReadTarget): Db {
    return (side === 'replica' ? (this.replica as DbHandle) : this.primary).system;
  }

  /** Runs a read-only tenant transaction on the replica when healthy, else (or when it fails at once) the primary. */
  async read<T>(scope: TenantScope, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
    const side = await this.target();
    if (side === 'primary') {
      this.served.primary += 1;
      return withTenant(this.dbOf('primary'), scope, fn);
    }
    let started = false;
    try {
      // counted when the read starts there (a streamed export answers before its transaction ends)
      return await withTenant(this.dbOf('replica'), scope, (tx) => {
        started = true;
        this.served.replica += 1;
        return fn(tx);
      });
    } catch (e) {
      if (started || !isDatabaseUnavailable(e)) throw e;
      this.setVerdict(false, `replica unreachable: ${(e as Error).message}`);
      this.served.primary += 1;
      return withTenant(this.dbOf('primary'), scope, fn);
    }
  }
}
