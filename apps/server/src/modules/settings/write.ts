import {
  INVENTORY_SETTINGS,
  type InventorySettingName,
  type InventorySettingsInput,
  SETTING_MESSAGES,
  TENANT_SETTING_ABILITIES,
  type TenantSettingKey,
  type TenantSettings,
  type TenantSettingsInput,
} from '@bb/contracts';
import { sql } from 'kysely';
import { hasAbility } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { type FieldErrors, forbidden, invalid, notFound } from '../../platform/errors.js';
import { tenantClock } from '../../platform/scheduler.js';
import { userInventories } from '../identity/queries.js';
import { forgetTenantSettings, tenantSettings } from './queries.js';

/**
 * Changes some tenant settings in the caller's transaction and answers them all. Every key sent needs its
 * own ability (TENANT_SETTING_ABILITIES): one key without it refuses the whole call (403) before anything
 * is written. The POS currency must be one of the tenant's currencies; the lock date may not be after
 * today (closing days that have not happened yet would stop today's sales). The `settings` table's
 * trigger writes the activity log; an unchanged value logs nothing.
 */
export async function updateTenantSettings(
  tx: TenantTx,
  auth: AuthContext,
  input: TenantSettingsInput,
  now = new Date(),
): Promise<TenantSettings> {
  const keys = (Object.keys(input) as TenantSettingKey[]).filter((k) => input[k] !== undefined);
  if (keys.some((k) => !hasAbility(auth, TENANT_SETTING_ABILITIES[k]))) throw forbidden();

  const errors: FieldErrors = {};
  if (input.defaultPosCurrency !== undefined) {
    const currency = await tx
      .selectFrom('currencies')
      .select('code')
      .where('code', '=', input.defaultPosCurrency)
      .executeTakeFirst();
    if (!currency) errors.defaultPosCurrency = ['The selected value is invalid.'];
  }
  if (input.lockDate && input.lockDate > tenantClock(now).today)
    errors.lockDate = [SETTING_MESSAGES.lockDateInFuture];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  await storeSettings(
    tx,
    keys.map((key) => [key, input[key] ?? null]),
  );
  forgetTenantSettings(tx);
  return tenantSettings(tx);
}

/** The settings of one branch, stored values over the catalogue's defaults. */
async function branchSettings(tx: TenantTx, inventoryId: string) {
  const rows = await tx
    .selectFrom('inventory_settings')
    .select(['setting_name', 'value'])
    .where('inventory_id', '=', inventoryId)
    .execute();
  const stored = new Map(rows.map((r) => [r.setting_name, r.value]));
  return (Object.keys(INVENTORY_SETTINGS) as InventorySettingName[]).map((name) => ({
    inventory_id: inventoryId,
    setting_name: name,
    description: INVENTORY_SETTINGS[name].description,
    value: stored.get(name) ?? INVENTORY_SETTINGS[name].default,
  }));
}

/**
 * Changes settings of one of the caller's branches (connected ones; every branch for a superuser; a
 * branch elsewhere is not found) and answers that branch's settings in the shape of `GET /api/user`'s
 * inventory_settings.
 */
export async function updateInventorySettings(
  tx: TenantTx,
  auth: AuthContext,
  inventoryId: string,
  input: InventorySettingsInput,
) {
  const mine = await userInventories(tx, auth);
  if (!mine.some((i) => i.id === inventoryId)) throw notFound();
  for (const name of Object.keys(input) as InventorySettingName[]) {
    const value = input[name];
    if (value === undefined) continue;
    await tx
      .insertInto('inventory_settings')
      .values({ tenant_id: tx.tenantId, inventory_id: inventoryId, setting_name: name, value })
      .onConflict((oc) => oc.columns(['tenant_id', 'inventory_id', 'setting_name']).doUpdateSet({ value }))
      .execute();
  }
  return branchSettings(tx, inventoryId);
}

/** Stores tenant settings (key, JSON value) in one statement, replacing what was stored under those keys. */
export async function storeSettings(
  tx: TenantTx,
  entries: readonly (readonly [string, unknown])[],
): Promise<void> {
  if (entries.length === 0) return;
  await sql`insert into settings (tenant_id, key, value)
    select ${tx.tenantId}, k, v::jsonb
    from unnest(${entries.map(([k]) => k)}::text[], ${entries.map(([, v]) => JSON.stringify(v))}::text[]) as e(k, v)
    on conflict (tenant_id, key) do update set value = excluded.value`.execute(tx);
}
