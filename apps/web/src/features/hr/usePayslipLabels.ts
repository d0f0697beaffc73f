import { useTranslation } from 'react-i18next';
import { looseT } from '../../components/loose-t';
import type { PayslipLabels } from './payslip-print';

/** The payslip print's labels in the interface language (the run's payslips and one from the payrolls list). */
export function usePayslipLabels(): PayslipLabels {
  const { t } = useTranslation('hr');
  const lt = looseT(t);
  return {
    title: t('payroll.payslip'),
    month: t('payroll.month'),
    branch: t('payroll.branch'),
    employee: t('payroll.employee'),
    code: t('payroll.code'),
    salaryType: (type) => lt(`resources:enums.salaryType.${type}`),
    rate: t('payroll.rate'),
    days: t('payroll.days'),
    units: t('payroll.units'),
    base: t('payroll.base'),
    allowances: t('payroll.allowances'),
    deductions: t('payroll.deductions'),
    gross: t('payroll.gross'),
    advance: t('payroll.advance'),
    net: t('payroll.net'),
  };
}
