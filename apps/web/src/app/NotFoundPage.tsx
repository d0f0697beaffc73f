import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../platform/usePageTitle';
import { IllustratedPage } from './Illustration';

/** /404: unknown paths and routes the user may not open land here (the top bar's title stays empty). */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.not_found'));
  return (
    <IllustratedPage
      kind="not-found"
      testId="not-found"
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{t('backToDashboard')}</Button>
        </Link>
      }
    />
  );
}
