import { ledgerEndpoints, type MyCashbox } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';

export type { MyCashbox };

export const myCashboxQuery = {
  queryKey: ['accounting', 'my-cashbox'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await call(ledgerEndpoints.myCashbox, {}, { signal })).data,
};

/** The user's cash boxes as cards, each with its balance coloured by currency. */
export function MyCashboxPage() {
  const { t } = useTranslation('accounting');
  const title = useScreenTitle('accounting.cash_box.my_cashbox', 'accounting:myCashbox.title', 'my_cashbox');
  const { data, isLoading } = useQuery(myCashboxQuery);
  return (
    <div data-testid="screen-my-cashbox">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Spin spinning={isLoading}>
        {data && data.length === 0 ? <Empty description={t('myCashbox.empty')} /> : null}
        <Row gutter={[16, 16]}>
          {(data ?? []).map((box) => (
            <Col key={box.id} xs={24} sm={12} lg={8} xl={6}>
              <Card
                data-testid={`cashbox-${box.id}`}
                title={
                  <Space>
                    <span>{box.name}</span>
                    <Typography.Text type="secondary">{box.code}</Typography.Text>
                  </Space>
                }
                extra={<CurrencyTag code={box.currency_code} />}
              >
                <Typography.Text type="secondary">{t('myCashbox.balance')}</Typography.Text>
                <div style={{ fontSize: 22, fontWeight: 600 }}>
                  <Amount value={box.balance} currency={box.currency_code} />
                </div>
                {box.own ? <Tag style={{ marginBlockStart: 8 }}>{t('myCashbox.own')}</Tag> : null}
              </Card>
            </Col>
          ))}
        </Row>
      </Spin>
    </div>
  );
}

export default MyCashboxPage;
