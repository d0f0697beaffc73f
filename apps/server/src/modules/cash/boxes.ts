import { MESSAGES } from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';

export interface UsableBox {
  id: string;
  currency_code: string;
  inventory_id: string | null;
  for_user_id: string | null;
}

/**
 * A cash box the user may take money from or put money into: it exists in the tenant, is active, has
 * the document's currency, belongs to one of the user's branches (or to the user), and — for holders
 * of "only from my cash box" — is the user's own box. Superusers may use any box.
 */
export async function usableBox(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
  field: string,
  currency?: string,
): Promise<UsableBox> {
  const box = await tx
    .selectFrom('cash_boxes')
    .select(['id', 'currency_code', 'inventory_id', 'for_user_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return checkUsableBox(tx, auth, box, field, currency);
}

/** A cash box row as `usableBox` reads it (ids as text), for a caller that read it with other lookups. */
export type BoxRow = UsableBox & { status: number };

/** The checks of `usableBox` on a box already read (`undefined`: no such box in the tenant). */
export async function checkUsableBox(
  tx: TenantTx,
  auth: AuthContext,
  box: BoxRow | undefined,
  field: string,
  currency?: string,
): Promise<UsableBox> {
  if (!box || box.status !== 1) throw invalid({ [field]: ['The selected cash box is invalid.'] });
  if (currency && box.currency_code !== currency)
    throw invalid({ [field]: [`The cash box holds ${box.currency_code}, not ${currency}.`] });
  if (auth.isSuperuser) return box;
  if (auth.abilities.has('only_from_my_cash_box') && box.for_user_id !== auth.userId) {
    throw conflict(MESSAGES.ownCashBoxOnly);
  }
  if (box.for_user_id === auth.userId) return box;
  if (box.for_user_id !== null) throw conflict(MESSAGES.cashBoxOtherUser);
  const connected = box.inventory_id
    ? await tx
        .selectFrom('user_inventories')
        .select('inventory_id')
        .where('user_id', '=', auth.userId)
        .where('inventory_id', '=', box.inventory_id)
        .executeTakeFirst()
    : undefined;
  if (box.inventory_id && !connected) throw conflict(MESSAGES.cashBoxOtherBranch);
  return box;
}
