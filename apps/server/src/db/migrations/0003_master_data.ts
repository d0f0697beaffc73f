import { type Kysely, sql } from 'kysely';

/** Master-data tables (issue 4): names per tenant plus their few fields; RLS and activity log on each. */
const NAMED: [table: string, extra: string][] = [
  ['brands', ''],
  ['item_groups', ''],
  [
    'categories',
    'group_id bigint not null, foreign key (tenant_id, group_id) references item_groups(tenant_id, id)',
  ],
  ['measurements', 'short_name text'],
  ['racks', ''],
  ['dosage_forms', ''],
  ['countries', 'code text'],
  ['machines', 'description text, status smallint not null default 1'],
  ['referrers', 'phone text, address text'],
  ['account_codes', 'code text not null, unique (tenant_id, code)'],
  [
    'base_custom_fields',
    `model_name text not null check (model_name in ('Customer', 'Supplier', 'Item')),
     field_type text not null default 'text' check (field_type in ('text', 'number', 'date')),
     is_required boolean not null default false`,
  ],
  [
    'sale_extras',
    `price numeric(24,6) not null check (price >= 0), cost numeric(24,6) not null default 0 check (cost >= 0),
     currency_code text not null, status smallint not null default 1,
     foreign key (tenant_id, currency_code) references currencies(tenant_id, code)`,
  ],
  ['customer_types', ''],
  ['customer_receipt_types', ''],
  ['residence_blocks', ''],
  ['residence_areas', ''],
  ['residence_views', ''],
  [
    'buildings',
    `residence_block_id bigint, number_of_floors smallint not null default 1 check (number_of_floors between 1 and 4),
     foreign key (tenant_id, residence_block_id) references residence_blocks(tenant_id, id)`,
  ],
  ['hr_departments', ''],
  [
    'hr_employee_positions',
    'hr_department_id bigint, foreign key (tenant_id, hr_department_id) references hr_departments(tenant_id, id)',
  ],
  ['hr_payroll_types', ''],
  ['hr_letter_types', ''],
  ['expense_categories', 'type smallint not null default 1 check (type in (0, 1))'],
  ['income_types', ''],
  ['loss_types', ''],
  ['general_payment_categories', ''],
  [
    'asset_categories',
    'depreciation_rate numeric(9,4) not null default 0 check (depreciation_rate between 0 and 100)',
  ],
  [
    'shareholders',
    `phone text, share_percentage numeric(9,4) not null default 0 check (share_percentage between 0 and 100),
     status smallint not null default 1`,
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, extra] of NAMED) {
    await sql`
      create table ${sql.table(table)} (
        tenant_id bigint not null references tenants(id),
        id bigint generated always as identity,
        name text not null,
        created_by bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (tenant_id, id),
        unique (tenant_id, name),
        foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
        ${extra ? sql.raw(`, ${extra}`) : sql``}
      )`.execute(db);
    await sql`select bb_tenant_rls(${table}::regclass), bb_audit(${table}::regclass, ${table}, 'id', '{updated_at}')`.execute(
      db,
    );
  }
  await sql`
    create table notes (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      type text not null default 'general',
      note text not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)
    );
    select bb_tenant_rls('notes'), bb_audit('notes', 'notes', 'id', '{updated_at}');
    alter table inventories add column created_by bigint;
    alter table exchange_rates add column updated_at timestamptz not null default now();
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
