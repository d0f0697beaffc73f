import { z } from 'zod';
import { isoDate } from '../dates.js';
import { documentEndpoints } from '../documents/endpoints.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { decimalString, rateString } from '../money.js';
import { rules } from '../resources/define.js';

/**
 * Money collection (`/accounting/money-collection`, shared-screens 9: states Pending and Received). A
 * collector (a user, a ledger party of type `collector`) records cash collected from a customer; it sits
 * in "cash in transit" under the collector until the accountant receives the bag
 * (`/accounting/money-collection-accountant`): counts it into a cash box, the difference posted to cash
 * shortage or overage. A received collection is never edited, deleted or received again.
 */
export const MONEY_COLLECTION_STATUS = { pending: 0, received: 1 } as const;

export const moneyCollectionInput = z.object({
  inventory_id: rules.id,
  date: isoDate,
  customer_id: rules.id,
  amount: decimalString({ positive: true }),
  currency_code: rules.currency,
  exchange_rate: rateString({ positive: true }).optional(),
  note: rules.optionalText(2000),
});
export type MoneyCollectionInput = z.infer<typeof moneyCollectionInput>;

export const moneyCollectionRecord = z.object({
  id: z.string(),
  invoice_id: z.string(),
  inventory_id: z.string(),
  inventory_name: z.string(),
  date: z.string(),
  collector_id: z.string().nullable(),
  collector_name: z.string().nullable(),
  customer_id: z.string(),
  customer_name: z.string(),
  amount: z.string(),
  currency_code: z.string(),
  exchange_rate: z.string(),
  note: z.string().nullable(),
  status: z.number().int(),
  cash_box_id: z.string().nullable(),
  cash_box_name: z.string().nullable(),
  counted_amount: z.string().nullable(),
  difference: z.string().nullable(),
  received_date: z.string().nullable(),
  received_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MoneyCollectionRecord = z.input<typeof moneyCollectionRecord>;

export const moneyCollectionSaved = z.object({ id: z.string(), invoice_id: z.string() });

export const moneyCollectionEndpoints = documentEndpoints({
  base: 'accounting/money-collection',
  tag: 'accounting',
  input: moneyCollectionInput,
  record: moneyCollectionRecord,
  saved: moneyCollectionSaved,
  access: {
    list: ['money_collection_create', 'money_collection_edit'],
    get: ['money_collection_create', 'money_collection_edit'],
    create: ['money_collection_create'],
    edit: ['money_collection_create'],
    delete: ['money_collection_create'],
  },
});

export const receiveCollectionInput = z.object({
  cash_box_id: rules.id,
  /** What the accountant counted in the bag, in the collection's currency. */
  counted_amount: decimalString({ min: '0' }),
  date: isoDate,
  note: rules.optionalText(2000),
});
export type ReceiveCollectionInput = z.infer<typeof receiveCollectionInput>;

/** The accountant receives a pending bag into a cash box, once. */
export const receiveCollectionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'accounting/money-collection/:id/receive',
  params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') }),
  body: receiveCollectionInput,
  response: z.object({
    id: z.string(),
    status: z.number().int(),
    counted_amount: z.string(),
    difference: z.string(),
  }),
  access: ['money_collection_edit'],
  tag: 'accounting',
});

export const collectionAgeingRow = z.object({
  collector_id: z.string().nullable(),
  collector_name: z.string().nullable(),
  currency_code: z.string(),
  bags: z.number().int(),
  /** Pending amounts by days out: up to a week, up to a month, up to two months, older. */
  days_0_7: z.string(),
  days_8_30: z.string(),
  days_31_60: z.string(),
  days_over_60: z.string(),
  total: z.string(),
  oldest_days: z.number().int(),
});
export type CollectionAgeingRow = z.infer<typeof collectionAgeingRow>;

/**
 * The ageing of cash not yet handed over: per collector and currency, the pending bags' amounts by how
 * long they have been out as of a day (default today). A collector without the accountant's ability sees
 * only their own.
 */
export const collectionAgeingEndpoint = defineEndpoint({
  method: 'GET',
  path: 'accounting/money-collection/ageing',
  query: z.object({ as_of: isoDate.optional() }),
  response: z.array(collectionAgeingRow),
  access: ['money_collection_create', 'money_collection_edit'],
  tag: 'accounting',
});
