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

/**
 * One load scenario, declared as data. `path` and `body` may be functions of the request number to vary
 * each request (a different user, barcode, page...). A read scenario with `sql` also gets the same work timed
 * directly on the database, and the ratio HTTP p50 / SQL p50 is reported.
 */
export interface Scenario {
  name: string;
  summary: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((ctx: RunContext, i: number) => string);
  body?: Json | ((ctx: RunContext, i: number) => Json);
  /** Who sends it: nobody (public), the superuser, or the staff member. */
  auth: 'none' | 'admin' | 'staff';
  /** Connections kept busy for the whole run (fixed concurrency, closed loop). */
  concurrency: number;
  /**
   * The statements one request runs, in order on one connection (BEGIN/COMMIT included when the server
   * uses a transaction); usually `capture`d from the server's own query functions.
   */
  sql?: (ctx: RunContext, tools: SqlTools) => SqlStatement[] | Promise<SqlStatement[]>;
  /** Generator steps the scenario needs; it is skipped (and says so) on a database without them. */
  needs?: string[];
  /** The target, as text for the report, and checkable numbers when there are any. */
  target?: { text: string; p95Ms?: number; minRps?: number };
}
