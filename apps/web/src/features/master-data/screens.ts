import type { ComponentType, LazyExoticComponent } from 'react';

/** Master-data list screens by route id (filled in by the master-data feature). */
export const masterDataScreens: Record<string, LazyExoticComponent<ComponentType>> = {};
