import { useQuery } from '@tanstack/react-query';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../platform/auth/session';
import { baseDataQuery } from '../../platform/auth/session-queries';
import { usePageTitle } from '../../platform/usePageTitle';
import { BusinessSection } from './BusinessSection';
import { CashBoxesCard, CurrencyRatesCard } from './MoneyCards';
import { BranchesCard, CompanyCard, DefaultBranchCard, UserCard } from './SessionCards';

/**
 * The first screen after sign-in: the business figures the user's abilities allow (sales, profit, cash,
 * open balances, what waits), then who and where the user is, today's rates and the cash boxes at hand.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.dashboard'));
  const user = useAuthUser();
  const { data: baseData } = useQuery(baseDataQuery);

  return (
    <div data-testid="dashboard">
      <Typography.Title level={3} style={{ marginBlockStart: 0 }}>
        {t('routes.dashboard')}
      </Typography.Title>
      <BusinessSection />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <CompanyCard user={user} baseData={baseData} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <UserCard user={user} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <DefaultBranchCard user={user} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <BranchesCard user={user} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <CurrencyRatesCard user={user} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <CashBoxesCard user={user} />
        </Col>
      </Row>
    </div>
  );
}
