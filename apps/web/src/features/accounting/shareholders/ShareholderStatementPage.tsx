import { resourceLookup, shareholderDetailEndpoint } from '@bb/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../components/loose-t';
import { PartyStatementToolbar } from '../../../components/statement/PartyStatementToolbar';
import { StatementTable } from '../../../components/statement/StatementTable';
import { statementLabels, useStatement } from '../../../components/statement/useStatement';
import { useScreenTitle } from '../../../components/useScreenTitle';

/**
 * /inventory/shareholder/detail-account-statement: one shareholder's capital movements in one currency
 * over a period, from the ledger (opening, each entry with its running balance, closing); print and xlsx.
 */
export default function ShareholderStatementPage() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const title = useScreenTitle(
    'inventory.shareholder.detail_account_statement',
    'accounting:shareholders.detailTitle',
    'statement',
  );
  const statement = useStatement({
    endpoint: shareholderDetailEndpoint,
    queryKey: ['accounting', 'shareholder-statement'],
    partyParam: 'shareholder_id',
    fileName: title,
  });
  const { data } = statement;
  const labels = statementLabels((k) => lt(k.replace('statement.', 'shareholders.')));
  return (
    <div data-testid="screen-shareholder-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookup={resourceLookup('shareholder')}
        placeholder={lt('shareholders.choose')}
        pickerTestId="statement-shareholder"
        onPrint={data ? () => statement.print({ title, partyName: data.shareholder.name, labels }) : null}
        labels={{ print: lt('shareholders.print'), export: lt('shareholders.export') }}
      />
      <StatementTable
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
