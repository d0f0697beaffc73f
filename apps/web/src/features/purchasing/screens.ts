import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Purchasing screens by route id: orders, purchases (keyboard-first entry) and purchase returns. */
export const purchasingScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.purchase_order': lazyScreen(() => import('./PurchaseOrdersPage')),
  'inventory.purchase_order.add': lazyScreen(() => import('./PurchaseOrderFormPage')),
  'inventory.purchase_order.edit': lazyScreen(() => import('./PurchaseOrderFormPage')),
  'inventory.purchase_order.view': lazyScreen(() => import('./PurchaseOrderViewPage')),
  'inventory.purchase_order.approve': lazyScreen(() => import('./PurchaseOrderViewPage')),
  'inventory.purchase': lazyScreen(() => import('./PurchasesPage')),
  'inventory.purchase.add': lazyScreen(() => import('./PurchaseEntryPage')),
  'inventory.purchase.edit': lazyScreen(() => import('./PurchaseEntryPage')),
  'inventory.purchase.view': lazyScreen(() => import('./PurchaseViewPage')),
  'inventory.purchase_detail.add_edit': lazyScreen(() => import('./PurchaseEntryPage')),
  'inventory.purchase_return': lazyScreen(() => import('./PurchaseReturnsPage')),
  'inventory.purchase_return.add': lazyScreen(() => import('./PurchaseReturnEntryPage')),
  'inventory.purchase_return_detail.add_edit': lazyScreen(() => import('./PurchaseReturnEntryPage')),
  'inventory.purchase_return_detail.view': lazyScreen(() => import('./PurchaseReturnViewPage')),
};
