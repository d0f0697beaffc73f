import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeTitle } from '../components/route-title';
import { usePageTitle } from '../platform/usePageTitle';
import { IllustratedPage } from './Illustration';
import { useHome } from './useMenu';

/**
 * /404: unknown paths and routes the user may not open land here (the top bar's title stays empty); its
 * button leads to the user's first screen.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHome();
  usePageTitle(t('routes.not_found'));
  return (
    <IllustratedPage
      kind="not-found"
      testId="not-found"
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      extra={
        <Link to={home.href}>
          <Button type="primary">
            {home.route && home.route.path !== '/dashboard'
              ? t('backTo', { page: routeTitle(t, home.route.id) })
              : t('backToDashboard')}
          </Button>
        </Link>
      }
    />
  );
}
