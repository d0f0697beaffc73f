import type { GiftInput, GiftSaved } from '@bb/contracts';
import { sql } from 'kysely';
import { invalid } from '../../../platform/errors.js';
import { defineDocument } from '../../documents/define.js';
import { type AtCost, leavingAtCost, linesAtCost, outOfLots, postAtCost } from '../goods-out.js';

type Prepared = AtCost & { input: GiftInput };

/**
 * A gift: goods given away from one branch, optionally to a customer. Stock leaves the lots and the value
 * at cost is posted: expense debit, inventory credit.
 */
export const giftDocument = defineDocument<GiftInput, Prepared, GiftSaved>({
  type: 'gift',
  table: 'gifts',
  lines: { table: 'gift_lines', parent: 'gift_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  branchFixed: true,
  journalColumn: 'journal_entry_id',
  tracksUpdater: true,

  async validate(tx, _auth, input) {
    const branch = await tx
      .selectFrom('inventories')
      .select('id')
      .where('id', '=', input.inventory_id)
      .executeTakeFirst();
    if (!branch) throw invalid({ inventory_id: ['The selected inventory is invalid.'] });
    if (input.customer_id) {
      const c = await sql`select id from customers where id = ${input.customer_id}`.execute(tx);
      if (c.rows.length === 0) throw invalid({ customer_id: ['The selected customer is invalid.'] });
    }
    return { input, ...(await leavingAtCost(tx, input.lines, input.inventory_id)) };
  },
  header: (input, p) => ({
    date: input.date,
    customer_id: input.customer_id,
    reason: input.reason,
    note: input.note,
    value: p.value,
  }),
  lineRows: (input, p) => linesAtCost(input.lines, p),
  movements: async (_tx, { prepared }) => outOfLots(prepared.input.lines),
  posting: (tx, { prepared: { input, value } }) =>
    postAtCost(tx, { value, inventoryId: input.inventory_id, account: 'expense', description: input.reason }),
  result: (row, p) => ({ id: row.id, invoice_id: row.invoice_id, value: p.value }),
});
