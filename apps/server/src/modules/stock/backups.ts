import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';

/** A stock backup: a snapshot of every lot of a branch with its quantity, cost and price, kept for download. */
export async function createBackup(
  tx: TenantTx,
  auth: AuthContext,
  inventoryId: string,
  note: string | null,
) {
  const head = (
    await sql<{
      id: string;
    }>`insert into stock_backups (tenant_id, inventory_id, note, lots, total_quantity, total_value, created_by)
      select ${tx.tenantId}, ${inventoryId}, ${note}, count(*), coalesce(sum(quantity), 0), coalesce(sum(quantity * base_cost), 0), ${auth.userId}
      from products where inventory_id = ${inventoryId} returning id`.execute(tx)
  ).rows[0]!;
  await sql`insert into stock_backup_lines (tenant_id, backup_id, product_id, item_id, item_name, barcode, batch_number, expire_date, quantity, cost, sale_price, currency_code)
    select p.tenant_id, ${head.id}, p.id, p.item_id, i.name, i.barcode, p.batch_number, p.expire_date, p.quantity, p.cost, p.sale_price, p.currency_code
    from products p join items i on i.tenant_id = p.tenant_id and i.id = p.item_id where p.inventory_id = ${inventoryId}`.execute(
    tx,
  );
  return head;
}

export async function backupRows(tx: TenantTx, id: string) {
  const head = (
    await sql<{
      id: string;
      inventory_id: string;
      created_at: Date;
    }>`select id, inventory_id, created_at from stock_backups where id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  const rows = await sql<
    Record<string, unknown>
  >`select item_name, barcode, batch_number, expire_date::text as expire_date, quantity, cost, sale_price, currency_code
    from stock_backup_lines where backup_id = ${id} order by item_name, batch_number`.execute(tx);
  return { head, rows: rows.rows };
}
