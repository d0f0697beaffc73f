import { z } from 'zod';
import { defineResource, rules } from '../define.js';
import { abilities, base, nameCol, named, stamps } from './named.js';

/** Accounting: expense, income, loss, general payment and asset categories, shareholders, cash boxes. */
export const expenseCategory = named('expense_category', {
  path: 'general/expense-category',
  lookup: 'general/expense-category/list',
  screen: '/accounting/expense/expense-category',
  table: 'expense_categories',
  area: 'accounting',
  extra: { type: z.union([z.literal(0), z.literal(1)]).default(1) },
  columns: [{ key: 'type', kind: 'enum', enumName: 'expenseCategoryType' }],
  fields: [{ key: 'type', widget: 'select', enumName: 'expenseCategoryType' }],
});
export const incomeType = named('income_type', {
  path: 'accounting/income-type',
  lookup: 'accounting/income-type/list',
  screen: '/accounting/income/income-type',
  table: 'income_types',
  area: 'accounting',
});
export const lossType = named('loss_type', {
  path: 'general/loss-type',
  lookup: 'general/loss-type/list',
  screen: '/accounting/loss/loss-type',
  table: 'loss_types',
  area: 'accounting',
});
export const generalPaymentCategory = named('general_payment_category', {
  path: 'general/general-payment-category',
  lookup: 'general/general-payment-category/list',
  screen: '/accounting/general-payment/general-payment-category',
  table: 'general_payment_categories',
  area: 'accounting',
});
export const assetCategory = named('asset_category', {
  path: 'accounting/asset-category',
  lookup: 'accounting/asset-category/list',
  screen: '/accounting/asset/asset-category',
  table: 'asset_categories',
  area: 'accounting',
  prefix: 'asset_category',
  extra: { depreciation_rate: rules.decimal(4, { nonNegative: true }).default('0') },
  columns: [{ key: 'depreciation_rate', kind: 'number' }],
  fields: [{ key: 'depreciation_rate', widget: 'number', precision: 2, min: 0, max: 100 }],
});
export const shareholder = named('shareholder', {
  path: 'general/shareholder',
  lookup: 'general/shareholder/list',
  screen: '/inventory/shareholder',
  table: 'shareholders',
  area: 'shareholders',
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

/** Cash boxes (accounting): the balance column is computed from the journal. */
export const cashBox = defineResource({
  name: 'cash_box',
  path: 'accounting/cash-box',
  lookup: 'accounting/cash-box/list',
  screen: '/accounting/cash-box',
  table: 'cash_boxes',
  area: 'accounting',
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
    { key: 'for_user_name', kind: 'text', ref: { fk: 'for_user_id', resource: 'user', table: 'users' } },
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
