import {
  type CustomerSubscriptionInput,
  customerSubscriptionEndpoints as e,
  firstDueDate,
  PARTY_TABLES,
} from '@bb/contracts';
import { sql } from 'kysely';
import { authOf, tenantTx } from '../../../platform/access.js';
import type { App } from '../../../platform/app-types.js';
import { guarded } from '../../../platform/db/pg-errors.js';
import type { TenantTx } from '../../../platform/db/tenant.js';
import { handle } from '../../../platform/endpoints.js';
import { notFound } from '../../../platform/errors.js';
import { registerTable } from '../../../platform/table/routes.js';
import type { TableSpec } from '../../../platform/table/spec.js';

export const subscriptionsTable: TableSpec = {
  source:
    () => sql`(select s.id, s.customer_id, c.code as customer_code, c.name as customer_name, c.phone as customer_phone,
      s.amount, s.currency_code, s.frequency, case when s.frequency <= 12 then 'months' else 'days' end as frequency_unit,
      s.receipt_due_day, s.start_date, s.next_due_date, s.status, s.note, s.created_at
    from customer_subscriptions s join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id)`,
  columns: {
    id: { kind: 'id' },
    customer_id: { kind: 'id', sort: false },
    customer_code: { kind: 'text', search: true },
    customer_name: { kind: 'text', search: true },
    customer_phone: { kind: 'text', search: true },
    amount: { kind: 'number' },
    currency_code: { kind: 'text' },
    frequency: { kind: 'number' },
    frequency_unit: { kind: 'text' },
    receipt_due_day: { kind: 'number' },
    start_date: { kind: 'date' },
    next_due_date: { kind: 'date' },
    status: { kind: 'number' },
    note: { kind: 'text', search: true },
    created_at: { kind: 'datetime' },
  },
  dateColumn: 'next_due_date',
  currencyColumn: 'currency_code',
};

const columns = (i: CustomerSubscriptionInput) => ({
  customer_id: i.customer_id,
  amount: i.amount,
  currency_code: i.currency_code,
  frequency: i.frequency,
  receipt_due_day: i.receipt_due_day ?? null,
  start_date: i.start_date,
  next_due_date: firstDueDate(i.start_date, i.frequency, i.receipt_due_day),
  status: i.status,
  note: i.note,
});

async function write(tx: TenantTx, input: CustomerSubscriptionInput, id?: string, userId?: string) {
  const set = columns(input);
  const keys = Object.keys(set) as (keyof typeof set)[];
  if (id === undefined) {
    const r = await sql<{ id: string; next_due_date: string }>`insert into customer_subscriptions
        (tenant_id, created_by, ${sql.join(keys.map((k) => sql.ref(k)))})
      values (${tx.tenantId}, ${userId ?? null}, ${sql.join(keys.map((k) => set[k]))})
      returning id, next_due_date::text`.execute(tx);
    return r.rows[0]!;
  }
  const r = await sql<{ id: string; next_due_date: string }>`update customer_subscriptions
    set ${sql.join(keys.map((k) => sql`${sql.ref(k)} = ${set[k]}`))}, updated_at = now()
    where id = ${id} returning id, next_due_date::text`.execute(tx);
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

/** Customer subscriptions: list and export, one, create, update, delete. */
export async function customerSubscriptionRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerTable(app, PARTY_TABLES.subscriptions, subscriptionsTable, { title: 'Customer subscriptions' });
  handle(app, e.get, (req) =>
    tenantTx(db, req, async (tx) => {
      const r = await sql<
        Record<string, unknown>
      >`select s.id, s.customer_id, c.name as customer_name, s.amount,
          s.currency_code, s.frequency, s.receipt_due_day, s.start_date::text, s.next_due_date::text, s.status, s.note
        from customer_subscriptions s join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
        where s.id = ${req.params.id}`.execute(tx);
      if (!r.rows[0]) throw notFound();
      return r.rows[0] as never;
    }),
  );
  handle(app, e.create, (req) =>
    guarded('customer_subscriptions', () =>
      tenantTx(db, req, (tx) => write(tx, req.body, undefined, authOf(req).userId)),
    ),
  );
  handle(app, e.update, (req) =>
    guarded('customer_subscriptions', () => tenantTx(db, req, (tx) => write(tx, req.body, req.params.id))),
  );
  handle(app, e.delete, async (req) => {
    // one that has charged its customer keeps its history: 'Delete not allowed' (stop it instead)
    await guarded(
      'customer_subscriptions',
      () =>
        tenantTx(db, req, async (tx) => {
          const r = await sql`delete from customer_subscriptions where id = ${req.params.id}`.execute(tx);
          if (r.numAffectedRows === 0n) throw notFound();
        }),
      { onDelete: true },
    );
  });
}
