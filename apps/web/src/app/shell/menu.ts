import { MENU_ENTRIES, type MenuEntry, ROUTES, type RouteDef } from '@bb/contracts';
import { matchRoutes } from 'react-router';

/** A submenu group of an entry; `name` is '' for entries whose routes are not grouped. */
export interface MenuGroup {
  name: string;
  routes: RouteDef[];
}

export interface MenuEntryModel {
  entry: MenuEntry;
  groups: MenuGroup[];
  /** Every route of the entry the user may open, in menu order. */
  routes: RouteDef[];
  /**
   * The entry has no submenu (one screen in the whole route map, like Dashboard): it navigates directly.
   * An entry with a submenu opens its panel even when the user may open only one of its screens, so
   * 'Settings' never lands a cashier on Notes without saying so.
   */
  direct: boolean;
}

/**
 * The sidebar as data: each of the 13 top-level entries with the menu routes the user may open AND that
 * have a screen, grouped by `menu.group` in route-map order. An entry with none is not shown at all, so
 * a user never meets an empty panel or a link to a screen that does not exist yet. Only an entry without
 * a submenu (one built screen in all) navigates directly; the others open their panel.
 */
export function buildMenu(
  hasScreen: (routeId: string) => boolean,
  canOpen: (route: RouteDef) => boolean,
  routes: readonly RouteDef[] = ROUTES,
): MenuEntryModel[] {
  const model: MenuEntryModel[] = [];
  for (const entry of MENU_ENTRIES) {
    const built = routes.filter((r) => r.menu?.entry === entry && hasScreen(r.id));
    const visible = built.filter((r) => canOpen(r));
    if (visible.length === 0) continue;
    const groups: MenuGroup[] = [];
    for (const route of visible) {
      const name = route.menu?.group ?? '';
      const group = groups.find((g) => g.name === name);
      if (group) group.routes.push(route);
      else groups.push({ name, routes: [route] });
    }
    model.push({ entry, groups, routes: visible, direct: built.length === 1 });
  }
  return model;
}

/** Values a menu link fills in for required parameters (the POS opens as 0/no/no, spec 2). */
const DEFAULT_PARAMS: Record<string, string> = {
  id: '0',
  editMode: 'no',
  isReturn: 'no',
  inventory_process_id: '0',
  snapshot_id: '0',
};

/** The URL a menu link opens: optional parameters dropped, required ones given their default. */
export function menuHref(route: RouteDef): string {
  return route.path
    .replace(/\/:[A-Za-z_]+\?/g, '')
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => DEFAULT_PARAMS[name] ?? '0');
}

/**
 * Where the user starts (`/`, the logo, the not-found page's way back): the first screen of their menu,
 * which is the dashboard for whoever may open it. A user without the dashboard (a site engineer, a
 * storekeeper) starts at their own first screen, not at the not-found page; one with no screen at all at
 * their profile.
 */
export function home(menu: readonly MenuEntryModel[]): { href: string; route: RouteDef | undefined } {
  const route = menu[0]?.routes[0];
  return { href: route ? menuHref(route) : '/profile', route };
}

const matchTable = (routes: readonly RouteDef[]) => routes.map((r) => ({ path: r.path, id: r.id }));
const allRoutes = matchTable(ROUTES);

/** The route of the route map a path belongs to (React Router's ranking: static segments win). */
export function routeOfPath(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const table = routes === ROUTES ? allRoutes : matchTable(routes);
  const id = matchRoutes(table, pathname)?.[0]?.route.id;
  return id === undefined ? undefined : routes.find((r) => r.id === id);
}

/**
 * The top-level entry a path belongs to: its route's entry, or for pages outside the menu (add, edit,
 * view) the entry of the menu route whose path is the longest prefix of it.
 */
export function entryOfPath(pathname: string, routes: readonly RouteDef[] = ROUTES): MenuEntry | undefined {
  const route = routeOfPath(pathname, routes);
  if (route?.menu) return route.menu.entry;
  let best: { length: number; entry: MenuEntry } | undefined;
  for (const r of routes) {
    if (!r.menu) continue;
    const base = menuHref(r).replace(/\/0(\/no)*$/, '');
    if ((pathname === base || pathname.startsWith(`${base}/`)) && base.length > (best?.length ?? 0)) {
      best = { length: base.length, entry: r.menu.entry };
    }
  }
  return best?.entry;
}
