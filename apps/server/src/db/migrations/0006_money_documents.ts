import { type Kysely, sql } from 'kysely';

/** Money documents of every kind in one table (the kind decides which columns matter), and idempotency keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table money_documents (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      kind text not null,
      number bigint not null,
      invoice_id text not null,
      date date not null,
      inventory_id bigint,
      cash_box_id bigint not null,
      amount numeric(24,6) not null check (amount > 0),
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      expense_category_id bigint,
      income_type_id bigint,
      general_payment_category_id bigint,
      loss_type_id bigint,
      shareholder_id bigint,
      to_cash_box_id bigint,
      to_amount numeric(24,6),
      to_currency_code text,
      direction text check (direction in ('in', 'out')),
      note text,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, kind, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, to_cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, expense_category_id) references expense_categories(tenant_id, id),
      foreign key (tenant_id, income_type_id) references income_types(tenant_id, id),
      foreign key (tenant_id, general_payment_category_id) references general_payment_categories(tenant_id, id),
      foreign key (tenant_id, loss_type_id) references loss_types(tenant_id, id),
      foreign key (tenant_id, shareholder_id) references shareholders(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
    create index money_documents_list on money_documents (tenant_id, kind, date desc, id desc);
    select bb_tenant_rls('money_documents'), bb_audit('money_documents', 'money_documents', 'id', '{updated_at,journal_entry_id}');

    alter table cash_boxes add column created_by bigint, add column updated_at timestamptz not null default now();
    drop trigger audit on cash_boxes;
    select bb_audit('cash_boxes', 'cash_boxes', 'id', '{updated_at}');

    create table idempotency_keys (
      tenant_id bigint not null references tenants(id),
      key text not null,
      user_id bigint not null,
      scope text not null,
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (tenant_id, key)
    );
    select bb_tenant_rls('idempotency_keys');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
