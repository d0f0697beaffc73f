import { patientStatementEndpoints } from '@bb/contracts';
import { partyStatementPage } from '../../components/statement/party-statement-page';

/**
 * The patient detail account statement: one patient's journal lines in one currency over a period (opening
 * balance, each entry with its running balance, closing balance); print and xlsx export.
 */
export const PatientStatementPage = partyStatementPage({
  names: { party: 'patient', translations: 'hospital' },
  endpoints: { detail: patientStatementEndpoints.detail, lookup: patientStatementEndpoints.search },
  route: { id: 'report.patient_detail_account_statement', titleKey: 'hospital:statement.title' },
  partyName: (s) => s.patient.fullname,
});

export default PatientStatementPage;
