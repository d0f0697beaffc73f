import { SwapOutlined, WalletOutlined } from '@ant-design/icons';
import type { AuthUser } from '@bb/contracts';
import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { CardTitle } from './SessionCards';

type Rate = AuthUser['currency_rates'][number];
type CashBox = AuthUser['cash_boxes'][number];

/** Rates grouped by currency pair; each pair has a sale (type 0) and a purchase (type 1) rate. */
function ratePairs(rates: Rate[]): { from: string; to: string; sale?: string; purchase?: string }[] {
  const pairs = new Map<string, { from: string; to: string; sale?: string; purchase?: string }>();
  for (const r of rates) {
    const key = `${r.currency_code_from}>${r.currency_code_to}`;
    const pair = pairs.get(key) ?? { from: r.currency_code_from, to: r.currency_code_to };
    if (r.type === 0) pair.sale = r.exchange_rate;
    else pair.purchase = r.exchange_rate;
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

const RATE_DECIMALS = 4;

export function CurrencyRatesCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('dashboard');
  const pairs = ratePairs(user.currency_rates);
  return (
    <Card title={<CardTitle icon={<SwapOutlined />} text={t('currencyRates')} />} data-testid="rates-card">
      {pairs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRates')} />
      ) : (
        <Flex vertical gap={16}>
          {pairs.map((p) => (
            <Flex key={`${p.from}>${p.to}`} vertical gap={6}>
              <Flex gap={6} align="center">
                <CurrencyTag code={p.from} />
                <SwapOutlined />
                <CurrencyTag code={p.to} />
              </Flex>
              {(['sale', 'purchase'] as const).map((kind) =>
                p[kind] === undefined ? null : (
                  <Flex
                    key={kind}
                    justify="space-between"
                    gap={8}
                    data-testid={`rate-${p.from}-${p.to}-${kind}`}
                  >
                    <Typography.Text type="secondary">
                      {t(kind === 'sale' ? 'saleRate' : 'purchaseRate')}
                    </Typography.Text>
                    <Typography.Text strong>
                      <Amount value="1" currency={p.from} decimals={0} /> ={' '}
                      <Amount value={p[kind]} currency={p.to} decimals={RATE_DECIMALS} />
                    </Typography.Text>
                  </Flex>
                ),
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

export function CashBoxesCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('dashboard');
  const branchName = new Map(user.connected_inventories.map((b) => [b.id, b.name]));
  return (
    <Card title={<CardTitle icon={<WalletOutlined />} text={t('cashBoxes')} />} data-testid="cash-boxes-card">
      {user.cash_boxes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noCashBoxes')} />
      ) : (
        <Table<CashBox>
          size="small"
          rowKey="id"
          pagination={false}
          showHeader={false}
          dataSource={user.cash_boxes}
          columns={[
            { key: 'code', dataIndex: 'code', width: 72, render: (code: string) => <bdi>{code}</bdi> },
            {
              key: 'name',
              render: (_, box) => (
                <Flex vertical>
                  <Typography.Text>{box.name}</Typography.Text>
                  {box.inventory_id && branchName.get(box.inventory_id) ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {branchName.get(box.inventory_id)}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            {
              key: 'flags',
              align: 'end',
              render: (_, box) => (
                <Flex gap={4} justify="flex-end" wrap>
                  <CurrencyTag code={box.currency_code} />
                  {box.is_default ? <Tag style={{ marginInlineEnd: 0 }}>{t('defaultBox')}</Tag> : null}
                  {box.for_user_id ? <Tag style={{ marginInlineEnd: 0 }}>{t('personalBox')}</Tag> : null}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
