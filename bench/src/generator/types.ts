/** What a generator step gets: one transaction, the scale, and the bench tenant. */
export interface GenContext {
  /** Runs SQL on the step's transaction (owner connection: row-level security does not apply). */
  sql<R extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** The scale factor (1 = the reference size; 0.001 for CI). */
  readonly scale: number;
  /** `base` rows at scale 1, scaled and rounded, never under `min`. */
  count(base: number, min?: number): number;
  /** Journal lines of the bench tenant when given (`--ledger-lines`); otherwise the journal follows the scale. */
  readonly journalLines?: number;
  /** The benchmark tenant and its superuser. */
  readonly tenantId: string;
  readonly adminId: string;
  /** argon2id hash of BENCH_PASSWORD, shared by every generated user (hashing each would take minutes). */
  readonly passwordHash: string;
  /**
   * Calls `fn(from, to)` over 1..total in slices of `size` (inclusive bounds) and moves the progress bar.
   * Use it for any step that writes more than a few thousand rows.
   */
  batches(total: number, size: number, fn: (from: number, to: number) => Promise<void>): Promise<void>;
  /** Prints a line about a phase of the step (shown above the progress bar). */
  log(line: string): void;
}

/**
 * One named step of the generator. Steps run in list order, each in its own transaction, and are recorded
 * in `bench_meta` when done, so re-running the seed adds only steps that are new (a module that lands adds a
 * step; nothing already generated is redone). A step finds what earlier steps made by querying for it.
 */
export interface GeneratorStep {
  name: string;
  describe: string;
  /** Units of work for the progress bar (what `batches` counts); 1 when omitted. */
  work?(ctx: GenContext): number;
  /**
   * Keep the activity-log row triggers (named `audit`) firing. By default a step loads like a data import:
   * the audit triggers are disabled inside its transaction (and enabled again before it commits), because a
   * PL/pgSQL trigger per row makes bulk inserts several times slower. Foreign keys and constraint triggers
   * always stay on. Volume in activity_log, when a scenario needs it, is a step of its own.
   */
  audit?: boolean;
  /** Writes the rows; answers row counts by table, kept in bench_meta. */
  run(ctx: GenContext): Promise<Record<string, number>>;
}

/** A property of the generated data that must hold; `sql` answers one row `{ bad }`, the number of violations. */
export interface Invariant {
  name: string;
  sql: string;
  params?(ctx: { tenantId: string }): unknown[];
}
