import {
  type EndpointOutput,
  exportOf,
  type ShareholderSummaryRow,
  shareholderSummaryEndpoint,
} from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn, TableRow } from '../../../components/data-table';
import { printTable } from '../../../components/data-table/print-table';
import { looseT } from '../../../components/loose-t';
import { SummaryStatementTable } from '../../../components/statement/SummaryStatementTable';
import { SummaryToolbar } from '../../../components/statement/SummaryToolbar';
import { downloadExport, monthToDate } from '../../../components/statement/statement-parts';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { currenciesQuery } from '../../../platform/auth/session-queries';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { reportError } from '../../../platform/report-error';
import { ProfitDistributionCard } from './ProfitDistributionCard';

type Summary = EndpointOutput<typeof shareholderSummaryEndpoint>;
const keyOf = (r: ShareholderSummaryRow) => `${r.shareholder_id}-${r.currency_code}`;

/**
 * /inventory/shareholder/summary-account-statement: per shareholder and currency the balance before the
 * period, its debits and credits and the balance at its end (as of any date); below, the period's profit
 * shared by percentage, and its distribution posted or to post. Print and xlsx.
 */
export default function ShareholderSummaryPage() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const s = (k: string) => lt(`shareholders.${k}`);
  const title = useScreenTitle(
    'inventory.shareholder.summary_account_statement',
    'accounting:shareholders.summaryTitle',
    'summary',
  );
  const { language, direction } = useLanguage();
  const [currency, setCurrency] = useState<string | null>(null);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const [exporting, setExporting] = useState(false);
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(() => (currencies.data ?? []).map((c) => c.code), [currencies.data]);
  const query = range
    ? { start_date: range[0], end_date: range[1], ...(currency ? { currency_code: currency } : {}) }
    : null;
  const { data, isFetching } = useQuery<Summary>({
    queryKey: ['accounting', 'shareholder-summary', query],
    queryFn: ({ signal }) => call(shareholderSummaryEndpoint, { query: query! }, { signal }),
    enabled: query !== null,
  });
  const rows = data?.data ?? [];
  const columns: TableColumn[] = [
    { key: 'name', kind: 'text', title: s('shareholder') },
    { key: 'share_percentage', kind: 'number', title: s('share') },
    { key: 'currency_code', kind: 'text', title: s('currency') },
    { key: 'opening_balance', kind: 'money', title: s('opening') },
    { key: 'debit', kind: 'money', title: s('debit') },
    { key: 'credit', kind: 'money', title: s('credit') },
    { key: 'closing_balance', kind: 'money', title: s('closing') },
  ];
  const period = range
    ? ` ${dayjs(range[0]).format('DD/MM/YYYY')} - ${dayjs(range[1]).format('DD/MM/YYYY')}`
    : '';
  const onPrint = () =>
    printTable(
      `${title}${period}`,
      columns,
      rows.map((r) => ({ ...r, id: keyOf(r) }) as unknown as TableRow),
      direction,
      language,
    );
  const onExport = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await downloadExport(
        exportOf(shareholderSummaryEndpoint),
        { ...query, title, localTime: dayjs().format('YYYY-MM-DD HH:mm') },
        title,
      );
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div data-testid="screen-shareholder-summary">
      <Typography.Title level={4}>{title}</Typography.Title>
      <SummaryToolbar
        codes={codes}
        currency={currency}
        onCurrency={setCurrency}
        range={range}
        onRange={setRange}
        onPrint={onPrint}
        canPrint={rows.length > 0}
        onExport={() => void onExport()}
        canExport={query !== null}
        exporting={exporting}
        labels={{ allCurrencies: s('allCurrencies'), print: s('print'), export: s('export') }}
      />
      <SummaryStatementTable<ShareholderSummaryRow>
        rowKey={keyOf}
        loading={isFetching}
        rows={rows}
        leadColumns={[
          { key: 'name', title: s('shareholder'), dataIndex: 'name' },
          { key: 'share', title: s('share'), render: (_, r) => `${Number(r.share_percentage)}%` },
        ]}
        labels={{
          currency: s('currency'),
          opening: s('opening'),
          debit: s('debit'),
          credit: s('credit'),
          closing: s('closing'),
        }}
      />
      {data && range ? <ProfitDistributionCard distribution={data.distribution} period={range} /> : null}
    </div>
  );
}
