import { add, mul, toAmount } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { assertConnected } from '../documents/branch-scope.js';

/** One construction stock-out with its lines per lot (each citing its order and bill-of-quantities line). */
export async function getConstructionStockOut(tx: TenantTx, auth: AuthContext, id: string) {
  const head = (
    await sql<Record<string, unknown> & { inventory_id: string }>`select s.id, s.invoice_id, s.inventory_id,
      inv.name as inventory_name, s.order_id, o.invoice_id as order_invoice_id, s.project_id,
      p.name as project_name, s.date::text as date, s.is_return, s.note, u.name as created_by_name, s.created_at
    from construction_stock_outs s
    join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
    join construction_stock_out_orders o on o.tenant_id = s.tenant_id and o.id = s.order_id
    join construction_projects p on p.tenant_id = s.tenant_id and p.id = s.project_id
    left join users u on u.tenant_id = s.tenant_id and u.id = s.created_by
    where s.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const lines = await sql<Record<string, string> & { quantity: string; unit_cost: string }>`
    select l.order_line_id, l.boq_line_id, b.name as boq_name, l.item_id, i.name as item_name, l.product_id,
      pr.batch_number, l.quantity::text, l.unit_cost::text
    from construction_stock_out_lines l
    join construction_boq_lines b on b.tenant_id = l.tenant_id and b.id = l.boq_line_id
    join items i on i.tenant_id = l.tenant_id and i.id = l.item_id
    join products pr on pr.tenant_id = l.tenant_id and pr.id = l.product_id
    where l.stock_out_id = ${id} order by l.order_line_id, l.product_id`.execute(tx);
  const value = toAmount(add('0', ...lines.rows.map((l) => mul(l.quantity, l.unit_cost))));
  return { ...head, value, lines: lines.rows };
}
