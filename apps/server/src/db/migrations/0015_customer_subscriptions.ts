import { type Kysely, sql } from 'kysely';

/**
 * Customer subscriptions: an amount a customer owes on a schedule. `frequency` 1-12 is every N months
 * (on `receipt_due_day`), above 12 every N days; `next_due_date` is the next date a receipt falls due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customer_subscriptions (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      customer_id bigint not null,
      amount numeric(24,6) not null check (amount > 0),
      currency_code text not null,
      frequency smallint not null check (frequency between 1 and 366),
      receipt_due_day smallint check (receipt_due_day between 1 and 31),
      start_date date not null,
      next_due_date date not null,
      status smallint not null default 1 check (status in (0, 1)),
      note text,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check (frequency > 12 or receipt_due_day is not null),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index customer_subscriptions_due on customer_subscriptions (tenant_id, next_due_date) where status = 1;
    select bb_tenant_rls('customer_subscriptions'),
      bb_audit('customer_subscriptions', 'customer_subscriptions', 'id', '{updated_at}');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
