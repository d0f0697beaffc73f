import type { EndpointResult, profitDistributionEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';
import { notFound } from '../../platform/errors.js';
import type { TableSpec } from '../../platform/table/spec.js';

type Record = EndpointResult<typeof profitDistributionEndpoints.get>;

/**
 * `shareholder/profit-distribution`: the distributions with their period, profit and total. The profit is
 * the company's, so every holder of the list ability sees every distribution (the branch only numbers it).
 */
export const profitDistributionsTable: TableSpec = {
  source: () => sql`(select d.id, d.invoice_id, d.date, d.start_date, d.end_date, d.inventory_id,
      i.name as inventory_name, d.currency_code, d.profit, d.total, d.note, u.name as created_by_name,
      d.created_at
    from profit_distributions d
    join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
    left join users u on u.tenant_id = d.tenant_id and u.id = d.created_by)`,
  columns: {
    id: { kind: 'id' },
    invoice_id: { kind: 'text', search: true },
    date: { kind: 'date' },
    start_date: { kind: 'date' },
    end_date: { kind: 'date' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    currency_code: { kind: 'text' },
    profit: { kind: 'number' },
    total: { kind: 'number' },
    note: { kind: 'text', search: true },
    created_by_name: { kind: 'text' },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'date',
  currencyColumn: 'currency_code',
  footer: ['total'],
};

/** GET shareholder/profit-distribution/{id}: the distribution with each shareholder's share. */
export async function getProfitDistribution(tx: TenantTx, _auth: unknown, id: string): Promise<Record> {
  const head = (
    await sql<Omit<Record, 'lines'>>`select id, invoice_id, inventory_id, date::text as date,
      start_date::text as start_date, end_date::text as end_date, currency_code, profit, total, note, created_at
    from profit_distributions where id = ${id}`.execute(tx)
  ).rows[0];
  if (!head) throw notFound();
  const lines = await sql<Record['lines'][number]>`select l.shareholder_id, s.name,
      l.share_percentage::text as share_percentage, l.amount
    from profit_distribution_lines l join shareholders s on s.tenant_id = l.tenant_id and s.id = l.shareholder_id
    where l.profit_distribution_id = ${id} order by l.id`.execute(tx);
  return { ...head, lines: lines.rows };
}

/** The distributions whose period overlaps the given one (the summary statement shows them). */
export async function distributionsOverlapping(tx: TenantTx, start: string, end: string) {
  const r = await sql<{
    id: string;
    invoice_id: string;
    date: string;
    start_date: string;
    end_date: string;
    total: string;
  }>`select id, invoice_id, date::text as date, start_date::text as start_date, end_date::text as end_date,
      total::text as total
    from profit_distributions where start_date <= ${end}::date and end_date >= ${start}::date
    order by start_date, id`.execute(tx);
  return r.rows;
}
