import { customerEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../components/loose-t';
import { SummaryStatementScreen, summaryLabels } from '../../../components/statement/SummaryStatementScreen';
import type { SummaryRow } from './api';

/**
 * /customer/summary-account-statement: per customer and currency, the balance before the period, its
 * debits and credits and the balance at its end; print and export.
 */
export function CustomerSummaryStatementPage() {
  const { t } = useTranslation('customers');
  const lt = looseT(t);
  return (
    <SummaryStatementScreen<SummaryRow>
      endpoint={customerEndpoints.summaryStatement}
      routeId="customer.summary_account_statement"
      titleKey="customers:statement.summaryTitle"
      testId="screen-customer-summary"
      partyKey="customer_id"
      lead={[
        { key: 'code', title: t('statement.code') },
        { key: 'name', title: t('statement.customer') },
        { key: 'phone', title: t('statement.phone'), render: (r) => <bdi>{r.phone}</bdi> },
      ]}
      labels={summaryLabels((k) => lt(`statement.${k}`))}
    />
  );
}

export default CustomerSummaryStatementPage;
