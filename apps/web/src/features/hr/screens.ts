import { hrLetterTemplate, type ResourceDef } from '@bb/contracts';
import { type ComponentType, createElement, type LazyExoticComponent } from 'react';
import { lazyScreen } from '../../components/lazy-screen';

function resourceScreen(def: ResourceDef): LazyExoticComponent<ComponentType> {
  return lazyScreen(async () => {
    const { MasterDataScreen } = await import('../../components/master-data/MasterDataScreen');
    const Screen = () => createElement(MasterDataScreen, { def });
    Screen.displayName = `MasterData(${def.name})`;
    return { default: Screen };
  });
}

/**
 * HR screens by route id: employees and contracts (declared resources with their custom fields and payroll
 * types), payroll runs, advances, letters, statements.
 */
export const hrScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'hr.employee': lazyScreen(() => import('./EmployeesPage')),
  'hr.employee_contracts': lazyScreen(() => import('./ContractsPage')),
  'hr.payrolls': lazyScreen(() => import('./PayslipsPage')),
  'hr.monthly_payrolls': lazyScreen(() => import('./PayrollsPage')),
  'hr.employee.detail_account_statement': lazyScreen(() => import('./EmployeeStatementPage')),
  'hr.employee.summary_account_statement': lazyScreen(() => import('./EmployeeSummaryPage')),
  'hr.letter': lazyScreen(() => import('./LettersPage')),
  'hr.letter.show': lazyScreen(() => import('./LetterPage')),
  'hr.letter_template': resourceScreen(hrLetterTemplate),
  'hr.advance_payment': lazyScreen(async () => ({
    default: (await import('./AdvancesPage')).AdvancePaymentsPage,
  })),
  'hr.advance_payment_return': lazyScreen(async () => ({
    default: (await import('./AdvancesPage')).AdvanceReturnsPage,
  })),
};
