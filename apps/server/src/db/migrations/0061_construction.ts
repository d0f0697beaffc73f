import { type Kysely, sql } from 'kysely';

/**
 * Construction (issue 18 item 4) and stock reservations.
 *
 * Reservations: `products.reserved` is what approved documents hold on a lot; it always equals the sum of
 * the lot's `stock_reservations` rows (append-only, signed, like stock movements), and the stock writer
 * refuses an outgoing movement that would take `quantity - reserved` below zero. The holder is the
 * document that keeps the reservation (a stock-out order and its line); the document is the one that
 * changed it (the order's approval, a stock-out issuing or returning, a closing).
 *
 * Projects (with a ledger account of their own, construction in progress), their bill of quantities, the
 * stock-out orders (approval reserves) and the stock-outs issued against them (posted to the project).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table products add column reserved numeric(18,4) not null default 0 check (reserved >= 0);

    create table stock_reservations (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      product_id bigint not null,
      item_id bigint not null,
      inventory_id bigint not null,
      holder_type text not null,
      holder_id bigint not null,
      holder_line_id bigint,
      document_type text not null,
      document_id bigint,
      quantity numeric(18,4) not null check (quantity <> 0),
      user_id bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    create index stock_reservations_holder on stock_reservations (tenant_id, holder_type, holder_id, holder_line_id, product_id);
    create index stock_reservations_document on stock_reservations (tenant_id, document_type, document_id);
    create index stock_reservations_product on stock_reservations (tenant_id, product_id);
    select bb_tenant_rls('stock_reservations');

    create table construction_projects (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      code text,
      inventory_id bigint not null,
      building_id bigint,
      status smallint not null default 1 check (status in (0, 1)),
      note text,
      account_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, building_id) references buildings(tenant_id, id),
      foreign key (tenant_id, account_id) references accounts(tenant_id, id)
    );
    select bb_tenant_rls('construction_projects'),
      bb_audit('construction_projects', 'construction_projects', 'id', '{updated_at,account_id}');

    create table construction_boq_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      project_id bigint not null,
      code text,
      name text not null,
      item_id bigint not null,
      building_id bigint,
      planned_quantity numeric(18,4) not null check (planned_quantity > 0),
      planned_cost numeric(24,6) not null check (planned_cost >= 0),
      note text,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, project_id) references construction_projects(tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id),
      foreign key (tenant_id, building_id) references buildings(tenant_id, id)
    );
    create index construction_boq_lines_project on construction_boq_lines (tenant_id, project_id);
    select bb_tenant_rls('construction_boq_lines'),
      bb_audit('construction_boq_lines', 'construction_boq_lines', 'id', '{updated_at}');

    create table construction_stock_out_orders (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      project_id bigint not null,
      date date not null,
      note text,
      status smallint not null default 1 check (status in (1, 2, 3, 4)),
      created_by bigint,
      approved_by bigint,
      approved_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, project_id) references construction_projects(tenant_id, id)
    );
    create index construction_orders_list on construction_stock_out_orders (tenant_id, date desc, id desc);
    select bb_tenant_rls('construction_stock_out_orders'),
      bb_audit('construction_stock_out_orders', 'construction_stock_out_orders', 'id', '{updated_at}');

    create table construction_stock_out_order_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      order_id bigint not null,
      boq_line_id bigint not null,
      item_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      primary key (tenant_id, id),
      foreign key (tenant_id, order_id) references construction_stock_out_orders(tenant_id, id) on delete cascade,
      foreign key (tenant_id, boq_line_id) references construction_boq_lines(tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id)
    );
    create index construction_order_lines_order on construction_stock_out_order_lines (tenant_id, order_id);
    create index construction_order_lines_boq on construction_stock_out_order_lines (tenant_id, boq_line_id);
    select bb_tenant_rls('construction_stock_out_order_lines'),
      bb_audit('construction_stock_out_order_lines', 'construction_stock_out_orders', 'order_id');

    create table construction_stock_outs (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      order_id bigint not null,
      project_id bigint not null,
      date date not null,
      is_return boolean not null default false,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, order_id) references construction_stock_out_orders(tenant_id, id),
      foreign key (tenant_id, project_id) references construction_projects(tenant_id, id)
    );
    create index construction_stock_outs_list on construction_stock_outs (tenant_id, date desc, id desc);
    create index construction_stock_outs_order on construction_stock_outs (tenant_id, order_id);
    select bb_tenant_rls('construction_stock_outs'),
      bb_audit('construction_stock_outs', 'construction_stock_outs', 'id', '{updated_at,journal_entry_id}');

    create table construction_stock_out_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      stock_out_id bigint not null,
      order_line_id bigint not null,
      boq_line_id bigint not null,
      item_id bigint not null,
      product_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      unit_cost numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, stock_out_id) references construction_stock_outs(tenant_id, id) on delete cascade,
      foreign key (tenant_id, order_line_id) references construction_stock_out_order_lines(tenant_id, id),
      foreign key (tenant_id, boq_line_id) references construction_boq_lines(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    create index construction_stock_out_lines_doc on construction_stock_out_lines (tenant_id, stock_out_id);
    create index construction_stock_out_lines_order_line on construction_stock_out_lines (tenant_id, order_line_id);
    create index construction_stock_out_lines_boq on construction_stock_out_lines (tenant_id, boq_line_id);
    select bb_tenant_rls('construction_stock_out_lines'),
      bb_audit('construction_stock_out_lines', 'construction_stock_outs', 'stock_out_id');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table construction_stock_out_lines, construction_stock_outs, construction_stock_out_order_lines,
      construction_stock_out_orders, construction_boq_lines, construction_projects, stock_reservations;
    alter table products drop column reserved;
  `.execute(db);
}
