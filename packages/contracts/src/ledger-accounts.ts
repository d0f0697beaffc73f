/**
 * The system accounts every tenant has (seeded by the database when the tenant is created, migration 0005),
 * by key. The server posts to them by key; the web names them as `accounting:accounts.<key>` in the user's
 * language (a test fails on a missing translation). Accounts a tenant adds itself keep the name typed.
 */
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
  // issue 19 (migration 0054)
  'cash_in_transit',
  'cash_overage',
  'cash_shortage',
  'accumulated_depreciation',
  'depreciation',
  'asset_disposal_gain',
  'asset_disposal_loss',
  // issues 16 and 17 (migration 0063)
  'payroll_deductions',
  'residence_forfeits',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export function isSystemAccount(key: unknown): key is SystemAccount {
  return typeof key === 'string' && (SYSTEM_ACCOUNTS as readonly string[]).includes(key);
}

/**
 * Accounts the server makes and names itself, one per record (a construction project's work in progress),
 * by the English name it stores, `{value}` standing for the record's name. The web names them as
 * `accounting:accounts.<key>` in the user's language with the value in place (`labelledText` patterns); an
 * account whose name no longer reads so keeps its name.
 */
export const ACCOUNT_NAME_PATTERNS = {
  construction_in_progress: 'Construction in progress: {value}',
} as const;
export type AccountNamePattern = keyof typeof ACCOUNT_NAME_PATTERNS;
export const ACCOUNT_NAME_PATTERN_IDS = Object.keys(ACCOUNT_NAME_PATTERNS) as AccountNamePattern[];
