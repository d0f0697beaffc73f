import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useLiveNotifications } from '../features/notifications/useLiveNotifications';
import { entryOfPath, routeOfPath } from './shell/menu';
import { SIDEBAR_WIDTH, Sidebar } from './shell/Sidebar';
import { TopBar } from './shell/TopBar';
import './shell/shell.css';
import { routeTitle } from '../components/route-title';
import { useRealtimeConnection } from '../platform/realtime/useRealtimeConnection';
import { usePageTitle } from '../platform/usePageTitle';
import { ErrorBoundary } from './ErrorBoundary';
import { useLeaveWarning } from './useLeaveWarning';
import { useMenu } from './useMenu';

/** Routes whose screen has no section title in the top bar (spec 2: an empty title over the picture). */
const UNTITLED = new Set(['not_found', 'maintenance']);

function PageSpin() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ paddingBlock: 96 }}>
      <Spin size="large" description={t('loading')} />
    </Flex>
  );
}

/**
 * The signed-in shell (spec 2): sidebar, top bar and the routed screen, which slides in on every path
 * change (not with prefers-reduced-motion). A route flagged hideTopBar/hideSideBar (the price checker)
 * shows without them. The page title follows the route. While signed in: the leave warning and real
 * time (notifications). The tab-on-enter rule is components/form/TabOnEnter, wrapped round form areas.
 */
export function AuthedLayout() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const location = useLocation();

  useLeaveWarning();
  useRealtimeConnection();
  useLiveNotifications();

  const menu = useMenu();
  const route = routeOfPath(location.pathname);
  const entry = entryOfPath(location.pathname);
  const title = route && !UNTITLED.has(route.id) ? routeTitle(t, route.id) : '';
  usePageTitle(route ? routeTitle(t, route.id) : undefined);

  const showSide = !route?.hideSideBar;
  const showTop = !route?.hideTopBar;

  // keyed by path: each path change mounts the page afresh, which plays the slide-in
  const page = (
    <main key={location.pathname} className={showTop || showSide ? 'bb-page' : 'bb-page bb-page-bare'}>
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageSpin />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );

  return (
    <>
      {showSide ? <Sidebar menu={menu} /> : null}
      <div
        className="bb-main"
        style={{ marginInlineStart: showSide ? SIDEBAR_WIDTH : 0 }}
        data-testid="shell"
      >
        {showTop ? <TopBar section={entry ? ts(`entries.${entry}`) : undefined} title={title} /> : null}
        {page}
      </div>
    </>
  );
}
