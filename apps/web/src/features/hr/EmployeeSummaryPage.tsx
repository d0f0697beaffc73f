import { type EmployeeSummaryRow, employeeStatementEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../components/loose-t';
import { SummaryStatementScreen, summaryLabels } from '../../components/statement/SummaryStatementScreen';

/** /hr/employee/summary-account-statement: per employee and currency, opening, debits, credits, closing. */
export function EmployeeSummaryPage() {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  return (
    <SummaryStatementScreen<EmployeeSummaryRow>
      endpoint={employeeStatementEndpoints.summary}
      routeId="hr.employee.summary_account_statement"
      titleKey="hr:statement.summaryTitle"
      testId="screen-employee-summary"
      partyKey="employee_id"
      lead={[
        { key: 'code', title: t('statement.code') },
        { key: 'name', title: t('statement.employee') },
      ]}
      labels={summaryLabels((k) => lt(`statement.${k}`))}
    />
  );
}

export default EmployeeSummaryPage;
