import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

/**
 * HR screens by route id: employees and contracts (declared resources with their custom fields and payroll
 * types), payroll runs, advances, letters, statements.
 */
export const hrScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'hr.employee': lazyScreen(() => import('./EmployeesPage')),
  'hr.employee_contracts': lazyScreen(() => import('./ContractsPage')),
  'hr.monthly_payrolls': lazyScreen(() => import('./PayrollsPage')),
  'hr.employee.detail_account_statement': lazyScreen(() => import('./EmployeeStatementPage')),
  'hr.employee.summary_account_statement': lazyScreen(() => import('./EmployeeSummaryPage')),
  'hr.letter': lazyScreen(() => import('./LettersPage')),
  'hr.letter.show': lazyScreen(() => import('./LetterPage')),
  'hr.advance_payment': lazyScreen(async () => ({
    default: (await import('./AdvancesPage')).AdvancePaymentsPage,
  })),
  'hr.advance_payment_return': lazyScreen(async () => ({
    default: (await import('./AdvancesPage')).AdvanceReturnsPage,
  })),
};
