import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';
import { SALE_LISTS, type SaleListKind } from './lists/sale-lists';

/** One lazy screen per sale list; all share the list screen's chunk. */
function listScreen(kind: SaleListKind): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { SaleListScreen } = await import('./lists/SaleListScreen');
    const Screen = () => createElement(SaleListScreen, { kind });
    Screen.displayName = `SaleList(${kind})`;
    return { default: Screen };
  });
}

/** Sales screens by route id: the POS, the sale import and the sale lists. */
export const salesScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'inventory.sale.pos': lazyScreen(() => import('./pos/PosPage')),
  'inventory.sale.import': lazyScreen(() => import('./import/SaleImportScreen')),
  ...Object.fromEntries(
    (Object.keys(SALE_LISTS) as SaleListKind[]).map((kind) => [SALE_LISTS[kind].route, listScreen(kind)]),
  ),
};
