import { supplierEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { PartyStatementScreen } from '../../../components/statement/PartyStatementScreen';
import { statementLabels } from '../../../components/statement/useStatement';

/**
features/parties/suppliers/SupplierStatementPage.tsx4
 */
export function SupplierStatementPage() {
  const { t } = useTranslation('suppliers');
  return (
    <PartyStatementScreen
      endpoint={supplierEndpoints.detailStatement}
      routeId="supplier.detail_account_statement"
      titleKey="suppliers:statement.title"
      testId="screen-supplier-statement"
      partyParam="supplier_id"
      lookup={supplierEndpoints.lookup}
      placeholder={t('statement.chooseSupplier')}
      pickerTestId="statement-supplier"
      partyName={(s) => s.supplier.name}
      labels={{ ...statementLabels(t), print: t('statement.print'), export: t('statement.export') }}
    />
  );
}

export default SupplierStatementPage;
