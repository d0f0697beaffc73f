import type { identityEndpoints } from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { holdersOf } from '../notifications/writer.js';
import { connectedInventories, userInventories } from './queries.js';

const userColumns = ['u.id', 'u.name', 'u.username', 'u.default_branch_id', 'u.status'] as const;

function myInventoryIds(tx: TenantTx, userId: string) {
  return tx.selectFrom('user_inventories').select('inventory_id').where('user_id', '=', userId);
}

/**
 * The user lookups of shared-screens.md section 7, by their declared endpoint. Each answers rows of the
 * caller's tenant only (the tenant transaction guarantees it).
 */
export const userLookups: Record<
  keyof typeof identityEndpoints.lookups,
  (tx: TenantTx, auth: AuthContext) => Promise<unknown[]>
> = {
  /** Branches the user may work in (every branch for a superuser). */
  inventory: (tx, auth) => userInventories(tx, auth),
  /** Branches the user is connected to, strictly. */
  connectedInventory: (tx, auth) => connectedInventories(tx, auth.userId),
  /** Every branch of the company. */
  allInventory: (tx) =>
    tx
      .selectFrom('inventories as i')
      .select(['i.id', 'i.name', 'i.type', 'i.code'])
      .orderBy('i.id')
      .execute(),
  /** Every user of the company, active or not (for filters over old records). */
  allUsers: (tx) => tx.selectFrom('users as u').select(userColumns).orderBy('u.name').execute(),
  /** Active users (pickers for new records). */
  users: (tx) =>
    tx.selectFrom('users as u').select(userColumns).where('u.status', '=', 1).orderBy('u.name').execute(),
  /** Users who share at least one branch with the caller (the caller included). */
  myUsers: (tx, auth) =>
    tx
      .selectFrom('users as u')
      .select(userColumns)
      .where((eb) =>
        eb.or([
          eb('u.id', '=', auth.userId),
          eb(
            'u.id',
            'in',
            tx
              .selectFrom('user_inventories')
              .select('user_id')
              .where('inventory_id', 'in', myInventoryIds(tx, auth.userId)),
          ),
        ]),
      )
      .orderBy('u.name')
      .execute(),
  /** Cashiers (holders of sale_create, or superusers) connected to one of the caller's branches. */
  connectedInventoryCashier: (tx, auth) =>
    tx
      .selectFrom('users as u')
      .select(userColumns)
      .where('u.status', '=', 1)
      .where(
        'u.id',
        'in',
        tx
          .selectFrom('user_inventories')
          .select('user_id')
          .where('inventory_id', 'in', myInventoryIds(tx, auth.userId)),
      )
      .where((eb) => eb.or([eb('u.is_superuser', '=', true), eb('u.id', 'in', holdersOf(tx, 'sale_create'))]))
      .orderBy('u.name')
      .execute(),
};
