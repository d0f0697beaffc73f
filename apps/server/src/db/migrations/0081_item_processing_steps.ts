import { type Kysely, sql } from 'kysely';

/**
 * Named processing steps (`/inventory/item/recipe-step`, issue 18): a master-data name per tenant like the
 * other named resources of 0003 (row-level security, activity log), offered when recipes' steps are written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table item_processing_steps (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    select bb_tenant_rls('item_processing_steps'::regclass),
      bb_audit('item_processing_steps'::regclass, 'item_processing_steps', 'id', '{updated_at}');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table item_processing_steps`.execute(db);
}
