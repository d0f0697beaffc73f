import { DownloadOutlined } from '@ant-design/icons';
import { type CashBoxStatement, ledgerEndpoints, resourceEndpoints, resources } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter';
import { LookupSelect } from '../../components/form/LookupSelect';
import { StatementTable } from '../../components/statement/StatementTable';
import { downloadExport, monthToDate } from '../../components/statement/statement-parts';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { reportError } from '../../platform/report-error';

export type DetailStatement = CashBoxStatement;
type StatementRow = CashBoxStatement['data'][number];

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
    queryFn: ({ signal }) =>
      call(ledgerEndpoints.detailStatement, { query: params ?? undefined }, { signal }),
    enabled: params !== null,
  });
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (!params) return;
    setExporting(true);
    try {
      await downloadExport(ledgerEndpoints.detailStatementExport, params, title);
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };
  const currency = data?.currency_code ?? '';

  return (
    <div data-testid="screen-detail-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
        <div style={{ minWidth: 240 }}>
          <LookupSelect
            lookup={resourceEndpoints(resources.cashBox).lookup}
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
      <StatementTable<StatementRow>
        rowKey={(_, i) => String(i)}
        loading={isFetching}
        rows={data?.data}
        totals={data}
        currency={currency}
        labels={{
          date: t('fields.date'),
          invoice: t('fields.invoice_id'),
          description: t('statement.description'),
          debit: t('statement.debit'),
          credit: t('statement.credit'),
          balance: t('statement.balance'),
          opening: t('statement.opening'),
          closing: t('statement.closing'),
        }}
      />
    </div>
  );
}

export default CashBoxDetailStatementPage;
