import type { GoodsStockOutInput } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { defineDocument } from '../documents/define.js';
import { type AtCost, leavingAtCost, linesAtCost, outOfLots, postAtCost } from './goods-out.js';

type Prepared = AtCost & { input: GoodsStockOutInput };

/**
 * Goods taken out of stock (damaged, used in the shop): stock leaves the lots and the value at cost is
 * posted as a stock adjustment expense against inventory.
 */
export const goodsStockOutDocument = defineDocument<GoodsStockOutInput, Prepared>({
  type: 'goods_stock_out',
  table: 'goods_stock_outs',
  lines: { table: 'goods_stock_out_lines', parent: 'stock_out_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  journalColumn: 'journal_entry_id',

  validate: async (tx, _auth, input) => ({
    input,
    ...(await leavingAtCost(tx, input.lines, input.inventory_id)),
  }),
  header: (input) => ({ date: input.date, reason: input.reason }),
  lineRows: (input, p) => linesAtCost(input.lines, p),
  movements: async (_tx, { prepared }) => outOfLots(prepared.input.lines),
  posting: (tx, { prepared: { input, value } }) =>
    postAtCost(tx, {
      value,
      inventoryId: input.inventory_id,
      account: 'stock_adjustment',
      description: input.reason,
    }),
});

export async function getStockOut(tx: TenantTx, id: string) {
  const head = (
    await sql<
      Record<string, unknown>
    >`select id, invoice_id, inventory_id, date::text, reason, created_at from goods_stock_outs where id = ${id}`.execute(
      tx,
    )
  ).rows[0];
  if (!head) throw notFound();
  const lines =
    await sql`select l.id, l.product_id, l.quantity, l.unit_cost, i.name, i.barcode, p.batch_number, p.expire_date
    from goods_stock_out_lines l join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    join items i on i.tenant_id = p.tenant_id and i.id = p.item_id where l.stock_out_id = ${id} order by l.id`.execute(
      tx,
    );
  return { ...head, lines: lines.rows };
}
