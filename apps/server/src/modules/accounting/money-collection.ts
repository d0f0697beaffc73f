import {
  type EndpointResult,
  MESSAGES,
  MONEY_COLLECTION_STATUS,
  type MoneyCollectionInput,
  type moneyCollectionEndpoints,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid } from '../../platform/errors.js';
import { baseCurrency, baseValue, type RateInfo, rateInfo } from '../cash/rates.js';
import { defineDocument } from '../documents/define.js';

interface Prepared {
  input: MoneyCollectionInput;
  rate: RateInfo;
  collectorId: string;
}

async function customerExists(tx: TenantTx, id: string): Promise<boolean> {
  const found = await sql`select 1 from customers where id = ${id}`.execute(tx);
  return found.rows.length > 0;
}

/**
 * A money collection: cash a collector took from a customer, posted at once from the customer's
 * receivable into cash in transit under the collector (the user who records it; an edit keeps the first
 * collector). It stays Pending until the accountant receives it (collection-receive.ts); once received the
 * kernel refuses edit and delete.
 */
export const moneyCollectionDocument = defineDocument<
  MoneyCollectionInput,
  Prepared,
  EndpointResult<typeof moneyCollectionEndpoints.create>
>({
  type: 'money_collection',
  table: 'money_collections',
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,
  status: {
    column: 'status',
    pending: MONEY_COLLECTION_STATUS.pending,
    approved: MONEY_COLLECTION_STATUS.received,
    notPending: MESSAGES.collectionReceived,
  },

  async validate(tx, auth, input, current) {
    if (!(await customerExists(tx, input.customer_id)))
      throw invalid({ customer_id: ['The selected customer is invalid.'] });
    const rate = await rateInfo(tx, input.currency_code, input.exchange_rate, await baseCurrency(tx));
    const collectorId = (current?.collector_id as string | null | undefined) ?? auth.userId;
    return { input, rate, collectorId };
  },
  header: (input, p) => ({
    date: input.date,
    collector_id: p.collectorId,
    customer_id: input.customer_id,
    amount: input.amount,
    currency_code: input.currency_code,
    exchange_rate: p.rate.pairRate,
    note: input.note,
  }),
  async posting(_tx, { prepared: { input, rate, collectorId } }) {
    const money = {
      amount: input.amount,
      currency: input.currency_code,
      rate: rate.rate,
      base: baseValue(input.amount, rate),
    };
    return {
      description: input.note,
      inventoryId: input.inventory_id,
      lines: [
        {
          account: 'cash_in_transit',
          side: 'debit',
          party: { type: 'collector', id: collectorId },
          ...money,
        },
        {
          account: 'receivable',
          side: 'credit',
          party: { type: 'customer', id: input.customer_id },
          ...money,
        },
      ],
    };
  },
  result: (row) => ({ id: row.id, invoice_id: row.invoice_id }),
});
