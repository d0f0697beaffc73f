import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportError } from '../../app/report-error';
import type { TableRow } from '../../components/data-table';
import { printTable } from '../../components/data-table/print-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { StatementTable } from '../../components/statement/StatementTable';
import { StatementToolbar } from '../../components/statement/StatementToolbar';
import { api } from '../../platform/api/client';
import { useAuthUser } from '../../platform/auth/session';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { monthToDate } from '../accounting/statement-parts';
import { useScreenTitle } from '../master-data/useScreenTitle';
import { CUSTOMER_LOOKUP, type CustomerStatement, DETAIL_STATEMENT_PATH, type StatementLine } from './api';
import { column, detailPrintRows, downloadExport } from './statement-print';

/**
 * /customer/detail-account-statement: one customer's movements in one currency over a period from the
 * ledger (opening balance, each entry with its running balance, closing balance); print and export.
 * `?customer_id=` preselects the customer (the list's statement button).
 */
export function CustomerStatementPage() {
  const { t } = useTranslation('customers');
  const title = useScreenTitle(
    'customer.detail_account_statement',
    'customers:statement.detailTitle',
    'statement',
  );
  const user = useAuthUser();
  const { language, direction } = useLanguage();
  const [search] = useSearchParams();
  const [customerId, setCustomerId] = useState<string | null>(search.get('customer_id'));
  const [currency, setCurrency] = useState<string>(user.base_currency_code);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const [exporting, setExporting] = useState(false);
  const params =
    customerId && range
      ? { party_id: customerId, currency_code: currency, start_date: range[0], end_date: range[1] }
      : null;
  const { data, isFetching } = useQuery({
    queryKey: ['customers', 'statement', params],
    queryFn: ({ signal }) =>
      api.get<CustomerStatement>(DETAIL_STATEMENT_PATH, params ?? undefined, { signal }),
    enabled: params !== null,
  });
  const labels = { opening: t('statement.opening'), closing: t('statement.closing') };

  const onPrint = () => {
    if (!data || !range) return;
    const columns = [
      column('date', 'date', t('statement.date')),
      column('invoice_id', 'text', t('statement.invoice')),
      column('description', 'text', t('statement.description')),
      column('debit', 'money', t('statement.debit')),
      column('credit', 'money', t('statement.credit')),
      column('balance', 'money', t('statement.balance')),
    ];
    const rows = detailPrintRows(
      { ...data, data: data.data as unknown as TableRow[] },
      range,
      labels,
      currency,
    );
    printTable(`${title} - ${data.customer.name} (${currency})`, columns, rows, direction, language);
  };
  const onExport = async () => {
    if (!params) return;
    setExporting(true);
    try {
      await downloadExport(
        `${DETAIL_STATEMENT_PATH}/export`,
        { ...params, localTime: dayjs().format('YYYY-MM-DD HH:mm') },
        title,
      );
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="screen-customer-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <StatementToolbar
        currency={currency}
        onCurrency={setCurrency}
        range={range}
        onRange={setRange}
        onPrint={data ? onPrint : null}
        onExport={params ? () => void onExport() : null}
        exporting={exporting}
        labels={{ print: t('statement.print'), export: t('statement.export') }}
      >
        <LookupSelect
          path={CUSTOMER_LOOKUP}
          value={customerId}
          onChange={(v) => setCustomerId(typeof v === 'string' ? v : null)}
          placeholder={t('statement.chooseCustomer')}
          data-testid="statement-customer"
        />
      </StatementToolbar>
      <StatementTable<StatementLine>
        rowKey="id"
        loading={isFetching}
        rows={data?.data}
        totals={data}
        currency={currency}
        labels={{
          date: t('statement.date'),
          invoice: t('statement.invoice'),
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

export default CustomerStatementPage;
