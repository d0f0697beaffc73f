import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';

/** Stock that came in from outside: what the purchase-history dialog lists. */
export const RECEIPT_TYPES = ['add_to_stock', 'purchase', 'purchase_return'] as const;

export interface HistoryRow {
  product_id: string;
  product_name: string;
  product_barcode: string;
  number: string | null;
  type: string;
  supplier: string | null;
  date: string;
  quantity: string;
  bonus: string;
  purchase_price: string;
  cost: string;
  sale_price: string;
  wholesale_price: string;
  currency_code: string;
  inventory: string;
}

/**
 * The purchase history of a product's item: every receipt of stock into any of its lots, newest first.
 * Purchases add their supplier, number and bonus when the purchasing module records them.
 */
export async function purchaseHistory(tx: TenantTx, productId: string) {
  const product = await tx
    .selectFrom('products as p')
    .innerJoin('items as i', (j) =>
      j.onRef('i.tenant_id', '=', 'p.tenant_id').onRef('i.id', '=', 'p.item_id'),
    )
    .select(['p.id', 'p.item_id', 'i.name', 'i.barcode'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound();
  const rows = await sql<HistoryRow>`
    select m.product_id, i.name as product_name, i.barcode as product_barcode, null::text as number,
      m.document_type as type, null::text as supplier, m.movement_date::text as date, m.quantity, '0' as bonus,
      p.purchase_price, m.unit_cost as cost, p.sale_price, p.wholesale_price, m.currency_code, inv.name as inventory
    from stock_movements m
    join products p on p.tenant_id = m.tenant_id and p.id = m.product_id
    join items i on i.tenant_id = m.tenant_id and i.id = m.item_id
    join inventories inv on inv.tenant_id = m.tenant_id and inv.id = m.inventory_id
    where m.item_id = ${product.item_id} and m.document_type in (${sql.join([...RECEIPT_TYPES])})
    order by m.movement_date desc, m.id desc
    limit 1000`.execute(tx);
  return { product: { id: product.id, name: product.name, barcode: product.barcode }, data: rows.rows };
}
