import { ROUTES } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { screens } from '../../app/screens';
import { gt } from '../../components/loose-t';
import { i18n } from '../../platform/i18n/i18n';
import { reportColumns } from './report-columns';
import { BESPOKE_REPORT_SCREENS, REPORTS, REPORTS_WITHOUT_SCREEN } from './reports';
import { reportScreens } from './screens';

/** Route ids of the sales and purchases reports: their menu groups plus the two fed by them in "stock". */
const salesAndPurchaseRoutes = ROUTES.filter(
  (r) =>
    r.menu?.entry === 'reports' &&
    (r.menu.group === 'sales' ||
      r.menu.group === 'purchases' ||
      r.id === 'report.top_selling_product' ||
      r.id === 'report.products_per_supplier'),
).map((r) => r.id);

describe('report declarations', () => {
  it('declare only routes of the route map, each once', () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    for (const r of REPORTS) expect(ids.has(r.route), r.route).toBe(true);
    expect(new Set(REPORTS.map((r) => r.route)).size).toBe(REPORTS.length);
  });

  it('cover every sales and purchases report route but the ones without a server list', () => {
    const declared = new Set(REPORTS.map((r) => r.route));
    const missing = salesAndPurchaseRoutes.filter(
      (id) =>
        !declared.has(id) &&
        !(REPORTS_WITHOUT_SCREEN as readonly string[]).includes(id) &&
        !(BESPOKE_REPORT_SCREENS as readonly string[]).includes(id),
    );
    expect(missing).toEqual([]);
    for (const id of REPORTS_WITHOUT_SCREEN) expect(salesAndPurchaseRoutes).toContain(id);
    for (const id of BESPOKE_REPORT_SCREENS) expect(salesAndPurchaseRoutes).toContain(id);
    expect(REPORTS.filter((r) => r.group === 'sales' || r.group === 'purchases')).toHaveLength(18);
  });

  it('read the API list at the same name as the route path', () => {
    for (const r of REPORTS) {
      const path = ROUTES.find((x) => x.id === r.route)!.path;
      expect(`/${r.table.path}`, r.route).toBe(path);
    }
  });

  it('give each report a screen', () => {
    for (const r of REPORTS) expect(reportScreens[r.route], r.route).toBeDefined();
    for (const id of BESPOKE_REPORT_SCREENS) expect(screens[id], id).toBeDefined();
    // the product purchase history is the stock feature's screen; the raw-edit grids are here
    expect(reportScreens['report.product_purchase_history']).toBeUndefined();
    expect(Object.keys(reportScreens)).toHaveLength(REPORTS.length + BESPOKE_REPORT_SCREENS.length - 1);
  });

  it('name each column once, total only declared columns and filter by what the report lists', () => {
    for (const r of REPORTS) {
      const keys = r.columns.map((c) => c.key);
      expect(new Set(keys).size, r.route).toBe(keys.length);
      for (const f of r.footer) expect(keys, `${r.route} footer ${f}`).toContain(f);
      expect(keys.includes('currency_code'), `${r.route} currency`).toBe(r.currency);
      if (r.defaultSort) expect(keys, `${r.route} sort`).toContain(r.defaultSort.key);
      // the branch filter goes as the protocol's `list`; a column sending its own `list` would replace it
      // (a status column's list filter goes as `number =`)
      if (r.inventory) {
        const lists = reportColumns(r, gt, 'IQD').filter(
          (c) => c.kind === 'enum' || c.kind === 'bool' || c.filter === 'list',
        );
        expect(lists, r.route).toEqual([]);
      }
    }
  });

  it('have every column title in the reports namespace', () => {
    for (const r of REPORTS)
      for (const c of r.columns)
        expect(i18n.exists(`reports:columns.${c.label ?? c.key}`), `${r.route} ${c.key}`).toBe(true);
  });
});
