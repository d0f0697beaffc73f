import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportError } from '../../app/report-error';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import type { TableRow } from '../../components/data-table';
import { DATE_SHOWN } from '../../components/data-table/cells';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter';
import { printTable } from '../../components/data-table/print-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { api } from '../../platform/api/client';
import { useAuthUser } from '../../platform/auth/session';
import { currenciesQuery } from '../../platform/auth/session-queries';
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
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(
    () => [...new Set([user.base_currency_code, ...(currencies.data ?? []).map((c) => c.code)])],
    [currencies.data, user.base_currency_code],
  );
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
  const money = (v: string | null | undefined) => <Amount value={v} currency={currency} showCode={false} />;
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
      <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
        <div style={{ minWidth: 240 }}>
          <LookupSelect
            path={CUSTOMER_LOOKUP}
            value={customerId}
            onChange={(v) => setCustomerId(typeof v === 'string' ? v : null)}
            placeholder={t('statement.chooseCustomer')}
            data-testid="statement-customer"
          />
        </div>
        <Select
          value={currency}
          onChange={setCurrency}
          style={{ minWidth: 110 }}
          data-testid="statement-currency"
          options={codes.map((code) => ({ value: code, title: code, label: <CurrencyTag code={code} /> }))}
        />
        <DateRangeFilter value={range} onChange={setRange} />
        <Button icon={<PrinterOutlined />} disabled={!data} onClick={onPrint} data-testid="statement-print">
          {t('statement.print')}
        </Button>
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
      <Table<StatementLine>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        bordered
        size="middle"
        scroll={{ y: 540, x: 'max-content' }}
        data-testid="statement-table"
        columns={[
          {
            key: 'date',
            title: t('statement.date'),
            render: (_, r) => <bdi>{dayjs(r.date).format(DATE_SHOWN)}</bdi>,
          },
          { key: 'invoice_id', title: t('statement.invoice'), dataIndex: 'invoice_id' },
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

export default CustomerStatementPage;
