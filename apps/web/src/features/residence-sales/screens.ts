import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Residence sales screens by route id: the residence POS, the sales and returns lists, the overdue ageing. */
export const residenceSalesScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.residence_pos': lazyScreen(() => import('./ResidencePosScreen')),
  'inventory.residence_sale': lazyScreen(() => import('./ResidenceSalesScreen')),
  'inventory.residence_sale_return': lazyScreen(() => import('./ResidenceSaleReturnsScreen')),
  'inventory.residence_ageing': lazyScreen(() => import('./ResidenceAgeingScreen')),
};
