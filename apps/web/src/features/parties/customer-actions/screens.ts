import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';

/** The customer actions report (`/customer/actions`). */
export const customerActionScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'customer.actions': lazyScreen(() => import('./CustomerActionsPage')),
};
