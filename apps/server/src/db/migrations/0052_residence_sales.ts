import { type Kysely, sql } from 'kysely';

/**
 * Residence sales (issue 17): a sale of one or more residence units to a customer (RS- numbers per branch),
 * its units, its instalment schedule (each instalment a receivable line of the sale's entry) and the
 * receipts against it (RR- numbers) with their allocation to instalments, and the key handover (an event on
 * the sale: when, by whom, whether the pre-key rule was overridden; the audit trigger logs it). A unit carries its state
 * (1 Available, 2 Sold, 3 Returned); a unit is in at most one sale (unique), so it sells once even when two
 * sales race for it. The journal is written by the ledger; the headers keep the entries they posted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table residence_units add column status smallint not null default 1 check (status in (1, 2, 3));

    create table residence_sales (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      customer_id bigint not null,
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      subtotal numeric(24,6) not null check (subtotal >= 0),
      discount numeric(9,4) not null default 0 check (discount between 0 and 100),
      total numeric(24,6) not null check (total > 0),
      premium_type smallint not null check (premium_type in (1, 2, 3)),
      down_payment numeric(24,6) not null default 0 check (down_payment >= 0),
      premium_count smallint not null check (premium_count between 1 and 10),
      frequency smallint not null check (frequency >= 1),
      first_due_date date not null,
      pre_key_percent numeric(5,2) not null check (pre_key_percent between 0 and 100),
      pre_key_amount numeric(24,6) not null check (pre_key_amount >= 0),
      key_handover_date date,
      first_premium_amount numeric(24,6),
      note text,
      key_handed_over_on date,
      key_handed_over_by bigint,
      key_handover_overridden boolean not null default false,
      key_handover_note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, key_handed_over_by) references users(tenant_id, id) on delete set null (key_handed_over_by),
      foreign key (tenant_id, currency_code) references currencies(tenant_id, code),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index residence_sales_list on residence_sales (tenant_id, date desc, id desc);
    create index residence_sales_customer on residence_sales (tenant_id, customer_id);
    select bb_tenant_rls('residence_sales'),
      bb_audit('residence_sales', 'residence_sales', 'id', '{updated_at,journal_entry_id}');

    create table residence_sale_units (
      tenant_id bigint not null,
      id bigint generated always as identity,
      residence_sale_id bigint not null,
      residence_unit_id bigint not null,
      price numeric(24,6) not null check (price >= 0),
      primary key (tenant_id, id),
      unique (tenant_id, residence_unit_id),
      foreign key (tenant_id, residence_sale_id) references residence_sales(tenant_id, id) on delete cascade,
      foreign key (tenant_id, residence_unit_id) references residence_units(tenant_id, id)
    );
    create index residence_sale_units_sale on residence_sale_units (tenant_id, residence_sale_id);
    select bb_tenant_rls('residence_sale_units'),
      bb_audit('residence_sale_units', 'residence_sales', 'residence_sale_id');

    create table residence_sale_instalments (
      tenant_id bigint not null,
      id bigint generated always as identity,
      residence_sale_id bigint not null,
      seq smallint not null,
      kind text not null check (kind in ('down_payment', 'key', 'premium', 'cash')),
      due_date date not null,
      amount numeric(24,6) not null check (amount > 0),
      primary key (tenant_id, id),
      unique (tenant_id, residence_sale_id, seq),
      foreign key (tenant_id, residence_sale_id) references residence_sales(tenant_id, id) on delete cascade
    );
    create index residence_sale_instalments_due on residence_sale_instalments (tenant_id, due_date);
    select bb_tenant_rls('residence_sale_instalments');

    create table residence_receipts (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      residence_sale_id bigint not null,
      customer_id bigint not null,
      cash_box_id bigint not null,
      date date not null,
      amount numeric(24,6) not null check (amount > 0),
      currency_code text not null,
      exchange_rate numeric(18,8) not null check (exchange_rate > 0),
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, residence_sale_id) references residence_sales(tenant_id, id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index residence_receipts_sale on residence_receipts (tenant_id, residence_sale_id);
    create index residence_receipts_list on residence_receipts (tenant_id, date desc, id desc);
    select bb_tenant_rls('residence_receipts'),
      bb_audit('residence_receipts', 'residence_receipts', 'id', '{updated_at,journal_entry_id}');

    create table residence_receipt_allocations (
      tenant_id bigint not null,
      id bigint generated always as identity,
      residence_receipt_id bigint not null,
      instalment_id bigint not null,
      amount numeric(24,6) not null check (amount > 0),
      primary key (tenant_id, id),
      foreign key (tenant_id, residence_receipt_id) references residence_receipts(tenant_id, id) on delete cascade,
      foreign key (tenant_id, instalment_id) references residence_sale_instalments(tenant_id, id)
    );
    create index residence_receipt_allocations_instalment on residence_receipt_allocations (tenant_id, instalment_id);
    create index residence_receipt_allocations_receipt on residence_receipt_allocations (tenant_id, residence_receipt_id);
    select bb_tenant_rls('residence_receipt_allocations');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
