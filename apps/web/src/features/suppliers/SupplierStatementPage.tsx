import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TableColumn, TableRow } from '../../components/data-table';
import { printTable } from '../../components/data-table/print-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { StatementTable } from '../../components/statement/StatementTable';
import { StatementToolbar } from '../../components/statement/StatementToolbar';
import { api } from '../../platform/api/client';
import { useAuthUser } from '../../platform/auth/session';
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
      <StatementToolbar
        currency={currency}
        onCurrency={setCurrency}
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

export default SupplierStatementPage;
