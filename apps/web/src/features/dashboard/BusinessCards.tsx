import {
  BankOutlined,
  DollarOutlined,
  LineChartOutlined,
  RiseOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { dec } from '@bb/contracts';
import { Card, Empty, Flex, List, Segmented, Statistic, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { formatNumber } from '../../platform/format/numbers';
import { CardTitle } from './SessionCards';
import { type DashboardFigures, perCurrency } from './useDashboardData';

type Period = 'today' | 'month';
type SalesRow = NonNullable<DashboardFigures['sales']>['today'][number];
type ProfitRow = NonNullable<DashboardFigures['profit']>['today'][number];

/** Amounts per currency, one under the other, each with its currency named. */
export function CurrencyAmounts({
  sums,
  testId,
  empty,
}: {
  sums: Record<string, string>;
  testId?: string;
  /** What to say when there is nothing (default: nothing yet). */
  empty?: string;
}) {
  const { t } = useTranslation('dashboard');
  const entries = Object.entries(sums);
  if (entries.length === 0)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {empty ?? t('none')}
      </Typography.Text>
    );
  return (
    <Flex vertical gap={2} data-testid={testId}>
      {entries.map(([currency, value]) => (
        <Typography.Text key={currency} strong style={{ fontSize: 20 }}>
          <Amount value={value} currency={currency} />
        </Typography.Text>
      ))}
    </Flex>
  );
}

function PeriodSwitch({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Segmented<Period>
      size="small"
      value={value}
      onChange={onChange}
      options={[
        { value: 'today', label: t('today') },
        { value: 'month', label: t('thisMonth') },
      ]}
    />
  );
}

/** Per branch and currency rows under their per-currency totals. */
function BranchTable<R extends { inventory_id: string; inventory_name: string; currency_code: string }>({
  rows,
  columns,
}: {
  rows: R[];
  columns: { key: keyof R & string; title: string }[];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Table<R>
      size="small"
      pagination={false}
      rowKey={(r) => `${r.inventory_id}-${r.currency_code}`}
      dataSource={rows}
      columns={[
        { key: 'branch', title: t('branch'), render: (_, r) => r.inventory_name },
        ...columns.map((c) => ({
          key: c.key,
          title: c.title,
          align: 'end' as const,
          render: (_: unknown, r: R) => <Amount value={String(r[c.key])} currency={r.currency_code} />,
        })),
      ]}
    />
  );
}

/** Sales, returns and the net of today or this month: totals per currency, then per branch. */
export function SalesCard({ data }: { data: DashboardFigures }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<Period>('today');
  const rows: SalesRow[] = data.sales?.[period] ?? [];
  const title = data.sales_scope === 'mine' ? t('mySales') : t('sales');
  return (
    <Card
      title={<CardTitle icon={<LineChartOutlined />} text={title} />}
      extra={<PeriodSwitch value={period} onChange={setPeriod} />}
      data-testid="sales-card"
    >
      <Flex gap={24} wrap style={{ marginBlockEnd: 12 }}>
        <Figure label={t('netSales')}>
          <CurrencyAmounts sums={perCurrency(rows, 'net')} testId="sales-net" />
        </Figure>
        <Figure label={t('returns')}>
          <CurrencyAmounts sums={perCurrency(rows, 'returns')} testId="sales-returns" />
        </Figure>
        <Statistic title={t('saleCount')} value={rows.reduce((n, r) => n + r.sale_count, 0)} />
      </Flex>
      {rows.length > 0 ? (
        <BranchTable
          rows={rows}
          columns={[
            { key: 'sales', title: t('salesTotal') },
            { key: 'returns', title: t('returns') },
            { key: 'net', title: t('netSales') },
          ]}
        />
      ) : null}
    </Card>
  );
}

/** Gross profit (net revenue less the cost of goods and extras) of today or this month. */
export function ProfitCard({ data }: { data: DashboardFigures }) {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = useState<Period>('today');
  const rows: ProfitRow[] = data.profit?.[period] ?? [];
  return (
    <Card
      title={<CardTitle icon={<RiseOutlined />} text={t('grossProfit')} />}
      extra={<PeriodSwitch value={period} onChange={setPeriod} />}
      data-testid="profit-card"
    >
      <Figure label={t('grossProfit')}>
        <CurrencyAmounts sums={perCurrency(rows, 'profit')} testId="profit-total" />
      </Figure>
      {rows.length > 0 ? (
        <div style={{ marginBlockStart: 12 }}>
          <BranchTable
            rows={rows}
            columns={[
              { key: 'revenue', title: t('revenue') },
              { key: 'cost', title: t('cost') },
              { key: 'profit', title: t('grossProfit') },
            ]}
          />
        </div>
      ) : null}
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** Each cash box's balance in its currency. */
export function CashCard({ cash }: { cash: NonNullable<DashboardFigures['cash']> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={<CardTitle icon={<DollarOutlined />} text={t('cashInBoxes')} />} data-testid="cash-card">
      <Figure label={t('total')}>
        <CurrencyAmounts sums={perCurrency(cash, 'balance')} testId="cash-total" />
      </Figure>
      <List
        size="small"
        style={{ marginBlockStart: 8 }}
        dataSource={cash}
        locale={{ emptyText: t('noCashBoxes') }}
        renderItem={(b) => (
          <List.Item
            key={`${b.cash_box_id}-${b.currency_code}`}
            extra={<Amount value={b.balance} currency={b.currency_code} />}
          >
            <Flex vertical>
              <Typography.Text>{b.name}</Typography.Text>
              {b.inventory_name ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {b.inventory_name}
                </Typography.Text>
              ) : null}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** What customers owe us and what we owe suppliers, per currency. */
export function BalancesCard({ data }: { data: DashboardFigures }) {
  const { t } = useTranslation('dashboard');
  const sums = (rows: { currency_code: string; balance: string }[]) => perCurrency(rows, 'balance');
  return (
    <Card title={<CardTitle icon={<BankOutlined />} text={t('openBalances')} />} data-testid="balances-card">
      <Flex vertical gap={16}>
        {data.receivables ? (
          <Figure label={t('receivables')}>
            <CurrencyAmounts sums={sums(data.receivables)} testId="receivables" />
          </Figure>
        ) : null}
        {data.receivables ? (
          <Figure label={t('overdue')}>
            <CurrencyAmounts
              sums={perCurrency(
                data.receivables.filter((r) => dec(r.overdue).gt(0)),
                'overdue',
              )}
              testId="receivables-overdue"
              empty={t('nothingOverdue')}
            />
          </Figure>
        ) : null}
        {data.payables ? (
          <Figure label={t('payables')}>
            <CurrencyAmounts sums={sums(data.payables)} testId="payables" />
          </Figure>
        ) : null}
      </Flex>
    </Card>
  );
}

/** The five items sold most this month, net of returns. */
export function TopProductsCard({ top }: { top: NonNullable<DashboardFigures['top_products']> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      title={<CardTitle icon={<TrophyOutlined />} text={t('topProducts')} />}
      data-testid="top-products-card"
    >
      {top.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSalesThisMonth')} />
      ) : (
        <List
          size="small"
          dataSource={top}
          renderItem={(p, i) => (
            <List.Item
              key={`${p.item_id}-${p.currency_code}`}
              extra={<Amount value={p.total} currency={p.currency_code} />}
            >
              <Typography.Text>
                {i + 1}. {p.name}{' '}
                <Typography.Text type="secondary">
                  × <bdi>{formatNumber(p.quantity, { maximumFractionDigits: 4 })}</bdi>
                </Typography.Text>
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
