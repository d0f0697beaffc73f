import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { masterDataScreens } from '../features/master-data/screens';
import { userScreens } from '../features/users/screens';

/**
 * The screens built so far, by route id of the route map in @bb/contracts (which gives the path and the
 * abilities). Each screen is its own chunk. Routes of the map without a screen are not in the menu and
 * fall through to 404. Each feature keeps its own registry; this file only merges them.
 */
export const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('../features/dashboard/DashboardPage')),
  ...masterDataScreens,
  ...userScreens,
};
