import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/** Hospital link screens by route id: the incoming prescriptions report and the patients' statements. */
export const hospitalScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'report.api_connection_detail': lazyScreen(() => import('./ApiConnectionDetailReport')),
  'report.patient_detail_account_statement': lazyScreen(() => import('./PatientStatementPage')),
  'report.patient_summary_account_statement': lazyScreen(() => import('./PatientSummaryStatementPage')),
};
