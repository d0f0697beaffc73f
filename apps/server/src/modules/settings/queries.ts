import {
  AUTOMATION_DEFAULT_HOUR,
  AUTOMATIONS,
  TENANT_SETTING_DEFAULTS,
  type TenantSettings,
} from '@bb/contracts';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { userInventories } from '../identity/queries.js';

/**
 * The settings already read by a transaction, keyed by the transaction object itself: one read per
 * transaction (a sale used to read them three times), never shared between transactions, so never
 * between tenants. A transaction that changes settings must call `forgetTenantSettings(tx)` after.
 */
const memo = new WeakMap<TenantTx, Promise<TenantSettings>>();

async function readTenantSettings(tx: TenantTx): Promise<TenantSettings> {
  return settingsOf(await tx.selectFrom('settings').select(['key', 'value']).execute());
}

function settingsOf(rows: { key: string; value: unknown }[]): TenantSettings {
  const out: Record<string, unknown> = { ...TENANT_SETTING_DEFAULTS };
  for (const r of rows) if (r.key in TENANT_SETTING_DEFAULTS) out[r.key] = r.value;
  return out as unknown as TenantSettings;
}

/** The tenant's settings: stored values over the catalogue defaults; unknown stored keys are ignored. */
export async function tenantSettings(tx: TenantTx): Promise<TenantSettings> {
  let read = memo.get(tx);
  if (!read) {
    read = readTenantSettings(tx);
    memo.set(tx, read);
    read.catch(() => memo.delete(tx));
  }
  return { ...(await read) };
}

/**
 * Gives the transaction the settings rows a caller read with other lookups in one round trip (the sale's,
 * sales/prepare.ts), so `tenantSettings(tx)` does not read them again.
 */
export function primeTenantSettings(tx: TenantTx, rows: { key: string; value: unknown }[]): void {
  if (!memo.has(tx)) memo.set(tx, Promise.resolve(settingsOf(rows)));
}

/** Drops the transaction's memo of the settings: the next `tenantSettings(tx)` reads them again. */
export function forgetTenantSettings(tx: TenantTx): void {
  memo.delete(tx);
}

export async function automations(tx: TenantTx) {
  const rows = await tx
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'like', 'automation.%')
    .execute();
  const stored = new Map(
    rows.map((r) => [r.key.slice('automation.'.length), r.value as { enabled?: boolean; hour?: number }]),
  );
  return (Object.keys(AUTOMATIONS) as (keyof typeof AUTOMATIONS)[]).map((key) => ({
    key,
    description: AUTOMATIONS[key],
    enabled: stored.get(key)?.enabled === true,
    hour: stored.get(key)?.hour ?? AUTOMATION_DEFAULT_HOUR,
  }));
}

export function currencies(tx: TenantTx) {
  return tx.selectFrom('currencies').select(['code', 'name', 'symbol', 'decimals']).orderBy('code').execute();
}

/** What every screen needs once per session: branches, currencies and the print setups of the user's branches. */
export async function baseData(tx: TenantTx, auth: AuthContext) {
  const inventories = await userInventories(tx, auth);
  const ids = inventories.map((i) => i.id);
  const prints =
    ids.length === 0
      ? []
      : await tx
          .selectFrom('print_settings')
          .select([
            'id',
            'inventory_id',
            'type_name',
            'type',
            'name',
            'address',
            'bottom',
            'header',
            'background',
            'footer',
            'background_margin',
            'background_margin_clone_print',
          ])
          .where('inventory_id', 'in', ids)
          .orderBy('id')
          .execute();
  const tenant = await tx
    .selectFrom('tenants')
    .select(['name', 'base_currency_code'])
    .executeTakeFirstOrThrow();
  return {
    tenant,
    inventories,
    currencies: await currencies(tx),
    prints,
    item_types: [
      { id: 1, name: 'Goods' },
      { id: 2, name: 'Material' },
      { id: 3, name: 'Service' },
    ],
  };
}

export async function hasApiConnection(tx: TenantTx, kind: 'hospital' | 'ticket'): Promise<boolean> {
  const row = await tx
    .selectFrom('api_connections')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
