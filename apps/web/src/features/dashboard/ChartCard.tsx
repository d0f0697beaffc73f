import { BarChartOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../../components/CurrencyTag';
import type { ChartPoint } from './SalesChart';
import { CardTitle } from './SessionCards';
import type { DashboardFigures } from './useDashboardData';

/** The chart library is loaded only when a chart is shown (its own chunk). */
const SalesChart = lazy(() => import('./SalesChart'));

type Span = 'days' | 'hours';
type Chart = NonNullable<DashboardFigures['chart']>;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every day of the last 30 (or hour of today) with the currency's net, zero where nothing was sold. */
export function chartPoints(chart: Chart, span: Span, currency: string, today: string): ChartPoint[] {
  if (span === 'hours') {
    const net = new Map(chart.hours.filter((h) => h.currency_code === currency).map((h) => [h.hour, h.net]));
    return Array.from({ length: 24 }, (_, h) => ({
      label: String(h).padStart(2, '0'),
      value: Number(net.get(h) ?? 0), // money-safe: bar heights only; the figures are shown from the strings
    }));
  }
  const net = new Map(chart.days.filter((d) => d.currency_code === currency).map((d) => [d.day, d.net]));
  return Array.from({ length: 30 }, (_, i) => {
    const day = addDays(today, i - 29);
    return { label: day.slice(5), value: Number(net.get(day) ?? 0) }; // money-safe: bar heights only
  });
}

/** Net sales by day over 30 days or by hour today, one currency at a time (never added together). */
export function ChartCard({ chart, today, base }: { chart: Chart; today: string; base: string }) {
  const { t } = useTranslation('dashboard');
  const [span, setSpan] = useState<Span>('days');
  const currencies = [...new Set([...chart.days, ...chart.hours].map((r) => r.currency_code))].sort();
  const [picked, setPicked] = useState<string | null>(null);
  const currency =
    picked && currencies.includes(picked) ? picked : currencies.includes(base) ? base : currencies[0];
  return (
    <Card
      title={<CardTitle icon={<BarChartOutlined />} text={t('salesChart')} />}
      extra={
        <Flex gap={8} wrap>
          {currencies.length > 1 ? (
            <Segmented<string>
              size="small"
              value={currency}
              onChange={setPicked}
              options={currencies.map((c) => ({ value: c, label: <CurrencyTag code={c} /> }))}
              data-testid="chart-currency"
            />
          ) : null}
          <Segmented<Span>
            size="small"
            value={span}
            onChange={setSpan}
            options={[
              { value: 'days', label: t('last30Days') },
              { value: 'hours', label: t('todayByHour') },
            ]}
            data-testid="chart-span"
          />
        </Flex>
      }
      data-testid="chart-card"
    >
      {currency ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <SalesChart points={chartPoints(chart, span, currency, today)} currency={currency} />
        </Suspense>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSales30Days')} />
      )}
    </Card>
  );
}
