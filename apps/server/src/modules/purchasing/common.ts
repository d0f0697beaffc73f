import { MESSAGES } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, forbidden, invalid } from '../../platform/errors.js';

/** The branch exists and the user works in it (superusers: any branch of the tenant). */
export async function assertInventory(tx: TenantTx, auth: AuthContext, inventoryId: string): Promise<void> {
  const inv = await tx
    .selectFrom('inventories')
    .select('id')
    .where('id', '=', inventoryId)
    .executeTakeFirst();
  if (!inv) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
  if (auth.isSuperuser) return;
  const link = await tx
    .selectFrom('user_inventories')
    .select('inventory_id')
    .where('user_id', '=', auth.userId)
    .where('inventory_id', '=', inventoryId)
    .executeTakeFirst();
  if (!link) throw forbidden('You are not connected to this inventory.');
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

/** Holders of "<doc>_edit_only_today" / "<doc>_delete_only_today" may change only what was made today. */
export async function assertTodayRule(
  tx: TenantTx,
  auth: AuthContext,
  doc: 'purchase' | 'purchase_return',
  table: 'purchases' | 'purchase_returns',
  id: string,
  change: 'edit' | 'delete',
): Promise<void> {
  const restriction = `${doc}_${change}_only_today`;
  if (auth.isSuperuser || !auth.abilities.has(restriction)) return;
  const r = await sql<{ today: boolean }>`
    select created_at::date = current_date as today from ${sql.table(table)} where id = ${id}`.execute(tx);
  if (r.rows[0] && !r.rows[0].today)
    throw conflict(change === 'edit' ? MESSAGES.updateNotAllowed : MESSAGES.deleteNotAllowed);
}
