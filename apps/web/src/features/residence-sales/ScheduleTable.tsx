import {
  add,
  type InstalmentState,
  type ResidenceInstalment,
  type ScheduleLine,
  toText,
} from '@bb/contracts';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { useCurrencyName } from '../../platform/format/currency';

type Line = ScheduleLine | ResidenceInstalment;
const hasState = (l: Line): l is ResidenceInstalment => 'state' in l;

const STATE_COLOR: Record<InstalmentState, string> = {
  paid: 'green',
  partly_paid: 'gold',
  overdue: 'red',
  due: 'default',
};

/**
 * A residence sale's schedule: the preview before saving (due dates and amounts) or a saved sale's
 * instalments with what is paid, left and their state. The sum row shows that the lines add up to the total.
 */
export function ScheduleTable({ lines, currency }: { lines: readonly Line[]; currency: string }) {
  const { t } = useTranslation('residence-sales');
  const currencyName = useCurrencyName();
  // the amounts are bare numbers (a long schedule reads better); their currency is in the headers
  const inCurrency = (title: string) => `${title} (${currencyName(currency)})`;
  const withState = lines.length > 0 && hasState(lines[0]!);
  let premium = 0;
  const rows = lines.map((l) => ({
    ...l,
    key: `${l.seq}`,
    label: l.kind === 'premium' ? t('kinds.premium', { n: ++premium }) : t(`kinds.${l.kind}` as 'kinds.cash'),
  }));
  const money = (v: string) => <Amount value={v} currency={currency} showCode={false} />;
  const sum = (pick: (l: Line) => string) => toText(add('0', ...lines.map(pick)));
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="residence-schedule"
      rowClassName={(r) => (hasState(r) ? `instalment-${r.state}` : '')}
      columns={[
        { key: 'seq', dataIndex: 'seq', title: t('schedule.seq'), width: 48 },
        { key: 'kind', dataIndex: 'label', title: t('schedule.kind') },
        {
          key: 'due',
          dataIndex: 'due_date',
          title: t('schedule.due_date'),
          render: (d: string) => <bdi>{dayjs(d).format(DATE_SHOWN)}</bdi>,
        },
        {
          key: 'amount',
          title: inCurrency(t('schedule.amount')),
          align: 'end',
          render: (_, l) => money(l.amount),
        },
        ...(withState
          ? [
              {
                key: 'paid',
                title: inCurrency(t('schedule.paid')),
                align: 'end' as const,
                render: (_: unknown, l: Line) => money((l as ResidenceInstalment).paid),
              },
              {
                key: 'remaining',
                title: inCurrency(t('schedule.remaining')),
                align: 'end' as const,
                render: (_: unknown, l: Line) => money((l as ResidenceInstalment).remaining),
              },
              {
                key: 'state',
                title: t('schedule.state'),
                render: (_: unknown, l: Line) => {
                  const s = (l as ResidenceInstalment).state;
                  return (
                    <Tag color={STATE_COLOR[s]} data-state={s}>
                      {t(`states.${s}`)}
                    </Tag>
                  );
                },
              },
            ]
          : []),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            {t('schedule.sum')}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="end">
            <span data-testid="schedule-sum">{money(sum((l) => l.amount))}</span>
          </Table.Summary.Cell>
          {withState ? (
            <>
              <Table.Summary.Cell index={4} align="end">
                {money(sum((l) => (l as ResidenceInstalment).paid))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="end">
                {money(sum((l) => (l as ResidenceInstalment).remaining))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} />
            </>
          ) : null}
        </Table.Summary.Row>
      )}
    />
  );
}
