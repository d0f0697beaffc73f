import {
  type ConstructionOrderInput,
  type constructionOrderInput,
  dec,
  MESSAGES,
  ORDER_STATUS,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { assertConnected, isConnected } from '../documents/branch-scope.js';
import { defineDocument, type HeaderRow } from '../documents/define.js';
import { pickLots } from '../stock-movements/movements.js';
import { heldBy, reserveStock } from '../stock-movements/reservations.js';
import { projectFor } from './projects.js';

type OrderInput = z.output<typeof constructionOrderInput>;
export const ORDER_HOLDER = 'construction_stock_out_order';

interface Prepared {
  inventoryId: string;
  lines: { boq_line_id: string; item_id: string; quantity: string }[];
}

/** The order's lines as stored (for approval, which reserves them). */
async function storedLines(tx: TenantTx, orderId: string) {
  return (
    await sql<{ id: string; item_id: string; quantity: string }>`select id, item_id, quantity::text
      from construction_stock_out_order_lines where order_id = ${orderId} order by id`.execute(tx)
  ).rows;
}

/**
 * Reserves every line of an order in its branch: lots picked by the tenant's FIFO/LIFO among what is
 * available (on hand less what others reserved), one line after the other so two lines of one item do not
 * count the same stock twice. Any shortage refuses the approval with 'no enough quantity' naming the item.
 */
async function reserveOrder(tx: TenantTx, row: HeaderRow): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const holder = { type: ORDER_HOLDER, id: row.id };
  for (const line of await storedLines(tx, row.id)) {
    const picks = await pickLots(tx, line.item_id, String(row.inventory_id), line.quantity, today);
    await reserveStock(
      tx,
      holder,
      holder,
      picks.map((p) => ({ productId: p.productId, lineId: line.id, quantity: p.quantity })),
    );
  }
}

/**
 * A construction stock-out order (CSO-): a project's materials asked for by its bill-of-quantities lines.
 * Pending orders may be edited, deleted or cancelled; approving reserves the materials (applied at
 * approval, through the stock module's reservations: no movement, no posting).
 */
export const constructionOrderDocument = defineDocument<ConstructionOrderInput, Prepared>({
  type: 'construction_stock_out_order',
  table: 'construction_stock_out_orders',
  lines: { table: 'construction_stock_out_order_lines', parent: 'order_id' },
  branchColumn: 'inventory_id',
  branchOf: (_input, prepared) => prepared?.inventoryId ?? null,
  scope: 'connected',
  onlyToday: { edit: 'edit_only_today', delete: 'delete_only_today' },
  status: {
    column: 'status',
    pending: ORDER_STATUS.pending,
    approved: ORDER_STATUS.approved,
    cancelled: ORDER_STATUS.cancelled,
  },
  applyOn: 'approve',

  validate: async (tx, auth, raw, current) => {
    const input = raw as OrderInput;
    const project = await projectFor(tx, auth, input.project_id);
    // the number belongs to the branch that gave it
    if (current && String(current.inventory_id) !== project.inventory_id)
      throw invalid({ project_id: [MESSAGES.projectSameInventory] });
    const ids = input.lines.map((l) => l.boq_line_id);
    const boq = new Map(
      (
        await sql<{ id: string; item_id: string }>`select id, item_id from construction_boq_lines
          where project_id = ${project.id} and id in (${sql.join(ids)})`.execute(tx)
      ).rows.map((r) => [r.id, r.item_id]),
    );
    const errors: Record<string, string[]> = {};
    input.lines.forEach((l, i) => {
      if (!boq.has(l.boq_line_id))
        errors[`lines.${i}.boq_line_id`] = ['The line is not in the bill of quantities of this project.'];
    });
    if (Object.keys(errors).length) throw invalid(errors);
    return {
      inventoryId: project.inventory_id,
      lines: input.lines.map((l) => ({
        boq_line_id: l.boq_line_id,
        item_id: boq.get(l.boq_line_id)!,
        quantity: toText(l.quantity),
      })),
    };
  },
  header: (raw) => {
    const input = raw as OrderInput;
    return { project_id: input.project_id, date: input.date, note: input.note ?? null };
  },
  lineRows: (_input, prepared) => prepared.lines,
  prepareStored: async (_tx, row) => ({ inventoryId: String(row.inventory_id), lines: [] }),
  applyStock: async (tx, doc) => {
    const row = { id: doc.id, inventory_id: doc.prepared.inventoryId } as unknown as HeaderRow;
    await reserveOrder(tx, row);
  },
  mayApprove: (tx, auth, row) => isConnected(tx, auth, String(row.inventory_id)),
});

/**
 * Closes an approved order: what it still holds is released, and no more can be issued against it (what
 * was issued stays; returns remain possible). The order row is locked like a stock-out locks it.
 */
export async function closeOrder(tx: TenantTx, auth: AuthContext, id: string) {
  const row = (
    await sql<{ id: string; inventory_id: string; status: number }>`select id, inventory_id, status
      from construction_stock_out_orders where id = ${id} for update`.execute(tx)
  ).rows[0];
  if (!row) throw notFound();
  await assertConnected(tx, auth, row.inventory_id);
  if (row.status !== ORDER_STATUS.approved) throw conflict(MESSAGES.constructionOrderNotClosable);
  const holder = { type: ORDER_HOLDER, id };
  const held = await heldBy(tx, holder);
  await reserveStock(
    tx,
    holder,
    holder,
    held.map((h) => ({ productId: h.productId, lineId: h.lineId, quantity: toText(dec(h.quantity).neg()) })),
    { check: false },
  );
  await sql`update construction_stock_out_orders set status = ${ORDER_STATUS.closed}, closed_at = now(),
    updated_at = now() where id = ${id}`.execute(tx);
  return { id, status: ORDER_STATUS.closed };
}

/** One order with its lines: ordered, issued (net of returns), outstanding and what it holds now. */
export async function getOrder(tx: TenantTx, auth: AuthContext, id: string) {
  const head = (
    await sql<Record<string, unknown> & { inventory_id: string; status: number }>`select o.id, o.invoice_id,
      o.inventory_id, inv.name as inventory_name, o.project_id, p.name as project_name, o.date::text as date,
      o.note, o.status, cu.name as created_by_name, au.name as approved_by_name, o.approved_at, o.created_at
    from construction_stock_out_orders o
    join inventories inv on inv.tenant_id = o.tenant_id and inv.id = o.inventory_id
    join construction_projects p on p.tenant_id = o.tenant_id and p.id = o.project_id
    left join users cu on cu.tenant_id = o.tenant_id and cu.id = o.created_by
    left join users au on au.tenant_id = o.tenant_id and au.id = o.approved_by
    where o.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const lines = await sql<Record<string, string> & { quantity: string; issued: string }>`
    select l.id, l.boq_line_id, b.code as boq_code, b.name as boq_name, bl.name as building_name, l.item_id,
      i.name as item_name, i.barcode, l.quantity::text,
      coalesce((select sum(case when s.is_return then -x.quantity else x.quantity end)
        from construction_stock_out_lines x
        join construction_stock_outs s on s.tenant_id = x.tenant_id and s.id = x.stock_out_id
        where x.tenant_id = l.tenant_id and x.order_line_id = l.id), 0)::text as issued,
      coalesce((select sum(r.quantity) from stock_reservations r where r.tenant_id = l.tenant_id
        and r.holder_type = ${ORDER_HOLDER} and r.holder_id = l.order_id and r.holder_line_id = l.id), 0)::text as reserved
    from construction_stock_out_order_lines l
    join construction_boq_lines b on b.tenant_id = l.tenant_id and b.id = l.boq_line_id
    join items i on i.tenant_id = l.tenant_id and i.id = l.item_id
    left join buildings bl on bl.tenant_id = b.tenant_id and bl.id = b.building_id
    where l.order_id = ${id} order by l.id`.execute(tx);
  const approved = head.status === ORDER_STATUS.approved;
  return {
    ...head,
    // issued, outstanding and held as plain decimals ('50', '0'): sums, not stored quantities
    lines: lines.rows.map((l) => ({
      ...l,
      issued: toText(l.issued),
      reserved: toText(l.reserved!),
      outstanding: approved ? toText(dec(l.quantity).minus(l.issued)) : '0',
    })),
  };
}

/** Approved orders of the user's branches, for the stock-out form. */
export async function openOrders(tx: TenantTx, auth: AuthContext) {
  const rows = await sql<{
    id: string;
    invoice_id: string;
    project_name: string;
    inventory_id: string;
    date: string;
  }>`select o.id, o.invoice_id, p.name as project_name, o.inventory_id, o.date::text as date
    from construction_stock_out_orders o
    join construction_projects p on p.tenant_id = o.tenant_id and p.id = o.project_id
    where o.status = ${ORDER_STATUS.approved}
      and (${auth.isSuperuser} or o.inventory_id in (select inventory_id from user_inventories where user_id = ${auth.userId}))
    order by o.date desc, o.id desc limit 1000`.execute(tx);
  return { data: rows.rows };
}
