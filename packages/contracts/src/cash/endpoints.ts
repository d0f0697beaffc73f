import { z } from 'zod';
import { documentEndpoints } from '../documents/endpoints.js';
import { timestamp } from '../endpoints/define.js';
import {
  MONEY_DOCUMENT_KIND_NAMES,
  MONEY_DOCUMENT_KINDS,
  type MoneyDocumentKind,
  moneyDocumentInput,
} from '../money-documents.js';

const id = z.string();

/** A money document as its dialog reads it (`category_id` is the kind's own category, type or shareholder). */
export const moneyDocumentRecord = z.object({
  id,
  kind: z.string(),
  number: z.string(),
  invoice_id: z.string(),
  date: z.string(),
  inventory_id: id.nullable(),
  cash_box_id: id.nullable(),
  customer_id: id.nullable(),
  supplier_id: id.nullable(),
  amount: z.string(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  expense_category_id: id.nullable(),
  income_type_id: id.nullable(),
  general_payment_category_id: id.nullable(),
  loss_type_id: id.nullable(),
  shareholder_id: id.nullable(),
  to_cash_box_id: id.nullable(),
  to_amount: z.string().nullable(),
  to_currency_code: z.string().nullable(),
  direction: z.enum(['in', 'out']).nullable(),
  note: z.string().nullable(),
  journal_entry_id: id.nullable(),
  customer_subscription_id: id.nullable(),
  created_by: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  category_id: id.nullable(),
});
export type MoneyDocumentRecord = z.input<typeof moneyDocumentRecord>;

const endpointsOf = (kind: MoneyDocumentKind) =>
  documentEndpoints({
    base: MONEY_DOCUMENT_KINDS[kind].path,
    tag: 'money documents',
    input: moneyDocumentInput,
    record: moneyDocumentRecord,
    saved: z.object({ id: z.string(), invoice_id: z.string() }),
    access: {
      list: [`${kind}_list`],
      get: [`${kind}_list`, `${kind}_edit`],
      create: [`${kind}_create`],
      edit: [`${kind}_edit`],
      delete: [`${kind}_delete`],
    },
  });

/** The kernel's endpoints of every kind of money document, by kind. */
export const MONEY_DOCUMENT_ENDPOINTS = Object.fromEntries(
  MONEY_DOCUMENT_KIND_NAMES.map((kind) => [kind, endpointsOf(kind)]),
) as Record<MoneyDocumentKind, ReturnType<typeof endpointsOf>>;
