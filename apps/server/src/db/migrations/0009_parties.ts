import { type Kysely, sql } from 'kysely';

/**
 * Customers and suppliers (parties of the ledger): their balances are never stored, they are sums of the
 * journal lines that carry the party. Custom field values hang off any model by name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customers (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      code text not null,
      name text not null,
      inventory_id bigint not null,
      phone text not null,
      custom_code text,
      email text,
      customer_type_id bigint,
      id_card_no text,
      id_card_type text,
      id_card_place text,
      id_card_date date,
      address text,
      discount numeric(9,4) not null default 0 check (discount between 0 and 100),
      price_type smallint not null default 1 check (price_type in (1, 2, 3)),
      additional_profit_percentage numeric(9,4) not null default 0 check (additional_profit_percentage between 0 and 100),
      receipt_due_day smallint check (receipt_due_day between 1 and 31),
      status smallint not null default 1,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, customer_type_id) references customer_types(tenant_id, id)
    );
    create index customers_name_trgm on customers using gin (name gin_trgm_ops);
    create index customers_phone on customers (tenant_id, phone);
    select bb_tenant_rls('customers'), bb_audit('customers', 'customers', 'id', '{updated_at}');

    create table customer_inventories (
      tenant_id bigint not null,
      customer_id bigint not null,
      inventory_id bigint not null,
      primary key (tenant_id, customer_id, inventory_id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id) on delete cascade,
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );
    select bb_tenant_rls('customer_inventories'), bb_audit('customer_inventories', 'customers', 'customer_id');

    create table customer_max_amounts (
      tenant_id bigint not null,
      customer_id bigint not null,
      currency_code text not null,
      amount numeric(24,6) not null check (amount >= 0),
      primary key (tenant_id, customer_id, currency_code),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id) on delete cascade,
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code)
    );
    select bb_tenant_rls('customer_max_amounts'), bb_audit('customer_max_amounts', 'customers', 'customer_id');

    create table suppliers (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      phone text,
      address text,
      status smallint not null default 1,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name)
    );
    create index suppliers_name_trgm on suppliers using gin (name gin_trgm_ops);
    select bb_tenant_rls('suppliers'), bb_audit('suppliers', 'suppliers', 'id', '{updated_at}');

    create table custom_field_values (
      tenant_id bigint not null,
      base_custom_field_id bigint not null,
      model_name text not null,
      model_id bigint not null,
      field_value text,
      primary key (tenant_id, base_custom_field_id, model_id),
      foreign key (tenant_id, base_custom_field_id) references base_custom_fields(tenant_id, id) on delete cascade
    );
    select bb_tenant_rls('custom_field_values'), bb_audit('custom_field_values', 'custom_fields', 'model_id');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
