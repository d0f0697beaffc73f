import { customerEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { PartyStatementScreen } from '../../../components/statement/PartyStatementScreen';
import { statementLabels } from '../../../components/statement/useStatement';

/**
features/parties/customers/CustomerStatementPage.tsx4
 */
export function CustomerStatementPage() {
  const { t } = useTranslation('customers');
  return (
    <PartyStatementScreen
      endpoint={customerEndpoints.detailStatement}
      routeId="customer.detail_account_statement"
      titleKey="customers:statement.detailTitle"
      testId="screen-customer-statement"
      partyParam="customer_id"
      lookup={customerEndpoints.lookup}
      placeholder={t('statement.chooseCustomer')}
      pickerTestId="statement-customer"
      partyName={(s) => s.customer.name}
      labels={{ ...statementLabels(t), print: t('statement.print'), export: t('statement.export') }}
    />
  );
}

export default CustomerStatementPage;
