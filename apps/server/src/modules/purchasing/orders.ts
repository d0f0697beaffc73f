import {
  D,
  dec,
  MESSAGES,
  PURCHASE_ORDER_STATUS,
  type PurchaseOrder,
  type PurchaseOrderInput,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import { defineDocument } from '../documents/define.js';
import { notify, usersWithAbility } from '../notifications/writer.js';
import { assertCurrency, assertInventory, assertSupplier, stockItems } from './common.js';
import { documentAudit } from './queries.js';

/**
 * A purchase order: what the branch means to buy from a supplier. Nothing moves or posts; it changes only
 * while pending, is approved by a holder of approve_purchase_order, and purchases receive against it.
 */
export const purchaseOrderDocument = defineDocument<PurchaseOrderInput, null>({
  type: 'purchase_order',
  table: 'purchase_orders',
  lines: { table: 'purchase_order_lines', parent: 'purchase_order_id' },
  branchColumn: 'inventory_id',
  branchOf: (input) => input.inventory_id,
  scope: 'connected',
  status: { column: 'status', ...PURCHASE_ORDER_STATUS, notPending: MESSAGES.cannotApprove },

  async validate(tx, auth, input) {
    await assertInventory(tx, auth, input.inventory_id);
    await assertSupplier(tx, input.supplier_id);
    await assertCurrency(tx, input.currency_code);
    await stockItems(
      tx,
      input.lines.map((l) => l.item_id),
    );
    return null;
  },
  header: (input) => ({
    date: input.date,
    supplier_id: input.supplier_id,
    currency_code: input.currency_code,
    note: input.note ?? null,
  }),
  lineRows: (input) =>
    input.lines.map((l) => ({ item_id: l.item_id, quantity: l.quantity, expected_price: l.expected_price })),

  async notify(tx, auth, event, row) {
    if (event === 'create')
      await notify(tx, {
        userIds: await usersWithAbility(tx, 'approve_purchase_order'),
        type: 'notify.create',
        message: { key: 'purchase_order.created', params: { invoice: row.invoice_id, actor: auth.name } },
        modelType: 'purchase_order',
        modelId: row.id,
        modelDate: row.date,
      });
    if (event === 'approve' && row.created_by)
      await notify(tx, {
        userIds: [row.created_by],
        type: 'notify.edit',
        message: { key: 'purchase_order.approved', params: { invoice: row.invoice_id, actor: auth.name } },
        modelType: 'purchase_order',
        modelId: row.id,
        modelDate: row.date,
      });
  },
});

/**
 * Receiving (or un-receiving, with a negative quantity) against order lines, then the order's status:
 * received when nothing is outstanding any more, approved otherwise.
 */
export async function receiveOnOrder(
  tx: TenantTx,
  orderId: string,
  moves: { lineId: string; quantity: string }[],
): Promise<void> {
  for (const m of moves) {
    await sql`update purchase_order_lines set received_quantity = greatest(received_quantity + ${m.quantity}::numeric, 0)
      where id = ${m.lineId} and purchase_order_id = ${orderId}`.execute(tx);
  }
  await sql`update purchase_orders set updated_at = now(), status = case
      when not exists (select 1 from purchase_order_lines l where l.purchase_order_id = ${orderId}
        and l.received_quantity < l.quantity) then ${PURCHASE_ORDER_STATUS.received}::smallint
      else ${PURCHASE_ORDER_STATUS.approved}::smallint end
    where id = ${orderId}`.execute(tx);
}

export async function getPurchaseOrder(tx: TenantTx, id: string): Promise<PurchaseOrder> {
  const head = (
    await sql<Omit<PurchaseOrder, 'lines'>>`
      select o.id, o.invoice_id, o.date::text as date, o.supplier_id, s.name as supplier_name, o.inventory_id,
        i.name as inventory_name, o.currency_code, o.status, o.approved_by, o.approved_at, o.note,
        coalesce((select sum(l.quantity * l.expected_price) from purchase_order_lines l where l.purchase_order_id = o.id), 0)::text as total,
        coalesce((select sum(l.quantity) from purchase_order_lines l where l.purchase_order_id = o.id), 0)::text as quantity,
        coalesce((select sum(l.received_quantity) from purchase_order_lines l where l.purchase_order_id = o.id), 0)::text as received_quantity,
        ${documentAudit('purchase_order', sql`o`)}
      from purchase_orders o
      join suppliers s on s.tenant_id = o.tenant_id and s.id = o.supplier_id
      join inventories i on i.tenant_id = o.tenant_id and i.id = o.inventory_id
      left join users u on u.tenant_id = o.tenant_id and u.id = o.created_by
      where o.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  const lines = await sql<PurchaseOrder['lines'][number]>`
    select l.id, l.item_id, it.name as item_name, it.barcode, it.per_packet, l.quantity::text, l.expected_price::text,
      l.received_quantity::text
    from purchase_order_lines l join items it on it.tenant_id = l.tenant_id and it.id = l.item_id
    where l.purchase_order_id = ${id} order by l.id`.execute(tx);
  return {
    ...head,
    total: toText(head.total),
    quantity: toText(head.quantity),
    received_quantity: toText(head.received_quantity),
    lines: lines.rows.map((l) => ({
      ...l,
      quantity: toText(l.quantity),
      expected_price: toText(l.expected_price),
      received_quantity: toText(l.received_quantity),
      outstanding_quantity: toText(D.max(dec(l.quantity).minus(l.received_quantity), 0)),
    })),
  };
}

/** The order a purchase receives: approved (or received), same supplier and branch. */
export async function orderForReceiving(
  tx: TenantTx,
  orderId: string,
  supplierId: string,
  inventoryId: string,
) {
  const order = (
    await sql<{ id: string; status: number; supplier_id: string; inventory_id: string }>`
      select id, status, supplier_id, inventory_id from purchase_orders where id = ${orderId} for update`.execute(
      tx,
    )
  ).rows[0];
  if (!order) throw invalid({ purchase_order_id: ['The selected purchase order is invalid.'] });
  if (order.status === PURCHASE_ORDER_STATUS.pending)
    throw invalid({ purchase_order_id: [MESSAGES.purchaseOrderNotApproved] });
  if (order.supplier_id !== supplierId || order.inventory_id !== inventoryId)
    throw invalid({ purchase_order_id: [MESSAGES.purchaseOrderOther] });
  return (
    await sql<{ id: string; item_id: string; quantity: string; received_quantity: string }>`
      select id, item_id, quantity, received_quantity from purchase_order_lines
      where purchase_order_id = ${orderId} order by id`.execute(tx)
  ).rows;
}
