import {
  mul,
  type NewestPurchaseRow,
  PURCHASE_ORDER_STATUS,
  type Purchase,
  type PurchaseDetail,
  type PurchaseReturn,
  type ReceivableOrder,
  type ReturnableLot,
  toText,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import { purchaseReturnSource, purchaseSource } from './tables.js';

const NUMBERS = [
  'exchange_rate',
  'subtotal',
  'expenses',
  'total',
  'amount_paid',
  'amount_received',
  'remaining',
] as const;

function tidy<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of NUMBERS) if (typeof out[k] === 'string') out[k] = toText(out[k] as string);
  return out as T;
}

export async function getPurchase(tx: TenantTx, id: string): Promise<Purchase> {
  const head = (
    await sql<Omit<Purchase, 'lines'>>`select * from (${purchaseSource}) t where t.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  const lines = await sql<PurchaseDetail>`
    select d.id, d.item_id, it.name as item_name, it.barcode, d.product_id, d.purchase_order_line_id,
      d.batch_number, d.expire_date, d.quantity, d.bonus, d.purchase_price_before_discount, d.discount,
      d.purchase_price, d.cost, d.sale_price, d.wholesale_price, d.sale_prices, d.per_packet,
      p.quantity as lot_quantity
    from purchase_details d
    join items it on it.tenant_id = d.tenant_id and it.id = d.item_id
    join products p on p.tenant_id = d.tenant_id and p.id = d.product_id
    where d.purchase_id = ${id} order by d.id`.execute(tx);
  return {
    ...tidy(head),
    lines: lines.rows.map((l) => ({
      ...l,
      quantity: toText(l.quantity),
      bonus: toText(l.bonus),
      purchase_price_before_discount: toText(l.purchase_price_before_discount),
      discount: toText(l.discount),
      purchase_price: toText(l.purchase_price),
      cost: toText(l.cost),
      sale_price: toText(l.sale_price),
      wholesale_price: toText(l.wholesale_price),
      total: toText(mul(l.quantity, l.purchase_price)),
      lot_quantity: toText(l.lot_quantity),
    })),
  };
}

export async function getPurchaseReturn(tx: TenantTx, id: string): Promise<PurchaseReturn> {
  const head = (
    await sql<
      Omit<PurchaseReturn, 'lines'>
    >`select * from (${purchaseReturnSource}) t where t.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  const lines = await sql<PurchaseReturn['lines'][number]>`
    select l.id, l.product_id, l.item_id, it.name as item_name, it.barcode, p.batch_number, p.expire_date,
      l.quantity, l.price, l.base_unit_cost, p.quantity as lot_quantity
    from purchase_return_lines l
    join items it on it.tenant_id = l.tenant_id and it.id = l.item_id
    join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    where l.purchase_return_id = ${id} order by l.id`.execute(tx);
  return {
    ...tidy(head),
    lines: lines.rows.map((l) => ({
      ...l,
      quantity: toText(l.quantity),
      price: toText(l.price),
      total: toText(mul(l.quantity, l.price)),
      base_unit_cost: toText(l.base_unit_cost),
      lot_quantity: toText(l.lot_quantity),
    })),
  };
}

/** purchase/newest-list: the latest purchase lines of a branch (all branches when none is given). */
export async function newestPurchases(tx: TenantTx, inventoryId?: number): Promise<NewestPurchaseRow[]> {
  const r = await sql<NewestPurchaseRow>`
    select d.id, d.purchase_id, p.invoice_id, p.purchase_date, s.name as supplier_name, d.item_id,
      it.name as item_name, it.barcode, d.product_id, d.quantity, d.bonus, d.purchase_price, p.currency_code
    from purchase_details d
    join purchases p on p.tenant_id = d.tenant_id and p.id = d.purchase_id
    join suppliers s on s.tenant_id = p.tenant_id and s.id = p.supplier_id
    join items it on it.tenant_id = d.tenant_id and it.id = d.item_id
    where (${inventoryId ?? 0}::bigint = 0 or p.inventory_id = ${String(inventoryId ?? 0)})
    order by p.purchase_date desc, d.id desc limit 50`.execute(tx);
  return r.rows.map((x) => ({
    ...x,
    quantity: toText(x.quantity),
    bonus: toText(x.bonus),
    purchase_price: toText(x.purchase_price),
  }));
}

/** Lots with stock that a supplier sold us, for the return screen (barcode, name or batch). */
export async function returnableLots(
  tx: TenantTx,
  q: { supplier_id?: number; inventory_id?: number; keyword: string },
): Promise<ReturnableLot[]> {
  const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await sql<ReturnableLot>`
    select p.id as product_id, p.item_id, it.name as item_name, it.barcode, p.batch_number, p.expire_date,
      p.quantity, last.purchase_price, p.cost, p.currency_code, last.supplier_id
    from products p
    join items it on it.tenant_id = p.tenant_id and it.id = p.item_id
    join lateral (select d.purchase_price, b.supplier_id from purchase_details d
        join purchases b on b.tenant_id = d.tenant_id and b.id = d.purchase_id
        where d.tenant_id = p.tenant_id and d.product_id = p.id
          and (${q.supplier_id ?? 0}::bigint = 0 or b.supplier_id = ${String(q.supplier_id ?? 0)})
        order by d.id desc limit 1) last on true
    where p.quantity > 0
      and (${q.inventory_id ?? 0}::bigint = 0 or p.inventory_id = ${String(q.inventory_id ?? 0)})
      and (${q.keyword} = '' or it.barcode = ${q.keyword} or it.name ilike ${like} or p.batch_number ilike ${like})
    order by it.name, p.id limit 100`.execute(tx);
  return r.rows.map((x) => ({
    ...x,
    quantity: toText(x.quantity),
    purchase_price: toText(x.purchase_price),
    cost: toText(x.cost),
  }));
}

/** Approved orders with something outstanding, for "receive from order". */
export async function receivableOrders(tx: TenantTx, q: { supplier_id?: number; inventory_id?: number }) {
  const r = await sql<ReceivableOrder>`
    select o.id, o.invoice_id, o.date, o.supplier_id, s.name as supplier_name, o.inventory_id, o.currency_code
    from purchase_orders o join suppliers s on s.tenant_id = o.tenant_id and s.id = o.supplier_id
    where o.status = ${PURCHASE_ORDER_STATUS.approved}
      and (${q.supplier_id ?? 0}::bigint = 0 or o.supplier_id = ${String(q.supplier_id ?? 0)})
      and (${q.inventory_id ?? 0}::bigint = 0 or o.inventory_id = ${String(q.inventory_id ?? 0)})
    order by o.date desc, o.id desc limit 200`.execute(tx);
  return r.rows;
}
