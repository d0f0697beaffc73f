import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { timestamp } from '../endpoints/define.js';
import { decimalString, rateString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Expense documents (`/accounting/expense-document`): one voucher of several expense lines (category,
 * amount, note, and optionally one of the document's attachments), paid from one cash box or owed to a
 * supplier. Each line debits the expense account under its category; the total is credited to the box or
 * to the supplier's payable. Numbers ED-1, ED-2... per branch; the model type for attachments, comments
 * and audits is `expense_document`.
 */
export const EXPENSE_DOCUMENT_PREFIX = 'ED-';

export const EXPENSE_PAID_BY = ['cash_box', 'supplier'] as const;
export type ExpensePaidBy = (typeof EXPENSE_PAID_BY)[number];

export const expenseDocumentLineInput = z.object({
  expense_category_id: rules.id,
  amount: decimalString({ positive: true }),
  note: rules.optionalText(1000),
  /** One of this document's attachments (uploaded once the document exists), shown beside the line. */
  attachment_id: rules.optionalId,
});

export const expenseDocumentInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  paid_by: z.enum(EXPENSE_PAID_BY),
  /** Required when paid from a cash box; its currency is the document's. */
  cash_box_id: rules.optionalId,
  /** Required when owed to a supplier. */
  supplier_id: rules.optionalId,
  currency_code: rules.currency,
  /** 1 USD = 1310 IQD; required off the base currency. */
  exchange_rate: rateString({ positive: true }).optional(),
  note: rules.optionalText(2000),
  lines: z.array(expenseDocumentLineInput).min(1).max(200),
});
export type ExpenseDocumentInput = z.infer<typeof expenseDocumentInput>;

export const expenseDocumentLine = z.object({
  id: z.string(),
  expense_category_id: z.string(),
  expense_category_name: z.string(),
  amount: z.string(),
  note: z.string().nullable(),
  attachment_id: z.string().nullable(),
  attachment_name: z.string().nullable(),
});
export type ExpenseDocumentLine = z.infer<typeof expenseDocumentLine>;

export const expenseDocumentRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  date: z.string(),
  paid_by: z.enum(EXPENSE_PAID_BY),
  cash_box_id: z.string().nullable(),
  cash_box_name: z.string().nullable(),
  supplier_id: z.string().nullable(),
  supplier_name: z.string().nullable(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  total: z.string(),
  note: z.string().nullable(),
  invoice_audit_status: z.boolean(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lines: z.array(expenseDocumentLine),
});
export type ExpenseDocumentRecord = z.input<typeof expenseDocumentRecord>;

export const expenseDocumentSaved = z.object({ id: z.string(), invoice_id: z.string(), total: z.string() });
export type ExpenseDocumentSaved = z.infer<typeof expenseDocumentSaved>;

export const expenseDocumentEndpoints = documentEndpoints({
  base: 'accounting/expense-document',
  tag: 'accounting',
  input: expenseDocumentInput,
  record: expenseDocumentRecord,
  saved: expenseDocumentSaved,
  access: {
    list: ['expense_document_list'],
    get: ['expense_document_list', 'expense_document_edit'],
    create: ['expense_document_create'],
    edit: ['expense_document_edit'],
    delete: ['expense_document_delete'],
  },
});
