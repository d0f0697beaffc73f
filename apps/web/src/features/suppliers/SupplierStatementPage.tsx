import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Amount } from '../../components/Amount';
import { CurrencyTag } from '../../components/CurrencyTag';
import type { TableColumn, TableRow } from '../../components/data-table';
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
import { type StatementLine, SUPPLIER_LOOKUP, SUPPLIER_STATEMENT_PATH, type SupplierStatement } from './api';
import { useStatementExport } from './statement-export';

/**
 * /supplier/detail-account-statement: one supplier's movements in one currency over a period, from the
 * ledger: the opening balance, each entry (invoice, description, debit, credit, running balance) and the
 * closing balance; printable and exported to xlsx. `?supplier_id=` preselects the supplier (the list's statement button).
 */
export function SupplierStatementPage() {
  const { t } = useTranslation('suppliers');
  const title = useScreenTitle('supplier.detail_account_statement', 'suppliers:statement.title', 'statement');
  const user = useAuthUser();
  const { language, direction } = useLanguage();
  const [search] = useSearchParams();
  const [supplierId, setSupplierId] = useState<string | null>(search.get('supplier_id'));
  const [currency, setCurrency] = useState<string>(user.base_currency_code);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);
  const currencies = useQuery(currenciesQuery);
  const codes = useMemo(() => {
    const set = new Set<string>([user.base_currency_code]);
    for (const c of currencies.data ?? []) set.add(c.code);
    return [...set];
  }, [currencies.data, user.base_currency_code]);

  const params =
    supplierId && range
      ? { party_id: supplierId, currency_code: currency, start_date: range[0], end_date: range[1] }
      : null;
  const { data, isFetching } = useQuery({
    queryKey: ['suppliers', 'statement', params],
    queryFn: ({ signal }) =>
      api.get<SupplierStatement>(SUPPLIER_STATEMENT_PATH, params ?? undefined, { signal }),
    enabled: params !== null,
  });
  const money = (v: string | null | undefined) => <Amount value={v} currency={currency} showCode={false} />;
  const { exporting, onExport } = useStatementExport(SUPPLIER_STATEMENT_PATH, params);

  const onPrint = () => {
    if (!data || !range) return;
    const col = (key: string, kind: TableColumn['kind'], label: string): TableColumn => ({
      key,
      kind,
      title: label,
    });
    const columns = [
      col('date', 'date', t('statement.date')),
      col('invoice_id', 'text', t('statement.invoice')),
      col('description', 'text', t('statement.description')),
      col('debit', 'money', t('statement.debit')),
      col('credit', 'money', t('statement.credit')),
      col('balance', 'money', t('statement.balance')),
    ];
    const rows: TableRow[] = [
      { date: range[0], description: t('statement.opening'), balance: data.opening_balance },
      ...data.data.map((r) => ({ ...r }) as TableRow),
      {
        date: range[1],
        description: t('statement.closing'),
        debit: data.total_debit,
        credit: data.total_credit,
        balance: data.closing_balance,
      },
    ].map((r) => ({ ...r, currency_code: currency }));
    printTable(`${title} - ${data.supplier.name} (${currency})`, columns, rows, direction, language);
  };

  return (
    <div data-testid="screen-supplier-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
        <div style={{ minWidth: 240 }}>
          <LookupSelect
            path={SUPPLIER_LOOKUP}
            value={supplierId}
            onChange={(v) => setSupplierId(typeof v === 'string' ? v : null)}
            placeholder={t('statement.chooseSupplier')}
            data-testid="statement-supplier"
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
          onClick={onExport}
          data-testid="statement-export"
        >
          {t('statement.export')}
        </Button>
      </Flex>
      <div data-testid="statement-table">
        <Table<StatementLine>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          pagination={false}
          bordered
          size="middle"
          scroll={{ y: 540, x: 'max-content' }}
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
    </div>
  );
}

export default SupplierStatementPage;
