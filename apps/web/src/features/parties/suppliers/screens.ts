import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';

/**
 * Supplier screens by route id. Payments, debts and adjustment entries are money documents
 * (features/accounting registers them).
 */
export const supplierScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'supplier.supplier': lazyScreen(() => import('./SuppliersPage')),
  'supplier.detail_account_statement': lazyScreen(() => import('./SupplierStatementPage')),
  'supplier.detail_account_statement_all_in_one_currency': lazyScreen(
    () => import('./SupplierOneCurrencyStatementPage'),
  ),
  'supplier.summary_account_statement': lazyScreen(() => import('./SupplierSummaryStatementPage')),
};
