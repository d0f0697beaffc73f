import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';

/** The branch exists and the user works in it (superusers: any branch of the tenant). */
export async function assertInventory(tx: TenantTx, auth: AuthContext, inventoryId: string): Promise<void> {
  const inv = await tx
    .selectFrom('inventories')
    .select('id')
    .where('id', '=', inventoryId)
    .executeTakeFirst();
  if (!inv) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  await assertConnected(tx, auth, inventoryId);
}

export async function assertSupplier(tx: TenantTx, supplierId: string): Promise<string> {
  const s = (await sql<{ name: string }>`select name from suppliers where id = ${supplierId}`.execute(tx))
    .rows[0];
  if (!s) throw invalid({ supplier_id: ['The selected supplier is invalid.'] });
  return s.name;
}

export async function assertCurrency(tx: TenantTx, code: string): Promise<void> {
  const c = await tx.selectFrom('currencies').select('code').where('code', '=', code).executeTakeFirst();
  if (!c) throw invalid({ currency_code: ['The selected currency is invalid.'] });
}

/** Items of the lines: they exist and are kept in stock. Answers id -> name. */
export async function stockItems(tx: TenantTx, itemIds: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .selectFrom('items')
    .select(['id', 'name', 'stockable'])
    .where('id', 'in', [...new Set(itemIds)])
    .execute();
  const map = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  itemIds.forEach((id, i) => {
    const it = map.get(id);
    if (!it) errors[`lines.${i}.item_id`] = ['The selected item is invalid.'];
    else if (!it.stockable) errors[`lines.${i}.item_id`] = ['This item is not kept in stock.'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return new Map(rows.map((r) => [r.id, r.name]));
}
