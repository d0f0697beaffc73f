import type { EndpointResult, ExpenseDocumentLine, expenseDocumentEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableSpec } from '../../platform/table/spec.js';
import { assertConnected, auditedSql, connectedBranchesSql } from '../documents/branch-scope.js';
import { documentHeadColumns } from '../documents/list-columns.js';

type ExpenseDocumentRecord = EndpointResult<typeof expenseDocumentEndpoints.get>;

const audited = auditedSql('d', 'expense_document');

/** `/accounting/expense-document`: the vouchers with branch, who pays, currency, total and audit state. */
export const expenseDocumentsTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select d.id, d.invoice_id, d.date, d.inventory_id, i.name as inventory_name,
      d.paid_by, d.cash_box_id, b.name as cash_box_name, d.supplier_id, s.name as supplier_name,
      d.currency_code, d.total, d.note,
      (select count(*) from expense_document_lines l where l.tenant_id = d.tenant_id
        and l.expense_document_id = d.id)::int as lines_count,
      case when ${audited} then 1 else 0 end as invoice_audit_status,
      u.name as created_by_name, d.created_at, d.updated_at
    from expense_documents d
    join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
    left join cash_boxes b on b.tenant_id = d.tenant_id and b.id = d.cash_box_id
    left join suppliers s on s.tenant_id = d.tenant_id and s.id = d.supplier_id
    left join users u on u.tenant_id = d.tenant_id and u.id = d.created_by
    where ${connectedBranchesSql(ctx.auth, 'd.inventory_id')})`,
  columns: {
    ...documentHeadColumns(),
    paid_by: { kind: 'text' },
    cash_box_id: { kind: 'id' },
    cash_box_name: { kind: 'text', search: true },
    supplier_id: { kind: 'id' },
    supplier_name: { kind: 'text', search: true },
    currency_code: { kind: 'text' },
    total: { kind: 'number' },
    note: { kind: 'text', search: true },
    lines_count: { kind: 'number' },
    invoice_audit_status: { kind: 'number' },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
    updated_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total'],
};

/** GET accounting/expense-document/{id}: the voucher with its lines (category, amount, note, attachment). */
export async function getExpenseDocument(
  tx: TenantTx,
  auth: AuthContext,
  id: string,
): Promise<ExpenseDocumentRecord> {
  const head = (
    await sql<Omit<ExpenseDocumentRecord, 'lines'>>`
    select d.id, d.invoice_id, d.inventory_id, i.name as inventory_name, d.date::text as date, d.paid_by,
      d.cash_box_id, b.name as cash_box_name, d.supplier_id, s.name as supplier_name, d.currency_code,
      d.exchange_rate::text as exchange_rate, d.total, d.note, ${audited} as invoice_audit_status,
      cu.name as created_by_name, uu.name as updated_by_name, d.created_at, d.updated_at
    from expense_documents d
    join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
    left join cash_boxes b on b.tenant_id = d.tenant_id and b.id = d.cash_box_id
    left join suppliers s on s.tenant_id = d.tenant_id and s.id = d.supplier_id
    left join users cu on cu.tenant_id = d.tenant_id and cu.id = d.created_by
    left join users uu on uu.tenant_id = d.tenant_id and uu.id = d.updated_by
    where d.id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const lines = await sql<ExpenseDocumentLine>`
    select l.id, l.expense_category_id, c.name as expense_category_name, l.amount, l.note, l.attachment_id,
      a.name as attachment_name
    from expense_document_lines l
    join expense_categories c on c.tenant_id = l.tenant_id and c.id = l.expense_category_id
    left join attachments a on a.tenant_id = l.tenant_id and a.id = l.attachment_id
    where l.expense_document_id = ${id} order by l.id`.execute(tx);
  return { ...head, lines: lines.rows };
}
