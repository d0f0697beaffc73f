import { supplierEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../components/loose-t';
import { SummaryStatementScreen, summaryLabels } from '../../../components/statement/SummaryStatementScreen';
import type { SupplierSummaryRow } from './api';

/**
 * /supplier/summary-account-statement: per supplier and currency, the balance before the period, its
 * debits and credits and the balance at its end (negative: what we owe); print and xlsx export.
 */
export function SupplierSummaryStatementPage() {
  const { t } = useTranslation('suppliers');
  const lt = looseT(t);
  return (
    <SummaryStatementScreen<SupplierSummaryRow>
      endpoint={supplierEndpoints.summaryStatement}
      routeId="supplier.summary_account_statement"
      titleKey="suppliers:statement.summaryTitle"
      testId="screen-supplier-summary"
      partyKey="supplier_id"
      lead={[
        { key: 'name', title: t('statement.supplier') },
        { key: 'phone', title: t('fields.phone'), render: (r) => <bdi>{r.phone}</bdi> },
      ]}
      labels={summaryLabels((k) => lt(`statement.${k}`))}
    />
  );
}

export default SupplierSummaryStatementPage;
