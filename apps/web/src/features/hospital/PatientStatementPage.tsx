import { patientStatementEndpoints } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { PartyStatementScreen } from '../../components/statement/PartyStatementScreen';
import { statementLabels } from '../../components/statement/useStatement';

/**
features/hospital/PatientStatementPage.tsx4
 */
export function PatientStatementPage() {
  const { t } = useTranslation('hospital');
  return (
    <PartyStatementScreen
      endpoint={patientStatementEndpoints.detail}
      routeId="report.patient_detail_account_statement"
      titleKey="hospital:statement.title"
      testId="screen-patient-statement"
      partyParam="patient_id"
      lookup={patientStatementEndpoints.search}
      placeholder={t('statement.choosePatient')}
      pickerTestId="statement-patient"
      partyName={(s) => s.patient.fullname}
      labels={{ ...statementLabels(t), print: t('statement.print'), export: t('statement.export') }}
    />
  );
}

export default PatientStatementPage;
