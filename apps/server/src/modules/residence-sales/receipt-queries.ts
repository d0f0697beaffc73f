import type { EndpointResult, residenceReceiptEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { assertConnected } from '../documents/branch-scope.js';
import { connectedOnly } from './queries.js';

type ReceiptRecord = EndpointResult<typeof residenceReceiptEndpoints.get>;

/** `inventory/residence-receipt`: receipts against residence sales (filter by `residence_sale_id`). */
export const residenceReceiptsTable: TableSpec = {
  source: (
    _tx,
    _q,
    ctx,
  ) => sql`(select r.id, r.invoice_id, r.date, r.residence_sale_id, s.invoice_id as sale_invoice_id,
      r.customer_id, c.name as customer_name, r.cash_box_id, b.name as cash_box_name, r.amount, r.currency_code,
      r.note, u.name as created_by_name, r.created_at
    from residence_receipts r
    join residence_sales s on s.tenant_id = r.tenant_id and s.id = r.residence_sale_id
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    join cash_boxes b on b.tenant_id = r.tenant_id and b.id = r.cash_box_id
    left join users u on u.tenant_id = r.tenant_id and u.id = r.created_by
    ${connectedOnly(ctx, 'r.inventory_id')})`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    residence_sale_id: { kind: 'id' },
    sale_invoice_id: { kind: 'text', search: true },
    customer_id: { kind: 'id' },
    customer_name: { kind: 'text', search: true },
    cash_box_id: { kind: 'id' },
    cash_box_name: { kind: 'text' },
    amount: { kind: 'number' },
    currency_code: { kind: 'text' },
    note: { kind: 'text', search: true },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['amount'],
  // sales are in IQD or USD: one total per currency, never a sum across them
  footerByCurrency: true,
};

/** GET inventory/residence-receipt/{id}: the receipt and how it was allocated. */
export async function getResidenceReceipt(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<ReceiptRecord> {
  const head = (
    await sql<Omit<ReceiptRecord, 'allocations'> & { inventory_id: string }>`
    select r.id, r.invoice_id, r.inventory_id, r.residence_sale_id, s.invoice_id as sale_invoice_id, r.customer_id,
      c.name as customer_name, r.cash_box_id, b.name as cash_box_name, r.date::text as date, r.amount,
      r.currency_code, r.note, r.created_at
    from residence_receipts r
    join residence_sales s on s.tenant_id = r.tenant_id and s.id = r.residence_sale_id
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    join cash_boxes b on b.tenant_id = r.tenant_id and b.id = r.cash_box_id
    where r.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const allocations = await sql<ReceiptRecord['allocations'][number]>`select a.instalment_id, i.seq, a.amount
    from residence_receipt_allocations a
    join residence_sale_instalments i on i.tenant_id = a.tenant_id and i.id = a.instalment_id
    where a.residence_receipt_id = ${id} order by i.due_date, i.seq`.execute(tx);
  return { ...head, allocations: allocations.rows };
}
