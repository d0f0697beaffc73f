import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Sale contracts by route id. */
export const saleContractScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.sale_contract': lazyScreen(() => import('./SaleContractsPage')),
};
