import type { Db } from '../../../apps/server/src/platform/db/pool.js';

/** A signed-in user the scenarios can act as. */
export interface Actor {
  id: string;
  username: string;
  token: string;
  /** sha256 of the token, as stored in auth_tokens (for the SQL counterparts). */
  tokenHash: string;
  isSuperuser: boolean;
  defaultBranchId: string | null;
  /** Branches the user works in (all for a superuser), ascending. */
  inventoryIds: string[];
}

/** What a scenario can draw on: the running server, the bench tenant, and who is signed in. */
export interface RunContext {
  baseUrl: string;
  tenantId: string;
  scale: number;
  /** The tenant's superuser, and a regular staff member (a cashier with more than one branch when there is one). */
  actors: { admin: Actor; staff: Actor };
  /** Active staff usernames of the bench tenant (all share the bench password). */
  usernames: string[];
  password: string;
}

export interface SqlStatement {
  text: string;
  params?: unknown[];
}

/** Helpers for declaring a scenario's SQL counterpart. */
export interface SqlTools {
  /**
   * Runs the server's own query code against the bench database and answers the statements it sent,
   * in order: the counterpart stays exactly what the server runs as its code changes.
   */
  capture(fn: (db: Db) => Promise<unknown>): Promise<SqlStatement[]>;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What `prepare` can use: owner queries on the bench database, and what the generator recorded. */
export interface PrepareTools {
  query<R extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Row counts per generator step, as bench_meta recorded them. */
  steps: { name: string; counts: Record<string, number> }[];
  /** Runs server code on a connection of its own (a fixture written through the server's writers). */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
}

/** What `prepare` may answer: a note for the report (the data the scenario drew), and whether its target applies. */
export interface Prepared {
  note?: string;
  /** False when this dataset is smaller than the target speaks of: the figure is shown, not judged. */
  targetApplies?: boolean;
}

interface ScenarioCommon {
  name: string;
  summary: string;
  /** Clients (HTTP connections, or in-process workers) kept busy for the whole run (closed loop). */
  concurrency: number;
  /**
   * The statements one request runs, in order on one connection (BEGIN/COMMIT included when the server
   * uses a transaction); usually `capture`d from the server's own query functions.
   */
  sql?: (ctx: RunContext, tools: SqlTools) => SqlStatement[] | Promise<SqlStatement[]>;
  /** Generator steps the scenario needs; it is skipped (and says so) on a database without them. */
  needs?: string[];
  /** Looks up what the scenario draws on (ids, dates) before it runs, after its needs are checked. */
  prepare?: (ctx: RunContext, tools: PrepareTools) => Promise<Prepared | undefined>;
  /**
   * The scenario writes to the bench tenant (documents, journal entries): the harness marks the data before
   * and deletes what the run wrote afterwards, so every run meets the same dataset.
   */
  writes?: boolean;
  /**
   * Checks a property the load must not break (no oversell, ...) after the run and before the clean-up:
   * its note is added to the report line, its errors count as the scenario's.
   */
  verify?: (ctx: RunContext, tools: PrepareTools) => Promise<{ note?: string; errors?: number }>;
  /** The target, as text for the report, and checkable numbers when there are any. */
  target?: { text: string; p95Ms?: number; minRps?: number };
}

/**
 * One load scenario, declared as data. `path` and `body` may be functions of the request number to vary
 * each request (a different user, barcode, page...). A read scenario with `sql` also gets the same work timed
 * directly on the database, and the ratio HTTP p50 / SQL p50 is reported.
 */
export interface HttpScenario extends ScenarioCommon {
  kind?: 'http';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((ctx: RunContext, i: number) => string);
  body?: Json | ((ctx: RunContext, i: number) => Json);
  /** Extra headers of request number i (an idempotency key, ...). */
  headers?: (ctx: RunContext, i: number) => Record<string, string>;
  /** Who sends it: nobody (public), the superuser, or the staff member. */
  auth: 'none' | 'admin' | 'staff';
}

/** What an in-process operation gets: a database handle with one pooled connection per worker. */
export interface ProcessTools {
  db: Db;
}

/**
 * A scenario that calls the server's own code in the harness process (no HTTP): `op` is one operation,
 * run by `concurrency` async workers against the bench database, like a module would call it inside a
 * request. Reported like an HTTP scenario (ops/s in `unit`, latency per operation); with `sql`, the ratio
 * is operation p50 / SQL p50.
 */
export interface ProcessScenario extends ScenarioCommon {
  kind: 'process';
  /** What is called, for the report (`post() in withTenant`, ...). */
  call: string;
  /** What one operation is, per second (default `ops/s`). */
  unit?: string;
  /**
   * One operation. It may answer `{ timedMs }`: the part of it that is measured, when it needs set-up in
   * the same transaction that the target does not speak of (a stocktake is counted before it is compared).
   */
  op: (ctx: RunContext, tools: ProcessTools, i: number) => Promise<unknown>;
}

export type Scenario = HttpScenario | ProcessScenario;
