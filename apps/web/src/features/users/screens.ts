import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Users, roles and activity-log screens by route id. */
export const userScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.user': lazyScreen(() => import('./UsersPage')),
  'inventory.role': lazyScreen(() => import('./RolesPage')),
  'report.activity_log': lazyScreen(() => import('./ActivityLogPage')),
  'activity_log.record_log': lazyScreen(() => import('./RecordLogPage')),
};
