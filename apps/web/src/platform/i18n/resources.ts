import type { ResourceLanguage } from 'i18next';
import enAccounting from '../../locales/en/accounting.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enCustomerActions from '../../locales/en/customer-actions.json';
import enCustomers from '../../locales/en/customers.json';
import enDashboard from '../../locales/en/dashboard.json';
import enNotifications from '../../locales/en/notifications.json';
import enProductHistory from '../../locales/en/product-history.json';
import enProfile from '../../locales/en/profile.json';
import enPurchasing from '../../locales/en/purchasing.json';
import enReports from '../../locales/en/reports.json';
import enResidence from '../../locales/en/residence.json';
import enResources from '../../locales/en/resources.json';
import enSales from '../../locales/en/sales.json';
import enServer from '../../locales/en/server.json';
import enShell from '../../locales/en/shell.json';
import enStock from '../../locales/en/stock.json';
import enSuppliers from '../../locales/en/suppliers.json';
import enTable from '../../locales/en/table.json';
import enUsers from '../../locales/en/users.json';
import type { Language } from './languages';

/**
 * Translation namespaces: one JSON file per namespace per language under src/locales/{lang}/.
 * English is bundled (it is also the fallback); the other languages load on demand, so a user
 * downloads only the language they use.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'dashboard',
  'server',
  'shell',
  'notifications',
  'profile',
  'table',
  'resources',
  'users',
  'accounting',
  'stock',
  'sales',
  'suppliers',
  'purchasing',
  'residence',
  'customers',
  'reports',
  'customer-actions',
  'product-history',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const en = {
  common: enCommon,
  auth: enAuth,
  dashboard: enDashboard,
  server: enServer,
  shell: enShell,
  notifications: enNotifications,
  profile: enProfile,
  table: enTable,
  resources: enResources,
  users: enUsers,
  accounting: enAccounting,
  stock: enStock,
  sales: enSales,
  suppliers: enSuppliers,
  purchasing: enPurchasing,
  residence: enResidence,
  customers: enCustomers,
  reports: enReports,
  'customer-actions': enCustomerActions,
  'product-history': enProductHistory,
};

const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
]);

export async function loadResources(language: Language): Promise<ResourceLanguage> {
  if (language === 'en') return en;
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = lazyFiles[`../../locales/${language}/${ns}.json`];
      if (!load) throw new Error(`Missing translation file locales/${language}/${ns}.json`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
