import { patientStatementEndpoints } from '@bb/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartyStatementToolbar } from '../../components/statement/PartyStatementToolbar';
import { StatementTable } from '../../components/statement/StatementTable';
import { statementLabels, useStatement } from '../../components/statement/useStatement';
import { useScreenTitle } from '../../components/useScreenTitle';

const e = patientStatementEndpoints;

/**
 * /report/patient-detail-account-statement: one patient's account in one currency over a period, from the
 * ledger (patients are ledger parties): each dispensed sale with what settled it, the opening and closing
 * balances; printable and exported to xlsx. `?patient_id=` preselects the patient.
 */
export function PatientStatementPage() {
  const { t } = useTranslation('hospital');
  const title = useScreenTitle(
    'report.patient_detail_account_statement',
    'hospital:statement.title',
    'statement',
  );
  const statement = useStatement({
    endpoint: e.detail,
    queryKey: ['hospital', 'statement'],
    partyParam: 'patient_id',
    fileName: title,
  });
  const { data } = statement;
  const labels = statementLabels(t);
  return (
    <div data-testid="screen-patient-statement">
      <Typography.Title level={4}>{title}</Typography.Title>
      <PartyStatementToolbar
        statement={statement}
        lookup={e.search}
        placeholder={t('statement.choosePatient')}
        pickerTestId="statement-patient"
        onPrint={data ? () => statement.print({ title, partyName: data.patient.fullname, labels }) : null}
        labels={{ print: t('statement.print'), export: t('statement.export') }}
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

export default PatientStatementPage;
