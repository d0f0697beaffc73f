import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../platform/format/numbers';
import { useLanguage } from '../../platform/i18n/useLanguage';

export interface ChartPoint {
  label: string;
  /** The net in the chart's one currency, as a number for drawing only (the figures are shown as text elsewhere). */
  value: number;
}

/**
 * A bar chart of net sales in one currency (recharts, loaded with this chunk only). Right to left the time
 * axis runs from the right and the value axis stands on the right; colours come from the antd theme, so it
 * follows dark mode.
 */
export default function SalesChart({ points, currency }: { points: ChartPoint[]; currency: string }) {
  const { token } = theme.useToken();
  const { direction } = useLanguage();
  const rtl = direction === 'rtl';
  return (
    <div style={{ inlineSize: '100%', blockSize: 260 }} data-testid="sales-chart" data-currency={currency}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tick={{ fill: token.colorTextSecondary, fontSize: 11 }}
            stroke={token.colorBorder}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            width={80}
            tick={{ fill: token.colorTextSecondary, fontSize: 11 }}
            stroke={token.colorBorder}
            tickFormatter={(v: number) => formatNumber(v, { maximumFractionDigits: 0 })}
          />
          <Tooltip
            cursor={{ fill: token.colorFillTertiary }}
            contentStyle={{
              background: token.colorBgElevated,
              borderColor: token.colorBorder,
              color: token.colorText,
            }}
            formatter={(v) => [`${formatNumber(Number(v), { maximumFractionDigits: 2 })} ${currency}`, '']}
          />
          <Bar dataKey="value" fill={token.colorPrimary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
