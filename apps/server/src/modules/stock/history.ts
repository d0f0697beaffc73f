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
  created_at?: Date;
  sort_id?: string;
}

/**
 * The purchase history of a product's item: every receipt of stock into any of its lots, newest first.
 * Purchases and purchase returns come from their documents, with number, supplier and bonus.
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
  // opening stock from its movements; purchases and returns from their documents (number, supplier, bonus)
  const rows = await sql<HistoryRow>`
    select * from (
      select m.product_id, i.name as product_name, i.barcode as product_barcode, null::text as number,
        m.document_type as type, null::text as supplier, m.movement_date::text as date, m.quantity, '0' as bonus,
        p.purchase_price, m.unit_cost as cost, p.sale_price, p.wholesale_price, m.currency_code,
        inv.name as inventory, m.created_at, m.id as sort_id
      from stock_movements m
      join products p on p.tenant_id = m.tenant_id and p.id = m.product_id
      join items i on i.tenant_id = m.tenant_id and i.id = m.item_id
      join inventories inv on inv.tenant_id = m.tenant_id and inv.id = m.inventory_id
      where m.item_id = ${product.item_id} and m.document_type = 'add_to_stock'
      union all
      select d.product_id, i.name, i.barcode, b.invoice_id, 'purchase', s.name, b.purchase_date::text, d.quantity,
        d.bonus::text, d.purchase_price, d.cost, d.sale_price, d.wholesale_price, b.currency_code, inv.name,
        b.created_at, d.id
      from purchase_details d
      join purchases b on b.tenant_id = d.tenant_id and b.id = d.purchase_id
      join suppliers s on s.tenant_id = b.tenant_id and s.id = b.supplier_id
      join items i on i.tenant_id = d.tenant_id and i.id = d.item_id
      join inventories inv on inv.tenant_id = b.tenant_id and inv.id = b.inventory_id
      where d.item_id = ${product.item_id}
      union all
      select l.product_id, i.name, i.barcode, r.invoice_id, 'purchase_return', s.name, r.date::text, -l.quantity,
        '0', l.price, p.cost, p.sale_price, p.wholesale_price, r.currency_code, inv.name, r.created_at, l.id
      from purchase_return_lines l
      join purchase_returns r on r.tenant_id = l.tenant_id and r.id = l.purchase_return_id
      join suppliers s on s.tenant_id = r.tenant_id and s.id = r.supplier_id
      join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
      join items i on i.tenant_id = l.tenant_id and i.id = l.item_id
      join inventories inv on inv.tenant_id = r.tenant_id and inv.id = r.inventory_id
      where l.item_id = ${product.item_id}
    ) h
    order by h.date desc, h.created_at desc, h.sort_id desc
    limit 1000`.execute(tx);
  const data = rows.rows.map(({ created_at: _c, sort_id: _s, ...r }) => r);
  return { product: { id: product.id, name: product.name, barcode: product.barcode }, data };
}
