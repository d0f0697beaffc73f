import { DownloadOutlined } from '@ant-design/icons';
import { resources } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/report-error';
import { Amount } from '../../components/Amount';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter';
import { LookupSelect } from '../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../components/form/ResourceField';
import { api } from '../../platform/api/client';
import { useScreenTitle } from '../master-data/useScreenTitle';
import { downloadExport, monthToDate } from './statement-parts';

interface StatementRow {
  date: string;
  invoice_id: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
}

export interface DetailStatement {
  cash_box: { id: string; code?: string; name: string } | null;
  currency_code: string;
  opening_balance: string;
  data: StatementRow[];
  total_debit: string;
  total_credit: string;
  closing_balance: string;
}

const PATH = 'accounting/cash-box/detail-account-statement';

/** One cash box's movements over a period: opening balance, each entry with the running balance, closing. */
export function CashBoxDetailStatementPage() {
  const { t } = useTranslation('accounting');
  const title = useScreenTitle(
    'accounting.cash_box.detail_account_statement',
    'accounting:statement.detailTitle',
    'detail_account_statement',
  );
  const [boxId, setBoxId] = useState<string | null>(null);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const params = boxId && range ? { cash_box_id: boxId, start_date: range[0], end_date: range[1] } : null;
  const { data, isFetching } = useQuery({
    queryKey: ['accounting', 'detail-statement', params],
    queryFn: ({ signal }) => api.get<DetailStatement>(PATH, params ?? undefined, { signal }),
    enabled: params !== null,
  });
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (!params) return;
    setExporting(true);
    try {
      await downloadExport(`${PATH}/export`, params, title);
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };
  const currency = data?.currency_code ?? '';
  const money = (v: string | null | undefined) => <Amount value={v} currency={currency} showCode={false} />;

  return (
    <div data-testid="screen-detail-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
        <div style={{ minWidth: 240 }}>
          <LookupSelect
            path={resources.cashBox.lookup!}
            value={boxId}
            onChange={(v) => setBoxId(typeof v === 'string' ? v : null)}
            placeholder={t('statement.chooseBox')}
            data-testid="statement-box"
          />
        </div>
        <DateRangeFilter value={range} onChange={setRange} />
        <Button
          icon={<DownloadOutlined />}
          disabled={!params}
          loading={exporting}
          onClick={() => void onExport()}
          data-testid="statement-export"
        >
          {t('statement.export')}
        </Button>
      </Flex>
      <Table<StatementRow>
        rowKey={(_, i) => String(i)}
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        bordered
        size="middle"
        scroll={{ y: 540, x: 'max-content' }}
        columns={[
          {
            key: 'date',
            title: t('fields.date'),
            render: (_, r) => (r.date ? dayjsFormat(r.date) : ''),
          },
          { key: 'invoice_id', title: t('fields.invoice_id'), dataIndex: 'invoice_id' },
          { key: 'description', title: t('statement.description'), dataIndex: 'description' },
          { key: 'debit', title: t('statement.debit'), render: (_, r) => money(r.debit) },
          { key: 'credit', title: t('statement.credit'), render: (_, r) => money(r.credit) },
          { key: 'balance', title: t('statement.balance'), render: (_, r) => money(r.balance) },
        ]}
        title={
          data
            ? () => (
                <Flex justify="space-between" data-testid="statement-opening">
                  <Typography.Text strong>{t('statement.opening')}</Typography.Text>
                  <Amount value={data.opening_balance} currency={currency} />
                </Flex>
              )
            : undefined
        }
        summary={() =>
          data ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row data-testid="statement-totals">
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t('statement.closing')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{money(data.total_debit)}</Table.Summary.Cell>
                <Table.Summary.Cell index={4}>{money(data.total_credit)}</Table.Summary.Cell>
                <Table.Summary.Cell index={5}>
                  <span data-testid="statement-closing">
                    <Amount value={data.closing_balance} currency={currency} />
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
}

function dayjsFormat(date: string): string {
  return dayjs(date).format(DATE_FORMAT);
}

export default CashBoxDetailStatementPage;
