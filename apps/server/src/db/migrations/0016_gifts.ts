import { type Kysely, sql } from 'kysely';

/**
 * Gifts (`/inventory/gift`): goods given away from a branch (to a customer or not) with a reason. G-
 * numbers per branch; stock leaves through the stock module and the value at cost is posted by the
 * ledger (expense against inventory); the header keeps the entry it posted and its value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gifts (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      customer_id bigint,
      reason text not null,
      note text,
      value numeric(24,6) not null default 0,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index gifts_list on gifts (tenant_id, date desc, id desc);
    create index gifts_customer on gifts (tenant_id, customer_id) where customer_id is not null;
    select bb_tenant_rls('gifts'), bb_audit('gifts', 'gifts', 'id', '{updated_at,journal_entry_id}');

    create table gift_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      gift_id bigint not null,
      product_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      unit_cost numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, gift_id) references gifts(tenant_id, id) on delete cascade,
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    create index gift_lines_gift on gift_lines (tenant_id, gift_id);
    create index gift_lines_product on gift_lines (tenant_id, product_id);
    select bb_tenant_rls('gift_lines'), bb_audit('gift_lines', 'gifts', 'gift_id');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
