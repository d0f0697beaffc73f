import { customerEndpoints } from '@bb/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartyStatementToolbar } from '../../../components/statement/PartyStatementToolbar';
import { StatementTable } from '../../../components/statement/StatementTable';
import { statementLabels, useStatement } from '../../../components/statement/useStatement';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { CUSTOMER_LOOKUP, type StatementLine } from './api';

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
  const statement = useStatement({
    endpoint: customerEndpoints.detailStatement,
    queryKey: ['customers', 'statement'],
    partyParam: 'customer_id',
    fileName: title,
  });
  const { data } = statement;
  const labels = statementLabels(t);

  return (
    <div data-testid="screen-customer-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookupPath={CUSTOMER_LOOKUP}
        placeholder={t('statement.chooseCustomer')}
        pickerTestId="statement-customer"
        onPrint={data ? () => statement.print({ title, partyName: data.customer.name, labels }) : null}
        labels={{ print: t('statement.print'), export: t('statement.export') }}
      />
      <StatementTable<StatementLine>
        rowKey="id"
        loading={statement.isFetching}
        rows={data?.data}
        totals={data}
        currency={statement.currency}
        labels={labels}
      />
    </div>
  );
}

export default CustomerStatementPage;
