import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';

/**
 * Customer screens by route id. Customer types are master data; debts, receipts and adjustment entries
 * are the accounting feature's money documents.
 */
export const customerScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'customer.customer': lazyScreen(() => import('./CustomersPage')),
  'customer.detail_account_statement': lazyScreen(() => import('./CustomerStatementPage')),
  'customer.summary_account_statement': lazyScreen(() => import('./CustomerSummaryStatementPage')),
  'customer.customer_subscription': lazyScreen(() => import('./SubscriptionsPage')),
};
