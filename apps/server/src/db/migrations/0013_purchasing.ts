import { type Kysely, sql } from 'kysely';

/**
 * Purchasing: purchase orders (with what was received of each line), purchases (P-) whose lines point at
 * the lots they stocked, and purchase returns (PR-). Row-level security and the activity log as on every
 * document table; audits hang off them through invoice_audits (model types purchase_order, purchase,
 * purchase_return).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_orders (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      date date not null,
      supplier_id bigint not null,
      inventory_id bigint not null,
      currency_code text not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      approved_by bigint,
      approved_at timestamptz,
      note text,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, approved_by) references users(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
    create index purchase_orders_list on purchase_orders (tenant_id, date desc, id desc);
    select bb_tenant_rls('purchase_orders'), bb_audit('purchase_orders', 'purchase_orders', 'id', '{updated_at}');

    create table purchase_order_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      purchase_order_id bigint not null,
      item_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      expected_price numeric(24,6) not null default 0 check (expected_price >= 0),
      received_quantity numeric(18,4) not null default 0 check (received_quantity >= 0),
      primary key (tenant_id, id),
      foreign key (tenant_id, purchase_order_id) references purchase_orders(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references items(tenant_id, id)
    );
    create index purchase_order_lines_order on purchase_order_lines (tenant_id, purchase_order_id);
    select bb_tenant_rls('purchase_order_lines'), bb_audit('purchase_order_lines', 'purchase_orders', 'purchase_order_id');

    create table purchases (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      purchase_date date not null,
      supplier_id bigint not null,
      inventory_id bigint not null,
      purchase_order_id bigint,
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      cash_box_id bigint,
      subtotal numeric(24,6) not null check (subtotal >= 0),
      expenses numeric(24,6) not null default 0 check (expenses >= 0),
      total numeric(24,6) not null check (total >= 0),
      amount_paid numeric(24,6) not null default 0 check (amount_paid >= 0 and amount_paid <= total),
      invoice_reference text,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, purchase_order_id) references purchase_orders(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
    create index purchases_list on purchases (tenant_id, purchase_date desc, id desc);
    create index purchases_supplier on purchases (tenant_id, supplier_id);
    select bb_tenant_rls('purchases'), bb_audit('purchases', 'purchases', 'id', '{updated_at,journal_entry_id}');

    create table purchase_details (
      tenant_id bigint not null,
      id bigint generated always as identity,
      purchase_id bigint not null,
      item_id bigint not null,
      product_id bigint not null,
      purchase_order_line_id bigint,
      batch_number text not null default '',
      expire_date date,
      quantity numeric(18,4) not null check (quantity > 0),
      bonus numeric(18,4) not null default 0 check (bonus >= 0),
      purchase_price_before_discount numeric(24,6) not null default 0,
      discount numeric(10,4) not null default 0,
      purchase_price numeric(24,6) not null check (purchase_price >= 0),
      cost numeric(24,6) not null check (cost >= 0),
      base_cost numeric(24,6) not null check (base_cost >= 0),
      sale_price numeric(24,6) not null default 0,
      wholesale_price numeric(24,6) not null default 0,
      sale_prices jsonb not null default '[]',
      per_packet integer not null default 1,
      primary key (tenant_id, id),
      foreign key (tenant_id, purchase_id) references purchases(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references items(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, purchase_order_line_id) references purchase_order_lines(tenant_id, id)
    );
    create index purchase_details_purchase on purchase_details (tenant_id, purchase_id);
    create index purchase_details_product on purchase_details (tenant_id, product_id);
    create index purchase_details_item on purchase_details (tenant_id, item_id);
    select bb_tenant_rls('purchase_details'), bb_audit('purchase_details', 'purchases', 'purchase_id');

    create table purchase_returns (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      date date not null,
      supplier_id bigint not null,
      inventory_id bigint not null,
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      cash_box_id bigint,
      total numeric(24,6) not null check (total >= 0),
      amount_received numeric(24,6) not null default 0 check (amount_received >= 0 and amount_received <= total),
      note text,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
    create index purchase_returns_list on purchase_returns (tenant_id, date desc, id desc);
    select bb_tenant_rls('purchase_returns'), bb_audit('purchase_returns', 'purchase_returns', 'id', '{updated_at,journal_entry_id}');

    create table purchase_return_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      purchase_return_id bigint not null,
      product_id bigint not null,
      item_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      price numeric(24,6) not null check (price >= 0),
      base_unit_cost numeric(24,6) not null default 0,
      primary key (tenant_id, id),
      foreign key (tenant_id, purchase_return_id) references purchase_returns(tenant_id, id) on delete cascade,
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id)
    );
    create index purchase_return_lines_return on purchase_return_lines (tenant_id, purchase_return_id);
    select bb_tenant_rls('purchase_return_lines'), bb_audit('purchase_return_lines', 'purchase_returns', 'purchase_return_id');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
