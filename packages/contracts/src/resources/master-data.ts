import { z } from 'zod';
import { type ColumnDef, defineResource, type FieldDef, type ResourceDef, rules } from './define.js';

const abilities = (prefix: string) => ({
  list: `${prefix}_list`,
  create: `${prefix}_create`,
  edit: `${prefix}_edit`,
  delete: `${prefix}_delete`,
});

const base: ColumnDef[] = [{ key: 'id', kind: 'id' }];
const stamps: ColumnDef[] = [{ key: 'created_at', kind: 'datetime', hidden: true }];
const nameCol: ColumnDef = { key: 'name', kind: 'text', search: true };
const nameField: FieldDef = { key: 'name', widget: 'text' };

/** A resource that is a name (and optionally more) per tenant. */
function named(
  name: string,
  opts: {
    path: string;
    lookup: string;
    route?: string;
    prefix?: string;
    extra?: z.ZodRawShape;
    columns?: ColumnDef[];
    fields?: FieldDef[];
    lookupColumns?: readonly string[];
  },
): ResourceDef {
  return defineResource({
    name,
    path: opts.path,
    lookup: opts.lookup,
    route: opts.route,
    abilities: abilities(opts.prefix ?? name),
    schema: z.object({ name: rules.name, ...(opts.extra ?? {}) }),
    columns: [...base, nameCol, ...(opts.columns ?? []), ...stamps],
    fields: [nameField, ...(opts.fields ?? [])],
    ...(opts.lookupColumns ? { lookupColumns: opts.lookupColumns } : {}),
  });
}

export const brand = named('brand', {
  path: 'general/brand',
  lookup: 'general/brand/list',
  route: 'inventory.item.brand',
});
export const group = named('group', {
  path: 'general/group',
  lookup: 'general/group/list',
  route: 'inventory.item.group',
});
export const category = named('category', {
  path: 'general/category',
  lookup: 'general/category/list',
  route: 'inventory.item.category',
  extra: { group_id: rules.id },
  columns: [{ key: 'group_name', kind: 'text', search: true, ref: { fk: 'group_id', resource: 'group' } }],
  fields: [{ key: 'group_id', widget: 'lookup', lookup: 'general/group/list' }],
});
export const measurement = named('measurement', {
  path: 'general/measurement',
  lookup: 'general/measurement/list',
  route: 'inventory.item.measurement',
  extra: { short_name: rules.optionalText(20) },
  columns: [{ key: 'short_name', kind: 'text' }],
  fields: [{ key: 'short_name', widget: 'text' }],
});
export const rack = named('rack', {
  path: 'general/rack',
  lookup: 'general/rack/list',
  route: 'inventory.item.rack',
});
export const dosageForm = named('dosage_form', {
  path: 'general/dosage-form',
  lookup: 'general/dosage-form-list',
  route: 'inventory.item.dosage_form',
});
export const country = named('country', {
  path: 'general/country',
  lookup: 'general/country-list',
  route: 'inventory.item.country',
  extra: { code: rules.optionalText(3) },
  columns: [{ key: 'code', kind: 'text', search: true }],
  fields: [{ key: 'code', widget: 'text' }],
});
export const machine = named('machine', {
  path: 'general/machine',
  lookup: 'general/machine/list',
  route: 'inventory.machine',
  extra: { description: rules.optionalText(), status: rules.status },
  columns: [
    { key: 'description', kind: 'text', search: true },
    { key: 'status', kind: 'status', enumName: 'status' },
  ],
  fields: [
    { key: 'description', widget: 'textarea' },
    { key: 'status', widget: 'switch' },
  ],
});
export const referrer = named('referrer', {
  path: 'general/referrer',
  lookup: 'general/referrer/list',
  route: 'inventory.referrer',
  extra: { phone: rules.optionalText(40), address: rules.optionalText(300) },
  columns: [
    { key: 'phone', kind: 'text', search: true },
    { key: 'address', kind: 'text' },
  ],
  fields: [
    { key: 'phone', widget: 'text', span: 12 },
    { key: 'address', widget: 'text', span: 12 },
  ],
});
export const accountCode = named('account_code', {
  path: 'general/account-code',
  lookup: 'general/account-code/list',
  route: 'inventory.account_code',
  extra: { code: z.string().trim().min(1).max(40) },
  columns: [{ key: 'code', kind: 'text', search: true }],
  fields: [{ key: 'code', widget: 'text' }],
});
export const baseCustomField = named('base_custom_field', {
  path: 'general/base-custom-field',
  lookup: 'general/base-custom-field/list',
  route: 'inventory.base_field',
  extra: {
    model_name: z.enum(['Customer', 'Supplier', 'Item']),
    field_type: z.enum(['text', 'number', 'date']).default('text'),
    is_required: z.boolean().default(false),
  },
  columns: [
    { key: 'model_name', kind: 'enum', enumName: 'customFieldModel' },
    { key: 'field_type', kind: 'enum', enumName: 'customFieldType' },
    { key: 'is_required', kind: 'bool' },
  ],
  fields: [
    { key: 'model_name', widget: 'select', enumName: 'customFieldModel', span: 12 },
    { key: 'field_type', widget: 'select', enumName: 'customFieldType', span: 12 },
    { key: 'is_required', widget: 'switch' },
  ],
  lookupColumns: ['model_name', 'field_type', 'is_required'],
});
export const saleExtra = named('sale_extra', {
  path: 'general/sale-extra',
  lookup: 'general/sale-extra/list',
  route: 'inventory.sale_extra',
  extra: {
    price: rules.decimal(6, { nonNegative: true }),
    cost: rules.decimal(6, { nonNegative: true }).default('0'),
    currency_code: rules.currency,
    status: rules.status,
  },
  columns: [
    { key: 'price', kind: 'money' },
    { key: 'cost', kind: 'money' },
    { key: 'currency_code', kind: 'text' },
    { key: 'status', kind: 'status', enumName: 'status' },
  ],
  fields: [
    { key: 'price', widget: 'money', span: 8 },
    { key: 'cost', widget: 'money', span: 8 },
    { key: 'currency_code', widget: 'currency', span: 8 },
    { key: 'status', widget: 'switch' },
  ],
});
export const customerType = named('customer_type', {
  path: 'general/customer-type',
  lookup: 'general/customer-type/list',
  route: 'customer.customer_type',
});
export const customerReceiptType = named('customer_receipt_type', {
  path: 'customer-receipt-type',
  lookup: 'customer-receipt-type/list',
  route: 'customer.receipt_type',
});
export const residenceBlock = named('residence_block', {
  path: 'general/residence-block',
  lookup: 'general/residence-block/list',
  route: 'inventory.residence.residence_block',
});
export const residenceArea = named('residence_area', {
  path: 'residence-area',
  lookup: 'residence-area/list',
  route: 'inventory.residence.residence_area',
});
export const residenceView = named('residence_view', {
  path: 'residence-view',
  lookup: 'residence-view/list',
  route: 'inventory.residence.residence_view',
});
export const building = named('building', {
  path: 'building',
  lookup: 'building/list',
  route: 'inventory.residence.building',
  extra: {
    residence_block_id: rules.optionalId,
    number_of_floors: z.coerce.number().int().min(1).max(4).default(1),
  },
  columns: [
    {
      key: 'residence_block_name',
      kind: 'text',
      ref: { fk: 'residence_block_id', resource: 'residence_block' },
    },
    { key: 'number_of_floors', kind: 'enum', enumName: 'floors' },
  ],
  fields: [
    { key: 'residence_block_id', widget: 'lookup', lookup: 'general/residence-block/list', span: 12 },
    { key: 'number_of_floors', widget: 'select', enumName: 'floors', span: 12 },
  ],
});
export const hrDepartment = named('hr_department', {
  path: 'hr/department',
  lookup: 'hr/department/list',
  route: 'hr.departments',
});
export const hrEmployeePosition = named('hr_employee_position', {
  path: 'hr/employee-position',
  lookup: 'hr/employee-position/list',
  route: 'hr.employee_position',
  extra: { hr_department_id: rules.optionalId },
  columns: [
    { key: 'hr_department_name', kind: 'text', ref: { fk: 'hr_department_id', resource: 'hr_department' } },
  ],
  fields: [{ key: 'hr_department_id', widget: 'lookup', lookup: 'hr/department/list' }],
});
export const hrPayrollType = named('hr_payroll_type', {
  path: 'hr/payroll-type',
  lookup: 'hr/payroll-type/list',
  route: 'hr.payroll_types',
});
export const hrLetterType = named('hr_letter_type', {
  path: 'hr/letter-type',
  lookup: 'hr/letter-type/list',
  route: 'hr.letter_type',
});
export const expenseCategory = named('expense_category', {
  path: 'general/expense-category',
  lookup: 'general/expense-category/list',
  route: 'accounting.expense.expense_category',
  extra: { type: z.union([z.literal(0), z.literal(1)]).default(1) },
  columns: [{ key: 'type', kind: 'enum', enumName: 'expenseCategoryType' }],
  fields: [{ key: 'type', widget: 'select', enumName: 'expenseCategoryType' }],
});
export const incomeType = named('income_type', {
  path: 'accounting/income-type',
  lookup: 'accounting/income-type/list',
  route: 'accounting.income.income_type',
});
export const lossType = named('loss_type', {
  path: 'general/loss-type',
  lookup: 'general/loss-type/list',
  route: 'accounting.loss.loss_type',
});
export const generalPaymentCategory = named('general_payment_category', {
  path: 'general/general-payment-category',
  lookup: 'general/general-payment-category/list',
  route: 'accounting.general_payment.general_payment_category',
});
export const assetCategory = named('asset_category', {
  path: 'accounting/asset-category',
  lookup: 'accounting/asset-category/list',
  route: 'accounting.asset.asset_category',
  prefix: 'asset_category',
  extra: { depreciation_rate: rules.decimal(4, { nonNegative: true }).default('0') },
  columns: [{ key: 'depreciation_rate', kind: 'number' }],
  fields: [{ key: 'depreciation_rate', widget: 'number', precision: 2, min: 0, max: 100 }],
});
export const shareholder = named('shareholder', {
  path: 'general/shareholder',
  lookup: 'general/shareholder/list',
  route: 'inventory.shareholder',
  extra: {
    phone: rules.optionalText(40),
    share_percentage: rules.decimal(4, { nonNegative: true }).default('0'),
    status: rules.status,
  },
  columns: [
    { key: 'phone', kind: 'text', search: true },
    { key: 'share_percentage', kind: 'number', footer: true },
    { key: 'status', kind: 'status', enumName: 'status' },
  ],
  fields: [
    { key: 'phone', widget: 'text', span: 12 },
    { key: 'share_percentage', widget: 'number', precision: 2, min: 0, max: 100, span: 12 },
    { key: 'status', widget: 'switch' },
  ],
});
export const note = defineResource({
  name: 'note',
  path: 'notes',
  lookup: 'notes/list',
  route: 'note',
  abilities: abilities('note'),
  schema: z.object({
    type: z.enum(['general', 'sale', 'purchase', 'receipt', 'expense']).default('general'),
    note: z.string().trim().min(1).max(2000),
  }),
  columns: [
    ...base,
    { key: 'type', kind: 'enum', enumName: 'noteType' },
    { key: 'note', kind: 'text', search: true },
    ...stamps,
  ],
  fields: [
    { key: 'type', widget: 'select', enumName: 'noteType' },
    { key: 'note', widget: 'textarea' },
  ],
  lookupColumns: ['note', 'type'],
});
export const inventory = defineResource({
  name: 'inventory',
  path: 'general/inventory',
  lookup: 'general/inventory/list',
  route: 'inventory.inventory',
  abilities: abilities('inventory'),
  schema: z.object({
    name: rules.name,
    code: rules.optionalText(20),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(1),
    address: rules.optionalText(300),
    phone: rules.optionalText(40),
    status: rules.status,
  }),
  columns: [
    ...base,
    nameCol,
    { key: 'code', kind: 'text', search: true },
    { key: 'type', kind: 'enum', enumName: 'inventoryType' },
    { key: 'address', kind: 'text' },
    { key: 'phone', kind: 'text' },
    { key: 'status', kind: 'status', enumName: 'status' },
    ...stamps,
  ],
  fields: [
    { key: 'name', widget: 'text', span: 16 },
    { key: 'code', widget: 'text', span: 8 },
    { key: 'type', widget: 'select', enumName: 'inventoryType', span: 12 },
    { key: 'phone', widget: 'text', span: 12 },
    { key: 'address', widget: 'text' },
    { key: 'status', widget: 'switch' },
  ],
  lookupColumns: ['type', 'code'],
});
export const currencyRate = defineResource({
  name: 'currency_rate',
  path: 'currency-rate',
  lookup: 'currency-rate/list',
  route: 'inventory.currency_rate',
  abilities: abilities('currency_rate'),
  schema: z.object({
    currency_code_from: rules.currency,
    currency_code_to: rules.currency,
    exchange_rate: rules.decimal(8, { nonNegative: true }),
    type: z.union([z.literal(0), z.literal(1)]).default(0),
  }),
  columns: [
    ...base,
    { key: 'currency_code_from', kind: 'text', search: true },
    { key: 'currency_code_to', kind: 'text', search: true },
    { key: 'exchange_rate', kind: 'number' },
    { key: 'type', kind: 'enum', enumName: 'currencyRateType' },
    { key: 'valid_from', kind: 'datetime' },
  ],
  fields: [
    { key: 'currency_code_from', widget: 'currency', span: 12 },
    { key: 'currency_code_to', widget: 'currency', span: 12 },
    { key: 'exchange_rate', widget: 'number', precision: 8, min: 0, span: 12 },
    { key: 'type', widget: 'select', enumName: 'currencyRateType', span: 12 },
  ],
  lookupColumns: ['currency_code_from', 'currency_code_to', 'exchange_rate', 'type'],
});

/** Every master-data resource, in menu order. */
export const MASTER_DATA: readonly ResourceDef[] = [
  brand,
  group,
  category,
  measurement,
  rack,
  dosageForm,
  country,
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

/** Cash boxes (accounting): the balance column is computed from the journal. */
export const cashBox = defineResource({
  name: 'cash_box',
  path: 'accounting/cash-box',
  lookup: 'accounting/cash-box/list',
  route: 'accounting.cash_box',
  abilities: abilities('cash_box'),
  schema: z.object({
    code: z.string().trim().min(1).max(40),
    name: rules.name,
    currency_code: rules.currency,
    inventory_id: rules.optionalId,
    for_user_id: rules.optionalId,
    is_default: z.boolean().default(false),
    status: rules.status,
  }),
  columns: [
    ...base,
    { key: 'code', kind: 'text', search: true },
    nameCol,
    { key: 'currency_code', kind: 'text' },
    { key: 'balance', kind: 'money', computed: true, noSort: true },
    { key: 'inventory_name', kind: 'text', ref: { fk: 'inventory_id', resource: 'inventory' } },
    { key: 'for_user_name', kind: 'text', ref: { fk: 'for_user_id', resource: 'user' } },
    { key: 'is_default', kind: 'bool' },
    { key: 'status', kind: 'status', enumName: 'status' },
    ...stamps,
  ],
  fields: [
    { key: 'code', widget: 'text', span: 8 },
    { key: 'name', widget: 'text', span: 16 },
    { key: 'currency_code', widget: 'currency', span: 8 },
    { key: 'inventory_id', widget: 'lookup', lookup: 'user/all-inventory', span: 8 },
    { key: 'for_user_id', widget: 'lookup', lookup: 'user/users', span: 8 },
    { key: 'is_default', widget: 'switch', span: 12 },
    { key: 'status', widget: 'switch', span: 12 },
  ],
  lookupColumns: ['code', 'currency_code', 'inventory_id', 'for_user_id', 'is_default'],
});
