import type { Expression, RawBuilder } from 'kysely';
import type { ColumnSpec, TableSpec } from '../../platform/table/spec.js';
import { connectedBranchesSql } from './branch-scope.js';

/**
 * The columns every document list opens with, in this order: id, number (searched), the document date
 * (`date` unless the type names it otherwise), the party when it has one (`supplier`: supplier_id and the
 * searched supplier_name), and its branch.
 */
export function documentHeadColumns(dateKey = 'date', party?: string): Record<string, ColumnSpec> {
  return {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    [dateKey]: { kind: 'date' },
    ...(party ? partyColumns(party) : {}),
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
  };
}

/** A party's id and searched name columns (`supplier` -> supplier_id, supplier_name). */
export function partyColumns(party: string): Record<string, ColumnSpec> {
  return { [`${party}_id`]: { kind: 'id' }, [`${party}_name`]: { kind: 'text', search: true } };
}

/**
 * A list source limited, for anyone but a superuser, to the user's connected branches: `source` gets the
 * condition on `branchColumn` (`s.inventory_id`) to put in its `where`.
 */
export function branchScoped(
  branchColumn: string,
  source: (connected: RawBuilder<unknown>) => Expression<unknown>,
): TableSpec['source'] {
  return (_tx, _q, ctx) => source(connectedBranchesSql(ctx.auth, branchColumn));
}
