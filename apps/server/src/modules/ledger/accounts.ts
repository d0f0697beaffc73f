import type { TenantTx } from '../../platform/db/tenant.js';

/** The system accounts every tenant has (seeded by the database when the tenant is created). */
export const SYSTEM_ACCOUNTS = [
  'cash',
  'receivable',
  'inventory',
  'employee_advances',
  'fixed_assets',
  'fx_clearing',
  'payable',
  'salaries_payable',
  'capital',
  'cashback_capital',
  'opening_balance',
  'retained_earnings',
  'sales',
  'sale_returns',
  'income',
  'exchange_gain',
  'discount_received',
  'cogs',
  'discount_given',
  'expense',
  'general_payment',
  'loss',
  'salaries',
  'exchange_loss',
  'rounding',
  'stock_adjustment',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

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
