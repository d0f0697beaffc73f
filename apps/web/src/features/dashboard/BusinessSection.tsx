import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Flex, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { baseDataQuery } from '../../platform/auth/session-queries';
import { ActionTiles } from './ActionTiles';
import { BalancesCard, CashCard, ProfitCard, SalesCard, TopProductsCard } from './BusinessCards';
import { ChartCard } from './ChartCard';
import { useDashboardData, useLiveDashboard } from './useDashboardData';

/**
 * The business half of the dashboard: what the user's abilities allow (the server answers null for the
 * rest), for all their branches or one.
 */
export function BusinessSection() {
  const { t } = useTranslation('dashboard');
  const { data: baseData } = useQuery(baseDataQuery);
  const [inventory, setInventory] = useState<string | null>(null);
  const { data, isPending, isError } = useDashboardData(inventory);
  useLiveDashboard();
  const branches = baseData?.inventories ?? [];
  const base = baseData?.tenant.base_currency_code ?? 'IQD';

  if (isError)
    return <Alert type="warning" showIcon message={t('loadFailed')} style={{ marginBlockEnd: 16 }} />;
  return (
    <Flex vertical gap={16} style={{ marginBlockEnd: 16 }} data-testid="business">
      <Flex gap={12} wrap align="center" justify="space-between">
        {branches.length > 1 ? (
          <Select
            value={inventory ?? undefined}
            onChange={(v) => setInventory(v ?? null)}
            allowClear
            placeholder={t('allBranches')}
            aria-label={t('branch')}
            style={{ minWidth: 220 }}
            data-testid="dashboard-branch"
            options={branches.map((b) => ({ value: String(b.id), label: b.name }))}
          />
        ) : (
          <span />
        )}
        {data?.rates
          .filter((r) => r.type === 0)
          .map((r) => (
            <Typography.Text
              key={`${r.from}-${r.to}`}
              type="secondary"
              data-testid={`rate-${r.from}-${r.to}`}
            >
              <Amount value="1" currency={r.from} decimals={0} /> ={' '}
              <Amount value={r.rate} currency={r.to} decimals={4} /> · {t('rateOf')} <bdi>{r.valid_from}</bdi>
            </Typography.Text>
          ))}
      </Flex>
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          <ActionTiles actions={data.actions} />
          <Row gutter={[16, 16]}>
            {data.sales ? (
              <Col xs={24} xl={12}>
                <SalesCard data={data} />
              </Col>
            ) : null}
            {data.profit ? (
              <Col xs={24} xl={12}>
                <ProfitCard data={data} />
              </Col>
            ) : null}
            {data.chart ? (
              <Col xs={24} xl={16}>
                <ChartCard chart={data.chart} today={data.today} base={base} />
              </Col>
            ) : null}
            {data.top_products ? (
              <Col xs={24} md={12} xl={8}>
                <TopProductsCard top={data.top_products} />
              </Col>
            ) : null}
            {data.cash ? (
              <Col xs={24} md={12} xl={8}>
                <CashCard cash={data.cash} />
              </Col>
            ) : null}
            {data.receivables || data.payables ? (
              <Col xs={24} md={12} xl={8}>
                <BalancesCard data={data} />
              </Col>
            ) : null}
          </Row>
        </>
      )}
    </Flex>
  );
}
