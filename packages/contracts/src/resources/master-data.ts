import { CONSTRUCTION_RESOURCES } from '../construction/resources.js';
import { TEMPLATE_RESOURCES } from '../form-templates/resources.js';
import { HR_RESOURCES } from '../hr/resources.js';
import type { ResourceDef } from './define.js';
import {
  assetCategory,
  cashBox,
  expenseCategory,
  generalPaymentCategory,
  incomeType,
  lossType,
  shareholder,
} from './master-data/accounting.js';
import {
  accountCode,
  baseCustomField,
  currencyRate,
  customerReceiptType,
  customerType,
  inventory,
  machine,
  note,
  referrer,
  saleExtra,
} from './master-data/general.js';
import { hrDepartment, hrEmployeePosition, hrLetterType, hrPayrollType } from './master-data/hr.js';
import {
  brand,
  category,
  country,
  dosageForm,
  group,
  itemProcessingStep,
  measurement,
  rack,
} from './master-data/items.js';
import { building, residenceArea, residenceBlock, residenceView } from './master-data/residence.js';

export * from './master-data/accounting.js';
export * from './master-data/general.js';
export * from './master-data/hr.js';
export * from './master-data/items.js';
export * from './master-data/residence.js';

/** Every master-data resource, in menu order. */
export const MASTER_DATA: readonly ResourceDef[] = [
  brand,
  group,
  category,
  measurement,
  rack,
  dosageForm,
  country,
  itemProcessingStep,
  inventory,
  machine,
  referrer,
  accountCode,
  baseCustomField,
  saleExtra,
  currencyRate,
  customerType,
  customerReceiptType,
  note,
  residenceBlock,
  residenceArea,
  residenceView,
  building,
  hrDepartment,
  hrEmployeePosition,
  hrPayrollType,
  hrLetterType,
  expenseCategory,
  incomeType,
  lossType,
  generalPaymentCategory,
  assetCategory,
  shareholder,
];

/** Every declared resource the server registers from its declaration: master data, cash boxes, employees and contracts. */
export const ALL_RESOURCES: readonly ResourceDef[] = [
  ...MASTER_DATA,
  cashBox,
  ...HR_RESOURCES,
  ...CONSTRUCTION_RESOURCES,
  ...TEMPLATE_RESOURCES,
];

/** A declared resource by name. */
export const resourceNamed = (name: string): ResourceDef | undefined =>
  ALL_RESOURCES.find((r) => r.name === name);
