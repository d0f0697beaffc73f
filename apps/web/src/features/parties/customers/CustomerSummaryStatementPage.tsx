import { customerEndpoints, customerStatementExports } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '../../../components/data-table';
import { printTable } from '../../../components/data-table/print-table';
import { SummaryStatementTable } from '../../../components/statement/SummaryStatementTable';
import { SummaryToolbar } from '../../../components/statement/SummaryToolbar';
import { monthToDate } from '../../../components/statement/statement-parts';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { currenciesQuery } from '../../../platform/auth/session-queries';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { reportError } from '../../../platform/report-error';
import type { SummaryRow } from './api';
import { column, downloadExport } from './statement-print';

/**
 * /customer/summary-account-statement: per customer and currency, the balance before the period, its
 * debits and credits and the balance at its end; print and export.
 */
export function CustomerSummaryStatementPage() {
  const { t } = useTranslation('customers');
  const title = useScreenTitle(
    'customer.summary_account_statement',
    'customers:statement.summaryTitle',
    'summary',
  );
  const { language, direction } = useLanguage();
  const [currency, setCurrency] = useState<string | null>(null);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const [exporting, setExporting] = useState(false);
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(() => (currencies.data ?? []).map((c) => c.code), [currencies.data]);
  const params = range
    ? { start_date: range[0], end_date: range[1], ...(currency ? { currency_code: currency } : {}) }
    : null;
  const { data, isFetching } = useQuery({
    queryKey: ['customers', 'summary', params],
    queryFn: ({ signal }) =>
      call(customerEndpoints.summaryStatement, { query: params ?? undefined }, { signal }),
    enabled: params !== null,
  });
  const rows = data?.data ?? [];

  const onPrint = () => {
    const columns = [
      column('code', 'text', t('statement.code')),
      column('name', 'text', t('statement.customer')),
      column('currency_code', 'text', t('statement.currency')),
      column('opening_balance', 'money', t('statement.opening')),
      column('debit', 'money', t('statement.debit')),
      column('credit', 'money', t('statement.credit')),
      column('closing_balance', 'money', t('statement.closing')),
    ];
    const printed = rows.map(
      (r) => ({ ...r, id: `${r.customer_id}-${r.currency_code}` }) as unknown as TableRow,
    );
    const period = range
      ? ` ${dayjs(range[0]).format('DD/MM/YYYY')} - ${dayjs(range[1]).format('DD/MM/YYYY')}`
      : '';
    printTable(`${title}${period}`, columns, printed, direction, language);
  };
  const onExport = async () => {
    if (!params) return;
    setExporting(true);
    try {
      await downloadExport(
        customerStatementExports.summary,
        { ...params, title, localTime: dayjs().format('YYYY-MM-DD HH:mm') },
        title,
      );
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="screen-customer-summary">
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
        canExport={Boolean(params)}
        exporting={exporting}
        labels={{
          allCurrencies: t('statement.allCurrencies'),
          print: t('statement.print'),
          export: t('statement.export'),
        }}
      />
      <SummaryStatementTable<SummaryRow>
        rowKey={(r) => `${r.customer_id}-${r.currency_code}`}
        loading={isFetching}
        rows={rows}
        leadColumns={[
          { key: 'code', title: t('statement.code'), dataIndex: 'code' },
          { key: 'name', title: t('statement.customer'), dataIndex: 'name' },
          { key: 'phone', title: t('statement.phone'), render: (_, r) => <bdi>{r.phone}</bdi> },
        ]}
        labels={{
          currency: t('statement.currency'),
          opening: t('statement.opening'),
          debit: t('statement.debit'),
          credit: t('statement.credit'),
          closing: t('statement.closing'),
        }}
      />
    </div>
  );
}

export default CustomerSummaryStatementPage;
