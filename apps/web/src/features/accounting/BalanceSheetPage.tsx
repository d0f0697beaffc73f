import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { type BalanceSheet, ledgerEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Flex, Row, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { accountName } from '../../components/ledger-names';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';

export type { BalanceSheet };
type SheetLine = BalanceSheet['assets'][number];

const SECTIONS = ['assets', 'liabilities', 'equity'] as const;

/** Assets, liabilities and equity as of a day, each line in the base currency and by currency. */
export function BalanceSheetPage() {
  const { t } = useTranslation('accounting');
  const base = useAuthUser().base_currency_code;
  const title = useScreenTitle('accounting.balance_sheet', 'accounting:balanceSheet.title', 'balance_sheet');
  const [asOf, setAsOf] = useState(() => dayjs().format('YYYY-MM-DD'));
  const { data, isFetching } = useQuery({
    queryKey: ['accounting', 'balance-sheet', asOf],
    queryFn: ({ signal }) => call(ledgerEndpoints.balanceSheet, { query: { as_of: asOf } }, { signal }),
  });

  return (
    <div data-testid="screen-balance-sheet">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          <Typography.Text>{t('balanceSheet.asOf')}</Typography.Text>
          <DatePicker
            data-testid="balance-sheet-as-of"
            format={DATE_FORMAT}
            allowClear={false}
            value={dayjs(asOf)}
            onChange={(d) => d && setAsOf(d.format('YYYY-MM-DD'))}
          />
          {data ? (
            data.balanced ? (
              <Tag color="success" icon={<CheckCircleOutlined />} data-testid="balance-sheet-balanced">
                {t('balanceSheet.balanced')}
              </Tag>
            ) : (
              <Tag color="error" icon={<WarningOutlined />} data-testid="balance-sheet-unbalanced">
                {t('balanceSheet.unbalanced')}
              </Tag>
            )
          ) : null}
        </Space>
      </Flex>
      <Row gutter={[16, 16]}>
        {SECTIONS.map((section) => (
          <Col key={section} xs={24} lg={8}>
            <Card
              title={t(`balanceSheet.${section}`)}
              size="small"
              loading={isFetching && !data}
              data-testid={`balance-sheet-${section}`}
            >
              <Table<SheetLine>
                rowKey="code"
                size="small"
                pagination={false}
                dataSource={data?.[section] ?? []}
                columns={[
                  { key: 'code', title: t('statement.code'), dataIndex: 'code' },
                  {
                    key: 'name',
                    title: t('balanceSheet.account'),
                    render: (_, r) => accountName(r.key, r.name, looseT(t)),
                  },
                  {
                    key: 'base',
                    title: t('fields.amount'),
                    render: (_, r) => (
                      <Space direction="vertical" size={0}>
                        <Amount value={r.base} currency={base} />
                        {r.currencies
                          .filter((c) => c.currency_code !== base)
                          .map((c) => (
                            <Typography.Text key={c.currency_code} type="secondary" style={{ fontSize: 12 }}>
                              <Amount value={c.amount} currency={c.currency_code} />
                            </Typography.Text>
                          ))}
                      </Space>
                    ),
                  },
                ]}
                summary={() =>
                  data ? (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={2}>
                        <Typography.Text strong>{t('balanceSheet.total')}</Typography.Text>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2}>
                        <span data-testid={`balance-sheet-total-${section}`}>
                          <Amount value={data.totals[section]} currency={base} />
                        </span>
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  ) : null
                }
              />
            </Card>
          </Col>
        ))}
      </Row>
      {data ? (
        <Flex justify="flex-end" gap={24} style={{ marginBlockStart: 16 }} data-testid="balance-sheet-totals">
          <Typography.Text strong>
            {t('balanceSheet.totalAssets')}: <Amount value={data.totals.assets} currency={base} />
          </Typography.Text>
          <Typography.Text strong>
            {t('balanceSheet.totalLiabilitiesAndEquity')}:{' '}
            <Amount value={data.totals.liabilities_and_equity} currency={base} />
          </Typography.Text>
        </Flex>
      ) : null}
    </div>
  );
}

export default BalanceSheetPage;
