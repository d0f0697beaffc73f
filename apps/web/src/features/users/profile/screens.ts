import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../../components/lazy-screen';

/** The signed-in user's own page (no ability needed). */
export const profileScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  profile: lazyScreen(() => import('./ProfilePage')),
};
