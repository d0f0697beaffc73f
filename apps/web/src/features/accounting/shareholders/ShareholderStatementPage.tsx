import { resourceLookup, shareholderDetailEndpoint } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../components/loose-t';
import { PartyStatementScreen } from '../../../components/statement/PartyStatementScreen';
import { statementLabels } from '../../../components/statement/useStatement';

/**
 * /inventory/shareholder/detail-account-statement: one shareholder's capital movements in one currency
 * over a period, from the ledger (opening, each entry with its running balance, closing); print and xlsx.
 */
export default function ShareholderStatementPage() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  return (
    <PartyStatementScreen
      endpoint={shareholderDetailEndpoint}
      routeId="inventory.shareholder.detail_account_statement"
      titleKey="accounting:shareholders.detailTitle"
      testId="screen-shareholder-statement"
      partyParam="shareholder_id"
      lookup={resourceLookup('shareholder')}
      placeholder={lt('shareholders.choose')}
      pickerTestId="statement-shareholder"
      partyName={(s) => s.shareholder.name}
      labels={{
        ...statementLabels((k) => lt(k.replace('statement.', 'shareholders.'))),
        print: lt('shareholders.print'),
        export: lt('shareholders.export'),
      }}
    />
  );
}
