import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';

/** The gifts screen by route id (`/inventory/gift`). */
export const giftScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.gift': lazyScreen(() => import('./GiftsScreen')),
};
