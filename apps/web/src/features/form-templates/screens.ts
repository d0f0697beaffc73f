import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Form templates (the list, add and edit pages) by route id. */
export const formTemplateScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.form_template': lazyScreen(() => import('./FormTemplatesPage')),
  'inventory.form_template.add': lazyScreen(() => import('./FormTemplateEditPage')),
  'inventory.form_template.edit': lazyScreen(() => import('./FormTemplateEditPage')),
};
