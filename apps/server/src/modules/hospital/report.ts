import { sql } from 'kysely';
import type { TableContext, TableSpec } from '../../platform/table/spec.js';

const branches = (ctx: TableContext) =>
  ctx.auth.isSuperuser
    ? sql`true`
    : sql`d.inventory_id in (select inventory_id from user_inventories where user_id = ${ctx.auth.userId})`;

/**
 * `/report/api-connection-detail`: every prescription a hospital sent (in the user's branches), with its
 * status, times and outcome: lines, lines with a problem, what was prescribed and dispensed, the sale.
 */
export const apiConnectionDetailTable: TableSpec = {
  source: (_tx, _q, ctx) => sql`(select d.id, d.prescription_id, d.status, d.is_in_process,
      d.received_at, d.received_at::date as received_date, d.processed_at, d.dispensed_at, d.rejected_at,
      d.api_connection_id, c.name as api_connection_name, d.inventory_id, i.name as inventory_name,
      p.id as patient_id, p.fullname as patient, p.hospital_patient_id, d.prescriber,
      (select count(*) from api_connection_detail_lines l where l.tenant_id = d.tenant_id and l.detail_id = d.id)::int
        as line_count,
      d.problem_count,
      (select coalesce(sum(l.quantity), 0) from api_connection_detail_lines l
        where l.tenant_id = d.tenant_id and l.detail_id = d.id) as prescribed_quantity,
      (select coalesce(sum(l.dispensed_quantity), 0) from api_connection_detail_lines l
        where l.tenant_id = d.tenant_id and l.detail_id = d.id) as dispensed_quantity,
      d.sale_id, s.invoice_id as sale_invoice_id, s.total as sale_total, s.currency_code as sale_currency_code
    from api_connection_details d
    join api_connections c on c.tenant_id = d.tenant_id and c.id = d.api_connection_id
    join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
    join patients p on p.tenant_id = d.tenant_id and p.id = d.patient_id
    left join sales s on s.tenant_id = d.tenant_id and s.id = d.sale_id
    where ${branches(ctx)})`,
  columns: {
    id: { kind: 'id' },
    prescription_id: { kind: 'text', search: true },
    status: { kind: 'text' },
    is_in_process: { kind: 'bool' },
    received_at: { kind: 'datetime' },
    received_date: { kind: 'date' },
    processed_at: { kind: 'datetime' },
    dispensed_at: { kind: 'datetime' },
    rejected_at: { kind: 'datetime' },
    api_connection_id: { kind: 'id' },
    api_connection_name: { kind: 'text', search: true },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    patient_id: { kind: 'id' },
    patient: { kind: 'text', search: true },
    hospital_patient_id: { kind: 'text', search: true },
    prescriber: { kind: 'text', search: true },
    line_count: { kind: 'number' },
    problem_count: { kind: 'number' },
    prescribed_quantity: { kind: 'number' },
    dispensed_quantity: { kind: 'number' },
    sale_id: { kind: 'id' },
    sale_invoice_id: { kind: 'text', search: true },
    sale_total: { kind: 'number' },
    sale_currency_code: { kind: 'text' },
  },
  dateColumn: 'received_date',
  footer: ['line_count', 'problem_count', 'prescribed_quantity', 'dispensed_quantity'],
};
