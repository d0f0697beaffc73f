import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Construction screens by route id (the route map in @bb/contracts gives paths and abilities). */
export const constructionScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'construction.stock_out_orders': lazyScreen(() => import('./OrdersScreen')),
  'construction.stock_out_orders.add': lazyScreen(() => import('./OrderFormPage')),
  'construction.stock_out_orders.edit': lazyScreen(() => import('./OrderFormPage')),
  'construction.stock_out_orders.view': lazyScreen(() => import('./OrderViewPage')),
  'construction.stock_out_orders.approve': lazyScreen(() => import('./OrderViewPage')),
  'construction.stock_outs': lazyScreen(() => import('./StockOutsScreen')),
  'construction.stock_outs.add': lazyScreen(() => import('./StockOutFormPage')),
  'construction.stock_outs.edit': lazyScreen(() => import('./StockOutFormPage')),
  'construction.stock_outs.view': lazyScreen(() => import('./StockOutViewPage')),
  'construction.quantification': lazyScreen(() => import('./QuantificationPage')),
  'construction.projects': lazyScreen(() => import('./ProjectsScreen')),
  'construction.bill_of_quantities': lazyScreen(() => import('./BoqScreen')),
};
