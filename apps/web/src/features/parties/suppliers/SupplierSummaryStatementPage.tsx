import { supplierEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn, TableRow } from '../../../components/data-table';
import { printTable } from '../../../components/data-table/print-table';
import { SummaryStatementTable } from '../../../components/statement/SummaryStatementTable';
import { SummaryToolbar } from '../../../components/statement/SummaryToolbar';
import { useStatementExport } from '../../../components/statement/statement-export';
import { monthToDate } from '../../../components/statement/statement-parts';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { call } from '../../../platform/api/call';
import { currenciesQuery } from '../../../platform/auth/session-queries';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { SupplierSummaryRow } from './api';

const keyOf = (r: SupplierSummaryRow) => `${r.supplier_id}-${r.currency_code}`;

/**
 * /supplier/summary-account-statement: per supplier and currency, the balance before the period, its
 * debits and credits and the balance at its end (negative: what we owe); print and xlsx export.
 */
export function SupplierSummaryStatementPage() {
  const { t } = useTranslation('suppliers');
  const title = useScreenTitle(
    'supplier.summary_account_statement',
    'suppliers:statement.summaryTitle',
    'summary',
  );
  const { language, direction } = useLanguage();
  const [currency, setCurrency] = useState<string | null>(null);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(() => (currencies.data ?? []).map((c) => c.code), [currencies.data]);
  const params = range
    ? { start_date: range[0], end_date: range[1], ...(currency ? { currency_code: currency } : {}) }
    : null;
  const { data, isFetching } = useQuery({
    queryKey: ['suppliers', 'summary', params],
    queryFn: ({ signal }) =>
      call(supplierEndpoints.summaryStatement, { query: params ?? undefined }, { signal }),
    enabled: params !== null,
  });
  const { exporting, onExport } = useStatementExport(supplierEndpoints.summaryStatement, params, title);
  const rows = data?.data ?? [];

  const onPrint = () => {
    const col = (key: string, kind: TableColumn['kind'], label: string): TableColumn => ({
      key,
      kind,
      title: label,
    });
    const columns = [
      col('name', 'text', t('statement.supplier')),
      col('phone', 'text', t('fields.phone')),
      col('currency_code', 'text', t('statement.currency')),
      col('opening_balance', 'money', t('statement.opening')),
      col('debit', 'money', t('statement.debit')),
      col('credit', 'money', t('statement.credit')),
      col('closing_balance', 'money', t('statement.closing')),
    ];
    const printed = rows.map((r) => ({ ...r, id: keyOf(r) }) as unknown as TableRow);
    const period = range
      ? ` ${dayjs(range[0]).format('DD/MM/YYYY')} - ${dayjs(range[1]).format('DD/MM/YYYY')}`
      : '';
    printTable(`${title}${period}`, columns, printed, direction, language);
  };

  return (
    <div data-testid="screen-supplier-summary">
      <Typography.Title level={4}>{title}</Typography.Title>
      <SummaryToolbar
        codes={codes}
        currency={currency}
        onCurrency={setCurrency}
        range={range}
        onRange={setRange}
        onPrint={onPrint}
        canPrint={rows.length > 0}
        onExport={onExport}
        canExport={Boolean(params)}
        exporting={exporting}
        labels={{
          allCurrencies: t('statement.allCurrencies'),
          print: t('statement.print'),
          export: t('statement.export'),
        }}
      />
      <SummaryStatementTable<SupplierSummaryRow>
        rowKey={keyOf}
        loading={isFetching}
        rows={rows}
        leadColumns={[
          { key: 'name', title: t('statement.supplier'), dataIndex: 'name' },
          { key: 'phone', title: t('fields.phone'), render: (_, r) => <bdi>{r.phone}</bdi> },
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

export default SupplierSummaryStatementPage;
