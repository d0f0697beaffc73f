import { residenceUnit } from '@bb/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Residence screens by route id (blocks, areas, views and buildings are master data). */
export const residenceScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  [residenceUnit.route!]: lazyScreen(() => import('./ResidenceUnitScreen')),
};
