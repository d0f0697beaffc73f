import { dec, toText } from '@bb/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../platform/db/tenant.js';

export interface DueInstalment {
  invoice_id: string;
  customer_name: string;
  due_date: string;
  currency_code: string;
  remaining: string;
  overdue: boolean;
}

/** The instalments not fully paid that fall due up to `days` after `today`, and those already overdue. */
export async function dueInstalments(tx: TenantTx, today: string, days: number): Promise<DueInstalment[]> {
  const rows = await sql<Omit<DueInstalment, 'overdue' | 'remaining'> & { amount: string; paid: string }>`
    select s.invoice_id, c.name as customer_name, i.due_date::text as due_date, s.currency_code, i.amount,
      coalesce((select sum(a.amount) from residence_receipt_allocations a
        where a.tenant_id = i.tenant_id and a.instalment_id = i.id), 0)::text as paid
    from residence_sale_instalments i
    join residence_sales s on s.tenant_id = i.tenant_id and s.id = i.residence_sale_id
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    where i.due_date <= ${today}::date + ${days}::int and not s.returned
    order by i.due_date, s.id, i.seq`.execute(tx);
  return rows.rows
    .map((r) => ({
      invoice_id: r.invoice_id,
      customer_name: r.customer_name,
      due_date: r.due_date,
      currency_code: r.currency_code,
      remaining: toText(dec(r.amount).minus(r.paid)),
      overdue: r.due_date < today,
    }))
    .filter((r) => dec(r.remaining).gt(0));
}
