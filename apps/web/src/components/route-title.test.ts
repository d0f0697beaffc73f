import { MENU_ENTRIES, ROUTES } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../platform/i18n/i18n';
import { LANGUAGES } from '../platform/i18n/languages';
import { routeTitle } from './route-title';

const groups = [...new Set(ROUTES.flatMap((r) => (r.menu?.group ? [r.menu.group] : [])))];

describe('route titles and menu labels', () => {
  for (const { code } of LANGUAGES) {
    it(`has a title for every route of the route map, every entry and every group (${code})`, async () => {
      await setLanguage(code);
      const t = i18n.getFixedT(code);
      const missing = ROUTES.filter((r) => !i18n.exists(`routes.${r.id}`, { lng: code, fallbackLng: false }));
      expect(missing.map((r) => r.id)).toEqual([]);
      for (const r of ROUTES) expect(routeTitle(t, r.id)).not.toContain('routes.');
      const shell = i18n.getFixedT(code, 'shell') as unknown as (k: string) => string;
      for (const e of MENU_ENTRIES) expect(shell(`entries.${e}`), e).not.toContain('entries.');
      for (const g of groups) expect(shell(`groups.${g}`), g).not.toContain('groups.');
    });
  }

  it('finds a dotted id next to a longer id that starts with it', () => {
    const t = i18n.getFixedT('en');
    expect(routeTitle(t, 'inventory.sale')).toBe('Sales');
    expect(routeTitle(t, 'inventory.sale.pos')).toBe('Point of sale');
    expect(routeTitle(t, 'inventory.sale.import')).toBe('Import sales');
  });
});
