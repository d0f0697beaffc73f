import { supplierEndpoints } from '@bb/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartyStatementToolbar } from '../../../components/statement/PartyStatementToolbar';
import { StatementTable } from '../../../components/statement/StatementTable';
import { statementLabels, useStatement } from '../../../components/statement/useStatement';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { type StatementLine, SUPPLIER_LOOKUP } from './api';

/**
 * /supplier/detail-account-statement: one supplier's movements in one currency over a period, from the
 * ledger: the opening balance, each entry (invoice, description, debit, credit, running balance) and the
 * closing balance; printable and exported to xlsx. `?supplier_id=` preselects the supplier (the list's statement button).
 */
export function SupplierStatementPage() {
  const { t } = useTranslation('suppliers');
  const title = useScreenTitle('supplier.detail_account_statement', 'suppliers:statement.title', 'statement');
  const statement = useStatement({
    endpoint: supplierEndpoints.detailStatement,
    queryKey: ['suppliers', 'statement'],
    partyParam: 'supplier_id',
    fileName: title,
  });
  const { data } = statement;
  const labels = statementLabels(t);

  return (
    <div data-testid="screen-supplier-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookupPath={SUPPLIER_LOOKUP}
        placeholder={t('statement.chooseSupplier')}
        pickerTestId="statement-supplier"
        onPrint={data ? () => statement.print({ title, partyName: data.supplier.name, labels }) : null}
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

export default SupplierStatementPage;
