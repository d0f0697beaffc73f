import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, GeneratedId, Id, Numeric } from '../../platform/db/schema.js';

/** The HR module's tables (migration 0050_hr), merged into the one `Database` interface. */
declare module '../../platform/db/schema.js' {
  interface Database {
    hr_employees: HrEmployeesTable;
    hr_employee_contracts: HrEmployeeContractsTable;
    hr_monthly_payrolls: HrMonthlyPayrollsTable;
    hr_monthly_payroll_lines: HrMonthlyPayrollLinesTable;
    hr_advance_payments: HrAdvancesTable;
    hr_advance_payment_returns: HrAdvancesTable;
    hr_letters: HrLettersTable;
    hr_contract_payroll_types: HrContractPayrollTypesTable;
    hr_monthly_payroll_items: HrMonthlyPayrollItemsTable;
  }
}

type DateText = ColumnType<string, string, string>;

export interface HrEmployeesTable {
  tenant_id: Id;
  id: GeneratedId;
  code: string;
  name: string;
  type: Generated<number>;
  inventory_id: Id;
  hr_department_id: Id | null;
  hr_employee_position_id: Id | null;
  phone: string | null;
  address: string | null;
  identity_card: string | null;
  hire_date: DateText;
  leave_date: string | null;
  currency_code: Generated<string>;
  pay_method: Generated<string>;
  bank_account: string | null;
  status: Generated<number>;
  note: string | null;
  /** The photo's stored file (migration 0076). */
  photo_key: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HrEmployeeContractsTable {
  tenant_id: Id;
  id: GeneratedId;
  employee_id: Id;
  start_date: DateText;
  end_date: string | null;
  salary_type: Generated<number>;
  amount: Numeric;
  note: string | null;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HrMonthlyPayrollsTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  month: DateText;
  date: DateText;
  status: Generated<number>;
  cash_box_ids: string[];
  exchange_rate: Numeric | null;
  change_percent: Numeric;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  approved_by: Id | null;
  approved_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HrMonthlyPayrollLinesTable {
  tenant_id: Id;
  id: GeneratedId;
  payroll_id: Id;
  employee_id: Id;
  salary_type: number;
  currency_code: string;
  rate: Numeric;
  days: number;
  units: Numeric | null;
  base: Numeric;
  allowances: Numeric;
  deductions: Numeric;
  gross: Numeric;
  advance_deduction: Numeric;
  net: Numeric;
  previous_net: Numeric | null;
  flagged: boolean;
}

/** Advance payments and their returns share a shape (returns have no `months`). */
export interface HrAdvancesTable {
  tenant_id: Id;
  id: GeneratedId;
  number: Id;
  invoice_id: string;
  inventory_id: Id;
  date: DateText;
  employee_id: Id;
  cash_box_id: Id;
  amount: Numeric;
  currency_code: string;
  exchange_rate: Numeric;
  months?: Generated<number>;
  note: string | null;
  journal_entry_id: Id | null;
  created_by: Id | null;
  updated_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface HrLettersTable {
  tenant_id: Id;
  id: GeneratedId;
  hr_letter_type_id: Id;
  employee_id: Id | null;
  date: DateText;
  subject: string;
  body: string;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A payroll type on a contract (migration 0063): a fixed monthly amount or a percent of the base pay. */
export interface HrContractPayrollTypesTable {
  tenant_id: Id;
  id: GeneratedId;
  hr_employee_contract_id: Id;
  hr_payroll_type_id: Id;
  method: string;
  value: Numeric;
  created_by: Id | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** What a run applied of each payroll type to each employee (the payslip's lines). */
export interface HrMonthlyPayrollItemsTable {
  tenant_id: Id;
  id: GeneratedId;
  payroll_id: Id;
  employee_id: Id;
  hr_payroll_type_id: Id;
  kind: number;
  amount: Numeric;
}
