import { describe, expect, it } from 'vitest';
import { isAbility } from './abilities.js';
import { canOpen, entryAbilities, MENU_ENTRIES, ROUTES, routeById } from './routes.js';

describe('route map', () => {
  it('names only abilities of the catalogue', () => {
    const unknown = ROUTES.flatMap((r) =>
      r.abilities.filter((a) => !isAbility(a)).map((a) => `${r.path}: ${a}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has every top-level entry with at least one menu route', () => {
    expect(MENU_ENTRIES).toHaveLength(13);
    for (const entry of MENU_ENTRIES) expect(entryAbilities(entry).length).toBeGreaterThan(0);
  });

  it('carries the spec’s abilities on sample routes', () => {
    expect(routeById('inventory.item.item')?.abilities).toEqual(['item_list']);
    expect(routeById('inventory.sale.pos')?.path).toBe('/inventory/sale/pos/:id/:editMode/:isReturn');
    expect(routeById('inventory.purchase_detail.add_edit')?.abilities).toEqual([
      'purchase_add',
      'purchase_edit',
    ]);
    expect(routeById('accounting.cash_box.my_cashbox')?.abilities).toEqual([]);
    expect(routeById('profile')?.abilities).toEqual([]);
    expect(routeById('activity_log.record_log')?.abilities).toEqual(['activity_log']);
  });

  it('hides the bars only on the price checker', () => {
    const hiding = ROUTES.filter((r) => r.hideTopBar || r.hideSideBar).map((r) => r.path);
    expect(hiding).toEqual(['/inventory/price-checker']);
  });

  it('has unique paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lets a route open on any one of its abilities, and always for a superuser', () => {
    const route = routeById('inventory.purchase_detail.add_edit')!;
    expect(canOpen(route, new Set(['purchase_edit']), false)).toBe(true);
    expect(canOpen(route, new Set(['sale_create']), false)).toBe(false);
    expect(canOpen(route, new Set(), true)).toBe(true);
    expect(canOpen(routeById('profile')!, new Set(), false)).toBe(true);
  });
});
