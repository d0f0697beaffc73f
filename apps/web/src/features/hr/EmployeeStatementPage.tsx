import { employeeStatementEndpoints, hrEmployee, resourceEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { PartyStatementScreen } from '../../components/statement/PartyStatementScreen';
import { statementLabels } from '../../components/statement/useStatement';

/**
features/hr/EmployeeStatementPage.tsx4
 */
export function EmployeeStatementPage() {
  const { t } = useTranslation('hr');
  return (
    <PartyStatementScreen
      endpoint={employeeStatementEndpoints.detail}
      routeId="hr.employee.detail_account_statement"
      titleKey="hr:statement.detailTitle"
      testId="screen-employee-statement"
      partyParam="employee_id"
      lookup={resourceEndpoints(hrEmployee).lookup}
      placeholder={t('statement.chooseEmployee')}
      pickerTestId="statement-employee"
      partyName={(s) => s.employee.name}
      labels={{ ...statementLabels(t), print: t('statement.print'), export: t('statement.export') }}
    />
  );
}

export default EmployeeStatementPage;
