import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

/**
 * The branches in "inventory process mode" (shared-screens.md section 4): a stocktake is open there, or the
 * branch setting `inventory_process_mode` is on. While it holds, the POS cart does not cap a line at the
 * system quantity and the server takes the sale even past it (the lot may go below zero): the quantity
 * being counted is the one in doubt, and the count's comparison (counted minus snapshot plus movements
 * until the count) puts it right whatever was sold meanwhile.
 */
export async function processModeBranches(
  tx: TenantTx,
  inventoryIds: readonly string[],
): Promise<Set<string>> {
  if (inventoryIds.length === 0) return new Set();
  const rows = await sql<{ inventory_id: string }>`
    select inventory_id::text from inventory_processes
      where status = 1 and inventory_id in (${sql.join(inventoryIds)})
    union
    select inventory_id::text from inventory_settings
      where setting_name = 'inventory_process_mode' and value = '1' and inventory_id in (${sql.join(inventoryIds)})`.execute(
    tx,
  );
  return new Set(rows.rows.map((r) => r.inventory_id));
}

/**
 * The same rule for one branch as an SQL condition, for a statement that reads it with other lookups in one
 * round trip (the sale's, sales/prepare.ts). `branch` is an SQL expression (a parameter such as `$1::bigint`).
 */
export const processModeSql = (branch: string) =>
  `(exists (select from inventory_processes where status = 1 and inventory_id = ${branch})
    or exists (select from inventory_settings where setting_name = 'inventory_process_mode' and value = '1'
      and inventory_id = ${branch}))`;
