import { z } from 'zod';
import { isoDate } from '../dates.js';
import { decimalString } from '../money.js';
import { defineResource, rules } from '../resources/define.js';
import { abilities, base, nameCol, stamps } from '../resources/master-data/named.js';

/** A date that may be left empty (a leave date, an open-ended contract). */
const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

/** The pay currencies an employee may have (issue 16): Iraqi dinar or US dollar. */
export const PAY_CURRENCIES = ['IQD', 'USD'] as const;

/**
 * Employees (`/hr/employee`, lookup `hr/employee/list`): everything a payroll office needs, with the
 * branch that pays them and their pay currency. An employee is a ledger party (`party_type` employee):
 * the `balance` column is the sum of their journal lines in their pay currency (positive: they owe the
 * company, e.g. an advance; negative: the company owes them).
 */
export const hrEmployee = defineResource({
  name: 'hr_employee',
  path: 'hr/employee',
  lookup: 'hr/employee/list',
  screen: '/hr/employee',
  table: 'hr_employees',
  area: 'hr',
  abilities: abilities('hr_employee'),
  schema: z.object({
    code: z.string().trim().min(1).max(40),
    name: rules.name,
    type: z.number().int().min(1).max(6).default(1),
    inventory_id: rules.id,
    hr_department_id: rules.optionalId,
    hr_employee_position_id: rules.optionalId,
    phone: rules.optionalText(40),
    address: rules.optionalText(500),
    identity_card: rules.optionalText(60),
    hire_date: isoDate,
    leave_date: optionalDate,
    currency_code: z.enum(PAY_CURRENCIES).default('IQD'),
    pay_method: z.enum(['cash', 'bank']).default('cash'),
    bank_account: rules.optionalText(60),
    status: rules.status,
    note: rules.optionalText(2000),
  }),
  // fits the table at 1440 px in en, ckb and ar beside the row actions (issue h1): the id, position, leave
  // date, pay currency and employee type are offered in the column chooser; long names end in an ellipsis
  columns: [
    { key: 'id', kind: 'id', hidden: true },
    { key: 'has_photo', kind: 'bool', computed: true, noSort: true, width: 64 },
    { key: 'code', kind: 'text', search: true, width: 90 },
    { ...nameCol, width: 160 },
    { key: 'type', kind: 'enum', enumName: 'employeeType', hidden: true },
    { key: 'inventory_name', kind: 'text', ref: { fk: 'inventory_id', resource: 'inventory' }, width: 130 },
    {
      key: 'hr_department_name',
      kind: 'text',
      ref: { fk: 'hr_department_id', resource: 'hr_department' },
      width: 110,
    },
    {
      key: 'hr_employee_position_name',
      kind: 'text',
      ref: { fk: 'hr_employee_position_id', resource: 'hr_employee_position' },
      hidden: true,
    },
    { key: 'phone', kind: 'text', search: true, width: 120 },
    { key: 'identity_card', kind: 'text', search: true, hidden: true },
    { key: 'hire_date', kind: 'date', width: 110 },
    { key: 'leave_date', kind: 'date', hidden: true },
    { key: 'currency_code', kind: 'text', hidden: true },
    { key: 'pay_method', kind: 'enum', enumName: 'payMethod', hidden: true },
    { key: 'balance', kind: 'money', computed: true, noSort: true, width: 130 },
    { key: 'status', kind: 'status', enumName: 'status', width: 90 },
    ...stamps,
  ],
  fields: [
    { key: 'code', widget: 'text', span: 8 },
    { key: 'name', widget: 'text', span: 16 },
    { key: 'type', widget: 'select', enumName: 'employeeType', span: 8 },
    { key: 'inventory_id', widget: 'lookup', lookup: 'user/connected-inventory', span: 8 },
    { key: 'currency_code', widget: 'select', enumName: 'payCurrency', span: 8 },
    { key: 'hr_department_id', widget: 'lookup', lookup: 'hr/department/list', span: 12 },
    {
      key: 'hr_employee_position_id',
      widget: 'lookup',
      lookup: 'hr/employee-position/list',
      dependsOn: { field: 'hr_department_id', param: 'hr_department_id' },
      span: 12,
    },
    { key: 'phone', widget: 'text', span: 12 },
    { key: 'identity_card', widget: 'text', span: 12 },
    { key: 'address', widget: 'text' },
    { key: 'hire_date', widget: 'date', span: 12 },
    { key: 'leave_date', widget: 'date', span: 12 },
    { key: 'pay_method', widget: 'select', enumName: 'payMethod', span: 12 },
    { key: 'bank_account', widget: 'text', span: 12 },
    { key: 'note', widget: 'textarea' },
    { key: 'status', widget: 'switch' },
  ],
  lookupColumns: ['code', 'currency_code', 'inventory_id'],
  dialogWidth: 720,
});

/**
 * Employee contracts (`/hr/employee-contracts`, lookup `hr/employee-contract/list`): effective-dated pay
 * terms. One contract per employee at any date; a new open contract closes the one running the day before
 * it starts, so a raise from the 16th is a new contract from the 16th and the history stays. The amount is
 * a month's salary (type 1), a day's wage (2) or an hour's rate (3), in the employee's pay currency.
 */
export const hrEmployeeContract = defineResource({
  name: 'hr_employee_contract',
  path: 'hr/employee-contract',
  lookup: 'hr/employee-contract/list',
  screen: '/hr/employee-contracts',
  table: 'hr_employee_contracts',
  area: 'hr',
  abilities: abilities('hr_employee_contract'),
  schema: z.object({
    employee_id: rules.id,
    start_date: isoDate,
    end_date: optionalDate,
    salary_type: z.number().int().min(1).max(3).default(1),
    amount: decimalString({ positive: true }),
    note: rules.optionalText(1000),
  }),
  columns: [
    ...base,
    {
      key: 'employee_name',
      kind: 'text',
      search: true,
      ref: { fk: 'employee_id', resource: 'hr_employee' },
    },
    { key: 'start_date', kind: 'date' },
    { key: 'end_date', kind: 'date' },
    { key: 'salary_type', kind: 'enum', enumName: 'salaryType' },
    { key: 'amount', kind: 'money' },
    { key: 'currency_code', kind: 'text', computed: true },
    { key: 'note', kind: 'text', search: true, hidden: true },
    ...stamps,
  ],
  fields: [
    { key: 'employee_id', widget: 'lookup', lookup: 'hr/employee/list' },
    { key: 'start_date', widget: 'date', span: 12 },
    { key: 'end_date', widget: 'date', span: 12 },
    { key: 'salary_type', widget: 'select', enumName: 'salaryType', span: 12 },
    { key: 'amount', widget: 'money', span: 12 },
    { key: 'note', widget: 'textarea' },
  ],
});

/**
 * Letters (`/hr/letter`, lookup `hr/letter/list?keyword=`): a letter of a type (the letter types list), to
 * an employee or not, with its date, subject and text; searched by keyword over subject and text; shown
 * and printed A4 at `/hr/letter/{id}`.
 */
export const hrLetter = defineResource({
  name: 'hr_letter',
  path: 'hr/letter',
  lookup: 'hr/letter/list',
  screen: '/hr/letter',
  table: 'hr_letters',
  area: 'hr',
  abilities: abilities('hr_letter'),
  schema: z.object({
    hr_letter_type_id: rules.id,
    employee_id: rules.optionalId,
    date: isoDate,
    subject: z.string().trim().min(1).max(190),
    body: z.string().trim().min(1).max(20000),
  }),
  columns: [
    ...base,
    { key: 'date', kind: 'date' },
    { key: 'subject', kind: 'text', search: true },
    {
      key: 'hr_letter_type_name',
      kind: 'text',
      ref: { fk: 'hr_letter_type_id', resource: 'hr_letter_type' },
    },
    { key: 'employee_name', kind: 'text', search: true, ref: { fk: 'employee_id', resource: 'hr_employee' } },
    { key: 'body', kind: 'text', search: true, hidden: true, noSort: true },
    ...stamps,
  ],
  fields: [
    { key: 'hr_letter_type_id', widget: 'lookup', lookup: 'hr/letter-type/list', span: 12 },
    { key: 'date', widget: 'date', span: 12 },
    { key: 'employee_id', widget: 'lookup', lookup: 'hr/employee/list' },
    { key: 'subject', widget: 'text' },
    { key: 'body', widget: 'textarea' },
  ],
  lookupColumns: ['subject', 'date'],
  lookupSearch: ['subject', 'body'],
  dialogWidth: 720,
});

export const HR_RESOURCES = [hrEmployee, hrEmployeeContract, hrLetter] as const;
