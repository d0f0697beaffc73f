import { CloseOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@bb/contracts';
import { Button, Menu, type MenuProps, Typography, theme } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { looseT } from '../../components/loose-t';
import { routeTitle } from '../../components/route-title';
import { ENTRY_ICONS } from './entry-icons';
import { entryOfPath, home, type MenuEntryModel, menuHref, routeOfPath } from './menu';

/** The main column's width (spec 9) and the submenu panel's. */
export const SIDEBAR_WIDTH = 100;
export const PANEL_WIDTH = 272;

/** Icons that point the reading direction and so turn round in right-to-left. */
const FLIP_IN_RTL = new Set<MenuEntry>(['suppliers']);

/**
 * The sidebar (spec 2): a 100px column of the top-level entries the user can use; an entry with a
 * submenu opens a second panel (groups collapsible), an entry without one (Dashboard) navigates at once.
 * Clicking the entry whose panel is open closes it; choosing a screen, Escape or a click outside too.
 * It sits at the inline start: left in English, right in Kurdish and Arabic.
 */
export function Sidebar({ menu }: { menu: MenuEntryModel[] }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  // The panel belongs to the path it was opened at: any later navigation (a leaf, the back button, a link
  // in a screen) leaves it closed, with no effect to reset it. A navigation already under way when it was
  // opened (the address has changed, the router renders the new screen in a transition: right after
  // sign-in `/` is still moving on to `/dashboard`) must not close it when it lands, so the address
  // of that moment counts too.
  const [opened, setOpened] = useState<{ entry: MenuEntry; at: string; url: string } | null>(null);
  const panel =
    opened && (opened.at === location.pathname || opened.url === location.pathname) ? opened.entry : null;
  const setPanel = (entry: MenuEntry | null) =>
    setOpened(entry ? { entry, at: location.pathname, url: window.location.pathname } : null);
  const current = entryOfPath(location.pathname);
  const start = home(menu).href;
  const panelModel = menu.find((m) => m.entry === panel);

  useEffect(() => {
    if (!panel) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpened(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel]);

  const choose = (model: MenuEntryModel) => {
    if (model.direct) {
      setPanel(null);
      navigate(menuHref(model.routes[0]!));
      return;
    }
    setPanel(panel === model.entry ? null : model.entry);
  };

  const column: CSSProperties = {
    inlineSize: SIDEBAR_WIDTH,
    background: token.colorBgContainer,
    borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
    ['--bb-entry-hover' as string]: token.colorFillTertiary,
  };

  return (
    <>
      <nav className="bb-sidebar" style={column} aria-label={t('mainMenu')} data-testid="sidebar">
        <Link to={start} className="bb-sidebar-logo" aria-label={t('home')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
        </Link>
        {menu.map((model) => {
          const Icon = ENTRY_ICONS[model.entry];
          const isOpen = panel === model.entry;
          const active = isOpen || (panel === null && current === model.entry);
          const hasPanel = !model.direct;
          return (
            <button
              key={model.entry}
              type="button"
              className="bb-sidebar-entry"
              data-testid={`sidebar-entry-${model.entry}`}
              data-entry={model.entry}
              data-routes={model.routes.map((r) => r.id).join(' ')}
              data-active={active}
              aria-current={current === model.entry ? 'page' : undefined}
              aria-expanded={hasPanel ? isOpen : undefined}
              aria-haspopup={hasPanel ? 'menu' : undefined}
              onClick={() => choose(model)}
              style={{
                color: active ? token.colorPrimaryText : token.colorText,
                background: active ? token.colorPrimaryBg : undefined,
                borderInlineStartColor: current === model.entry ? token.colorPrimary : 'transparent',
              }}
            >
              <Icon
                style={{ fontSize: 22 }}
                className={FLIP_IN_RTL.has(model.entry) ? 'bb-flip-rtl' : undefined}
              />
              <span className="bb-sidebar-label">{t(`entries.${model.entry}`)}</span>
            </button>
          );
        })}
      </nav>
      {panelModel ? (
        <>
          <div className="bb-sidebar-backdrop" onClick={() => setPanel(null)} aria-hidden />
          <SubmenuPanel model={panelModel} onClose={() => setPanel(null)} />
        </>
      ) : null}
    </>
  );
}

function SubmenuPanel({ model, onClose }: { model: MenuEntryModel; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const selected = routeOfPath(location.pathname)?.id;

  const groupKeys = useMemo(
    () => model.groups.filter((g) => g.name !== '').map((g) => `group:${g.name}`),
    [model],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(groupKeys);

  // group names come from the route map's data (the route-title test checks each has a label)
  const groupLabel = (name: string) => looseT(t)(`groups.${name}`);
  const items: NonNullable<MenuProps['items']> = [];
  for (const group of model.groups) {
    const leaves = group.routes.map((route) => ({
      key: route.id,
      label: (
        <Link to={menuHref(route)} data-route-id={route.id} data-testid={`menu-${route.id}`}>
          {routeTitle(tc, route.id)}
        </Link>
      ),
    }));
    if (group.name === '') items.push(...leaves);
    else items.push({ key: `group:${group.name}`, label: groupLabel(group.name), children: leaves });
  }

  return (
    <aside
      className="bb-sidebar-panel"
      data-testid="sidebar-panel"
      data-entry={model.entry}
      aria-label={t(`entries.${model.entry}`)}
      style={{
        inlineSize: PANEL_WIDTH,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <div
        className="bb-sidebar-panel-head"
        style={{ borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(`entries.${model.entry}`)}
        </Typography.Title>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('closeMenu')}
          onClick={onClose}
        />
      </div>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onClose}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </aside>
  );
}
