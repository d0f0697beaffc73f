import type { SystemAccount } from '@bb/contracts';
import type { TenantTx } from '../../platform/db/tenant.js';

/** The system accounts every tenant has: declared in contracts (the web names them), seeded by migration 0005. */
export { SYSTEM_ACCOUNTS, type SystemAccount } from '@bb/contracts';

/** Ids of the named system accounts of the caller's tenant. */
export async function systemAccountIds(
  tx: TenantTx,
  keys: readonly SystemAccount[],
): Promise<Map<SystemAccount, string>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .selectFrom('accounts')
    .select(['id', 'system_key'])
    .where('system_key', 'in', [...new Set(keys)])
    .execute();
  const map = new Map(rows.map((r) => [r.system_key as SystemAccount, r.id]));
  for (const k of keys)
    if (!map.has(k)) throw new Error(`system account ${k} missing for tenant ${tx.tenantId}`);
  return map;
}
