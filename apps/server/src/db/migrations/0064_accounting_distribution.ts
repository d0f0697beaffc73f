import { type Kysely, sql } from 'kysely';

/**
 * Issue 19, second part. Assets may also be depreciated by declining balance (the method check widened).
 * Profit distributions: a period's profit (income less expenses, base currency) shared among the
 * shareholders by their share, posted from retained earnings to each shareholder's capital (PD- numbers per
 * branch); one line per shareholder with the share and amount it was given. A period is distributed once
 * (checked under a lock by the document's validation: periods of one tenant never overlap).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table assets drop constraint assets_method_check;
    alter table assets add constraint assets_method_check
      check (method in ('straight_line', 'declining_balance'));

    create table profit_distributions (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      start_date date not null,
      end_date date not null,
      currency_code text not null,
      profit numeric(24,6) not null check (profit > 0),
      total numeric(24,6) not null check (total > 0),
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      check (start_date <= end_date and end_date <= date),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index profit_distributions_period on profit_distributions (tenant_id, start_date, end_date);
    select bb_tenant_rls('profit_distributions'),
      bb_audit('profit_distributions', 'profit_distributions', 'id', '{updated_at,journal_entry_id}');

    create table profit_distribution_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      profit_distribution_id bigint not null,
      shareholder_id bigint not null,
      share_percentage numeric(9,4) not null,
      amount numeric(24,6) not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, profit_distribution_id) references profit_distributions(tenant_id, id)
        on delete cascade,
      foreign key (tenant_id, shareholder_id) references shareholders(tenant_id, id)
    );
    create index profit_distribution_lines_doc on profit_distribution_lines (tenant_id, profit_distribution_id);
    select bb_tenant_rls('profit_distribution_lines'),
      bb_audit('profit_distribution_lines', 'profit_distributions', 'profit_distribution_id');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
