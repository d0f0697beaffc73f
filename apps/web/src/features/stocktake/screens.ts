import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Stocktake screens by route id (the route map in @bb/contracts gives paths and abilities). */
export const stocktakeScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory_adjustment.create': lazyScreen(() => import('./CountPage')),
  'inventory_adjustment.comparison': lazyScreen(() => import('./ComparisonPage')),
  'inventory_adjustment.list': lazyScreen(() => import('./ProcessListPage')),
  'inventory_adjustment.calculate_income_and_expense': lazyScreen(() => import('./CalculatePage')),
};
