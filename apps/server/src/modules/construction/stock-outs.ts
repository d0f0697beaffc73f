import {
  type ConstructionStockOutInput,
  type constructionStockOutInput,
  D,
  dec,
  MESSAGES,
  mul,
  ORDER_STATUS,
  toAmount,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid } from '../../platform/errors.js';
import { baseCurrency } from '../cash/rates.js';
import { assertConnected } from '../documents/branch-scope.js';
import { defineDocument, type Posting } from '../documents/define.js';
import { heldBy, reserveStock, reverseReservations } from '../stock-movements/reservations.js';
import { ORDER_HOLDER } from './orders.js';
import { ensureProjectAccount } from './projects.js';

type StockOutInput = z.output<typeof constructionStockOutInput>;
const TYPE = 'construction_stock_out';

interface Allocation {
  order_line_id: string;
  boq_line_id: string;
  item_id: string;
  product_id: string;
  quantity: string;
  unit_cost: string;
}

interface Prepared {
  inventoryId: string;
  orderId: string;
  projectId: string;
  accountId: string;
  isReturn: boolean;
  /** Whether the order still holds stock (approved): issues release it, returns put it back. */
  reserving: boolean;
  allocations: Allocation[];
  value: string;
}

interface OrderLine {
  id: string;
  boq_line_id: string;
  item_id: string;
  item_name: string;
  quantity: string;
  issued: string;
}

const NOT_APPROVED = MESSAGES.constructionOrderNotApproved;
const OVER_APPROVED = MESSAGES.constructionOverApproved;
const OVER_ISSUED = MESSAGES.constructionOverIssued;

/** Locks the order row: every stock-out of one order waits for the one before it (issued never passes approved). */
async function lockOrder(tx: TenantTx, orderId: string) {
  return (
    await sql<{
      id: string;
      inventory_id: string;
      project_id: string;
      status: number;
    }>`select id, inventory_id,
      project_id, status from construction_stock_out_orders where id = ${orderId} for update`.execute(tx)
  ).rows[0];
}

async function orderLines(tx: TenantTx, orderId: string): Promise<Map<string, OrderLine>> {
  const rows = await sql<OrderLine>`select l.id, l.boq_line_id, l.item_id, i.name as item_name,
      l.quantity::text, coalesce((select sum(case when s.is_return then -x.quantity else x.quantity end)
        from construction_stock_out_lines x
        join construction_stock_outs s on s.tenant_id = x.tenant_id and s.id = x.stock_out_id
        where x.tenant_id = l.tenant_id and x.order_line_id = l.id), 0)::text as issued
    from construction_stock_out_order_lines l join items i on i.tenant_id = l.tenant_id and i.id = l.item_id
    where l.order_id = ${orderId}`.execute(tx);
  return new Map(rows.rows.map((r) => [r.id, r]));
}

/** The lots a line's issue leaves (what the order holds, oldest lot first) or a return goes back to (newest first). */
async function sourceLots(tx: TenantTx, orderId: string, lineId: string, isReturn: boolean) {
  if (!isReturn)
    return (await heldBy(tx, { type: ORDER_HOLDER, id: orderId }))
      .filter((h) => h.lineId === lineId)
      .map((h) => ({ productId: h.productId, quantity: h.quantity }));
  const rows = await sql<{ product_id: string; quantity: string }>`select x.product_id::text,
      sum(case when s.is_return then -x.quantity else x.quantity end)::text as quantity
    from construction_stock_out_lines x
    join construction_stock_outs s on s.tenant_id = x.tenant_id and s.id = x.stock_out_id
    where x.order_line_id = ${lineId} group by x.product_id
    having sum(case when s.is_return then -x.quantity else x.quantity end) > 0
    order by x.product_id desc`.execute(tx);
  return rows.rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
}

/** Splits each line over its lots; every line that asks too much is named at once. */
async function allocate(tx: TenantTx, input: StockOutInput, orderId: string, lines: Map<string, OrderLine>) {
  const errors: Record<string, string[]> = {};
  const allocations: Allocation[] = [];
  for (const [i, l] of input.lines.entries()) {
    const line = lines.get(l.order_line_id);
    if (!line) {
      errors[`lines.${i}.order_line_id`] = ['The line is not in this order.'];
      continue;
    }
    const room = input.is_return ? dec(line.issued) : dec(line.quantity).minus(line.issued);
    if (dec(l.quantity).gt(room)) {
      const what = input.is_return ? 'issued' : 'left to issue';
      errors[`lines.${i}.quantity`] = [
        `${line.item_name}: ${room.toString()} ${what}, ${dec(l.quantity).toString()} asked.`,
      ];
      continue;
    }
    let need = dec(l.quantity);
    for (const lot of await sourceLots(tx, orderId, line.id, input.is_return)) {
      if (need.lte(0)) break;
      const take = D.min(need, dec(lot.quantity));
      need = need.minus(take);
      allocations.push({
        order_line_id: line.id,
        boq_line_id: line.boq_line_id,
        item_id: line.item_id,
        product_id: lot.productId,
        quantity: toText(take),
        unit_cost: '0',
      });
    }
    // the order holds less than it has left to issue only if its reservation was taken (never by design)
    if (need.gt(0))
      errors[`lines.${i}.quantity`] = [`${line.item_name}: the order holds less than is left to issue.`];
  }
  if (Object.keys(errors).length) {
    const over = Object.values(errors).some((m) => !m[0]!.includes('holds less'));
    throw conflict(
      over ? (input.is_return ? OVER_ISSUED : OVER_APPROVED) : MESSAGES.noEnoughQuantity,
      errors,
    );
  }
  return allocations;
}

/** Each allocation's lot cost, read under the lots' lock (id order, like every stock write). */
async function costAllocations(tx: TenantTx, allocations: Allocation[]) {
  const ids = [...new Set(allocations.map((a) => a.product_id))].sort((a, b) =>
    BigInt(a) < BigInt(b) ? -1 : 1,
  );
  if (ids.length === 0) return '0';
  const costs = new Map(
    (
      await sql<{ id: string; base_cost: string }>`select id, base_cost::text from products
        where id in (${sql.join(ids)}) order by id for update`.execute(tx)
    ).rows.map((r) => [r.id, r.base_cost]),
  );
  let value = dec(0);
  for (const a of allocations) {
    a.unit_cost = costs.get(a.product_id)!;
    value = value.plus(mul(a.quantity, a.unit_cost));
  }
  return toAmount(value);
}

/**
 * A construction stock-out (CST-): materials issued to a project against an approved order, each line
 * citing its bill-of-quantities line (through the order line), or returned (`is_return`). The order row is
 * locked first, so concurrent stock-outs of one order run one after the other and never issue more than
 * approved and not yet issued. An issue releases the order's reservation on the lots it takes and moves
 * them out; a return moves them back in (and under the reservation again while the order is approved).
 * The value at lot cost is posted to the project's account (dimension: the project) against inventory.
 */
export const constructionStockOutDocument = defineDocument<ConstructionStockOutInput, Prepared>({
  type: TYPE,
  table: 'construction_stock_outs',
  lines: { table: 'construction_stock_out_lines', parent: 'stock_out_id' },
  branchColumn: 'inventory_id',
  branchOf: (_input, prepared) => prepared?.inventoryId ?? null,
  scope: 'connected',
  journalColumn: 'journal_entry_id',

  assertChangeable: async (tx, row) => {
    // the order first, as a new stock-out locks it, so an edit and a create cannot deadlock on the lots
    const order = await lockOrder(tx, String(row.order_id));
    if (order?.status !== ORDER_STATUS.approved) throw conflict(MESSAGES.updateNotAllowed);
  },
  validate: async (tx, auth, raw, current) => {
    const input = raw as StockOutInput;
    const order = await lockOrder(tx, input.order_id);
    if (!order) throw invalid({ order_id: ['The selected order is invalid.'] });
    await assertConnected(tx, auth, order.inventory_id);
    if (current && String(current.order_id) !== order.id)
      throw invalid({ order_id: [MESSAGES.stockOutOrderLocked] });
    const returnable = input.is_return && order.status === ORDER_STATUS.closed;
    if (order.status !== ORDER_STATUS.approved && !returnable) throw conflict(NOT_APPROVED);
    const allocations = await allocate(tx, input, order.id, await orderLines(tx, order.id));
    const value = await costAllocations(tx, allocations);
    return {
      inventoryId: order.inventory_id,
      orderId: order.id,
      projectId: order.project_id,
      accountId: await ensureProjectAccount(tx, order.project_id),
      isReturn: input.is_return,
      reserving: order.status === ORDER_STATUS.approved,
      allocations,
      value,
    };
  },
  header: (raw, p) => {
    const input = raw as StockOutInput;
    return {
      order_id: p.orderId,
      project_id: p.projectId,
      date: input.date,
      is_return: p.isReturn,
      note: input.note ?? null,
    };
  },
  lineRows: (_input, p) => p.allocations.map((a) => ({ ...a })),
  // an issue takes the quantity out of the order's reservation before the lots move (a return puts it
  // back: the stock comes in within the same transaction, so no availability check)
  applyStock: async (tx, { id, prepared: p }) => {
    if (!p.reserving) return;
    const sign = p.isReturn ? 1 : -1;
    await reserveStock(
      tx,
      { type: ORDER_HOLDER, id: p.orderId },
      { type: TYPE, id },
      p.allocations.map((a) => ({
        productId: a.product_id,
        lineId: a.order_line_id,
        quantity: toText(dec(a.quantity).mul(sign)),
      })),
      { check: false },
    );
  },
  undoStock: (tx, row) => reverseReservations(tx, { type: TYPE, id: row.id }),
  movements: async (_tx, { prepared: p }) =>
    p.allocations.map((a) => ({
      productId: a.product_id,
      quantity: p.isReturn ? a.quantity : toText(dec(a.quantity).neg()),
    })),
  posting: async (tx, { prepared: p }): Promise<Posting | null> => {
    if (!dec(p.value).gt(0)) return null;
    const money = {
      amount: p.value,
      currency: await baseCurrency(tx),
      rate: '1',
      inventoryId: p.inventoryId,
    };
    const project = {
      account: { id: p.accountId },
      dim: { type: 'construction_project', id: p.projectId },
      ...money,
    };
    const inventory = { account: 'inventory' as const, ...money };
    return {
      inventoryId: p.inventoryId,
      lines: p.isReturn
        ? [
            { ...inventory, side: 'debit' },
            { ...project, side: 'credit' },
          ]
        : [
            { ...project, side: 'debit' },
            { ...inventory, side: 'credit' },
          ],
    };
  },
});
