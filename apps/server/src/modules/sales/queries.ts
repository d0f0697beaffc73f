import type { SaleDetail, SaleDetailLine, SaleExtraLine } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { isConnected } from '../documents/branch-scope.js';
import { docType } from './write.js';

/** Non-superusers see the sales of their connected branches only. */
export async function assertSaleVisible(tx: TenantTx, auth: AuthContext, inventoryId: string) {
  if (!(await isConnected(tx, auth, inventoryId))) throw forbidden();
}

/** GET /api/sale/{id}: the sale with its details and extras (what the expanded row and the prints show). */
export async function getSale(tx: TenantTx, auth: AuthContext, id: string): Promise<SaleDetail> {
  const head = (
    await sql<Omit<SaleDetail, 'details' | 'extras' | 'is_return'> & { is_return: boolean }>`
    select s.id, s.invoice_id, s.is_return, s.return_of_sale_id, s.status, s.sale_date, s.created_at,
      s.inventory_id, s.customer_id, c.name as customer_name, s.user_id, u.name as user_name,
      s.currency_code, s.exchange_rate, s.subtotal, s.discount, s.discount_amount, s.minus, s.extras_total,
      s.total, s.cash, s.debit, s.cash_box_id, s.amount_paid, s.amount_currency_code, s.amount_exchange_rate,
      s.amount_change, s.note, s.hospital_patient_id, s.patient_id, s.patient,
      exists (select 1 from invoice_audits a where a.tenant_id = s.tenant_id and a.model_type = 'sale'
        and a.model_id = s.id and a.status) as invoice_audit_status,
      exists (select 1 from sale_receipts r where r.tenant_id = s.tenant_id and r.sale_id = s.id) as has_receipts
    from sales s
    left join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    left join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
    where s.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertSaleVisible(tx, auth, head.inventory_id);
  // the lot's own prices and stock let the POS load the sale back into a cart (edit mode); what the
  // sale itself moved is added back to the stock an edit may sell
  const details = await sql<SaleDetailLine>`
    select d.id, d.product_id, d.item_id, i.name, i.barcode, p.batch_number, p.expire_date, d.sale_quantity,
      d.price_type, d.cost, d.total_cost, d.sale_price, d.total_sale_price,
      i.type as item_type, i.per_packet, p.quantity as stock_quantity,
      (p.quantity - coalesce((select sum(m.quantity) from stock_movements m
        where m.tenant_id = d.tenant_id and m.document_type = ${docType(head.is_return)}
          and m.document_id = d.sale_id and m.product_id = d.product_id), 0))::text as available_quantity,
      p.currency_code as lot_currency_code, p.sale_price as stock_sale_price,
      p.wholesale_price as stock_wholesale_price, p.purchase_price as stock_purchase_price,
      p.cost as stock_cost,
      coalesce((select json_agg(json_build_object('currency_code', pp.currency_code,
        'sale_price', pp.sale_price::text, 'wholesale_price', pp.wholesale_price::text) order by pp.currency_code)
        from product_prices pp where pp.tenant_id = p.tenant_id and pp.product_id = p.id), '[]') as sale_prices
    from sale_details d
    join items i on i.tenant_id = d.tenant_id and i.id = d.item_id
    join products p on p.tenant_id = d.tenant_id and p.id = d.product_id
    where d.sale_id = ${id} order by d.id`.execute(tx);
  const extras = await sql<Omit<SaleExtraLine, 'sale_extra'> & { name: string }>`
    select x.id, x.sale_extra_id, e.name, x.price, x.cost, x.note
    from sale_extra_lines x join sale_extras e on e.tenant_id = x.tenant_id and e.id = x.sale_extra_id
    where x.sale_id = ${id} order by x.id`.execute(tx);
  return {
    ...head,
    is_return: head.is_return ? 1 : 0,
    status: head.status === 0 ? 0 : 1,
    created_at: String(new Date(head.created_at).toISOString()),
    details: details.rows,
    extras: extras.rows.map(({ name, ...x }) => ({ ...x, sale_extra: { id: x.sale_extra_id, name } })),
  };
}

/** GET customer/{id}/sales: the customer's sales and returns, newest first (a lookup for receipts). */
export async function customerSales(tx: TenantTx, customerId: string) {
  const exists = await sql`select 1 from customers where id = ${customerId}`.execute(tx);
  if (exists.rows.length === 0) throw notFound();
  const rows = await sql<{
    id: string;
    invoice_id: string;
    is_return: boolean;
    status: number;
    sale_date: string;
    currency_code: string;
    total: string;
    debit: string;
    received: string;
  }>`
    select s.id, s.invoice_id, s.is_return, s.status, s.sale_date, s.currency_code, s.total, s.debit,
      coalesce((select sum(r.amount) from sale_receipts r where r.tenant_id = s.tenant_id and r.sale_id = s.id), 0)::text as received
    from sales s where s.customer_id = ${customerId}
    order by s.sale_date desc, s.id desc limit 500`.execute(tx);
  return rows.rows.map((r) => ({ ...r, is_return: r.is_return ? (1 as const) : (0 as const) }));
}
