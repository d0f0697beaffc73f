import { type Kysely, sql } from 'kysely';

/**
 * Residence units (shared-screens.md sections 3 and 5): a unit sits in an area and a view, optionally in a
 * block and a building (on one of its floors). The floor limit of the chosen building is checked by the
 * module (the building's floors may change later; a unit keeps its floor).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table residence_units (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      name text not null,
      code text not null,
      is_corner_lot smallint not null default 0 check (is_corner_lot in (0, 1)),
      residence_block_id bigint,
      residence_area_id bigint not null,
      residence_view_id bigint not null,
      building_id bigint,
      building_floor smallint check (building_floor between 1 and 4),
      number_of_floors smallint check (number_of_floors between 1 and 4),
      quantity numeric(18,4) not null default 1 check (quantity >= 0),
      currency_code text not null,
      sale_price numeric(24,6) not null check (sale_price >= 0),
      cost numeric(24,6) not null default 0 check (cost >= 0),
      description text,
      image_key text,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, code),
      check (building_id is null or building_floor is not null),
      foreign key (tenant_id, residence_block_id) references residence_blocks(tenant_id, id),
      foreign key (tenant_id, residence_area_id) references residence_areas(tenant_id, id),
      foreign key (tenant_id, residence_view_id) references residence_views(tenant_id, id),
      foreign key (tenant_id, building_id) references buildings(tenant_id, id),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    create index residence_units_name_trgm on residence_units using gin (name gin_trgm_ops);
    create index residence_units_building on residence_units (tenant_id, building_id);
    select bb_tenant_rls('residence_units'),
      bb_audit('residence_units', 'residence_units', 'id', '{updated_at,image_key}');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
