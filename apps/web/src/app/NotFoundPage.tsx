import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.not_found'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      data-testid="not-found"
      extra={
        <Link to="/dashboard">
          <Button type="primary">{t('backToDashboard')}</Button>
        </Link>
      }
    />
  );
}
