import { type Kysely, sql } from 'kysely';

/**
 * Catalog and stock (DESIGN.md section 2, "Stock"): items get their full fields; lots ("products") are
 * item x inventory x batch x expiry with prices; every change of stock is an append-only movement, and
 * the lot's on-hand quantity is kept in the same transaction, never below zero unless the tenant allows it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;

    alter table items
      add column old_barcode text,
      add column scientific_name text,
      add column per_packet integer not null default 1 check (per_packet >= 0),
      add column dosage_form_id bigint,
      add column brand_id bigint,
      add column group_id bigint,
      add column category_id bigint,
      add column measurement_id bigint,
      add column stockable boolean not null default true,
      add column min_quantity numeric(18,4) not null default 0,
      add column image_key text,
      add column created_by bigint,
      add foreign key (tenant_id, dosage_form_id) references dosage_forms(tenant_id, id),
      add foreign key (tenant_id, brand_id) references brands(tenant_id, id),
      add foreign key (tenant_id, group_id) references item_groups(tenant_id, id),
      add foreign key (tenant_id, category_id) references categories(tenant_id, id),
      add foreign key (tenant_id, measurement_id) references measurements(tenant_id, id);
    create index items_name_trgm on items using gin (name gin_trgm_ops);
    create index items_scientific_trgm on items using gin (scientific_name gin_trgm_ops);

    create table products (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      item_id bigint not null,
      inventory_id bigint not null,
      batch_number text not null default '',
      expire_date date,
      quantity numeric(18,4) not null default 0,
      cost numeric(24,6) not null default 0 check (cost >= 0),
      -- the cost in base currency at the rate it was received at: what the ledger's inventory carries
      base_cost numeric(24,6) not null default 0 check (base_cost >= 0),
      purchase_price numeric(24,6) not null default 0 check (purchase_price >= 0),
      purchase_price_before_discount numeric(24,6) not null default 0 check (purchase_price_before_discount >= 0),
      sale_price numeric(24,6) not null default 0 check (sale_price >= 0),
      wholesale_price numeric(24,6) not null default 0 check (wholesale_price >= 0),
      currency_code text not null,
      status smallint not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code)
    );
    create unique index products_lot on products (tenant_id, item_id, inventory_id, batch_number, coalesce(expire_date, 'infinity'::date), currency_code);
    create index products_pick on products (tenant_id, item_id, inventory_id, id) where quantity > 0;
    create index products_inventory on products (tenant_id, inventory_id, item_id);
    select bb_tenant_rls('products'), bb_audit('products', 'products', 'id', '{updated_at,quantity}');

    create table product_prices (
      tenant_id bigint not null,
      product_id bigint not null,
      currency_code text not null,
      sale_price numeric(24,6) not null check (sale_price >= 0),
      wholesale_price numeric(24,6) not null default 0 check (wholesale_price >= 0),
      primary key (tenant_id, product_id, currency_code),
      foreign key (tenant_id, product_id) references products(tenant_id, id) on delete cascade,
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code)
    );
    select bb_tenant_rls('product_prices'), bb_audit('product_prices', 'products', 'product_id');

    create table stock_movements (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      product_id bigint not null,
      item_id bigint not null,
      inventory_id bigint not null,
      movement_date date not null,
      document_type text not null,
      document_id bigint,
      -- signed: positive in, negative out
      quantity numeric(18,4) not null check (quantity <> 0),
      unit_cost numeric(24,6) not null default 0,
      base_unit_cost numeric(24,6) not null default 0,
      currency_code text not null,
      user_id bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );
    create index stock_movements_product on stock_movements (tenant_id, product_id, movement_date);
    create index stock_movements_item on stock_movements (tenant_id, item_id, inventory_id, movement_date);
    create index stock_movements_document on stock_movements (tenant_id, document_type, document_id);
    select bb_tenant_rls('stock_movements');
    revoke update, delete on stock_movements from erp_app;
    create trigger immutable before update or delete on stock_movements for each row execute function bb_journal_immutable();

    create table item_transfers (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      from_inventory_id bigint not null,
      to_inventory_id bigint not null,
      status smallint not null default 1 check (status in (1, 2, 3)),
      date date not null,
      note text,
      is_return boolean not null default false,
      created_by bigint,
      approved_by bigint,
      approved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check (from_inventory_id <> to_inventory_id),
      foreign key (tenant_id, from_inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, to_inventory_id) references inventories(tenant_id, id)
    );
    select bb_tenant_rls('item_transfers'), bb_audit('item_transfers', 'item_transfers', 'id', '{updated_at}');

    create table item_transfer_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      transfer_id bigint not null,
      product_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      to_product_id bigint,
      primary key (tenant_id, id),
      foreign key (tenant_id, transfer_id) references item_transfers(tenant_id, id) on delete cascade,
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, to_product_id) references products(tenant_id, id)
    );
    select bb_tenant_rls('item_transfer_lines'), bb_audit('item_transfer_lines', 'item_transfers', 'transfer_id');

    create table stock_adjustments (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      kind text not null check (kind in ('entry', 'daily')),
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      reason text not null,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );
    select bb_tenant_rls('stock_adjustments'), bb_audit('stock_adjustments', 'stock_adjustments', 'id');

    create table stock_adjustment_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      adjustment_id bigint not null,
      product_id bigint not null,
      counted numeric(18,4) not null check (counted >= 0),
      system_quantity numeric(18,4) not null,
      difference numeric(18,4) not null,
      unit_cost numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, adjustment_id) references stock_adjustments(tenant_id, id) on delete cascade,
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    select bb_tenant_rls('stock_adjustment_lines');

    create table pinned_products (
      tenant_id bigint not null,
      id bigint generated always as identity,
      inventory_id bigint not null,
      product_id bigint not null,
      position integer not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, product_id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id) on delete cascade
    );
    select bb_tenant_rls('pinned_products'), bb_audit('pinned_products', 'pinned_products', 'id');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
