import { PROCESS_STATUS, type StocktakeProblem, stocktakeEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Flex, Result, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { TABLE_KEY } from '../../components/data-table';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { useScreenTitle } from '../../components/useScreenTitle';
import { isApiError } from '../../platform/api/api-error';
import { call } from '../../platform/api/call';
import { useAuthUser } from '../../platform/auth/session';
import { sessionKeys } from '../../platform/auth/session-queries';
import { useCurrencyName } from '../../platform/format/currency';
import { formatNumber } from '../../platform/format/numbers';
import { reportError } from '../../platform/report-error';
import { ProcessPicker, STOCKTAKE_KEY, useProcess, useProcesses } from './shared';

const money = (v: string) => formatNumber(v, { maximumFractionDigits: 6 });

/** The problems that stop the application, each lot named once. */
function ProblemsTable({ rows, total }: { rows: StocktakeProblem[]; total: number }) {
  const { t } = useTranslation('stocktake');
  return (
    <Card size="small" title={t('calculate.problems', { total })} data-testid="stocktake-problems">
      <Table<StocktakeProblem>
        size="small"
        rowKey="product_id"
        pagination={{ pageSize: 25, hideOnSinglePage: true }}
        dataSource={rows}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('fields.name') },
          { key: 'batch', dataIndex: 'batch_number', title: t('fields.batch_number') },
          { key: 'kind', title: t('fields.problem'), render: (_, r) => t(`problem.${r.kind}`) },
          { key: 'counted', dataIndex: 'counted', title: t('fields.counted') },
          { key: 'expected', dataIndex: 'expected', title: t('fields.expected') },
          { key: 'current', dataIndex: 'current', title: t('fields.current_quantity') },
        ]}
      />
      {total > rows.length ? (
        <Alert type="info" title={t('calculate.more', { n: total - rows.length })} />
      ) : null}
    </Card>
  );
}

/**
 * /inventory-adjustment/calculate-income-and-expense/{process}/{snapshot} (0/0: choose a process): the
 * gains and losses of the count at snapshot cost, every problem at once, and the application as one
 * stocktake document (STK-) that moves the stock and posts the entry.
 */
export default function CalculatePage() {
  const { t } = useTranslation('stocktake');
  const title = useScreenTitle(
    'inventory_adjustment.calculate_income_and_expense',
    'stocktake:calculate.title',
    'calculate',
  );
  const params = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const processId =
    params.inventory_process_id && params.inventory_process_id !== '0' ? params.inventory_process_id : null;
  const snapshotId = params.snapshot_id && params.snapshot_id !== '0' ? params.snapshot_id : null;
  const list = useProcesses('calculation');
  // a count already applied (opened from the list) is shown, never offered for application again
  const { data: header } = useProcess(processId);
  const done = header && header.status !== PROCESS_STATUS.counting ? header : null;
  const [date, setDate] = useState<Dayjs>(dayjs());
  // gains and losses are valued at snapshot cost, in the base currency: it is named beside each amount
  const base = useCurrencyName()(useAuthUser().base_currency_code);
  const calc = useQuery({
    queryKey: [STOCKTAKE_KEY, 'calculation', processId],
    queryFn: () => call(stocktakeEndpoints.calculation, { params: { id: processId! } }),
    enabled: !!processId,
  });
  const apply = useMutation({
    mutationFn: () =>
      call(stocktakeEndpoints.apply, {
        body: {
          inventory_process_id: processId!,
          snapshot_id: snapshotId ?? calc.data?.snapshot_id ?? '',
          date: date.format('YYYY-MM-DD'),
        },
      }),
    meta: { silent: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [STOCKTAKE_KEY] });
      // the branch's inventory process mode (the POS cap) follows the open count
      void client.invalidateQueries({ queryKey: sessionKeys.user });
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
    },
    onError: (e) => {
      // the problems come back whole from the calculation; other refusals are reported as usual
      if (isApiError(e) && e.status === 409 && e.errors.problems) void calc.refetch();
      else reportError(e);
    },
  });
  const choose = (id: string | null) => {
    const row = list.data?.find((p) => p.id === id);
    navigate(`/inventory-adjustment/calculate-income-and-expense/${row?.id ?? 0}/${row?.snapshot_id ?? 0}`);
  };
  if (apply.data)
    return (
      <Result
        status="success"
        data-testid="stocktake-applied"
        title={t('calculate.applied', { number: apply.data.invoice_id })}
        subTitle={t('calculate.appliedText', { gain: money(apply.data.gain), loss: money(apply.data.loss) })}
        extra={
          <Button onClick={() => navigate('/inventory-adjustment/list')}>{t('calculate.toList')}</Button>
        }
      />
    );
  const c = calc.data;
  return (
    <div data-testid="screen-stocktake-calculate">
      <Flex vertical gap={12}>
        <Card size="small" title={title}>
          <ProcessPicker rows={list.data} value={processId} onChange={choose} current={header} />
        </Card>
        {c ? (
          <>
            <Row gutter={[12, 12]}>
              <Col xs={12} md={4}>
                <Card size="small">
                  <Statistic title={t('fields.counted_lines')} value={c.counted_lines} />
                </Card>
              </Col>
              <Col xs={12} md={4}>
                <Card size="small">
                  <Statistic title={t('fields.uncounted_lines')} value={c.uncounted_lines} />
                </Card>
              </Col>
              <Col xs={12} md={4}>
                <Card size="small">
                  <Statistic title={t('fields.lines_with_difference')} value={c.lines_with_difference} />
                </Card>
              </Col>
              <Col xs={12} md={4}>
                <Card size="small" data-testid="stocktake-gain">
                  <Statistic title={t('fields.gain')} value={money(c.gain)} suffix={base} />
                </Card>
              </Col>
              <Col xs={12} md={4}>
                <Card size="small" data-testid="stocktake-loss">
                  <Statistic title={t('fields.loss')} value={money(c.loss)} suffix={base} />
                </Card>
              </Col>
              <Col xs={12} md={4}>
                <Card size="small">
                  <Statistic title={t('fields.net')} value={money(c.net)} suffix={base} />
                </Card>
              </Col>
            </Row>
            {c.problems_total > 0 ? <ProblemsTable rows={c.problems} total={c.problems_total} /> : null}
            {done ? (
              <Alert
                type="success"
                showIcon
                data-testid="stocktake-already-applied"
                title={t('calculate.applied', { number: done.adjustment_invoice_id ?? `#${done.id}` })}
              />
            ) : (
              <Card size="small">
                <Flex wrap gap={12} align="center">
                  <DatePicker
                    format={DATE_SHOWN}
                    value={date}
                    onChange={(d) => d && setDate(d)}
                    allowClear={false}
                    aria-label={t('fields.date')}
                  />
                  <Button
                    type="primary"
                    data-testid="stocktake-apply"
                    disabled={c.problems_total > 0 || c.counted_lines === 0}
                    loading={apply.isPending}
                    onClick={() => apply.mutate()}
                  >
                    {t('calculate.apply')}
                  </Button>
                  <span>{t('calculate.applyHelp')}</span>
                </Flex>
              </Card>
            )}
          </>
        ) : null}
      </Flex>
    </div>
  );
}
