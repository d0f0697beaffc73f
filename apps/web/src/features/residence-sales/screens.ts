import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Residence sales screens by route id: the residence POS and the residence sales list. */
export const residenceSalesScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.residence_pos': lazyScreen(() => import('./ResidencePosScreen')),
  'inventory.residence_sale': lazyScreen(() => import('./ResidenceSalesScreen')),
};
