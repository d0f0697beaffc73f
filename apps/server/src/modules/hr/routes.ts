import {
  ADVANCE_KINDS,
  advanceEndpoints,
  hrEmployee,
  hrEmployeeContract,
  hrLetter,
  monthlyPayrollDecisions,
  monthlyPayrollEndpoints,
} from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { registerModel } from '../../platform/models.js';
import { registerResource } from '../../platform/resources/register.js';
import { approveDocument, cancelDocument } from '../documents/lifecycle.js';
import { registerDeclaredDocument } from '../documents/routes.js';
import { advanceDocument, advancesTable, getAdvance } from './advances.js';
import { contractPayrollTypeRoutes } from './contract-payroll-types.js';
import { employeeCustomFieldRoutes } from './employee-custom-fields.js';
import { employeePhotoRoutes } from './employee-photo.js';
import { CONTRACT_RULES, EMPLOYEE_RULES } from './employees.js';
import { LETTER_RULES } from './letter-notify.js';
import { letterRoutes } from './letters.js';
import { monthlyPayrollDocument } from './payroll.js';
import { getPayroll, payrollsTable } from './payroll-queries.js';
import { payslipRoutes } from './payslips.js';
import { statementRoutes } from './statements.js';

/** HR: employees and contracts (declared resources), monthly payroll runs (kernel), employee statements. */
export async function hrRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerResource(app, hrEmployee, EMPLOYEE_RULES);
  // attachments (identity card scans, the signed contract) and comments hang off the employee
  registerModel('hr_employee', {
    table: 'hr_employees',
    view: ['hr_employee_list'],
    edit: ['hr_employee_create', 'hr_employee_edit'],
  });
  registerResource(app, hrEmployeeContract, CONTRACT_RULES);
  registerDeclaredDocument(app, monthlyPayrollDocument, {
    endpoints: monthlyPayrollEndpoints,
    title: 'Monthly payrolls',
    list: payrollsTable,
    get: getPayroll,
    model: { view: ['hr_monthly_payroll'], edit: ['hr_monthly_payroll'], auditable: true },
  });
  handle(app, monthlyPayrollDecisions.approve, (req) =>
    tenantTx(db, req, (tx) => approveDocument(tx, authOf(req), monthlyPayrollDocument, req.params.id)),
  );
  handle(app, monthlyPayrollDecisions.cancel, (req) =>
    tenantTx(db, req, (tx) => cancelDocument(tx, authOf(req), monthlyPayrollDocument, req.params.id)),
  );
  for (const kind of ADVANCE_KINDS)
    registerDeclaredDocument(app, advanceDocument(kind), {
      endpoints: advanceEndpoints[kind],
      title: kind === 'hr_advance_payment' ? 'Advance payments' : 'Advance payment returns',
      list: advancesTable(kind),
      get: getAdvance(kind),
      model: { view: [`${kind}_list`], edit: [`${kind}_create`, `${kind}_edit`], auditable: true },
    });
  registerResource(app, hrLetter, LETTER_RULES);
  registerModel('hr_letter', {
    table: 'hr_letters',
    view: ['hr_letter_list'],
    edit: ['hr_letter_create', 'hr_letter_edit'],
  });
  letterRoutes(app);
  payslipRoutes(app);
  statementRoutes(app);
  contractPayrollTypeRoutes(app);
  employeeCustomFieldRoutes(app);
  employeePhotoRoutes(app);
}
