import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';
import { RAW_EDIT_REPORTS } from './raw-edit-reports';
import { REPORTS } from './reports';

/** The raw-edit grid of one route (both share the page's chunk). */
function rawEditScreen(route: string): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { RawEditReportPage } = await import('./RawEditReportPage');
    const Screen = () => createElement(RawEditReportPage, { route });
    Screen.displayName = `RawEdit(${route})`;
    return { default: Screen };
  });
}

/** One lazy screen per declared report; all share the generic screen's chunk. */
function reportScreen(route: string): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { ReportScreen } = await import('./ReportScreen');
    const Screen = () => createElement(ReportScreen, { route });
    Screen.displayName = `Report(${route})`;
    return { default: Screen };
  });
}

/** Report screens by route id: the sales and purchases reports and the raw-edit grids. */
export const reportScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  ...Object.fromEntries(REPORTS.map((r) => [r.route, reportScreen(r.route)])),
  ...Object.fromEntries(RAW_EDIT_REPORTS.map((r) => [r.route, rawEditScreen(r.route)])),
};
