import { z } from 'zod';
import { rules } from '../define.js';
import { named } from './named.js';

/** Human resources: departments, positions, payroll and letter types. */
export const hrDepartment = named('hr_department', {
  path: 'hr/department',
  lookup: 'hr/department/list',
  screen: '/hr/departments',
  table: 'hr_departments',
  area: 'hr',
});
export const hrEmployeePosition = named('hr_employee_position', {
  path: 'hr/employee-position',
  lookup: 'hr/employee-position/list',
  screen: '/hr/employee-position',
  table: 'hr_employee_positions',
  area: 'hr',
  extra: { hr_department_id: rules.optionalId },
  columns: [
    { key: 'hr_department_name', kind: 'text', ref: { fk: 'hr_department_id', resource: 'hr_department' } },
  ],
  fields: [{ key: 'hr_department_id', widget: 'lookup', lookup: 'hr/department/list' }],
});
export const hrPayrollType = named('hr_payroll_type', {
  path: 'hr/payroll-type',
  lookup: 'hr/payroll-type/list',
  screen: '/hr/payroll-types',
  table: 'hr_payroll_types',
  area: 'hr',
  // issue 16: an allowance adds to the pay, a deduction is withheld from it (the contracts say how much)
  extra: { kind: z.number().int().min(1).max(2).default(1) },
  columns: [{ key: 'kind', kind: 'enum', enumName: 'payrollTypeKind' }],
  fields: [{ key: 'kind', widget: 'select', enumName: 'payrollTypeKind' }],
  lookupColumns: ['kind'],
});
export const hrLetterType = named('hr_letter_type', {
  path: 'hr/letter-type',
  lookup: 'hr/letter-type/list',
  screen: '/hr/letter-type',
  table: 'hr_letter_types',
  area: 'hr',
});
