import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../app/lazy-screen';
import { REPORTS } from './reports';

const productPurchaseHistory = lazyScreen(() => import('./ProductPurchaseHistoryPage'));

/** One lazy screen per declared report; all share the generic screen's chunk. */
function reportScreen(route: string): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { ReportScreen } = await import('./ReportScreen');
    const Screen = () => createElement(ReportScreen, { route });
    Screen.displayName = `Report(${route})`;
    return { default: Screen };
  });
}

/** Report screens by route id: the sales and purchases reports, and the bespoke product purchase history. */
export const reportScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(REPORTS.map((r) => [r.route, reportScreen(r.route)])),
  'report.product_purchase_history': productPurchaseHistory,
};
