import type { ComponentType, LazyExoticComponent } from 'react';

/** Users, roles and activity-log screens by route id. */
export const userScreens: Record<string, LazyExoticComponent<ComponentType>> = {};
