import { type Kysely, sql } from 'kysely';

/**
 * Stocktake (issue 18): an inventory process counts one branch (all items, or one group or category). Its
 * snapshot keeps every lot's quantity and cost at the start and is never re-read; counts are one row per
 * lot (typed counts replace, scans add, so several counters merge), each keeping the system quantity at the
 * moment it was counted (the snapshot plus the movements since), so selling during the count stays
 * correct. Applying the differences is one numbered document (STK-) whose lines are written set-based.
 * No audit trigger: a count writes tens of thousands of rows, and the process keeps who started it, who
 * counted each lot and the document that closed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inventory_processes (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      inventory_id bigint not null,
      status smallint not null default 1 check (status in (1, 2, 3)),
      scope text not null default 'all' check (scope in ('all', 'group', 'category')),
      scope_id bigint,
      blind boolean not null default true,
      recount_threshold numeric(18,4) check (recount_threshold >= 0),
      note text,
      adjustment_id bigint,
      started_by bigint,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, started_by) references users(tenant_id, id) on delete set null (started_by)
    );
    create index inventory_processes_list on inventory_processes (tenant_id, created_at desc, id desc);
    create unique index inventory_processes_open on inventory_processes (tenant_id, inventory_id) where status = 1;
    select bb_tenant_rls('inventory_processes');

    create table inventory_snapshots (
      tenant_id bigint not null,
      id bigint generated always as identity,
      process_id bigint not null,
      inventory_id bigint not null,
      taken_at timestamptz not null default now(),
      lines integer not null default 0,
      value numeric(24,6) not null default 0,
      primary key (tenant_id, id),
      unique (tenant_id, process_id),
      foreign key (tenant_id, process_id) references inventory_processes(tenant_id, id)
    );
    select bb_tenant_rls('inventory_snapshots');

    create table inventory_snapshot_lines (
      tenant_id bigint not null,
      snapshot_id bigint not null,
      product_id bigint not null,
      item_id bigint not null,
      quantity numeric(18,4) not null,
      base_cost numeric(24,6) not null,
      primary key (tenant_id, snapshot_id, product_id),
      foreign key (tenant_id, snapshot_id) references inventory_snapshots(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    create index inventory_snapshot_lines_item on inventory_snapshot_lines (tenant_id, snapshot_id, item_id);
    select bb_tenant_rls('inventory_snapshot_lines');

    create table inventory_counts (
      tenant_id bigint not null,
      process_id bigint not null,
      product_id bigint not null,
      counted numeric(18,4) not null check (counted >= 0),
      expected numeric(18,4) not null,
      flagged boolean not null default false,
      recounted boolean not null default false,
      entries integer not null default 1,
      counted_by bigint,
      counted_at timestamptz not null default now(),
      primary key (tenant_id, process_id, product_id),
      foreign key (tenant_id, process_id) references inventory_processes(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, counted_by) references users(tenant_id, id) on delete set null (counted_by)
    );
    select bb_tenant_rls('inventory_counts');

    create table stocktake_adjustments (
      tenant_id bigint not null,
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      process_id bigint not null,
      snapshot_id bigint not null,
      date date not null,
      gain numeric(24,6) not null default 0,
      loss numeric(24,6) not null default 0,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      unique (tenant_id, process_id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, process_id) references inventory_processes(tenant_id, id),
      foreign key (tenant_id, snapshot_id) references inventory_snapshots(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    select bb_tenant_rls('stocktake_adjustments');

    create table stocktake_adjustment_lines (
      tenant_id bigint not null,
      adjustment_id bigint not null,
      product_id bigint not null,
      snapshot_quantity numeric(18,4) not null,
      expected numeric(18,4) not null,
      counted numeric(18,4) not null,
      difference numeric(18,4) not null,
      unit_cost numeric(24,6) not null,
      primary key (tenant_id, adjustment_id, product_id),
      foreign key (tenant_id, adjustment_id) references stocktake_adjustments(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    select bb_tenant_rls('stocktake_adjustment_lines');

    -- recipes (issue 18 item 2): a product's materials per batch of yield_quantity; each save is a new
    -- version, the newest active, the older ones kept for the preparations that used them
    create table recipes (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      item_id bigint not null,
      version integer not null,
      active boolean not null default true,
      yield_quantity numeric(18,4) not null check (yield_quantity > 0),
      note text,
      created_by bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, item_id, version),
      foreign key (tenant_id, item_id) references items(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create unique index recipes_active on recipes (tenant_id, item_id) where active;
    select bb_tenant_rls('recipes');

    create table recipe_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      recipe_id bigint not null,
      position integer not null,
      material_item_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      waste_percent numeric(9,4) not null default 0 check (waste_percent >= 0 and waste_percent < 100),
      primary key (tenant_id, id),
      foreign key (tenant_id, recipe_id) references recipes(tenant_id, id),
      foreign key (tenant_id, material_item_id) references items(tenant_id, id)
    );
    create index recipe_lines_recipe on recipe_lines (tenant_id, recipe_id, position);
    select bb_tenant_rls('recipe_lines');

    create table recipe_steps (
      tenant_id bigint not null,
      id bigint generated always as identity,
      recipe_id bigint not null,
      position integer not null,
      name text not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, recipe_id) references recipes(tenant_id, id)
    );
    create index recipe_steps_recipe on recipe_steps (tenant_id, recipe_id, position);
    select bb_tenant_rls('recipe_steps');

    -- prepare product (PP-): materials out at cost, the product's new lot in at their sum plus extra cost
    create table prepared_products (
      tenant_id bigint not null,
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      recipe_id bigint not null,
      item_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      materials_cost numeric(24,6) not null,
      extra_cost numeric(24,6) not null default 0 check (extra_cost >= 0),
      unit_cost numeric(24,6) not null,
      product_id bigint,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, recipe_id) references recipes(tenant_id, id),
      foreign key (tenant_id, item_id) references items(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index prepared_products_list on prepared_products (tenant_id, date desc, id desc);
    select bb_tenant_rls('prepared_products');

    create table prepared_product_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      prepared_id bigint not null,
      product_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      unit_cost numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, prepared_id) references prepared_products(tenant_id, id),
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    create index prepared_product_lines_prepared on prepared_product_lines (tenant_id, prepared_id);
    select bb_tenant_rls('prepared_product_lines');

    -- a snapshot or a page of counts adds thousands of rows at once: the application refreshes these
    -- tables' statistics itself (ANALYZE needs MAINTAIN, PostgreSQL 17+; older servers skip it with a warning)
    do $$ begin
      if current_setting('server_version_num')::int >= 170000 then
        execute 'grant maintain on inventory_snapshot_lines, inventory_counts to erp_app';
      end if;
    end $$;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
