import { type PatientSummaryRow, patientStatementEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../components/loose-t';
import { SummaryStatementScreen, summaryLabels } from '../../components/statement/SummaryStatementScreen';

/**
 * /report/patient-summary-account-statement: per patient and currency, the balance before the period, the
 * period's debits (what was dispensed) and credits (how it was settled) and the balance at its end.
 */
export function PatientSummaryStatementPage() {
  const { t } = useTranslation('hospital');
  const lt = looseT(t);
  return (
    <SummaryStatementScreen<PatientSummaryRow>
      endpoint={patientStatementEndpoints.summary}
      routeId="report.patient_summary_account_statement"
      titleKey="hospital:statement.summaryTitle"
      testId="screen-patient-summary"
      partyKey="patient_id"
      lead={[
        {
          key: 'hospital_patient_id',
          title: t('statement.hospitalPatientId'),
          render: (r) => <bdi>{r.hospital_patient_id}</bdi>,
        },
        { key: 'fullname', title: t('statement.patient') },
      ]}
      labels={summaryLabels((k) => lt(`statement.${k}`))}
    />
  );
}

export default PatientSummaryStatementPage;
