import {
  type EmployeeStatement,
  employeeStatementEndpoints,
  hrEmployee,
  resourceEndpoints,
} from '@bb/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartyStatementToolbar } from '../../components/statement/PartyStatementToolbar';
import { StatementTable } from '../../components/statement/StatementTable';
import { statementLabels, useStatement } from '../../components/statement/useStatement';
import { useScreenTitle } from '../../components/useScreenTitle';

type Line = EmployeeStatement['data'][number];

/**
 * /hr/employee/detail-account-statement: one employee's journal lines (salaries payable, advances,
 * payments) in one currency over a period, with the running balance; print and export.
 * `?employee_id=` preselects the employee.
 */
export function EmployeeStatementPage() {
  const { t } = useTranslation('hr');
  const title = useScreenTitle(
    'hr.employee.detail_account_statement',
    'hr:statement.detailTitle',
    'statement',
  );
  const statement = useStatement({
    endpoint: employeeStatementEndpoints.detail,
    queryKey: ['hr', 'statement'],
    partyParam: 'employee_id',
    fileName: title,
  });
  const { data } = statement;
  const labels = statementLabels(t);
  return (
    <div data-testid="screen-employee-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookup={resourceEndpoints(hrEmployee).lookup}
        placeholder={t('statement.chooseEmployee')}
        pickerTestId="statement-employee"
        onPrint={data ? () => statement.print({ title, partyName: data.employee.name, labels }) : null}
        labels={{ print: t('statement.print'), export: t('statement.export') }}
      />
      <StatementTable<Line>
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

export default EmployeeStatementPage;
