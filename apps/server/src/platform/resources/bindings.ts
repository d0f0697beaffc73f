import type { ResourceDef } from '@bb/contracts';
import type { RawBuilder } from 'kysely';
import type { TenantTx } from '../db/tenant.js';

/**
 * Rules of a declared resource beyond its declaration (its table, columns and schema live in contracts):
 * given by the module that owns the resource when it registers it.
 */
export interface ResourceRules {
  /** Extra checks before a write (beyond the zod schema and the database constraints). */
  validate?: (tx: TenantTx, input: Record<string, unknown>) => Promise<void>;
  /** After a create or update, in the same transaction. */
  afterWrite?: (tx: TenantTx, id: string, input: Record<string, unknown>) => Promise<void>;
  /**
   * Before a delete, in the same transaction: removes what hangs off the record and answers the stored
   * files to remove once the delete is committed (a refused delete rolls back and keeps them).
   */
  beforeDelete?: (tx: TenantTx, id: string) => Promise<string[]>;
  /** SQL of computed list columns, over the table aliased `x`. */
  computed?: Record<string, RawBuilder<unknown>>;
}

/** Where a declared resource lives and the rules its module gave. */
export interface ResourceBinding extends ResourceRules {
  table: string;
  createdColumn?: string;
}

export function bindingOf(def: ResourceDef, rules: ResourceRules = {}): ResourceBinding {
  return { table: def.table, ...(def.createdColumn ? { createdColumn: def.createdColumn } : {}), ...rules };
}
