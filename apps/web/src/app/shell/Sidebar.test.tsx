import { canOpen, type RouteDef, routeById } from '@bb/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildMenu, entryOfPath, menuHref, routeOfPath } from './menu';
import { Sidebar } from './Sidebar';

/** Pretend these route ids have screens (the real registry fills up as features land). */
const withScreens = (...ids: string[]) => {
  const set = new Set(ids);
  return (id: string) => set.has(id);
};
const holding =
  (...abilities: string[]) =>
  (route: RouteDef) =>
    canOpen(route, new Set(abilities), false);
const superuser = (route: RouteDef) => canOpen(route, new Set(), true);

const BUILT = withScreens(
  'dashboard',
  'inventory.item.brand',
  'inventory.item.group',
  'inventory.currency_rate',
  'customer.customer_type',
  'note',
  'inventory.user',
  'inventory.sale.pos',
  'inventory.cashier_sale',
  'profile',
);

describe('menu model', () => {
  it('shows an entry only when the user may open one of its routes that has a screen', () => {
    const cashier = buildMenu(
      BUILT,
      holding('dashboard_list', 'sale_create', 'customer_list', 'note_list', 'product_list'),
    );
    expect(cashier.map((m) => m.entry)).toEqual(['dashboard', 'sales', 'settings']);
    // customer_list is held, but no customer screen is built (customer types need customer_type_list)
    expect(cashier.find((m) => m.entry === 'customers')).toBeUndefined();
    // product_list is held, but /inventory/product has no screen: no stock entry
    expect(cashier.find((m) => m.entry === 'stock')).toBeUndefined();
    expect(cashier.find((m) => m.entry === 'settings')?.routes.map((r) => r.id)).toEqual(['note']);
    // Settings has a submenu: it is not a direct link to Notes, though Notes is all the cashier may open
    expect(cashier.find((m) => m.entry === 'settings')?.direct).toBe(false);
    expect(cashier.find((m) => m.entry === 'dashboard')?.direct).toBe(true);
  });

  it('gives a superuser every entry with a built screen, grouped in route-map order', () => {
    const admin = buildMenu(BUILT, superuser);
    expect(admin.map((m) => m.entry)).toEqual(['dashboard', 'stock', 'sales', 'customers', 'settings']);
    const stock = admin.find((m) => m.entry === 'stock')!;
    expect(stock.groups.map((g) => [g.name, g.routes.map((r) => r.id)])).toEqual([
      ['items', ['inventory.item.brand', 'inventory.item.group']],
      ['other', ['inventory.currency_rate']],
    ]);
    // routes outside the menu (profile) never show
    expect(admin.flatMap((m) => m.routes).some((r) => r.id === 'profile')).toBe(false);
  });

  it('fills the POS defaults and drops optional parameters in menu links', () => {
    expect(menuHref(routeById('inventory.sale.pos')!)).toBe('/inventory/sale/pos/0/no/no');
    expect(menuHref(routeById('customer.debt')!)).toBe('/customer/debt');
    expect(menuHref(routeById('inventory.item.brand')!)).toBe('/inventory/item/brand');
  });

  it('finds the route and entry of a path, also for pages reached from screens', () => {
    expect(routeOfPath('/inventory/sale/import')?.id).toBe('inventory.sale.import');
    expect(routeOfPath('/inventory/sale/2/77')?.id).toBe('inventory.sale.filtered');
    expect(routeOfPath('/customer/debt/12')?.id).toBe('customer.debt');
    expect(entryOfPath('/inventory/purchase/view/5')).toBe('purchases');
    expect(entryOfPath('/inventory/item-transfer/add')).toBe('stock');
    expect(entryOfPath('/profile')).toBeUndefined();
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSidebar(path: string, hasScreen = BUILT, canOpenRoute = superuser) {
  const menu = buildMenu(hasScreen, canOpenRoute);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar menu={menu} />
      <Where />
    </MemoryRouter>,
  );
  return { user };
}

describe('sidebar', () => {
  it('lists the entries of the menu with their short labels', () => {
    renderSidebar('/dashboard');
    const entries = screen.getAllByRole('button').filter((b) => b.dataset.entry);
    expect(entries.map((b) => b.dataset.entry)).toEqual([
      'dashboard',
      'stock',
      'sales',
      'customers',
      'settings',
    ]);
    expect(screen.getByTestId('sidebar-entry-stock').textContent).toBe('Stock');
    expect(screen.getByTestId('sidebar-entry-dashboard').getAttribute('aria-current')).toBe('page');
  });

  it('opens the panel of an entry with a submenu, with collapsible groups; the active entry toggles it', async () => {
    const { user } = renderSidebar('/dashboard');
    const stock = screen.getByTestId('sidebar-entry-stock');
    await user.click(stock);
    const panel = screen.getByTestId('sidebar-panel');
    expect(stock.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByText('Items')).toBeTruthy();
    expect(within(panel).getByText('Brands')).toBeTruthy();
    expect(within(panel).getByText('Currency rates')).toBeTruthy();

    // a group folds away and opens again
    const itemsGroup = () => within(panel).getByText('Items').closest('[aria-expanded]');
    expect(itemsGroup()?.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel).getByText('Items'));
    expect(itemsGroup()?.getAttribute('aria-expanded')).toBe('false');
    await user.click(within(panel).getByText('Items'));
    expect(itemsGroup()?.getAttribute('aria-expanded')).toBe('true');

    // clicking the active entry closes the panel, clicking it again opens it
    await user.click(stock);
    expect(screen.queryByTestId('sidebar-panel')).toBeNull();
    await user.click(stock);
    expect(screen.getByTestId('sidebar-panel')).toBeTruthy();

    // another entry swaps the panel's content
    await user.click(screen.getByTestId('sidebar-entry-settings'));
    expect(screen.getByTestId('sidebar-panel').dataset.entry).toBe('settings');
  });

  it('choosing a leaf navigates and closes the panel', async () => {
    const { user } = renderSidebar('/dashboard');
    await user.click(screen.getByTestId('sidebar-entry-sales'));
    await user.click(screen.getByTestId('menu-inventory.sale.pos'));
    expect(screen.getByTestId('where').textContent).toBe('/inventory/sale/pos/0/no/no');
    expect(screen.queryByTestId('sidebar-panel')).toBeNull();
  });

  it('an entry with a single screen navigates directly', async () => {
    const { user } = renderSidebar('/note');
    await user.click(screen.getByTestId('sidebar-entry-dashboard'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    expect(screen.queryByTestId('sidebar-panel')).toBeNull();
  });

  it('Settings opens its panel for a user who may open only Notes, instead of landing on Notes', async () => {
    const { user } = renderSidebar('/dashboard', BUILT, holding('dashboard_list', 'note_list'));
    await user.click(screen.getByTestId('sidebar-entry-settings'));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    const panel = screen.getByTestId('sidebar-panel');
    expect(panel.dataset.entry).toBe('settings');
    await user.click(within(panel).getByTestId('menu-note'));
    expect(screen.getByTestId('where').textContent).toBe('/note');
  });

  it('a panel opened while a redirect is landing stays open when it lands (the click right after sign-in)', async () => {
    // the address already says /dashboard while the router still renders `/` (the redirect is a transition)
    window.history.replaceState(null, '', '/dashboard');
    const menu = buildMenu(BUILT, superuser);
    const user = userEvent.setup();
    let go: (to: string) => void = () => undefined;
    function Nav() {
      const navigate = useNavigate();
      go = (to) => navigate(to, { replace: true });
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Sidebar menu={menu} />
        <Nav />
      </MemoryRouter>,
    );
    await user.click(screen.getByTestId('sidebar-entry-stock'));
    expect(screen.getByTestId('sidebar-panel')).toBeTruthy();
    act(() => go('/dashboard'));
    expect(screen.getByTestId('sidebar-panel').dataset.entry).toBe('stock');
    // a navigation after it was opened still closes it
    act(() => go('/note'));
    expect(screen.queryByTestId('sidebar-panel')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('Escape and a click outside close the panel', async () => {
    const { user } = renderSidebar('/dashboard');
    await user.click(screen.getByTestId('sidebar-entry-stock'));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('sidebar-panel')).toBeNull();
    await user.click(screen.getByTestId('sidebar-entry-stock'));
    await user.click(document.querySelector('.bb-sidebar-backdrop')!);
    expect(screen.queryByTestId('sidebar-panel')).toBeNull();
  });
});
