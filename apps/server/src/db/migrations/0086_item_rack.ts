import { type Kysely, sql } from 'kysely';

/**
 * Issue 18, count by rack: an item may name the rack it sits on (racks are master data since 0003), and a
 * stocktake may count one rack. The column references racks by (tenant_id, id) as group and category do,
 * so an item can never point at another tenant's rack.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table items
      add column rack_id bigint,
      add foreign key (tenant_id, rack_id) references racks(tenant_id, id);
    create index items_rack on items (tenant_id, rack_id) where rack_id is not null;
    alter table inventory_processes drop constraint inventory_processes_scope_check;
    alter table inventory_processes
      add constraint inventory_processes_scope_check check (scope in ('all', 'group', 'category', 'rack'));
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
