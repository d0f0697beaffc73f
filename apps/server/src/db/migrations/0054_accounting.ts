import { type Kysely, sql } from 'kysely';

/**
 * Accounting breadth (issue 19). Expense documents: a voucher of several expense lines paid from one cash
 * box or owed to a supplier, ED- numbers per branch, posted by the ledger (each line's expense under its
 * category against the box or the supplier's payable); the header keeps its entry and total.
 *
 * Money collections: cash a collector (a user) collected from a customer, in "cash in transit" under the
 * collector (ledger party type `collector`) until the accountant receives it into a cash box; the counted
 * difference goes to cash shortage or overage. The accounts are seeded by a function and trigger of their
 * own (beside bb_seed_accounts), so other migrations adding accounts do not meet this one.
 *
 * Assets: bought at a cost, depreciated monthly (one asset_depreciations row per posted month, unique so a
 * month posts once), cleared once (a sale or disposal; the asset is cleared while its clearance exists).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table expense_documents (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      paid_by text not null check (paid_by in ('cash_box', 'supplier')),
      cash_box_id bigint,
      supplier_id bigint,
      currency_code text not null,
      exchange_rate numeric(18,8) not null default 1,
      total numeric(24,6) not null default 0,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      check ((paid_by = 'cash_box') = (cash_box_id is not null)),
      check ((paid_by = 'supplier') = (supplier_id is not null)),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, supplier_id) references suppliers(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index expense_documents_list on expense_documents (tenant_id, date desc, id desc);
    select bb_tenant_rls('expense_documents'),
      bb_audit('expense_documents', 'expense_documents', 'id', '{updated_at,journal_entry_id}');

    create table expense_document_lines (
      tenant_id bigint not null,
      id bigint generated always as identity,
      expense_document_id bigint not null,
      expense_category_id bigint not null,
      amount numeric(24,6) not null check (amount > 0),
      note text,
      attachment_id bigint,
      primary key (tenant_id, id),
      foreign key (tenant_id, expense_document_id) references expense_documents(tenant_id, id) on delete cascade,
      foreign key (tenant_id, expense_category_id) references expense_categories(tenant_id, id),
      foreign key (tenant_id, attachment_id) references attachments(tenant_id, id) on delete set null (attachment_id)
    );
    create index expense_document_lines_doc on expense_document_lines (tenant_id, expense_document_id);
    create index expense_document_lines_category on expense_document_lines (tenant_id, expense_category_id);
    select bb_tenant_rls('expense_document_lines'),
      bb_audit('expense_document_lines', 'expense_documents', 'expense_document_id');

    create function bb_seed_accounting_accounts(t bigint) returns void language sql as $f$
      insert into accounts (tenant_id, code, name, type, system_key) values
        (t, '1450', 'Cash in transit', 'asset', 'cash_in_transit'),
        (t, '4650', 'Cash overage', 'income', 'cash_overage'),
        (t, '6750', 'Cash shortage', 'expense', 'cash_shortage'),
        (t, '1460', 'Accumulated depreciation', 'asset', 'accumulated_depreciation'),
        (t, '6760', 'Depreciation', 'expense', 'depreciation'),
        (t, '4660', 'Gain on asset disposal', 'income', 'asset_disposal_gain'),
        (t, '6770', 'Loss on asset disposal', 'expense', 'asset_disposal_loss')
      on conflict do nothing
    $f$;
    create function bb_tenant_accounting_accounts() returns trigger language plpgsql as $f$
    begin
      perform bb_seed_accounting_accounts(new.id);
      return null;
    end $f$;
    create trigger seed_accounting_accounts after insert on tenants
      for each row execute function bb_tenant_accounting_accounts();
    select bb_seed_accounting_accounts(id) from tenants;

    alter table journal_lines drop constraint journal_lines_party_type_check;
    alter table journal_lines add constraint journal_lines_party_type_check
      check (party_type in ('customer', 'supplier', 'employee', 'shareholder', 'collector'));

    create table money_collections (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      collector_id bigint,
      customer_id bigint not null,
      amount numeric(24,6) not null check (amount > 0),
      currency_code text not null,
      exchange_rate numeric(18,8) not null default 1,
      note text,
      status smallint not null default 0 check (status in (0, 1)),
      cash_box_id bigint,
      counted_amount numeric(24,6),
      difference numeric(24,6),
      received_date date,
      received_by bigint,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      check ((status = 1) = (cash_box_id is not null and counted_amount is not null)),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, collector_id) references users(tenant_id, id) on delete set null (collector_id),
      foreign key (tenant_id, customer_id) references customers(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, received_by) references users(tenant_id, id) on delete set null (received_by),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index money_collections_list on money_collections (tenant_id, date desc, id desc);
    create index money_collections_pending on money_collections (tenant_id, collector_id) where status = 0;
    select bb_tenant_rls('money_collections'),
      bb_audit('money_collections', 'money_collections', 'id', '{updated_at,journal_entry_id}');

    create table assets (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      date date not null,
      name text not null,
      asset_category_id bigint not null,
      cost numeric(24,6) not null check (cost > 0),
      salvage_value numeric(24,6) not null default 0 check (salvage_value >= 0),
      currency_code text not null,
      exchange_rate numeric(18,8) not null default 1,
      useful_life_months integer not null check (useful_life_months between 1 and 1200),
      depreciation_rate numeric(9,4) not null,
      method text not null default 'straight_line' check (method in ('straight_line')),
      cash_box_id bigint,
      note text,
      depreciation_error text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      check (salvage_value < cost),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, asset_category_id) references asset_categories(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    create index assets_list on assets (tenant_id, date desc, id desc);
    select bb_tenant_rls('assets'),
      bb_audit('assets', 'assets', 'id', '{updated_at,journal_entry_id,depreciation_error}');

    create table asset_depreciations (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      asset_id bigint not null,
      period date not null,
      amount numeric(24,6) not null check (amount >= 0),
      journal_entry_id bigint,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, asset_id, period),
      foreign key (tenant_id, asset_id) references assets(tenant_id, id),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    select bb_tenant_rls('asset_depreciations'), bb_audit('asset_depreciations', 'assets', 'asset_id');

    create table asset_clearances (
      tenant_id bigint not null references tenants(id),
      id bigint generated always as identity,
      number bigint not null,
      invoice_id text not null,
      inventory_id bigint not null,
      asset_id bigint not null,
      date date not null,
      sale_amount numeric(24,6) not null default 0 check (sale_amount >= 0),
      cash_box_id bigint,
      accumulated numeric(24,6) not null,
      depreciation_to_date numeric(24,6) not null,
      gain_loss numeric(24,6) not null,
      note text,
      journal_entry_id bigint,
      created_by bigint,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, inventory_id, number),
      unique (tenant_id, asset_id),
      foreign key (tenant_id, inventory_id) references inventories(tenant_id, id),
      foreign key (tenant_id, asset_id) references assets(tenant_id, id),
      foreign key (tenant_id, cash_box_id) references cash_boxes(tenant_id, id),
      foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by),
      foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by),
      foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)
    );
    select bb_tenant_rls('asset_clearances'),
      bb_audit('asset_clearances', 'asset_clearances', 'id', '{updated_at,journal_entry_id}');
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('irreversible');
}
