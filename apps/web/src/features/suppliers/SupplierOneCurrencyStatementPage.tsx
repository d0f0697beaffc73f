import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Amount } from '../../components/Amount';
import type { TableColumn, TableRow } from '../../components/data-table';
import { printTable } from '../../components/data-table/print-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { StatementTable } from '../../components/statement/StatementTable';
import { StatementToolbar } from '../../components/statement/StatementToolbar';
import { api } from '../../platform/api/client';
import { useAuthUser } from '../../platform/auth/session';
import { formatNumber } from '../../platform/format/numbers';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { monthToDate } from '../accounting/statement-parts';
import { useScreenTitle } from '../master-data/useScreenTitle';
import {
  type OneCurrencyLine,
  type OneCurrencyStatement,
  SUPPLIER_LOOKUP,
  SUPPLIER_ONE_CURRENCY_PATH,
} from './api';
import { useStatementExport } from './statement-export';

/**
 * /supplier/detail-account-statement-all-in-one-currency: every movement of one supplier in all currencies,
 * each converted into the chosen currency at its document's own rate, with the running balance; the
 * original currency, amount and rate stay visible. Print and xlsx export.
 */
export function SupplierOneCurrencyStatementPage() {
  const { t } = useTranslation('suppliers');
  const title = useScreenTitle(
    'supplier.detail_account_statement_all_in_one_currency',
    'suppliers:statement.oneCurrencyTitle',
    'statement',
  );
  const user = useAuthUser();
  const { language, direction } = useLanguage();
  const [search] = useSearchParams();
  const [supplierId, setSupplierId] = useState<string | null>(search.get('supplier_id'));
  const [currency, setCurrency] = useState<string>(user.base_currency_code);
  const [range, setRange] = useState<[string, string] | null>(monthToDate);

  const params =
    supplierId && range
      ? { party_id: supplierId, currency_code: currency, start_date: range[0], end_date: range[1] }
      : null;
  const { data, isFetching } = useQuery({
    queryKey: ['suppliers', 'statement-one-currency', params],
    queryFn: ({ signal }) =>
      api.get<OneCurrencyStatement>(SUPPLIER_ONE_CURRENCY_PATH, params ?? undefined, { signal }),
    enabled: params !== null,
  });
  const { exporting, onExport } = useStatementExport(SUPPLIER_ONE_CURRENCY_PATH, params);
  const base = data?.base_currency_code ?? user.base_currency_code;
  /** The rate the line was converted at: the chosen currency's, else the line's own (to the base). */
  const rateOf = (r: OneCurrencyLine) =>
    r.rate !== null
      ? `1 ${currency} = ${formatNumber(r.rate, { maximumFractionDigits: 8 })} ${base}`
      : r.currency_code !== currency
        ? `1 ${r.currency_code} = ${formatNumber(r.line_rate, { maximumFractionDigits: 8 })} ${base}`
        : '';

  const onPrint = () => {
    if (!data || !range) return;
    const col = (
      key: string,
      kind: TableColumn['kind'],
      label: string,
      currencyKey?: string,
    ): TableColumn => ({
      key,
      kind,
      title: label,
      ...(currencyKey ? { currencyKey } : {}),
    });
    const columns = [
      col('date', 'date', t('statement.date')),
      col('invoice_id', 'text', t('statement.invoice')),
      col('description', 'text', t('statement.description')),
      col('amount', 'money', t('statement.originalAmount'), 'line_currency'),
      col('rate_text', 'text', t('statement.rate')),
      col('debit', 'money', t('statement.debit')),
      col('credit', 'money', t('statement.credit')),
      col('balance', 'money', t('statement.balance')),
    ];
    const rows: TableRow[] = [
      { id: 'opening', date: range[0], description: t('statement.opening'), balance: data.opening_balance },
      ...data.data.map(
        (r) => ({ ...r, line_currency: r.currency_code, rate_text: rateOf(r) }) as unknown as TableRow,
      ),
      {
        id: 'closing',
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
    <div data-testid="screen-supplier-one-currency">
      <Typography.Title level={4}>{title}</Typography.Title>
      <StatementToolbar
        currency={currency}
        onCurrency={setCurrency}
        currencyLabel={t('statement.shownIn')}
        range={range}
        onRange={setRange}
        onPrint={data ? onPrint : null}
        onExport={params ? onExport : null}
        exporting={exporting}
        labels={{ print: t('statement.print'), export: t('statement.export') }}
      >
        <LookupSelect
          path={SUPPLIER_LOOKUP}
          value={supplierId}
          onChange={(v) => setSupplierId(typeof v === 'string' ? v : null)}
          placeholder={t('statement.chooseSupplier')}
          data-testid="statement-supplier"
        />
      </StatementToolbar>
      <StatementTable<OneCurrencyLine>
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
        extraColumns={[
          {
            key: 'amount',
            title: t('statement.originalAmount'),
            render: (_, r) => <Amount value={r.amount} currency={r.currency_code} />,
          },
          { key: 'rate', title: t('statement.rate'), render: (_, r) => <bdi>{rateOf(r)}</bdi> },
        ]}
      />
    </div>
  );
}

export default SupplierOneCurrencyStatementPage;
