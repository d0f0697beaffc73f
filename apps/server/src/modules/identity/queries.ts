import {
  ABILITIES,
  type AuthUser,
  FEATURES,
  INVENTORY_SETTINGS,
  type InventorySettingName,
} from '@bb/contracts';
import { sql } from 'kysely';

import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { unauthorized } from '../../platform/errors.js';
import { processModeBranches } from './process-mode.js';

const inventoryColumns = ['i.id', 'i.name', 'i.type', 'i.code'] as const;

/** Branches the user works in: connected ones, or every branch for a superuser. */
export function userInventories(tx: TenantTx, auth: AuthContext) {
  let q = tx.selectFrom('inventories as i').select(inventoryColumns).where('i.status', '=', 1);
  if (!auth.isSuperuser) {
    q = q.where('i.id', 'in', (sub) =>
      sub.selectFrom('user_inventories').select('inventory_id').where('user_id', '=', auth.userId),
    );
  }
  return q.orderBy('i.id').execute();
}

export function connectedInventories(tx: TenantTx, userId: string) {
  return tx
    .selectFrom('inventories as i')
    .innerJoin('user_inventories as ui', (j) =>
      j.onRef('ui.tenant_id', '=', 'i.tenant_id').onRef('ui.inventory_id', '=', 'i.id'),
    )
    .select(inventoryColumns)
    .where('ui.user_id', '=', userId)
    .orderBy('i.id')
    .execute();
}

/**
 * The latest exchange rate per currency pair and type (0 sale, 1 purchase): one index probe per pair
 * (the rate history grows every day; it is never sorted whole).
 */
export async function currentRates(tx: TenantTx) {
  const r = await sql<{
    currency_code_from: string;
    currency_code_to: string;
    exchange_rate: string;
    type: number;
  }>`
    select f.code as currency_code_from, t.code as currency_code_to, r.exchange_rate, ty.type
    from currencies f
    join currencies t on t.tenant_id = f.tenant_id and t.code <> f.code
    cross join (values (0), (1)) as ty(type)
    cross join lateral (
      select x.exchange_rate from exchange_rates x
      where x.tenant_id = f.tenant_id and x.currency_code_from = f.code and x.currency_code_to = t.code and x.type = ty.type
      order by x.valid_from desc, x.id desc limit 1
    ) r
    order by f.code, t.code, ty.type`.execute(tx);
  return r.rows.map((row) => ({ ...row, type: row.type === 1 ? (1 as const) : (0 as const) }));
}

/** Cash boxes the user may pick: their own, and the shared boxes of their branches (all for a superuser). */
export async function usableCashBoxes(tx: TenantTx, auth: AuthContext, inventoryIds: string[]) {
  let q = tx
    .selectFrom('cash_boxes')
    .select(['id', 'code', 'name', 'currency_code', 'inventory_id', 'for_user_id', 'is_default'])
    .where('status', '=', 1);
  if (!auth.isSuperuser) {
    q = q.where((eb) =>
      eb.or([
        eb('for_user_id', '=', auth.userId),
        eb.and([
          eb('for_user_id', 'is', null),
          inventoryIds.length > 0 ? eb('inventory_id', 'in', inventoryIds) : eb('inventory_id', 'is', null),
        ]),
      ]),
    );
  }
  return q.orderBy('id').execute();
}

export async function authUser(tx: TenantTx, auth: AuthContext): Promise<AuthUser> {
  const user = await tx
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .leftJoin('inventories as i', (j) =>
      j.onRef('i.tenant_id', '=', 'u.tenant_id').onRef('i.id', '=', 'u.default_branch_id'),
    )
    .select([
      'u.id',
      'u.name',
      'u.username',
      'u.language',
      'u.tenant_id',
      'u.default_branch_id',
      'u.is_superuser',
      'u.status',
      't.name as tenant_name',
      't.base_currency_code',
      't.features',
      'i.name as branch_name',
      'i.type as branch_type',
      'i.code as branch_code',
    ])
    .where('u.id', '=', auth.userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();

  const inventories = await userInventories(tx, auth);
  const inventoryIds = inventories.map((i) => i.id);
  const [rates, boxes, settingRows, roles] = await Promise.all([
    currentRates(tx),
    usableCashBoxes(tx, auth, inventoryIds),
    inventoryIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('inventory_settings')
          .select(['inventory_id', 'setting_name', 'value'])
          .where('inventory_id', 'in', inventoryIds)
          .execute(),
    tx
      .selectFrom('roles as r')
      .innerJoin('user_roles as ur', (j) =>
        j.onRef('ur.tenant_id', '=', 'r.tenant_id').onRef('ur.role_id', '=', 'r.id'),
      )
      .select('r.name')
      .where('ur.user_id', '=', auth.userId)
      .orderBy('r.name')
      .execute(),
  ]);

  const stored = new Map(settingRows.map((s) => [`${s.inventory_id}:${s.setting_name}`, s.value]));
  // a branch counting its stock is in inventory process mode whatever its setting says
  for (const id of await processModeBranches(tx, inventoryIds))
    stored.set(`${id}:inventory_process_mode`, '1');
  const inventorySettings = inventoryIds.flatMap((inventoryId) =>
    (Object.keys(INVENTORY_SETTINGS) as InventorySettingName[]).map((name) => ({
      inventory_id: inventoryId,
      setting_name: name,
      description: INVENTORY_SETTINGS[name].description,
      value: stored.get(`${inventoryId}:${name}`) ?? INVENTORY_SETTINGS[name].default,
    })),
  );
  const features = Object.fromEntries(FEATURES.map((f) => [f, user.features[f] === true]));

  return {
    id: user.id,
    name: user.name,
    username: user.username,
    language: user.language,
    tenant_id: user.tenant_id,
    tenant_name: user.tenant_name,
    default_branch_id: user.default_branch_id,
    default_branch:
      user.default_branch_id && user.branch_name !== null && user.branch_type !== null
        ? {
            id: user.default_branch_id,
            name: user.branch_name,
            type: user.branch_type,
            code: user.branch_code,
          }
        : null,
    default_branch_type: user.branch_type,
    is_superuser: user.is_superuser,
    features_permissions: features,
    inventory_settings: inventorySettings,
    base_currency_code: user.base_currency_code,
    currency_rates: rates,
    cash_boxes: boxes,
    connected_inventories: inventories,
    roles: roles.map((r) => r.name),
    status: user.status,
  };
}

/** The user's abilities; a superuser holds every ability of the catalogue. */
export function abilitiesOf(auth: AuthContext): string[] {
  return auth.isSuperuser ? [...ABILITIES] : [...auth.abilities].sort();
}
