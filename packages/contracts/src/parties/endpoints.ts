import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint, exportOf, timestamp } from '../endpoints/define.js';
import { detailStatementOf, statementLine, statementQuery, summaryTotals } from '../ledger/statement.js';
import { LOOKUP_ABILITIES } from '../lookup-access.js';
import { customerInput, customerSearchInput, supplierInput } from '../parties.js';

const id = z.string().regex(/^\d{1,18}$/, 'Not a valid id.');
const idParams = z.object({ id });
const saved = z.object({ id: z.string() });
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const currencyBalance = z.object({ currency_code: z.string(), balance: z.string() });
export type CurrencyBalance = z.infer<typeof currencyBalance>;

/** A custom field of a customer or supplier with its value (null when not filled). */
export const customFieldValue = z.object({
  base_custom_field_id: z.string(),
  base_custom_field_name: z.string(),
  field_type: z.string().optional(),
  is_required: z.boolean().optional(),
  field_value: z.string().nullable(),
});
export type CustomFieldValue = z.infer<typeof customFieldValue>;

/** A customer as its dialog reads it: max debit amounts only for holders of the max-debit ability. */
export const customerRecord = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  inventory_id: z.string(),
  phone: z.string(),
  custom_code: z.string().nullable(),
  email: z.string().nullable(),
  customer_type_id: z.string().nullable(),
  id_card_no: z.string().nullable(),
  id_card_type: z.string().nullable(),
  id_card_place: z.string().nullable(),
  id_card_date: z.string().nullable(),
  address: z.string().nullable(),
  discount: z.string(),
  price_type: z.number().int(),
  additional_profit_percentage: z.string(),
  receipt_due_day: z.number().int().nullable(),
  status: z.number().int(),
  created_by: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  inventory_ids: z.array(z.string()),
  max_amounts: z.array(z.object({ currency_code: z.string(), amount: z.string() })).optional(),
  balance: z.array(currencyBalance),
  custom_fields: z.array(customFieldValue),
});
export type CustomerRecord = z.input<typeof customerRecord>;

/** A customer as the POS search finds it (pricing and the max debit per currency). */
export const customerHit = z.object({
  id: z.string(),
  code: z.string(),
  custom_code: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  status: z.number().int(),
  price_type: z.number().int(),
  discount: z.string(),
  additional_profit_percentage: z.string(),
  inventory_ids: z.array(z.string()),
  max_amounts: z.array(z.object({ currency_code: z.string(), amount: z.string() })),
});

export const supplierRecord = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.number().int(),
  created_at: timestamp,
  balance: z.array(currencyBalance),
  custom_fields: z.array(customFieldValue),
});
export type SupplierRecord = z.input<typeof supplierRecord>;

export const customerStatement = detailStatementOf(
  'customer',
  z.object({ id: z.string(), code: z.string(), name: z.string() }),
);
export type CustomerStatement = z.infer<typeof customerStatement>;
export const supplierStatement = detailStatementOf(
  'supplier',
  z.object({ id: z.string(), name: z.string() }),
);
export type SupplierStatement = z.infer<typeof supplierStatement>;

/** A line of the one-currency statement: as posted (currency, amount) and converted (debit, credit). */
export const oneCurrencyLine = statementLine.extend({
  currency_code: z.string(),
  amount: z.string(),
  base_amount: z.string(),
  /** The line's own rate: base units per one unit of its currency. */
  line_rate: z.string(),
  /** Base units per one unit of the chosen currency used to convert; null when none was needed. */
  rate: z.string().nullable(),
});
export type OneCurrencyLine = z.infer<typeof oneCurrencyLine>;

export const oneCurrencyStatement = z.object({
  supplier: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  currency_code: z.string(),
  base_currency_code: z.string(),
  opening_balance: z.string(),
  data: z.array(oneCurrencyLine),
  total_debit: z.string(),
  total_credit: z.string(),
  closing_balance: z.string(),
});
export type OneCurrencyStatement = z.infer<typeof oneCurrencyStatement>;

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'The selected currency code is invalid.');
const period = { start_date: isoDate, end_date: isoDate };

export const customerSummaryRow = z.object({
  customer_id: z.string(),
  code: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  ...summaryTotals,
});
export type CustomerSummaryRow = z.infer<typeof customerSummaryRow>;

export const supplierSummaryRow = z.object({
  supplier_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  ...summaryTotals,
});
export type SupplierSummaryRow = z.infer<typeof supplierSummaryRow>;

export const customerSummaryQuery = z.object({
  ...period,
  currency_code: currencyCode.optional(),
  customer_type_id: id.optional(),
});
export const supplierSummaryQuery = z.object({ ...period, currency_code: currencyCode.optional() });

const customers = 'customers';
const suppliers = 'suppliers';

/** Customers (modules/parties): the dialog's record, create, update, delete, POS search, lookup, statement. */
export const customerEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'customer/customer/:id',
    params: idParams,
    response: customerRecord,
    access: ['customer_list', 'customer_edit'],
    tag: customers,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'customer',
    body: customerInput,
    response: z.object({ id: z.string(), code: z.string() }),
    status: 201,
    access: ['customer_create'],
    tag: customers,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'customer/:id',
    params: idParams,
    body: customerInput,
    response: saved,
    access: ['customer_edit'],
    tag: customers,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'customer/customer/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['customer_delete'],
    tag: customers,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: 'customer/search',
    body: customerSearchInput,
    response: listOf(customerHit),
    access: ['customer_list', 'sale_create'],
    tag: customers,
  }),
  searchById: defineEndpoint({
    method: 'GET',
    path: 'customer/search-by-id/:id',
    params: idParams,
    response: customerRecord,
    access: ['customer_list', 'sale_create'],
    tag: customers,
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: 'customer-list',
    response: listOf(z.object({ id: z.string(), code: z.string(), name: z.string(), phone: z.string() })),
    access: LOOKUP_ABILITIES.customers,
    tag: 'lookups',
  }),
  detailStatement: defineEndpoint({
    method: 'GET',
    path: 'customer/detail-account-statement',
    query: statementQuery,
    response: customerStatement,
    access: ['report_customer_account_statement'],
    tag: customers,
  }),
  summaryStatement: defineEndpoint({
    method: 'GET',
    path: 'customer/summary-account-statement',
    query: customerSummaryQuery,
    response: listOf(customerSummaryRow),
    access: ['report_customer_account_statement_summary'],
    tag: customers,
  }),
};

/** Suppliers (modules/parties): the dialog's record, create, update, delete, lookup, statement. */
export const supplierEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'supplier/supplier/:id',
    params: idParams,
    response: supplierRecord,
    access: ['supplier_list', 'supplier_edit'],
    tag: suppliers,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'supplier',
    body: supplierInput,
    response: saved,
    status: 201,
    access: ['supplier_create'],
    tag: suppliers,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: 'supplier/:id',
    params: idParams,
    body: supplierInput,
    response: saved,
    access: ['supplier_edit'],
    tag: suppliers,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'supplier/supplier/:id',
    params: idParams,
    response: z.void(),
    status: 204,
    access: ['supplier_delete'],
    tag: suppliers,
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: 'supplier-list',
    response: listOf(z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() })),
    access: LOOKUP_ABILITIES.suppliers,
    tag: 'lookups',
  }),
  detailStatement: defineEndpoint({
    method: 'GET',
    path: 'supplier/detail-account-statement',
    query: statementQuery,
    response: supplierStatement,
    access: ['report_supplier_account_statement'],
    tag: suppliers,
  }),
  /** Every currency's lines converted into one currency. */
  oneCurrencyStatement: defineEndpoint({
    method: 'GET',
    path: 'supplier/detail-account-statement-all-in-one-currency',
    query: statementQuery,
    response: oneCurrencyStatement,
    access: ['report_supplier_account_statement_all_in_one_currency'],
    tag: suppliers,
  }),
  summaryStatement: defineEndpoint({
    method: 'GET',
    path: 'supplier/summary-account-statement',
    query: supplierSummaryQuery,
    response: listOf(supplierSummaryRow),
    access: ['report_supplier_account_statement_summary'],
    tag: suppliers,
  }),
};

/** The statements' xlsx exports (POST `{path}/export`), derived from their reads. */
export const customerStatementExports = {
  detail: exportOf(customerEndpoints.detailStatement),
  summary: exportOf(customerEndpoints.summaryStatement),
};
export const supplierStatementExports = {
  detail: exportOf(supplierEndpoints.detailStatement),
  oneCurrency: exportOf(supplierEndpoints.oneCurrencyStatement),
  summary: exportOf(supplierEndpoints.summaryStatement),
};
