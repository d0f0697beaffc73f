import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Recipe and preparation screens by route id (the route map in @bb/contracts gives paths and abilities). */
export const recipeScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.item.recipe': lazyScreen(() => import('./RecipesScreen')),
  'inventory.prepare_product': lazyScreen(() => import('./PreparePage')),
  'inventory.prepare_product_history': lazyScreen(() => import('./PrepareHistoryScreen')),
};
