import { supplierEndpoints } from '@bb/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import type { TableRow } from '../../../components/data-table';
import { PartyStatementToolbar } from '../../../components/statement/PartyStatementToolbar';
import { StatementTable } from '../../../components/statement/StatementTable';
import { statementLabels, useStatement } from '../../../components/statement/useStatement';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { useAuthUser } from '../../../platform/auth/session';
import { currencyName } from '../../../platform/format/currency';
import { formatNumber } from '../../../platform/format/numbers';
import type { OneCurrencyLine } from './api';

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
  const statement = useStatement({
    endpoint: supplierEndpoints.oneCurrencyStatement,
    queryKey: ['suppliers', 'statement-one-currency'],
    partyParam: 'supplier_id',
    fileName: title,
  });
  const { data, currency } = statement;
  const labels = statementLabels(t);
  const base = data?.base_currency_code ?? user.base_currency_code;
  /** The rate the line was converted at: the chosen currency's, else the line's own (to the base). */
  const rateOf = (r: OneCurrencyLine) =>
    r.rate !== null
      ? `1 ${currencyName(currency)} = ${formatNumber(r.rate, { maximumFractionDigits: 8 })} ${currencyName(base)}`
      : r.currency_code !== currency
        ? `1 ${currencyName(r.currency_code)} = ${formatNumber(r.line_rate, { maximumFractionDigits: 8 })} ${currencyName(base)}`
        : '';

  const onPrint = (supplierName: string) =>
    statement.print({
      title,
      partyName: supplierName,
      labels,
      extraColumns: [
        { key: 'amount', kind: 'money', title: t('statement.originalAmount'), currencyKey: 'line_currency' },
        { key: 'rate_text', kind: 'text', title: t('statement.rate') },
      ],
      line: (r) => ({ ...r, line_currency: r.currency_code, rate_text: rateOf(r) }) as unknown as TableRow,
    });

  return (
    <div data-testid="screen-supplier-one-currency">
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookup={supplierEndpoints.lookup}
        placeholder={t('statement.chooseSupplier')}
        pickerTestId="statement-supplier"
        currencyLabel={t('statement.shownIn')}
        onPrint={data ? () => onPrint(data.supplier.name) : null}
        labels={{ print: t('statement.print'), export: t('statement.export') }}
      />
      <StatementTable<OneCurrencyLine>
        rowKey="id"
        loading={statement.isFetching}
        rows={data?.data}
        totals={data}
        currency={currency}
        labels={labels}
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
