import { type Kysely, sql } from 'kysely';

/** Goods stock-outs (stock leaving for use, damage or gifts, not sold) and stock backups (snapshots). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table goods_stock_outs (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      reason text not null,
      journal_entry_id bigint,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );
    select bb_tenant_rls('goods_stock_outs'), bb_audit('goods_stock_outs', 'goods_stock_outs', 'id', '{updated_at,journal_entry_id}');

    create table goods_stock_out_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      stock_out_id bigint not null,
      product_id bigint not null,
      quantity numeric(18,4) not null check (quantity > 0),
      unit_cost numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, stock_out_id) references goods_stock_outs(tenant_id, id) on delete cascade,
      foreign key (tenant_id, product_id) references products(tenant_id, id)
    );
    select bb_tenant_rls('goods_stock_out_lines'), bb_audit('goods_stock_out_lines', 'goods_stock_outs', 'stock_out_id');

    create table stock_backups (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      inventory_id bigint not null,
      note text,
      lots integer not null,
      total_quantity numeric(24,4) not null,
      total_value numeric(24,6) not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)
    );
    select bb_tenant_rls('stock_backups');

    create table stock_backup_lines (
      tenant_id bigint not null,
      backup_id bigint not null,
      product_id bigint not null,
      item_id bigint not null,
      item_name text not null,
      barcode text not null,
      batch_number text not null,
      expire_date date,
      quantity numeric(18,4) not null,
      cost numeric(24,6) not null,
      sale_price numeric(24,6) not null,
      currency_code text not null,
      primary key (tenant_id, backup_id, product_id),
      foreign key (tenant_id, backup_id) references stock_backups(tenant_id, id) on delete cascade
    );
    select bb_tenant_rls('stock_backup_lines');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
