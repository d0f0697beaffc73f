import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { connectedBranchesSql } from '../documents/branch-scope.js';

/** `/inventory/sale-contract`: every contract version with its sale, customer, template and state. */
export const saleContractsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select c.id, c.contract_no, c.version,
      case when c.signed_at is null then 'draft' else 'signed' end as status, c.date, c.language,
      c.inventory_id, inv.name as inventory_name, t.name as form_template_name,
      coalesce(rs.invoice_id, s.invoice_id) as sale_invoice_id, coalesce(rc.name, sc.name) as customer_name,
      case when c.residence_sale_id is null then 'sale' else 'residence' end as sale_kind,
      c.signed_at, c.sha256, c.created_at
    from sale_contracts c
    join inventories inv on inv.tenant_id = c.tenant_id and inv.id = c.inventory_id
    join form_templates t on t.tenant_id = c.tenant_id and t.id = c.form_template_id
    left join residence_sales rs on rs.tenant_id = c.tenant_id and rs.id = c.residence_sale_id
    left join customers rc on rc.tenant_id = rs.tenant_id and rc.id = rs.customer_id
    left join sales s on s.tenant_id = c.tenant_id and s.id = c.sale_id
    left join customers sc on sc.tenant_id = s.tenant_id and sc.id = s.customer_id
    where ${connectedBranchesSql(ctx.auth, 'c.inventory_id')})`,
  columns: {
    id: { kind: 'id' },
    contract_no: { kind: 'id' },
    version: { kind: 'number' },
    status: { kind: 'text' },
    date: { kind: 'date' },
    language: { kind: 'text' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    form_template_name: { kind: 'text', search: true },
    sale_invoice_id: { kind: 'text', search: true },
    customer_name: { kind: 'text', search: true },
    sale_kind: { kind: 'text' },
    signed_at: { kind: 'datetime' },
    sha256: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
};

/** A customer's sales in the user's branches, residence ones first, newest first (returns left out). */
export async function customerSalesForContracts(tx: TenantTx, auth: AuthContext, customerId: string) {
  const rows = await sql<{
    kind: 'residence' | 'sale';
    id: string;
    invoice_id: string;
    date: string;
    total: string;
    currency_code: string;
  }>`select * from (
      select 'residence' as kind, s.id, s.invoice_id, s.date::text as date, s.total, s.currency_code, s.inventory_id
      from residence_sales s where s.customer_id = ${customerId}
      union all
      select 'sale', s.id, s.invoice_id, s.sale_date::text, s.total, s.currency_code, s.inventory_id
      from sales s where s.customer_id = ${customerId} and not s.is_return) x
    where ${connectedBranchesSql(auth, 'x.inventory_id')}
    order by x.kind, x.date desc, x.id desc limit 200`.execute(tx);
  return rows.rows.map(({ kind, id, invoice_id, date, total, currency_code }) => ({
    kind,
    id,
    invoice_id,
    date,
    total,
    currency_code,
  }));
}
