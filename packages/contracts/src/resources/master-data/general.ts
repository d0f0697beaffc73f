import { z } from 'zod';
import { rateString } from '../../money.js';
import { defineResource, rules } from '../define.js';
import { abilities, base, nameCol, named, stamps } from './named.js';

/** The general lists of a branch: machines, referrers, account codes, custom fields, sale extras, customer types, notes, the branches themselves and currency rates. */
export const machine = named('machine', {
  path: 'general/machine',
  lookup: 'general/machine/list',
  screen: '/inventory/machine',
  table: 'machines',
  area: 'items',
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
  screen: '/inventory/referrer',
  table: 'referrers',
  area: 'items',
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
  screen: '/inventory/account-code',
  table: 'account_codes',
  area: 'items',
  extra: { code: z.string().trim().min(1).max(40) },
  columns: [{ key: 'code', kind: 'text', search: true }],
  fields: [{ key: 'code', widget: 'text' }],
});
export const baseCustomField = named('base_custom_field', {
  path: 'general/base-custom-field',
  lookup: 'general/base-custom-field/list',
  screen: '/inventory/base-field',
  table: 'base_custom_fields',
  area: 'items',
  extra: {
    model_name: z.enum(['Customer', 'Supplier', 'Item', 'Employee']),
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
  screen: '/inventory/sale-extra',
  table: 'sale_extras',
  area: 'items',
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
  screen: '/customer/customer-type',
  table: 'customer_types',
  area: 'customers',
});
export const customerReceiptType = named('customer_receipt_type', {
  path: 'customer-receipt-type',
  lookup: 'customer-receipt-type/list',
  screen: '/customer/receipt-type',
  table: 'customer_receipt_types',
  area: 'customers',
});
export const note = defineResource({
  name: 'note',
  path: 'notes',
  lookup: 'notes/list',
  screen: '/note',
  table: 'notes',
  area: 'items',
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
  screen: '/inventory/inventory',
  table: 'inventories',
  area: 'stock',
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
  screen: '/inventory/currency-rate',
  table: 'exchange_rates',
  createdColumn: 'valid_from',
  area: 'items',
  abilities: abilities('currency_rate'),
  schema: z.object({
    currency_code_from: rules.currency,
    currency_code_to: rules.currency,
    exchange_rate: rateString({ min: '0' }),
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
