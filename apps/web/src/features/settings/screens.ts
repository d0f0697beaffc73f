import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** The Settings screen (`/setting`, any `setting_*` ability). */
export const settingsScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  setting: lazyScreen(() => import('./SettingsPage')),
};
