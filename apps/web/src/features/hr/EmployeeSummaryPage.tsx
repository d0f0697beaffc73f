import { type EmployeeSummaryRow, employeeStatementEndpoints, exportOf } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn, TableRow } from '../../components/data-table';
import { printTable } from '../../components/data-table/print-table';
import { SummaryStatementTable } from '../../components/statement/SummaryStatementTable';
import { SummaryToolbar } from '../../components/statement/SummaryToolbar';
import { downloadExport, monthToDate } from '../../components/statement/statement-parts';
import { useScreenTitle } from '../../components/useScreenTitle';
import { call } from '../../platform/api/call';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { reportError } from '../../platform/report-error';

const SUMMARY = employeeStatementEndpoints.summary;

/** /hr/employee/summary-account-statement: per employee and currency, opening, debits, credits, closing. */
export function EmployeeSummaryPage() {
  const { t } = useTranslation('hr');
  const title = useScreenTitle(
    'hr.employee.summary_account_statement',
    'hr:statement.summaryTitle',
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
  const { data, isFetching } = useQuery({
    queryKey: ['hr', 'summary', query],
    queryFn: ({ signal }) => call(SUMMARY, { query: query! }, { signal }),
    enabled: query !== null,
  });
  const rows = data?.data ?? [];
  const col = (key: string, kind: TableColumn['kind'], label: string): TableColumn => ({
    key,
    kind,
    title: label,
  });

  const onPrint = () => {
    const columns = [
      col('code', 'text', t('statement.code')),
      col('name', 'text', t('statement.employee')),
      col('currency_code', 'text', t('statement.currency')),
      col('opening_balance', 'money', t('statement.opening')),
      col('debit', 'money', t('statement.debit')),
      col('credit', 'money', t('statement.credit')),
      col('closing_balance', 'money', t('statement.closing')),
    ];
    const printed = rows.map(
      (r) => ({ ...r, id: `${r.employee_id}-${r.currency_code}` }) as unknown as TableRow,
    );
    const period = range
      ? ` ${dayjs(range[0]).format('DD/MM/YYYY')} - ${dayjs(range[1]).format('DD/MM/YYYY')}`
      : '';
    printTable(`${title}${period}`, columns, printed, direction, language);
  };
  const onExport = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await downloadExport(
        exportOf(SUMMARY),
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
    <div data-testid="screen-employee-summary">
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
        canExport={Boolean(query)}
        exporting={exporting}
        labels={{
          allCurrencies: t('statement.allCurrencies'),
          print: t('statement.print'),
          export: t('statement.export'),
        }}
      />
      <SummaryStatementTable<EmployeeSummaryRow>
        rowKey={(r) => `${r.employee_id}-${r.currency_code}`}
        loading={isFetching}
        rows={rows}
        leadColumns={[
          { key: 'code', title: t('statement.code'), dataIndex: 'code' },
          { key: 'name', title: t('statement.employee'), dataIndex: 'name' },
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

export default EmployeeSummaryPage;
