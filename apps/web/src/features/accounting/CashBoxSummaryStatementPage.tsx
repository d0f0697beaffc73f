import { type CashBoxSummaryRow, ledgerEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter';
import { monthToDate } from '../../components/statement/statement-parts';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';

export type SummaryRow = CashBoxSummaryRow;

/** Every cash box over a period: opening balance, money in and out, closing balance, each in its currency. */
export function CashBoxSummaryStatementPage() {
  const { t } = useTranslation('accounting');
  const title = useScreenTitle(
    'accounting.cash_box.summary_account_statement',
    'accounting:statement.summaryTitle',
    'summary_account_statement',
  );
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const params = range ? { start_date: range[0], end_date: range[1] } : undefined;
  const { data, isFetching } = useQuery({
    queryKey: ['accounting', 'summary-statement', params ?? null],
    queryFn: ({ signal }) => call(ledgerEndpoints.summaryStatement, { query: params }, { signal }),
  });
  const money = (key: keyof SummaryRow) => (_: unknown, r: SummaryRow) => (
    <Amount value={r[key]} currency={r.currency_code} showCode={false} />
  );
  return (
    <div data-testid="screen-summary-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
        <DateRangeFilter value={range} onChange={setRange} />
      </Flex>
      <Table<SummaryRow>
        rowKey="cash_box_id"
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        bordered
        size="middle"
        scroll={{ y: 540, x: 'max-content' }}
        columns={[
          { key: 'code', title: t('statement.code'), dataIndex: 'code' },
          { key: 'name', title: t('fields.cash_box_id'), dataIndex: 'name' },
          {
            key: 'currency_code',
            title: t('fields.currency_code'),
            render: (_, r) => <CurrencyTag code={r.currency_code} />,
          },
          { key: 'opening_balance', title: t('statement.opening'), render: money('opening_balance') },
          { key: 'debit', title: t('statement.debit'), render: money('debit') },
          { key: 'credit', title: t('statement.credit'), render: money('credit') },
          { key: 'closing_balance', title: t('statement.closing'), render: money('closing_balance') },
        ]}
      />
    </div>
  );
}

export default CashBoxSummaryStatementPage;
